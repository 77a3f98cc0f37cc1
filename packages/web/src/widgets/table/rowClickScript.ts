import { rowValues, type Row, type VariableStore } from '@grafiek/core';
import { runAuthorScript } from '../../kit';

/** The table's `onClick` JavaScript as set, or null when there is none (rows are then not clickable). */
export function rowClickScript(source: unknown): string | null {
  const text = typeof source === 'string' ? source.trim() : '';
  return text || null;
}

/**
 * Runs the Table's `onClick` for a row, in the script sandbox (kit/sandbox): it gets `row`
 * (variable → value), `publish(key, value)` and `getVariable(key)` over the app's variables at the
 * time of the click, as it always has; what it publishes is published here under the table's name.
 * A failure, a syntax error included, is logged as "Table onClick: ..." and the click goes on.
 */
export function runRowClickScript(store: VariableStore, script: string, row: Row, source: string): Promise<boolean> {
  return runAuthorScript(store, { label: 'Table onClick', code: script, row: rowValues(row), source });
}

