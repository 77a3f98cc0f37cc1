import type { ResultTable } from '@grafiek/core';

/** One choice of a select box, list, radio box or search box. */
export interface QueryChoice {
  /** What a choice publishes. */
  value: string;
  /** What people read. */
  label: string;
}

/**
 * The choices an input widget offers from its query: `?uri` (or `?value`, or the first
 * variable) is the value that is published, `?label` (or the value itself) is what people read.
 * Repeated values are dropped, so a query that finds one thing under two labels offers it once.
 */
export function queryChoices(table: ResultTable | undefined): QueryChoice[] {
  if (!table || table.rows.length === 0) return [];
  const variables = table.variables;
  const valueVar = variables.includes('uri') ? 'uri' : variables.includes('value') ? 'value' : variables.find((name) => name !== 'label') ?? variables[0];
  const labelVar = variables.includes('label') ? 'label' : valueVar;
  if (!valueVar || !labelVar) return [];
  const seen = new Set<string>();
  const choices: QueryChoice[] = [];
  for (const row of table.rows) {
    const value = row.bindings[valueVar]?.value;
    if (value === undefined || seen.has(value)) continue;
    seen.add(value);
    choices.push({ value, label: row.bindings[labelVar]?.value ?? value });
  }
  return choices;
}
