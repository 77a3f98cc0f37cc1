import { isEmptyValue, listPlaceholderVariables, resolvePlaceholders, type ResultTable } from '@grafiek/core';

/** The Mermaid text to draw, or the app variables its template still waits for. */
export type MermaidSource = { ok: true; text: string } | { ok: false; waitingFor: string[] };

/** Query columns that hold the diagram, before the first column is taken. */
const TEXT_COLUMNS = ['mermaid', 'diagram'];

/**
 * Mermaid's own entity codes (#quot;, #40;) for the characters that would end a label, start a
 * node, link or comment, or a statement: a placeholder value is text in a diagram, whether it
 * stands in a quoted label or not, and never adds nodes, links or `click` lines of its own.
 */
const ENTITY: Readonly<Record<string, string>> = {
  '"': '#quot;',
  '&': '#38;',
  ';': '#59;',
  '%': '#37;',
  '<': '#60;',
  '>': '#62;',
  '[': '#91;',
  ']': '#93;',
  '(': '#40;',
  ')': '#41;',
  '{': '#123;',
  '}': '#125;',
  '|': '#124;',
  '`': '#96;',
};

/** A value as it goes into Mermaid text: on one line, with syntax characters as entity codes. */
export function mermaidValue(value: string): string {
  return value.replace(/\r\n|[\r\n]/g, ' ').replace(/["&;%<>[\](){}|`]/g, (character) => ENTITY[character] ?? character);
}

/** The diagram in a query's answer: a mermaid or diagram column, else the first, each row a line. */
export function mermaidFromRows(table: ResultTable): string {
  const column = TEXT_COLUMNS.map((name) => table.columns.find((candidate) => candidate.name.toLowerCase() === name)).find(Boolean) ?? table.columns[0];
  if (!column) return '';
  // The raw value, not the cell text: `&&` (which splits a table cell) is Mermaid's "and".
  return table.rows.map((row) => row.bindings[column.name]?.value ?? '').join('\n');
}

/**
 * What a BBMermaid widget draws. A template (the diagram option) has each placeholder filled from
 * the first row's column of that name, else from the app variable, as text (`mermaidValue`).
 * Without a template the query's answer is the diagram. `table` is the answer when there is a
 * query, with at least one row.
 */
export function mermaidSource(template: string, table: ResultTable | undefined, variable: (name: string) => unknown): MermaidSource {
  if (!template.trim()) return { ok: true, text: table ? mermaidFromRows(table) : '' };
  const first = table?.rows[0]?.bindings;
  const lookup = (name: string): unknown => {
    const value = first?.[name]?.value ?? variable(name);
    return isEmptyValue(value) ? undefined : mermaidValue(typeof value === 'string' ? value : JSON.stringify(value));
  };
  const resolved = resolvePlaceholders(template, lookup, { mode: 'plain' });
  if (resolved.ok) return { ok: true, text: resolved.text };
  return { ok: false, waitingFor: listPlaceholderVariables(template).filter((name) => lookup(name) === undefined) };
}
