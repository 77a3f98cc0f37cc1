import type { ResultTable } from '@grafiek/core';

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * The choices of a select box from its query: `?uri` (or the first variable) is the value that
 * is published, `?label` (or the value) is what the author's users read. Duplicates are dropped.
 */
export function selectOptions(table: ResultTable | undefined): SelectOption[] {
  if (!table || table.rows.length === 0) return [];
  const variables = table.variables;
  const valueVar = variables.includes('uri') ? 'uri' : variables.includes('value') ? 'value' : variables[0];
  const labelVar = variables.includes('label') ? 'label' : valueVar;
  if (!valueVar || !labelVar) return [];
  const seen = new Set<string>();
  const options: SelectOption[] = [];
  for (const row of table.rows) {
    const value = row.bindings[valueVar]?.value;
    if (value === undefined || seen.has(value)) continue;
    seen.add(value);
    options.push({ value, label: row.bindings[labelVar]?.value ?? value });
  }
  return options;
}
