import { parseJsonText, readBoolean, toList } from '@grafiek/core';
import type { OptionKind, OptionSpec } from './options';

/**
 * What one stored value means to its option: the value the widget uses, and, when the stored
 * value could not be used, why (the widget then uses the default and its frame says so).
 */
export interface OptionReading {
  value: unknown;
  problem?: string;
}

/** How one kind of option reads stored values, checks edits, and stores what the dialog edited. */
export interface OptionKindRules {
  /** A stored value (any JSON, legacy forms included) as the widget uses it. Never throws. */
  read: (stored: unknown, spec: OptionSpec) => OptionReading;
  /** What the settings dialog stores for an edited value (e.g. JSON text becomes its value). */
  toStored: (edited: unknown, spec: OptionSpec) => unknown;
  /** A problem the dialog shows for a value that reads fine but would not work, or null. */
  check?: (stored: unknown, spec: OptionSpec) => string | null;
}

/** Unset: absent, null, "" or (as older editors stored unset text) false. */
export function isUnset(value: unknown): boolean {
  return value === undefined || value === null || value === '' || value === false;
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  return String(value);
}

const asIs = (edited: unknown) => edited;

function readText(stored: unknown, spec: OptionSpec, useDefault: boolean): OptionReading {
  const fallback = useDefault && typeof spec.default === 'string' ? spec.default : '';
  if (isUnset(stored)) return { value: fallback };
  if (typeof stored === 'string') return { value: stored };
  if (typeof stored === 'number' || stored === true) return { value: String(stored) };
  return { value: fallback, problem: `expected text, found ${describe(stored)}` };
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
  check: (stored) =>
    typeof stored === 'string' && !VARIABLE_NAME.test(stored.trim()) ? 'A variable name may hold letters, digits and | : . _ / - only' : null,
};

const boolean: OptionKindRules = {
  read: (stored, spec) => {
    const fallback = readBoolean(spec.default) ?? false;
    if (stored === undefined || stored === null || stored === '') return { value: fallback };
    const value = readBoolean(stored);
    return value === undefined ? { value: fallback, problem: `expected true or false, found ${describe(stored)}` } : { value };
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
    return value === undefined ? { value: fallback, problem: `expected a number, found ${describe(stored)}` } : { value };
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
    return { value: fallback, problem: `unknown choice ${describe(stored)}: use ${choices.map((choice) => choice.value).join(', ')}` };
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
      return skipped ? { value, problem: `${skipped} ${skipped === 1 ? 'entry is' : 'entries are'} not text and ${skipped === 1 ? 'was' : 'were'} skipped` } : { value };
    }
    return { value: toList(spec.default), problem: `expected a list or comma-separated text, found ${describe(stored)}` };
  },
  toStored: asIs,
};

function readJson(stored: unknown, spec: OptionSpec): OptionReading {
  const parsed = parseJsonText(isUnset(stored) ? spec.default : stored);
  return parsed.ok ? { value: parsed.value } : { value: undefined, problem: `not valid JSON: ${parsed.error}` };
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
 * problem), or not working (the kind's own check). Null when it is fine.
 */
export function optionError(spec: OptionSpec, stored: unknown): string | null {
  const empty = isUnset(stored) || (Array.isArray(stored) && stored.length === 0);
  if (spec.required && empty) return `${spec.label} is required`;
  if (empty) return null;
  const reading = readOption(spec, stored);
  if (reading.problem) return `${spec.label}: ${reading.problem}`;
  return OPTION_KINDS[spec.kind].check?.(stored, spec) ?? null;
}
