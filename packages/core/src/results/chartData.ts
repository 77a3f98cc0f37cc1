import { cssColor, looksLikeCssColor } from '../map/cssColor.js';
import { stringToColor } from '../map/stringToColor.js';
import { toNumber } from '../model/normalise.js';
import { localName } from './localName.js';
import type { Cell, ResultTable, Row } from './resultTable.js';

/**
 * How a chart reads a query result (the BBEChart convention):
 *
 * - The categories (bars, slices) come from `?label` or `?category` when selected, otherwise from
 *   the first column. `?property ?value` and `?status ?aantal` are both "category, number".
 * - Every other column holds numbers and is one series (`?category ?mannen ?vrouwen` gives two
 *   series). Numbers may be typed literals or numeric text.
 * - Long form: with `?series`, each row is (category, series, value) and rows with the same
 *   category and series add up. This is how stacked charts usually get their data from SPARQL.
 * - `?uri` (or `?categoryURI`, or a category that is itself an IRI) is what a click publishes.
 * - `?color` colours the row's category (or its series, in long form): a CSS colour as is, any
 *   other text through the category colours of `stringToColor`.
 * - `?min` and `?max` of the first row bound a gauge.
 * - A query with a single number column has no categories of its own: one bar per row.
 */
export interface ChartCategory {
  /** What the axis, legend and tooltip show. */
  name: string;
  /** The IRI a click on this category publishes. */
  uri?: string;
  color?: string;
}

export interface ChartSeries {
  name: string;
  /** One value per category, `null` where the result has none. */
  values: (number | null)[];
  color?: string;
}

export interface ChartData {
  categories: ChartCategory[];
  series: ChartSeries[];
  min?: number;
  max?: number;
}

export type ChartDataResult = { ok: true; data: ChartData } | { ok: false; error: string };

/** Variables with a fixed role; they are never categories or series. */
const ROLE_VARIABLES = new Set(['uri', 'color', 'series', 'min', 'max']);
const CATEGORY_VARIABLES = ['label', 'category'];

export function toChartData(table: ResultTable): ChartDataResult {
  const present = new Set(table.variables);
  const columnIndex = new Map(table.columns.map((column, index) => [column.name, index]));
  const free = table.columns.map((c) => c.name).filter((name) => !ROLE_VARIABLES.has(name));

  let categoryColumn = CATEGORY_VARIABLES.find((name) => free.includes(name));
  if (!categoryColumn && free.length >= 2) categoryColumn = free[0];
  // `?uri ?aantal`: the IRIs themselves are the categories.
  const categoryFromUri = !categoryColumn && present.has('uri') && free.length === 1;
  const valueColumns = free.filter((name) => name !== categoryColumn);

  if (valueColumns.length === 0) {
    return {
      ok: false,
      error: `A chart needs a column of numbers besides its categories; this query returns only ${listVariables(table.variables)}.`,
    };
  }
  if (present.has('series') && valueColumns.length > 1) {
    return {
      ok: false,
      error: `With ?series a chart reads one number column per row, but this query returns ${listVariables(valueColumns)}.`,
    };
  }

  const values: { column: string; numbers: (number | null)[] }[] = [];
  for (const column of valueColumns) {
    const index = columnIndex.get(column)!;
    const numbers: (number | null)[] = [];
    for (const row of table.rows) {
      const cell = row.cells[index]!;
      const number = cellNumber(cell);
      if (number === undefined) {
        return {
          ok: false,
          error: `The chart column ?${column} holds "${cell.text}", which is not a number. The categories come from ?label, ?category or the first column; every other column must hold numbers.`,
        };
      }
      numbers.push(number);
    }
    values.push({ column, numbers });
  }

  const categoryOf = (row: Row, rowIndex: number): ChartCategory => {
    const uriTerm = row.bindings.uri;
    const uri = uriTerm?.type === 'uri' ? uriTerm.value : undefined;
    if (categoryFromUri) return { name: uri ? localName(uri) : uriTerm?.value ?? '', ...(uri ? { uri } : {}) };
    if (!categoryColumn) {
      const name = table.rows.length === 1 ? valueColumns[0]! : String(rowIndex + 1);
      return { name, ...(uri ? { uri } : {}) };
    }
    const cell = row.cells[columnIndex.get(categoryColumn)!]!;
    const iri = cell.value?.kind === 'iri' ? cell.value.iri : undefined;
    const target = uri ?? cell.uri ?? iri;
    return { name: iri ? localName(iri) : cell.text, ...(target ? { uri: target } : {}) };
  };
  const colorOf = (row: Row): string | undefined => {
    const text = row.bindings.color?.value.trim();
    if (!text) return undefined;
    return looksLikeCssColor(text) ? cssColor(text) : stringToColor(text);
  };

  const first = table.rows[0];
  const bounds = {
    ...(first && toNumber(first.bindings.min?.value) !== undefined ? { min: toNumber(first.bindings.min?.value) } : {}),
    ...(first && toNumber(first.bindings.max?.value) !== undefined ? { max: toNumber(first.bindings.max?.value) } : {}),
  };

  if (present.has('series')) return { ok: true, data: { ...longForm(table.rows, values[0]!.numbers, categoryOf, colorOf), ...bounds } };

  const categories: ChartCategory[] = table.rows.map((row, index) => {
    const category = categoryOf(row, index);
    const color = colorOf(row);
    return color ? { ...category, color } : category;
  });
  const series = values.map(({ column, numbers }) => ({ name: table.columns[columnIndex.get(column)!]!.label, values: numbers }));
  return { ok: true, data: { categories, series, ...bounds } };
}

function longForm(
  rows: readonly Row[],
  numbers: readonly (number | null)[],
  categoryOf: (row: Row, index: number) => ChartCategory,
  colorOf: (row: Row) => string | undefined,
): ChartData {
  const categories: ChartCategory[] = [];
  const categoryIndex = new Map<string, number>();
  const series: ChartSeries[] = [];
  const seriesIndex = new Map<string, number>();
  const cells: { category: number; series: number; value: number | null }[] = [];

  rows.forEach((row, rowIndex) => {
    const category = categoryOf(row, rowIndex);
    let c = categoryIndex.get(category.name);
    if (c === undefined) {
      c = categories.push(category) - 1;
      categoryIndex.set(category.name, c);
    }
    const seriesTerm = row.bindings.series;
    const seriesName = seriesTerm ? (seriesTerm.type === 'uri' ? localName(seriesTerm.value) : seriesTerm.value) : '';
    let s = seriesIndex.get(seriesName);
    if (s === undefined) {
      s = series.push({ name: seriesName, values: [] }) - 1;
      seriesIndex.set(seriesName, s);
    }
    const color = colorOf(row);
    if (color && !series[s]!.color) series[s]!.color = color;
    cells.push({ category: c, series: s, value: numbers[rowIndex] ?? null });
  });

  for (const entry of series) entry.values = categories.map(() => null);
  for (const { category, series: s, value } of cells) {
    if (value === null) continue;
    const values = series[s]!.values;
    values[category] = (values[category] ?? 0) + value;
  }
  return { categories, series };
}

/** `null` for an empty cell, `undefined` for one that holds something other than a number. */
function cellNumber(cell: Cell): number | null | undefined {
  const value = cell.value;
  if (!value) return null;
  if (value.kind === 'number') return Number.isNaN(value.number) ? null : value.number;
  if (value.kind === 'string') return cell.text.trim() === '' ? null : toNumber(cell.text);
  return undefined;
}

function listVariables(names: readonly string[]): string {
  return names.length === 0 ? 'no variables' : names.map((name) => `?${name}`).join(', ');
}
