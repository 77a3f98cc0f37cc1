import type { ResultTable } from '@grafiek/core';

/** The SVG in a query's answer: the first row's ?svg column (any case), else its first column. */
export function svgFromRows(table: ResultTable): string {
  const first = table.rows[0]?.bindings;
  if (!first) return '';
  const name = table.variables.find((variable) => variable.toLowerCase() === 'svg') ?? table.variables[0];
  return (name && first[name]?.value) || '';
}
