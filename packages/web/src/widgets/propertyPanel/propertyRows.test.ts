import { toResultTable, type SparqlBinding } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { propertyRows } from './propertyRows';

const B = 'http://example.org/bag/';
const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
const XSD = 'http://www.w3.org/2001/XMLSchema#';

const lit = (value: string, datatype?: string) => ({ type: 'literal' as const, value, ...(datatype ? { datatype } : {}) });
const iri = (value: string) => ({ type: 'uri' as const, value });

function table(vars: string[], bindings: SparqlBinding[]) {
  return toResultTable({ head: { vars }, results: { bindings } });
}

// The shape of the demonstrator's property-panel query.
const PANEL = table(
  ['property', 'value', 'pred', 'literal'],
  [
    { property: lit('status'), value: lit('In gebruik'), pred: iri(`${B}status`), literal: lit('true', `${XSD}boolean`) },
    { property: lit('bouwjaar'), value: lit('1931', `${XSD}integer`), pred: iri(`${B}bouwjaar`), literal: lit('true', `${XSD}boolean`) },
    { property: lit('adres'), value: iri(`${B}adres1`), pred: iri(`${B}adres`), literal: lit('false', `${XSD}boolean`) },
    // The type shown as its class label, flagged literal by the query.
    { property: lit('type'), value: lit('Pand'), pred: iri(RDF_TYPE), literal: lit('true', `${XSD}boolean`) },
  ],
);

describe('propertyRows', () => {
  it('shows each property with its value', () => {
    expect(propertyRows(PANEL).map((row) => [row.label, row.value.text])).toEqual([
      ['status', 'In gebruik'],
      ['bouwjaar', '1931'],
      ['adres', `${B}adres1`],
      ['type', 'Pand'],
    ]);
  });

  it('lets only stored literal values be edited: not a link, nor the label of a type', () => {
    expect(propertyRows(PANEL).map((row) => [row.label, row.literal])).toEqual([
      ['status', true],
      ['bouwjaar', true],
      ['adres', false],
      ['type', false],
    ]);
  });

  it('keeps the property IRI and the stored term with its datatype, which an edit needs', () => {
    const year = propertyRows(PANEL)[1]!;
    expect(year.predicate).toBe(`${B}bouwjaar`);
    expect(year.term).toEqual(lit('1931', `${XSD}integer`));
  });

  it('does not let a literal the query flags as not literal be edited', () => {
    const rows = propertyRows(table(['property', 'value', 'pred', 'literal'], [{ property: lit('naam'), value: lit('x'), pred: iri(`${B}naam`), literal: lit('false') }]));
    expect(rows[0]!.literal).toBe(false);
  });

  it('reads other variable names as the first two columns, without a property IRI to edit by', () => {
    const rows = propertyRows(table(['kenmerk', 'waarde'], [{ kenmerk: lit('hoogte'), waarde: lit('12 m') }]));
    expect(rows.map((row) => [row.label, row.value.text, row.predicate])).toEqual([['hoogte', '12 m', undefined]]);
  });

  it('has no rows without an answer', () => {
    expect(propertyRows(undefined)).toEqual([]);
  });
});
