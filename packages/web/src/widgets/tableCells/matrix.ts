import { localName, type Cell, type ResultTable } from '@grafiek/core';
import type { TFunction } from 'i18next';

/** The variables a matrix query must select. */
export const MATRIX_VARIABLES = ['row', 'column', 'value'] as const;

export type LineOrder = 'query' | 'label';

/** One row or column of the matrix. */
export interface MatrixLine {
  /** What tells it apart: its ?rowURI / ?columnURI, else its text. */
  key: string;
  label: string;
  /** What a click publishes for it. */
  uri?: string;
}

export interface Matrix {
  rows: MatrixLine[];
  columns: MatrixLine[];
  /** The values where a row and a column meet, by `cellKey`; a pair without values is absent. */
  cells: ReadonlyMap<string, Cell[]>;
}

export type MatrixReading = { ok: true; matrix: Matrix } | { ok: false; error: string };

export function cellKey(row: string, column: string): string {
  return `${row}\u0000${column}`;
}

// Numbers by their value ("2" before "10"), text without regard to case.
const byLabel = (a: MatrixLine, b: MatrixLine) => a.label.localeCompare(b.label, undefined, { numeric: true, sensitivity: 'base' });

/** Lines in order of first appearance, one per key, the first label found naming it. */
class Lines {
  readonly #byKey = new Map<string, MatrixLine>();

  add(text: string | undefined, uri: string | undefined): string | undefined {
    const key = uri ?? text;
    if (key === undefined) return undefined;
    if (!this.#byKey.has(key)) this.#byKey.set(key, { key, label: text ?? localName(key), ...(uri ? { uri } : {}) });
    return key;
  }

  list(order: LineOrder): MatrixLine[] {
    const lines = [...this.#byKey.values()];
    return order === 'label' ? lines.sort(byLabel) : lines;
  }
}

/**
 * A query's rows as a matrix: one row per distinct ?row, one column per distinct ?column, and
 * in their crossing the ?value cells of the result rows that name both (the value keeps its
 * own conventions: ?valueURI, ?valueURL, ?valueIcon, a ?valueHTML variable). ?rowURI and
 * ?columnURI, where given, identify a row or column, so two rows with the same name stay apart.
 * A result row with an unbound ?value still makes its row and column, which stay empty.
 */
export function toMatrix(table: ResultTable, order: { rows: LineOrder; columns: LineOrder }, t: TFunction): MatrixReading {
  const valueColumn = table.columns.findIndex((column) => column.label === 'value');
  const has = (name: string) => table.variables.includes(name) || table.variables.includes(`${name}URI`);
  const missing = MATRIX_VARIABLES.filter((name) => (name === 'value' ? valueColumn === -1 : !has(name)));
  if (missing.length > 0) {
    const selected = table.variables.length > 0 ? table.variables.map((name) => `?${name}`).join(', ') : t('widget.tableCells.nothing');
    return { ok: false, error: t('widget.tableCells.missing', { count: missing.length, missing: missing.map((name) => `?${name}`).join(', '), selected }) };
  }

  const rows = new Lines();
  const columns = new Lines();
  const cells = new Map<string, Cell[]>();
  for (const result of table.rows) {
    const { bindings } = result;
    const rowKey = rows.add(bindings.row?.value, bindings.rowURI?.value);
    const columnKey = columns.add(bindings.column?.value, bindings.columnURI?.value);
    if (rowKey === undefined || columnKey === undefined) continue;
    const cell = result.cells[valueColumn];
    if (!cell || cell.value === undefined) continue;
    const key = cellKey(rowKey, columnKey);
    const found = cells.get(key);
    if (!found) cells.set(key, [cell]);
    // The same value twice (a query joining over something else) shows once.
    else if (!found.some((other) => other.text === cell.text && other.uri === cell.uri)) found.push(cell);
  }
  return { ok: true, matrix: { rows: rows.list(order.rows), columns: columns.list(order.columns), cells } };
}
