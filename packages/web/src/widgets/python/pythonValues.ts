import { toResultTable, toTypedValue, type ResultTable, type SparqlBinding, type SparqlJsonResults, type SparqlTerm } from '@grafiek/core';

/**
 * What goes into Python and what comes back, as plain data: the worker gets one JSON text and
 * answers with one, so no Python object outlives a run and nothing but data crosses over.
 */

/** A value of a row as Python gets it: numbers and booleans as such, everything else as text, unbound as None. */
export type PythonScalar = string | number | boolean | null;

export interface PythonInputs {
  /** The query's rows: one dict per row, by variable name (hidden and modifier variables too). */
  rows: Record<string, PythonScalar>[];
  /** The variables in the order the query selected them. */
  columns: string[];
  /** The app variables. */
  variables: Record<string, unknown>;
}

/** What a run gave back: its last expression, read as a table, a text, or nothing. */
export type PythonResult =
  | { kind: 'none' }
  | { kind: 'text'; text: string }
  | { kind: 'table'; columns: string[]; rows: Record<string, PythonScalar>[] }
  | { kind: 'error'; traceback: string };

function scalar(term: SparqlTerm | undefined): PythonScalar {
  if (!term) return null;
  const value = toTypedValue(term);
  if (value.kind === 'number' && value.exact) return value.number;
  if (value.kind === 'boolean') return value.boolean;
  if (value.kind === 'iri') return value.iri;
  if (value.kind === 'blank') return `_:${value.id}`;
  return value.lexical;
}

/** The inputs of a run as the JSON text the worker reads. */
export function pythonInputs(table: ResultTable | undefined, variables: Readonly<Record<string, unknown>>): string {
  const columns = table && table.ask === undefined ? table.variables : [];
  const rows = table && table.ask === undefined ? table.rows.map((row) => Object.fromEntries(columns.map((column) => [column, scalar(row.bindings[column])]))) : [];
  const inputs: PythonInputs = { rows, columns, variables: { ...variables } };
  return JSON.stringify(inputs);
}

const XSD = 'http://www.w3.org/2001/XMLSchema#';
const FULL_IRI = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s<>"{}|^`\\]+$/;

function term(value: PythonScalar | undefined): SparqlTerm | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return { type: 'literal', value: String(value), datatype: `${XSD}${Number.isInteger(value) ? 'integer' : 'double'}` };
  if (typeof value === 'boolean') return { type: 'literal', value: String(value), datatype: `${XSD}boolean` };
  if (FULL_IRI.test(value)) return { type: 'uri', value };
  return { type: 'literal', value: typeof value === 'string' ? value : JSON.stringify(value) };
}

/**
 * A returned list of dicts as a result table for the grid, with the Table++ conventions (a
 * column `x_URI` makes `x` a link that publishes).
 */
export function tableOfRows(columns: readonly string[], rows: readonly Record<string, PythonScalar>[]): ResultTable {
  const vars = columns.filter((column) => column.length > 0);
  const bindings = rows.map((row) => {
    const binding: SparqlBinding = {};
    for (const column of vars) {
      const value = term(row[column]);
      if (value) binding[column] = value;
    }
    return binding;
  });
  const results: SparqlJsonResults = { head: { vars }, results: { bindings } };
  return toResultTable(results);
}

/** A returned text that is HTML (starts with a tag, ends with one), shown sanitised rather than as text. */
export function looksLikeHtml(text: string): boolean {
  const trimmed = text.trim();
  return /^<[A-Za-z!/]/.test(trimmed) && trimmed.endsWith('>');
}

/** The traceback's last line, which names the error: for the frame's data-error and short messages. */
export function errorLine(traceback: string): string {
  const lines = traceback.trim().split('\n');
  return lines[lines.length - 1]?.trim() || 'Python stopped with an error';
}

/** Reads the worker's answer; anything else is an error of its own. */
export function readResult(json: string): PythonResult {
  try {
    const value = JSON.parse(json) as PythonResult;
    if (value && (value.kind === 'none' || value.kind === 'text' || value.kind === 'table' || value.kind === 'error')) return value;
  } catch {
    // reported below
  }
  return { kind: 'error', traceback: `The Python run gave an answer that could not be read: ${json.slice(0, 200)}` };
}
