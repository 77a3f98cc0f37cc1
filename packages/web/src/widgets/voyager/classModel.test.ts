import { toResultTable, type SparqlTerm } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { classModel, multiplicity, type ClassModelOptions } from './classModel';

const EX = 'http://example.org/m#';
const XSD = 'http://www.w3.org/2001/XMLSchema#';
type Cell = string | { literal: string; lang?: string };

/** Rows as the model query gives them: IRIs as strings, literals as { literal }. */
function rows(...given: Record<string, Cell>[]) {
  const vars = ['class', 'classLabel', 'superClass', 'property', 'propertyLabel', 'range', 'rangeKind', 'min', 'max'];
  const term = (cell: Cell): SparqlTerm =>
    typeof cell === 'string' ? { type: 'uri', value: cell } : { type: 'literal', value: cell.literal, ...(cell.lang ? { 'xml:lang': cell.lang } : {}) };
  return toResultTable({ head: { vars }, results: { bindings: given.map((row) => Object.fromEntries(Object.entries(row).map(([key, cell]) => [key, term(cell)]))) } });
}

const OPTIONS: ClassModelOptions = { namespaces: [], showProperties: true, maxClasses: 50, language: 'nl' };

/** A small model: RDFS for Gebouw and its name, SHACL for its address and year. */
const MODEL = rows(
  { class: `${EX}Gebouw`, classLabel: { literal: 'Gebouw', lang: 'nl' } },
  { class: `${EX}Gebouw`, classLabel: { literal: 'Building', lang: 'en' } },
  { class: `${EX}Adres`, classLabel: { literal: 'Adres' } },
  { class: `${EX}Object` },
  { class: `${EX}Gebouw`, superClass: `${EX}Object` },
  { class: `${EX}Gebouw`, property: `${EX}naam`, propertyLabel: { literal: 'naam' }, range: `${XSD}string`, rangeKind: { literal: 'datatype' } },
  // The same property from SHACL, with its counts.
  { class: `${EX}Gebouw`, property: `${EX}naam`, range: `${XSD}string`, rangeKind: { literal: 'datatype' }, min: { literal: '1' }, max: { literal: '1' } },
  { class: `${EX}Gebouw`, property: `${EX}bouwjaar`, range: `${XSD}gYear`, rangeKind: { literal: 'datatype' }, max: { literal: '1' } },
  { class: `${EX}Gebouw`, property: `${EX}heeftAdres`, propertyLabel: { literal: 'heeft adres' }, range: `${EX}Adres`, rangeKind: { literal: 'class' }, min: { literal: '1' } },
  // A range class that is declared nowhere else is part of the model.
  { class: `${EX}Adres`, property: `${EX}ligtIn`, range: `${EX}Woonplaats`, rangeKind: { literal: 'class' }, min: { literal: '1' }, max: { literal: '1' } },
  { class: `${EX}Adres`, property: `${EX}opmerking` },
);

describe('multiplicity', () => {
  it('writes SHACL counts as UML multiplicities', () => {
    expect(multiplicity(undefined, undefined)).toBe('');
    expect(multiplicity(1, 1)).toBe('1');
    expect(multiplicity(0, 1)).toBe('0..1');
    expect(multiplicity(1, undefined)).toBe('1..*');
    expect(multiplicity(undefined, 3)).toBe('0..3');
  });
});

describe('classModel', () => {
  it('makes classes with attributes, associations and generalisations from RDFS and SHACL rows', () => {
    const model = classModel(MODEL, OPTIONS);
    expect(model.classes.map((umlClass) => umlClass.label)).toEqual(['Adres', 'Gebouw', 'Object', 'Woonplaats']);
    const gebouw = model.classes.find((umlClass) => umlClass.iri === `${EX}Gebouw`);
    expect(gebouw?.attributes).toEqual([
      { iri: `${EX}bouwjaar`, label: 'bouwjaar', type: 'gYear', multiplicity: '0..1' },
      { iri: `${EX}naam`, label: 'naam', type: 'string', multiplicity: '1' },
    ]);
    expect(model.classes.find((umlClass) => umlClass.iri === `${EX}Adres`)?.attributes).toEqual([{ iri: `${EX}opmerking`, label: 'opmerking', type: '', multiplicity: '' }]);
    expect(model.associations).toEqual([
      { from: `${EX}Gebouw`, to: `${EX}Adres`, iri: `${EX}heeftAdres`, label: 'heeft adres', multiplicity: '1..*' },
      { from: `${EX}Adres`, to: `${EX}Woonplaats`, iri: `${EX}ligtIn`, label: 'ligtIn', multiplicity: '1' },
    ]);
    expect(model.generalisations).toEqual([{ sub: `${EX}Gebouw`, super: `${EX}Object` }]);
    expect(model.total).toBe(4);
  });

  it('prefers labels in the language asked for, then without a language, then English', () => {
    expect(classModel(MODEL, { ...OPTIONS, language: 'en' }).classes.map((umlClass) => umlClass.label)).toContain('Building');
    expect(classModel(MODEL, { ...OPTIONS, language: 'de' }).classes.map((umlClass) => umlClass.label)).toContain('Building');
  });

  it('keeps only classes in the namespaces; a range outside them becomes an attribute', () => {
    const other = 'http://other.example/';
    const model = classModel(
      rows(
        { class: `${EX}Gebouw` },
        { class: `${other}Persoon` },
        { class: `${EX}Gebouw`, property: `${EX}eigenaar`, range: `${other}Persoon`, rangeKind: { literal: 'class' } },
      ),
      { ...OPTIONS, namespaces: [EX] },
    );
    expect(model.classes.map((umlClass) => umlClass.iri)).toEqual([`${EX}Gebouw`]);
    expect(model.classes[0]?.attributes).toEqual([{ iri: `${EX}eigenaar`, label: 'eigenaar', type: 'Persoon', multiplicity: '' }]);
    expect(model.associations).toEqual([]);
    expect(model.total).toBe(1);
  });

  it('keeps the most connected classes up to Max classes, and counts the rest', () => {
    const model = classModel(MODEL, { ...OPTIONS, maxClasses: 2 });
    expect(model.classes.map((umlClass) => umlClass.label)).toEqual(['Adres', 'Gebouw']);
    expect(model.total).toBe(4);
    // Gebouw's superclass is not drawn: no arrow to it.
    expect(model.generalisations).toEqual([]);
    expect(model.associations.map((association) => association.label)).toEqual(['heeft adres']);
    // The address's place is not drawn: it is an attribute now.
    expect(model.classes[0]?.attributes.map((attribute) => `${attribute.label}: ${attribute.type}`)).toEqual(['ligtIn: Woonplaats', 'opmerking: ']);
  });

  it('leaves attributes out without Show properties, associations stay', () => {
    const model = classModel(MODEL, { ...OPTIONS, showProperties: false });
    expect(model.classes.every((umlClass) => umlClass.attributes.length === 0)).toBe(true);
    expect(model.associations).toHaveLength(2);
  });

  it('ignores rows without a class IRI and blank-node superclasses', () => {
    const table = toResultTable({
      head: { vars: ['class', 'superClass'] },
      results: { bindings: [{ class: { type: 'bnode', value: 'b0' } }, { class: { type: 'uri', value: `${EX}A` }, superClass: { type: 'bnode', value: 'r1' } }] },
    });
    const model = classModel(table, OPTIONS);
    expect(model.classes.map((umlClass) => umlClass.label)).toEqual(['A']);
    expect(model.generalisations).toEqual([]);
  });
});
