import { cellText, type ResultTable, type Row } from '@grafiek/core';

const ROW_VARIABLES = ['uri', 'uriHIDDEN'];
const URI_MODIFIER = '_URI';

/**
 * What names a row when a selection is published or restored from a variable:
 * 1. the row's `?uri` (or `?uriHIDDEN`), when the query selects one: the convention every other
 *    widget publishes by;
 * 2. else the first `X_URI` modifier in select order: the IRI a click on that cell publishes;
 * 3. else the text of the row's first column.
 * The same rule for every row of a table, so a row without that value has the empty name.
 */
export function rowIdReader(table: Pick<ResultTable, 'variables' | 'columns'>): (row: Row) => string {
  const variable =
    table.variables.find((name) => ROW_VARIABLES.includes(name)) ??
    table.variables.find((name) => name.length > URI_MODIFIER.length && name.endsWith(URI_MODIFIER));
  if (variable) return (row) => row.bindings[variable]?.value ?? '';
  const first = table.columns[0];
  return first ? (row) => cellText(row, first) : () => '';
}
