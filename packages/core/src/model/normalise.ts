// The one place where the historic forms accepted by legacyValues.ts become plain values.
// Readers call these when they use a setting; the stored config itself is never rewritten.

const TRUE_TEXT = /^(true|yes|on|1)$/i;
const FALSE_TEXT = /^(false|no|off|0)$/i;

/**
 * The one boolean reader of the code base. true, "true", "TRUE", "yes", "on", "1" and 1 are true;
 * false and its forms are false; anything else (absent, null, "", other text) is undefined.
 */
export function readBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 0 ? false : value === 1 ? true : undefined;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (TRUE_TEXT.test(trimmed)) return true;
    if (FALSE_TEXT.test(trimmed)) return false;
  }
  return undefined;
}

/** {@link readBoolean}, with `fallback` for a value that is not a boolean in any form. */
export function toBoolean(value: unknown, fallback = false): boolean {
  return readBoolean(value) ?? fallback;
}

/** A number from a number or a numeric text; undefined when there is none. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** Names from comma-separated text or an array, trimmed, without empty entries. */
export function toList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return items
    .filter((item): item is string | number => typeof item === 'string' || typeof item === 'number')
    .map((item) => String(item).trim())
    .filter((item) => item !== '');
}

/** Text, with null and non-text forms read as empty. */
export function toText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

export type JsonTextResult = { ok: true; value: unknown } | { ok: false; error: string };

/**
 * JSON stored as text (css, parameterValues). Some old saves hold the object itself; an empty
 * text means "not set".
 */
export function parseJsonText(value: unknown): JsonTextResult {
  if (value === undefined || value === null) return { ok: true, value: undefined };
  if (typeof value !== 'string') return { ok: true, value };
  if (value.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(value) as unknown };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
