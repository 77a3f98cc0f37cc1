import { planColumns } from './columnConventions.js';
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
  const targets = layout.properties.map((p) => ({
    ...p,
    index: layout.columns.findIndex((c) => c.name === p.target),
  }));
  const rows = results.results.bindings.map((bindings): Row => {
    const cells = layout.columns.map((column) => {
      const cell = toCell(bindings[column.name]);
      if (column.html) cell.html = true;
      return cell;
    });
    for (const { source, index, property } of targets) {
      const term = bindings[source];
      const cell = cells[index];
      if (term && cell) cell[property] = term.value;
    }
    return { cells, bindings };
  });

  return {
    columns: layout.columns.map(({ name, label, html }) => ({ name, label, html })),
    rows,
    variables: [...variables],
    hiddenVariables: layout.hidden,
  };
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

function toCell(term: SparqlTerm | undefined): Cell {
  if (!term) return { value: undefined, raw: undefined, text: '' };
  const separator = term.type === 'uri' || term.type === 'bnode' ? -1 : term.value.indexOf(EXTRA_SEPARATOR);
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
