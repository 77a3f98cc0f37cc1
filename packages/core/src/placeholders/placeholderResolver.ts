import { toBoolean } from '../model/normalise.js';
import { isEmptyValue } from '../variables/isEmptyValue.js';
import { UUID_PLACEHOLDER, findPlaceholders, type PlaceholderToken } from './placeholderSyntax.js';
import { scanSparqlTemplate, type SparqlPlace, type TemplatePart } from './sparqlTemplateScanner.js';
import { placeSparqlValue } from './sparqlValuePlacement.js';

/** Variable values by name: a store's `get`, or a plain record such as a snapshot. */
export type PlaceholderValues = ((name: string) => unknown) | Readonly<Record<string, unknown>>;

export interface ResolveOptions {
  /**
   * `sparql` (default) escapes or rejects each value for where it stands in the query;
   * `plain` substitutes as is, for HTML, titles and rule parameters, which are not SPARQL.
   */
  mode?: 'sparql' | 'plain';
  /**
   * What an unresolved placeholder does: `error` (default) fails with a message naming it,
   * `emptyResult` makes the whole text empty (the widget then shows nothing), `emptyValue`
   * substitutes an empty value (still checked for its place in sparql mode).
   */
  unresolved?: 'error' | 'emptyResult' | 'emptyValue';
  /** Source of fresh UUIDs for {{UUID}}; injectable for tests. */
  uuid?: () => string;
}

export type ResolveResult = { ok: true; text: string } | { ok: false; error: string };

/** Replaces every `{{placeholder}}` in a text with its variable's value. */
export function resolvePlaceholders(text: string, values: PlaceholderValues, options: ResolveOptions = {}): ResolveResult {
  const lookup = typeof values === 'function' ? values : (name: string) => values[name];
  const parts: TemplatePart[] = options.mode === 'plain' ? plainParts(text) : scanSparqlTemplate(text);
  let output = '';
  for (const part of parts) {
    if (part.kind === 'text') {
      output += part.text;
      continue;
    }
    let value = valueOf(part.placeholder, lookup, options.uuid ?? randomUuid);
    if (value === undefined) {
      if (options.unresolved === 'emptyResult') return { ok: true, text: '' };
      if (options.unresolved !== 'emptyValue') return { ok: false, error: unresolvedMessage(part.placeholder) };
      value = '';
    }
    if (options.mode === 'plain') {
      output += value;
      continue;
    }
    const placed = placeSparqlValue(part.place, value);
    if (!placed.ok) return { ok: false, error: `Template-placeholder ${part.placeholder.token} cannot take this value: ${placed.reason}` };
    output += placed.text;
  }
  return { ok: true, text: output };
}

export function unresolvedMessage(placeholder: Pick<PlaceholderToken, 'token'>): string {
  return `Template-placeholder ${placeholder.token} did not resolve to a value`;
}

function valueOf(placeholder: PlaceholderToken, lookup: (name: string) => unknown, uuid: () => string): string | undefined {
  let value: string | undefined;
  for (const name of placeholder.alternatives) {
    if (name === UUID_PLACEHOLDER) {
      value = uuid();
      break;
    }
    const candidate = lookup(name);
    if (!isEmptyValue(candidate)) {
      value = stringify(candidate);
      break;
    }
  }
  value ??= placeholder.defaultValue;
  if (value === undefined || !placeholder.negate) return value;
  return String(!toBoolean(value));
}

function stringify(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

const PLAIN_PLACE: SparqlPlace = { kind: 'bare' };

function plainParts(text: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let at = 0;
  for (const placeholder of findPlaceholders(text)) {
    if (placeholder.start > at) parts.push({ kind: 'text', text: text.slice(at, placeholder.start) });
    parts.push({ kind: 'placeholder', placeholder, place: PLAIN_PLACE });
    at = placeholder.end;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
}

function randomUuid(): string {
  const crypto = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (!crypto?.randomUUID) throw new Error('No crypto.randomUUID in this environment to fill {{UUID}}');
  return crypto.randomUUID();
}
