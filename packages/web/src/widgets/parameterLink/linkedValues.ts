import { hasValue, parseUrlProperties } from '@grafiek/core';

export type LinkedValues = { ok: true; values: Record<string, unknown> } | { ok: false; error: string };

export const NOT_AN_OBJECT = 'Variables to set must be a JSON object of variable names and their values, e.g. {"jaar": "2024"}.';

/**
 * The variables the widget sets when the app opens: its configured values, then the listed
 * parameters the URL carries (the URL wins, so a link can open the app on another value).
 */
export function linkedValues(parameters: unknown, urlNames: readonly string[], search: string): LinkedValues {
  if (parameters !== undefined && (typeof parameters !== 'object' || parameters === null || Array.isArray(parameters))) {
    return { ok: false, error: NOT_AN_OBJECT };
  }
  const values: Record<string, unknown> = { ...(parameters as Record<string, unknown> | undefined) };
  const fromUrl = parseUrlProperties(search);
  for (const name of urlNames) if (Object.hasOwn(fromUrl, name)) values[name] = fromUrl[name];
  return { ok: true, values };
}

/** The values to publish now: all of them, or only those whose variable has no value yet. */
export function valuesToPublish(values: Readonly<Record<string, unknown>>, current: (name: string) => unknown, keepExisting: boolean): [string, unknown][] {
  return Object.entries(values).filter(([name]) => name.trim() !== '' && !(keepExisting && hasValue(current(name))));
}

/** One setting as the edit-mode note shows it: `jaar = "2024"`. */
export function describeValue(name: string, value: unknown): string {
  return `${name} = ${JSON.stringify(value) ?? String(value)}`;
}
