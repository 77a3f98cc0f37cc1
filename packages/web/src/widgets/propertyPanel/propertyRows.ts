import { toBoolean, type Cell, type ResultTable, type SparqlTerm } from '@grafiek/core';

/** One value of one property of the selection. */
export interface PropertyRow {
  label: string;
  value: Cell;
  /** The property's IRI when the query gives it (?pred); needed to edit the value. */
  predicate?: string;
  /** A literal value (?literal, else the value's own kind); only these can be edited. */
  literal: boolean;
  /** The value as stored, with its datatype or language. */
  term: SparqlTerm | undefined;
}

const LABEL_VARIABLES = ['property', 'label', 'key', 'name'];
const VALUE_VARIABLES = ['value', 'object', 'val'];
const PREDICATE_VARIABLES = ['pred', 'predicate', 'p'];
const LITERAL_VARIABLES = ['literal', 'isLiteral'];
// Old queries show a thing's type as its class label, flagged literal; rdf:type holds the class
// itself, so that label is no stored value to edit.
const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';

function pick(names: readonly string[], available: readonly string[]): string | undefined {
  return names.find((name) => available.includes(name));
}

/**
 * The query's rows as property rows. Old property-panel queries name their variables
 * ?property ?value ?pred ?literal; other names fall back to the first two visible columns.
 */
export function propertyRows(table: ResultTable | undefined): PropertyRow[] {
  if (!table) return [];
  const visible = table.columns.map((column) => column.name);
  const labelColumn = pick(LABEL_VARIABLES, visible) ?? visible[0];
  const valueColumn = pick(VALUE_VARIABLES, visible) ?? visible.find((name) => name !== labelColumn) ?? labelColumn;
  const predicateVariable = pick(PREDICATE_VARIABLES, table.variables);
  const literalVariable = pick(LITERAL_VARIABLES, table.variables);
  if (labelColumn === undefined || valueColumn === undefined) return [];
  const labelAt = visible.indexOf(labelColumn);
  const valueAt = visible.indexOf(valueColumn);

  return table.rows.map((row): PropertyRow => {
    const value = row.cells[valueAt]!;
    const term = row.bindings[valueColumn];
    const predicate = predicateVariable ? row.bindings[predicateVariable] : undefined;
    const literalFlag = literalVariable ? row.bindings[literalVariable]?.value : undefined;
    const isLiteralTerm = term?.type === 'literal' || term?.type === 'typed-literal';
    return {
      label: labelColumn === valueColumn ? '' : (row.cells[labelAt]?.text ?? ''),
      value,
      ...(predicate?.type === 'uri' ? { predicate: predicate.value } : {}),
      // The flag says what the query meant; a value that is not a literal term is never edited.
      literal: isLiteralTerm && (literalFlag === undefined ? true : toBoolean(literalFlag)) && predicate?.value !== RDF_TYPE,
      term,
    };
  });
}
