import { resolvePlaceholders, type ResultTable } from '@grafiek/core';

const TEXT_COLUMNS = ['markdown', 'text', 'md'];

/** The markdown of a query: each row's ?markdown (or ?text, else first) column, as paragraphs. */
function markdownFromRows(table: ResultTable): string {
  const byLower = new Map(table.variables.map((name) => [name.toLowerCase(), name]));
  const column = TEXT_COLUMNS.map((name) => byLower.get(name)).find((name) => name !== undefined) ?? table.variables[0];
  if (!column) return '';
  return table.rows
    .map((row) => row.bindings[column]?.value ?? '')
    .filter((text) => text.trim())
    .join('\n\n');
}

/**
 * The markdown a BBStructuredText shows, before it is rendered: the configured text with its
 * {{placeholders}} filled from the first query row, else from app variables (a placeholder
 * without a value reads as nothing, or as its `::default`); without a configured text, the
 * query's text column.
 */
export function structuredMarkdown(template: string, table: ResultTable | undefined, variable: (name: string) => unknown): string {
  if (!template.trim()) return table ? markdownFromRows(table) : '';
  const first = table?.rows[0]?.bindings;
  const resolved = resolvePlaceholders(template, (name) => first?.[name]?.value ?? variable(name), { mode: 'plain', unresolved: 'emptyValue' });
  return resolved.ok ? resolved.text : template;
}
