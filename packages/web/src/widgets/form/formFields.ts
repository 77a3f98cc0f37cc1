import { resolvePlaceholders, type PlaceholderValues } from '@grafiek/core';
import type { TFunction } from 'i18next';

/** The kinds of field a BBForm knows. */
export const FIELD_TYPES = ['text', 'textarea', 'number', 'date', 'select', 'checkbox', 'iri'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export interface FieldChoice {
  value: string;
  label: string;
}

/** One field of a BBForm, as its `fields` option describes it. */
export interface FormField {
  /** The rule parameter the field's value is sent as. */
  name: string;
  label: string;
  type: FieldType;
  required: boolean;
  /** The starting value; may use {{placeholders}} of app variables. */
  default: string;
  help: string;
  placeholder: string;
  /** For select fields. */
  options: FieldChoice[];
}

export type FieldsReading = { ok: true; fields: FormField[] } | { ok: false; error: string };

/** Parameter names are placeholder names: the rule's template reads the value as `{{name}}`. */
const PARAMETER_NAME = /^[A-Za-z0-9_.:/|]+$/;

export const FIELDS_EXAMPLE = '[{"name": "titel", "label": "Titel", "type": "text", "required": true}]';

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** A reading message in the reader's language with `t` (`widget.form.fields.*`), else in English. */
function say(t: TFunction | undefined, key: string, english: string, values: Record<string, string> = {}): string {
  return t ? t(`widget.form.fields.${key}`, values) : english;
}

function readChoices(raw: unknown, name: string, t: TFunction | undefined): FieldChoice[] | string {
  const where = `Field "${name}"`;
  const list = typeof raw === 'string' ? raw.split(',').map((part) => part.trim()).filter((part) => part !== '') : raw;
  if (!Array.isArray(list) || list.length === 0) return say(t, 'noOptions', `${where}: a select field needs "options", a list such as ["laag", "hoog"] or [{"value": "l", "label": "Laag"}].`, { name });
  const choices: FieldChoice[] = [];
  for (const item of list) {
    const plain = text(item);
    if (plain !== undefined) {
      choices.push({ value: plain, label: plain });
      continue;
    }
    const value = typeof item === 'object' && item !== null ? text((item as Record<string, unknown>).value) : undefined;
    if (value === undefined) return say(t, 'badOption', `${where}: every option is a text or an object with a "value" (and a "label").`, { name });
    choices.push({ value, label: text((item as Record<string, unknown>).label) ?? value });
  }
  return choices;
}

function readType(raw: unknown): FieldType | undefined {
  if (raw === undefined || raw === null || raw === '') return 'text';
  const wanted = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  return FIELD_TYPES.find((type) => type === wanted);
}

function readRequired(raw: unknown): boolean {
  return raw === true || (typeof raw === 'string' && ['true', 'yes', '1'].includes(raw.trim().toLowerCase()));
}

/**
 * The `fields` option read as fields, or why it cannot be used: it must be a list of objects,
 * each with a name that can stand in a rule's `{{placeholder}}`, names unique, types known, and
 * select fields with options.
 */
export function readFields(raw: unknown, t?: TFunction): FieldsReading {
  const example = { example: FIELDS_EXAMPLE };
  if (raw === undefined || raw === null || raw === '') return { ok: false, error: say(t, 'missing', `Describe the form's fields (Fields in its settings), e.g. ${FIELDS_EXAMPLE}.`, example) };
  if (!Array.isArray(raw)) return { ok: false, error: say(t, 'notList', `Fields must be a JSON list of fields, e.g. ${FIELDS_EXAMPLE}.`, example) };
  if (raw.length === 0) return { ok: false, error: say(t, 'empty', 'The form has no fields: add at least one to Fields.') };
  const fields: FormField[] = [];
  const seen = new Set<string>();
  for (const [index, item] of raw.entries()) {
    const where = `Field ${index + 1}`;
    const number = { number: String(index + 1) };
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return { ok: false, error: say(t, 'notObject', `${where} is not an object with a "name".`, number) };
    const entry = item as Record<string, unknown>;
    const name = text(entry.name)?.trim() ?? '';
    if (!name) return { ok: false, error: say(t, 'noName', `${where} has no "name" (the rule parameter its value is sent as).`, number) };
    if (!PARAMETER_NAME.test(name)) {
      return { ok: false, error: say(t, 'badName', `${where}: the name "${name}" may hold letters, digits and _ . : / | only, as a rule's {{placeholder}} does.`, { ...number, name, placeholder: '{{placeholder}}' }) };
    }
    if (seen.has(name)) return { ok: false, error: say(t, 'twice', `Two fields are named "${name}": each field sends its own rule parameter.`, { name }) };
    seen.add(name);
    const type = readType(entry.type);
    if (!type) {
      const values = { name, type: JSON.stringify(entry.type), types: FIELD_TYPES.join(', ') };
      return { ok: false, error: say(t, 'unknownType', `Field "${name}": unknown type ${JSON.stringify(entry.type)}; use ${FIELD_TYPES.join(', ')}.`, values) };
    }
    let options: FieldChoice[] = [];
    if (type === 'select') {
      const choices = readChoices(entry.options, name, t);
      if (typeof choices === 'string') return { ok: false, error: choices };
      options = choices;
    }
    fields.push({
      name,
      label: text(entry.label)?.trim() || name,
      type,
      required: readRequired(entry.required),
      default: text(entry.default) ?? '',
      help: text(entry.help) ?? '',
      placeholder: text(entry.placeholder) ?? '',
      options,
    });
  }
  return { ok: true, fields };
}

export type FieldValues = Record<string, string>;

/** A checkbox's text as it is sent: "true" or "false". */
function checkboxText(value: string): string {
  return ['true', 'yes', '1', 'on'].includes(value.trim().toLowerCase()) ? 'true' : 'false';
}

/**
 * The values a fresh form starts with: each field's default with the app variables filled in (a
 * placeholder without a value leaves the field empty); a checkbox "true" or "false".
 */
export function startValues(fields: readonly FormField[], lookup: PlaceholderValues): FieldValues {
  const values: FieldValues = {};
  for (const field of fields) {
    const resolved = resolvePlaceholders(field.default, lookup, { mode: 'plain', unresolved: 'emptyValue' });
    const value = resolved.ok ? resolved.text : '';
    values[field.name] = field.type === 'checkbox' ? checkboxText(value) : value;
  }
  return values;
}

/** An absolute IRI as a rule's `<{{name}}>` takes it. */
export function isAbsoluteIri(value: string): boolean {
  return /^[A-Za-z][A-Za-z0-9+.-]*:[^\s<>"{}|^`\\]+$/.test(value);
}

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

function isDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The field messages' English, the texts widget.form.* (formFields.test.ts holds them equal). */
export const FIELD_ERRORS = {
  unchecked: '{{label}} must be checked.',
  required: '{{label}} is required.',
  number: '{{label}} must be a number, such as 12 or 3.5.',
  date: '{{label}} must be a date (yyyy-mm-dd).',
  iri: '{{label}} must be an IRI, such as https://example.org/id/1.',
  option: '{{label}} must be one of the options.',
} as const;

type FieldErrorKind = keyof typeof FIELD_ERRORS;

function fieldErrorKind(field: FormField, value: string): FieldErrorKind | undefined {
  if (field.type === 'checkbox') return field.required && checkboxText(value) !== 'true' ? 'unchecked' : undefined;
  if (value === '') return field.required ? 'required' : undefined;
  switch (field.type) {
    case 'number':
      return NUMBER.test(value) ? undefined : 'number';
    case 'date':
      return isDate(value) ? undefined : 'date';
    case 'iri':
      return isAbsoluteIri(value) ? undefined : 'iri';
    case 'select':
      return field.options.some((choice) => choice.value === value) ? undefined : 'option';
    default:
      return undefined;
  }
}

/**
 * What is wrong with one field's value, in words for the person filling the form (in the
 * reader's language with `t`, else English), or undefined.
 */
export function fieldError(field: FormField, raw: string | undefined, t?: TFunction): string | undefined {
  const kind = fieldErrorKind(field, (raw ?? '').trim());
  if (!kind) return undefined;
  return t ? t(`widget.form.${kind}`, { label: field.label }) : FIELD_ERRORS[kind].replace('{{label}}', () => field.label);
}

/** Every field's problem, by field name; empty when the form may be sent. */
export function formErrors(fields: readonly FormField[], values: FieldValues, t?: TFunction): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const error = fieldError(field, values[field.name], t);
    if (error) errors[field.name] = error;
  }
  return errors;
}

/**
 * The fields as rule parameters: each under its name, as text. Numbers, dates and IRIs are
 * trimmed (a rule places them bare or inside `<...>`), a checkbox is "true" or "false", and an
 * empty field is sent empty, so that an app variable of the same name never stands in for it (a
 * rule reads an empty value as missing: `{{name::default}}` gives its default).
 */
export function fieldParameters(fields: readonly FormField[], values: FieldValues): Record<string, string> {
  const parameters: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.name] ?? '';
    if (field.type === 'checkbox') parameters[field.name] = checkboxText(value);
    else if (field.type === 'text' || field.type === 'textarea') parameters[field.name] = value;
    else parameters[field.name] = value.trim();
  }
  return parameters;
}
