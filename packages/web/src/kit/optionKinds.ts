import { parseJsonText, readBoolean, toList } from '@grafiek/core';
import type { TFunction } from 'i18next';
import type { OptionKind, OptionSpec } from './options';

/**
 * Why a stored value could not be used, as the texts `widget.option.*` (en.json, nl.json) say it;
 * their English is here too, for code without a language (optionKinds.test.ts holds them equal).
 */
export const OPTION_NOTES = {
  expectedText: 'expected text, found {{found}}',
  expectedBoolean: 'expected true or false, found {{found}}',
  expectedNumber: 'expected a number, found {{found}}',
  unknownChoice: 'unknown choice {{found}}: use {{choices}}',
  skipped_one: '{{count}} entry is not text and was skipped',
  skipped_other: '{{count}} entries are not text and were skipped',
  expectedList: 'expected a list or comma-separated text, found {{found}}',
  notJson: 'not valid JSON: {{error}}',
  variableName: 'A variable name may hold letters, digits and | : . _ / - only',
  required: '{{label}} is required',
  labelled: '{{label}}: {{problem}}',
  aList: 'a list',
  anObject: 'an object',
} as const;

type NoteKey = 'expectedText' | 'expectedBoolean' | 'expectedNumber' | 'unknownChoice' | 'skipped' | 'expectedList' | 'notJson' | 'variableName';

/** A value that was found: itself (quoted text, a number), or what kind of thing it is. */
type Found = { text: string } | { kind: 'aList' | 'anObject' };

/** One reason, as a text key and what it names. */
export interface OptionNote {
  key: NoteKey;
  found?: Found;
  values?: Record<string, string | number>;
}

/**
 * What one stored value means to its option: the value the widget uses, and, when the stored
 * value could not be used, why (the widget then uses the default and its frame says so): in
 * English (`problem`) and as a note to say in the reader's language ({@link optionNoteText}).
 */
export interface OptionReading {
  value: unknown;
  problem?: string;
  note?: OptionNote;
}

/** A text of OPTION_NOTES with its values, in English. */
function english(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

function templateKey(note: OptionNote, count: unknown): keyof typeof OPTION_NOTES {
  return note.key === 'skipped' ? (count === 1 ? 'skipped_one' : 'skipped_other') : note.key;
}

/** A note in the reader's language; without `t`, in English. */
export function optionNoteText(note: OptionNote, t?: TFunction): string {
  const values: Record<string, string | number> = { ...note.values };
  if (note.found) values.found = 'text' in note.found ? note.found.text : t ? t(`widget.option.${note.found.kind}`) : OPTION_NOTES[note.found.kind];
  return t ? t(`widget.option.${note.key}`, values) : english(OPTION_NOTES[templateKey(note, values.count)], values);
}

/** A reading whose stored value could not be used: the fallback, and why. */
function unusable(value: unknown, note: OptionNote): OptionReading {
  return { value, problem: optionNoteText(note), note };
}

/** How one kind of option reads stored values, checks edits, and stores what the dialog edited. */
export interface OptionKindRules {
  /** A stored value (any JSON, legacy forms included) as the widget uses it. Never throws. */
  read: (stored: unknown, spec: OptionSpec) => OptionReading;
  /** What the settings dialog stores for an edited value (e.g. JSON text becomes its value). */
  toStored: (edited: unknown, spec: OptionSpec) => unknown;
  /** A problem the dialog shows for a value that reads fine but would not work, or null. */
  check?: (stored: unknown, spec: OptionSpec) => OptionNote | null;
}

/** Unset: absent, null, "" or (as older editors stored unset text) false. */
export function isUnset(value: unknown): boolean {
  return value === undefined || value === null || value === '' || value === false;
}

function describe(value: unknown): Found {
  if (Array.isArray(value)) return { kind: 'aList' };
  if (value === null) return { text: 'null' };
  if (typeof value === 'object') return { kind: 'anObject' };
  if (typeof value === 'string') return { text: `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"` };
  return { text: String(value) };
}

const asIs = (edited: unknown) => edited;

function readText(stored: unknown, spec: OptionSpec, useDefault: boolean): OptionReading {
  const fallback = useDefault && typeof spec.default === 'string' ? spec.default : '';
  if (isUnset(stored)) return { value: fallback };
  if (typeof stored === 'string') return { value: stored };
  if (typeof stored === 'number' || stored === true) return { value: String(stored) };
  return unusable(fallback, { key: 'expectedText', found: describe(stored) });
}

const text: OptionKindRules = { read: (stored, spec) => readText(stored, spec, true), toStored: asIs };

/** An app without a query runs none: the default is only the starting text of a new widget. */
const code: OptionKindRules = { read: (stored, spec) => readText(stored, spec, false), toStored: asIs };

const VARIABLE_NAME = /^[A-Za-z0-9|:._/-]*$/;

const variable: OptionKindRules = {
  read: (stored, spec) => {
    const reading = readText(stored, spec, true);
    return { ...reading, value: (reading.value as string).trim() };
  },
  toStored: asIs,
  check: (stored) => (typeof stored === 'string' && !VARIABLE_NAME.test(stored.trim()) ? { key: 'variableName' } : null),
};

const boolean: OptionKindRules = {
  read: (stored, spec) => {
    const fallback = readBoolean(spec.default) ?? false;
    if (stored === undefined || stored === null || stored === '') return { value: fallback };
    const value = readBoolean(stored);
    return value === undefined ? unusable(fallback, { key: 'expectedBoolean', found: describe(stored) }) : { value };
  },
  toStored: asIs,
};

function finiteNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.trim());
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

const number: OptionKindRules = {
  read: (stored, spec) => {
    const fallback = finiteNumber(spec.default);
    if (isUnset(stored)) return { value: fallback };
    const value = finiteNumber(stored);
    return value === undefined ? unusable(fallback, { key: 'expectedNumber', found: describe(stored) }) : { value };
  },
  toStored: asIs,
};

const select: OptionKindRules = {
  read: (stored, spec) => {
    const fallback = typeof spec.default === 'string' ? spec.default : '';
    if (isUnset(stored)) return { value: fallback };
    const choices = spec.choices ?? [];
    const wanted = typeof stored === 'string' || typeof stored === 'number' ? String(stored).trim() : undefined;
    const exact = choices.find((choice) => choice.value === wanted);
    if (exact) return { value: exact.value };
    const anyCase = wanted === undefined ? undefined : choices.find((choice) => choice.value.toLowerCase() === wanted.toLowerCase());
    if (anyCase) return { value: anyCase.value };
    return unusable(fallback, { key: 'unknownChoice', found: describe(stored), values: { choices: choices.map((choice) => choice.value).join(', ') } });
  },
  toStored: asIs,
};

function isLabelled(item: unknown): item is { label: string } {
  return typeof item === 'object' && item !== null && typeof (item as { label?: unknown }).label === 'string';
}

const array: OptionKindRules = {
  read: (stored, spec) => {
    if (isUnset(stored)) return { value: toList(spec.default) };
    if (typeof stored === 'string') return { value: toList(stored) };
    if (Array.isArray(stored)) {
      // Later editors store list entries as objects with a label (e.g. tabs with icons).
      const items = stored.map((item) => (isLabelled(item) ? item.label : item));
      const value = toList(items);
      const skipped = items.filter((item) => typeof item !== 'string' && typeof item !== 'number').length;
      return skipped ? unusable(value, { key: 'skipped', values: { count: skipped } }) : { value };
    }
    return unusable(toList(spec.default), { key: 'expectedList', found: describe(stored) });
  },
  toStored: asIs,
};

function readJson(stored: unknown, spec: OptionSpec): OptionReading {
  const parsed = parseJsonText(isUnset(stored) ? spec.default : stored);
  return parsed.ok ? { value: parsed.value } : unusable(undefined, { key: 'notJson', values: { error: parsed.error } });
}

/** JSON options are edited as text; a valid text is stored as its value. */
const json: OptionKindRules = {
  read: readJson,
  toStored: (edited) => {
    if (typeof edited !== 'string' || !edited.trim()) return edited;
    try {
      return JSON.parse(edited) as unknown;
    } catch {
      return edited;
    }
  },
};

/** JSON kept as text in the config, as older editors stored it. */
const jsonText: OptionKindRules = { read: readJson, toStored: asIs };

/**
 * Every option kind's rules. A new kind is one entry here and one field in the settings dialog's
 * table (editor/optionFields.tsx); both are exhaustive records, so the compiler names what is missing.
 */
export const OPTION_KINDS: Readonly<Record<OptionKind, OptionKindRules>> = {
  text,
  textarea: text,
  searchselect: text,
  sparql: code,
  javascript: code,
  variable,
  boolean,
  number,
  select,
  array,
  json,
  jsonText,
};

/** One stored value as its option reads it. */
export function readOption(spec: OptionSpec, stored: unknown): OptionReading {
  return OPTION_KINDS[spec.kind].read(stored, spec);
}

/**
 * What the settings dialog says of a stored value: required but empty, unusable (the reader's
 * problem), or not working (the kind's own check). Null when it is fine. In the reader's
 * language with `t` (and the option's `label` as the dialog shows it), else in English.
 */
export function optionError(spec: OptionSpec, stored: unknown, t?: TFunction, label: string = spec.label): string | null {
  const say = (key: 'required' | 'labelled', values: Record<string, string>) => (t ? t(`widget.option.${key}`, values) : english(OPTION_NOTES[key], values));
  const empty = isUnset(stored) || (Array.isArray(stored) && stored.length === 0);
  if (spec.required && empty) return say('required', { label });
  if (empty) return null;
  const reading = readOption(spec, stored);
  if (reading.note) return say('labelled', { label, problem: optionNoteText(reading.note, t) });
  const note = OPTION_KINDS[spec.kind].check?.(stored, spec);
  return note ? optionNoteText(note, t) : null;
}
