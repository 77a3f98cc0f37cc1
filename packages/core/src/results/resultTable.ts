import { isFollowableLink } from '../model/resetValue.js';
import { planColumns, type CellProperty } from './columnConventions.js';
import {
  isAskResults,
  type SparqlBinding,
  type SparqlJsonResults,
  type SparqlTerm,
} from './sparqlJsonResults.js';
import { toTypedValue, type TypedValue } from './typedValue.js';

export interface Column {
  /** The SPARQL variable. */
  name: string;
  /** What the header shows. */
  label: string;
  /** Cells hold HTML that the browser must sanitise before showing. */
  html: boolean;
}

export interface Cell {
  /** `undefined` when the variable is unbound in this row. */
  value: TypedValue | undefined;
  raw: SparqlTerm | undefined;
  /** What the cell shows: the lexical form or IRI, before `&&` for a split value. */
  text: string;
  /** Clicking the cell publishes this IRI. */
  uri?: string;
  /** Clicking the cell opens this address in a new tab. */
  url?: string;
  icon?: string;
  iconColor?: string;
  iconSize?: string;
  textColor?: string;
  html?: true;
  /** The text a copy button next to the cell copies. */
  copyValue?: string;
  /** The part after `&&` in a value, shown as an extra cell. */
  extra?: string;
}

export interface Row {
  /** One cell per entry of {@link ResultTable.columns}, in the same order. */
  cells: Cell[];
  /** Every bound variable of the row, hidden and property variables included, for publishing. */
  bindings: SparqlBinding;
}

export interface ResultTable {
  /** The visible columns. */
  columns: Column[];
  rows: Row[];
  /** All variables in the order the query selected them. */
  variables: string[];
  /** The `xHIDDEN` variables. */
  hiddenVariables: string[];
  /** The answer of an ASK query, which also comes out as one `boolean` column with one row. */
  ask?: boolean;
}

const EXTRA_SEPARATOR = '&&';
const XSD_BOOLEAN = 'http://www.w3.org/2001/XMLSchema#boolean';

/**
 * Applies the column conventions (columnConventions.ts: xURI, xURL, xIcon, ...) to a SPARQL JSON result.
 * Throws `Table++: URI and URL modifiers must not both be used on one cell` for that misuse.
 */
export function toResultTable(results: SparqlJsonResults): ResultTable {
  if (isAskResults(results)) return askTable(results.boolean);

  const variables = results.head.vars;
  const layout = planColumns(variables);
  const plan: RowPlan = {
    columns: layout.columns,
    targets: layout.properties.map((p) => ({
      ...p,
      index: layout.columns.findIndex((c) => c.name === p.target),
    })),
  };
  const bindings = results.results.bindings;
  const rows: Row[] = new Array(bindings.length);
  for (let i = 0; i < bindings.length; i++) rows[i] = new BindingRow(plan, bindings[i]!);

  return {
    columns: layout.columns.map(({ name, label, html }) => ({ name, label, html })),
    rows,
    variables: [...variables],
    hiddenVariables: layout.hidden,
  };
}

/** What every row of one result shares: its visible columns and where the modifier variables go. */
interface RowPlan {
  columns: readonly { name: string; html: boolean }[];
  targets: readonly { source: string; index: number; property: CellProperty }[];
}

/**
 * A row whose cells are made when something first reads them. A grid of 100,000 rows reads the
 * cells of the screenful it draws (and of every row only when sorting or filtering), so making
 * 400,000 cells before the first rows are drawn was work nobody waited for.
 */
class BindingRow implements Row {
  #cells: Cell[] | undefined;

  constructor(
    readonly plan: RowPlan,
    readonly bindings: SparqlBinding,
  ) {}

  get cells(): Cell[] {
    return (this.#cells ??= this.#makeCells());
  }

  #makeCells(): Cell[] {
    const { columns, targets } = this.plan;
    const bindings = this.bindings;
    const cells = columns.map((column) => {
      const cell = toCell(bindings[column.name]);
      if (column.html) cell.html = true;
      return cell;
    });
    for (const { source, index, property } of targets) {
      const term = bindings[source];
      const cell = cells[index];
      if (!term || !cell) continue;
      // A link to nowhere (empty, one character, the reset value) stays plain text. An xURI is
      // not a link but a value to publish (a tab number such as "0" is one), so it is kept.
      if (property === 'url' && !isFollowableLink(term.value)) continue;
      cell[property] = term.value;
    }
    return cells;
  }
}

/**
 * A bound cell whose typed value is worked out when something first asks for it. A table of
 * 100,000 rows shows a screenful at a time; typing every date and number up front cost more than
 * drawing the first rows.
 */
class TermCell implements Cell {
  #value: TypedValue | undefined;
  declare html?: true;
  declare uri?: string;
  declare url?: string;
  declare icon?: string;
  declare iconColor?: string;
  declare iconSize?: string;
  declare textColor?: string;
  declare copyValue?: string;
  declare extra?: string;

  constructor(
    readonly raw: SparqlTerm,
    readonly text: string,
  ) {}

  get value(): TypedValue {
    return (this.#value ??= toTypedValue(this.raw));
  }
}

/** Where a value's extra part begins (`a&&b`), or -1: IRIs and blank nodes have none. */
function extraSeparator(term: SparqlTerm): number {
  return term.type === 'uri' || term.type === 'bnode' ? -1 : term.value.indexOf(EXTRA_SEPARATOR);
}

/**
 * What the cell of `column` shows in `row`, read from the row's binding without making its cells:
 * for work over every row (row names, checks) that should not cost a cell per value.
 */
export function cellText(row: Row, column: Pick<Column, 'name'>): string {
  const term = row.bindings[column.name];
  if (!term) return '';
  const separator = extraSeparator(term);
  return separator < 0 ? term.value : term.value.slice(0, separator);
}

/** Whether any cell of `column` has an extra part (`a&&b`), which tables show as a column of its own. */
export function columnHasExtra(table: Pick<ResultTable, 'rows'>, column: Pick<Column, 'name'>): boolean {
  return table.rows.some((row) => {
    const term = row.bindings[column.name];
    return term !== undefined && extraSeparator(term) >= 0;
  });
}

function toCell(term: SparqlTerm | undefined): Cell {
  if (!term) return { value: undefined, raw: undefined, text: '' };
  const separator = extraSeparator(term);
  if (separator < 0) return new TermCell(term, term.value);

  const text = term.value.slice(0, separator);
  return {
    value: toTypedValue({ ...term, value: text }),
    raw: term,
    text,
    extra: term.value.slice(separator + EXTRA_SEPARATOR.length),
  };
}

function askTable(answer: boolean): ResultTable {
  const raw: SparqlTerm = { type: 'literal', value: String(answer), datatype: XSD_BOOLEAN };
  return {
    columns: [{ name: 'boolean', label: 'boolean', html: false }],
    rows: [{ cells: [{ value: toTypedValue(raw), raw, text: raw.value }], bindings: { boolean: raw } }],
    variables: ['boolean'],
    hiddenVariables: [],
    ask: answer,
  };
}

/** A row's values by variable name, hidden variables included: what scripts and rules get. */
export function rowValues(row: Pick<Row, 'bindings'>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, term] of Object.entries(row.bindings)) if (term) values[name] = term.value;
  return values;
}
