import type { Row } from '@grafiek/core';

/** What the author's onClick JavaScript gets: `row` (variable → value), `publish`, `getVariable`. */
export type RowClickScript = (row: Readonly<Record<string, string>>, publish: (key: string, value: unknown) => void, getVariable: (key: string) => unknown) => void;

export const CSP_BLOCKED_MESSAGE =
  "The table's onClick JavaScript cannot run: this server's Content-Security-Policy does not allow JavaScript from app configs (it would need 'unsafe-eval'). The click itself still works.";

/**
 * Compiles the Table's `onClick` JavaScript. It comes from an app config that an author saved, the
 * same trust the pre-app JavaScript has (ARCHITECTURE.md §9); whether the browser may compile
 * it at all is up to the server's Content-Security-Policy. When it may not, or the text does not
 * compile, this says so on the console once and returns null.
 */
export function compileRowClickScript(source: unknown): RowClickScript | null {
  const text = typeof source === 'string' ? source.trim() : '';
  if (!text) return null;
  try {
    return new Function('row', 'publish', 'getVariable', text) as RowClickScript;
  } catch (error) {
    if (error instanceof EvalError) console.error(CSP_BLOCKED_MESSAGE, error);
    else console.error("The table's onClick JavaScript does not compile.", error);
    return null;
  }
}

/** A row's values by variable name, hidden variables included: what scripts and rules get. */
export function rowValues(row: Row): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, term] of Object.entries(row.bindings)) if (term) values[name] = term.value;
  return values;
}
