import { isEmptyValue, listPlaceholderVariables, resolvePlaceholders, type ResultTable } from '@grafiek/core';

/** The nomnoml text to draw, or the app variables its template still waits for. */
export type NomnomlSource = { ok: true; text: string } | { ok: false; waitingFor: string[] };

/** Query columns that hold the diagram, before the first column is taken. */
const TEXT_COLUMNS = ['nomnoml', 'noml', 'diagram'];

/**
 * A value as it goes into nomnoml text: on one line, with nomnoml's backslash before the
 * characters that end a node, compartment, line or label, so that a placeholder value is text in
 * a node and never adds nodes or associations of its own.
 */
export function nomnomlValue(value: string): string {
  return value.replace(/\r\n|[\r\n]/g, ' ').replace(/[\\[\]|;<>]/g, (character) => `\\${character}`);
}

/** The diagram in a query's answer: a nomnoml, noml or diagram column, else the first, each row a line. */
export function nomnomlFromRows(table: ResultTable): string {
  const column = TEXT_COLUMNS.map((name) => table.columns.find((candidate) => candidate.name.toLowerCase() === name)).find(Boolean) ?? table.columns[0];
  if (!column) return '';
  return table.rows.map((row) => row.bindings[column.name]?.value ?? '').join('\n');
}

/**
 * What a BBNOML widget draws. A template (the diagram option) has each placeholder filled from
 * the first row's column of that name, else from the app variable, as text (`nomnomlValue`).
 * Without a template the query's answer is the diagram. `table` is the answer when there is a
 * query, with at least one row.
 */
export function nomnomlSource(template: string, table: ResultTable | undefined, variable: (name: string) => unknown): NomnomlSource {
  if (!template.trim()) return { ok: true, text: table ? nomnomlFromRows(table) : '' };
  const first = table?.rows[0]?.bindings;
  const lookup = (name: string): unknown => {
    const value = first?.[name]?.value ?? variable(name);
    return isEmptyValue(value) ? undefined : nomnomlValue(typeof value === 'string' ? value : JSON.stringify(value));
  };
  const resolved = resolvePlaceholders(template, lookup, { mode: 'plain' });
  if (resolved.ok) return { ok: true, text: resolved.text };
  return { ok: false, waitingFor: listPlaceholderVariables(template).filter((name) => lookup(name) === undefined) };
}
