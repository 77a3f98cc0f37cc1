import { toResultTable, type SparqlTerm } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { readSettings } from '../../kit';
import { dynamicFilter } from '.';
import { translator } from '../../i18n/testTranslations';
import { dayOf, facetsFromTable, rangeStep, readFacetType } from './facets';

const EX = 'http://example.org/';
const XSD = 'http://www.w3.org/2001/XMLSchema#';
const VARS = ['sparqlParameter', 'property', 'propertyURI', 'value', 'valueURI', 'type', 'defaultExpanded', 'defaultVisible', 'count'];

const lit = (value: string, datatype?: string): SparqlTerm => (datatype ? { type: 'literal', value, datatype } : { type: 'literal', value });
const iri = (value: string): SparqlTerm => ({ type: 'uri', value });

function table(rows: Record<string, SparqlTerm>[]) {
  return toResultTable({ head: { vars: VARS }, results: { bindings: rows } });
}

describe('facets from the query rows', () => {
  it('groups rows into one facet per ?sparqlParameter, in first-seen order, with values in row order', () => {
    const { facets, problems } = facetsFromTable(
      table([
        { sparqlParameter: lit('kleur'), property: lit('Kleur'), propertyURI: iri(`${EX}kleur`), value: lit('Rood'), valueURI: iri(`${EX}rood`), type: lit('checkboxes'), count: lit('3', `${XSD}integer`) },
        { sparqlParameter: lit('soort'), property: lit('Soort'), value: lit('Villa'), type: lit('RadioButtons') },
        { sparqlParameter: lit('kleur'), property: lit('Kleur'), value: lit('Blauw'), valueURI: iri(`${EX}blauw`), type: lit('checkboxes'), count: lit('1', `${XSD}integer`) },
        { sparqlParameter: lit('kleur'), property: lit('Kleur'), value: lit('Rood, nogmaals'), valueURI: iri(`${EX}rood`), type: lit('checkboxes') },
      ]),
    );
    expect(problems).toEqual([]);
    expect(facets.map((facet) => [facet.sparqlParameter, facet.property, facet.type])).toEqual([
      ['kleur', 'Kleur', 'checkboxes'],
      ['soort', 'Soort', 'radiobuttons'],
    ]);
    expect(facets[0]!.propertyURI).toBe(`${EX}kleur`);
    expect(facets[0]!.values).toEqual([
      { key: `${EX}rood`, value: 'Rood', valueURI: `${EX}rood`, label: 'Rood', count: 3 },
      { key: `${EX}blauw`, value: 'Blauw', valueURI: `${EX}blauw`, label: 'Blauw', count: 1 },
    ]);
    expect(facets[1]!.values).toEqual([{ key: 'Villa', value: 'Villa', label: 'Villa' }]);
  });

  it('keeps a literal value\'s language or datatype, so it can be published as the same term', () => {
    const { facets } = facetsFromTable(
      table([
        { sparqlParameter: lit('naam'), value: { type: 'literal', value: 'Huis', 'xml:lang': 'nl' } },
        { sparqlParameter: lit('naam'), value: lit('5', `${XSD}integer`) },
        { sparqlParameter: lit('naam'), value: lit('tekst', `${XSD}string`) },
      ]),
    );
    expect(facets[0]!.values.map(({ value, language, datatype }) => ({ value, language, datatype }))).toEqual([
      { value: 'Huis', language: 'nl', datatype: undefined },
      { value: '5', language: undefined, datatype: `${XSD}integer` },
      { value: 'tekst', language: undefined, datatype: undefined },
    ]);
  });

  it('names a value without ?value by its IRI\'s local name, and a facet without ?property by its ?propertyURI or parameter', () => {
    const { facets } = facetsFromTable(
      table([
        { sparqlParameter: lit('klasse'), propertyURI: iri('http://www.w3.org/1999/02/22-rdf-syntax-ns#type'), valueURI: iri(`${EX}Gebouw`) },
        { sparqlParameter: lit('x'), value: iri(`${EX}Ding`) },
      ]),
    );
    expect(facets.map((facet) => facet.property)).toEqual(['type', 'x']);
    expect(facets[0]!.values[0]).toMatchObject({ label: 'Gebouw', valueURI: `${EX}Gebouw` });
    expect(facets[1]!.values[0]).toMatchObject({ label: 'Ding', valueURI: `${EX}Ding` });
  });

  it('reads ?defaultExpanded and ?defaultVisible as booleans in their stored forms, true when absent', () => {
    const { facets } = facetsFromTable(
      table([
        { sparqlParameter: lit('a'), defaultExpanded: lit('false', `${XSD}boolean`), defaultVisible: lit('0') },
        { sparqlParameter: lit('b'), defaultExpanded: lit('TRUE') },
        { sparqlParameter: lit('c') },
      ]),
    );
    expect(facets.map((facet) => [facet.defaultExpanded, facet.defaultVisible])).toEqual([
      [false, false],
      [true, true],
      [true, true],
    ]);
  });

  it('gives range facets their lowest and highest number and date range facets their first and last day', () => {
    const { facets } = facetsFromTable(
      table([
        { sparqlParameter: lit('prijs'), type: lit('range'), value: lit('250000', `${XSD}integer`) },
        { sparqlParameter: lit('prijs'), type: lit('range'), value: lit('125000.5', `${XSD}decimal`) },
        { sparqlParameter: lit('prijs'), type: lit('range'), value: lit('onbekend') },
        { sparqlParameter: lit('bouw'), type: lit('Date Range'), value: lit('1990-05-01', `${XSD}date`) },
        { sparqlParameter: lit('bouw'), type: lit('daterange'), value: lit('2021-01-31', `${XSD}date`) },
        { sparqlParameter: lit('gezien'), type: lit('date-range'), value: lit('2020-02-03T10:00:00Z', `${XSD}dateTime`) },
      ]),
    );
    expect(facets[0]).toMatchObject({ type: 'range', numberBounds: { min: 125000.5, max: 250000 } });
    expect(facets[1]).toMatchObject({ type: 'daterange', dateBounds: { min: '1990-05-01', max: '2021-01-31' }, dateTime: false });
    expect(facets[2]).toMatchObject({ type: 'daterange', dateBounds: { min: '2020-02-03', max: '2020-02-03' }, dateTime: true });
  });

  it('leaves out rows without ?sparqlParameter, names that are no variable name and unknown types, saying so', () => {
    const { facets, problems } = facetsFromTable(
      table([
        { value: lit('los') },
        { sparqlParameter: lit('a b'), value: lit('x') },
        { sparqlParameter: lit('ok'), value: lit('y'), type: lit('slider') },
        { sparqlParameter: lit('goed'), value: lit('z') },
      ]),
    );
    expect(facets.map((facet) => facet.sparqlParameter)).toEqual(['goed']);
    expect(problems).toEqual([
      'A row without ?sparqlParameter is left out: it names the app variable a filter publishes to.',
      'The filter "a b" is left out: a ?sparqlParameter may contain only letters, digits, ".", "_" and "/".',
      'The filter "ok" is left out: its ?type "slider" is not one of checkboxes, radiobuttons, search, range, daterange.',
    ]);
  });

  it('says so word for word with the English texts, and in Dutch for a Dutch reader', async () => {
    const rows = table([{ value: lit('los') }, { value: lit('ook los') }, { sparqlParameter: lit('a b'), value: lit('x') }, { sparqlParameter: lit('ok'), value: lit('y'), type: lit('slider') }]);
    const single = table([{ value: lit('los') }]);
    const en = await translator('en');
    expect(facetsFromTable(rows, en).problems).toEqual(facetsFromTable(rows).problems);
    expect(facetsFromTable(single, en).problems).toEqual(facetsFromTable(single).problems);
    expect(facetsFromTable(rows).problems[0]).toBe('2 rows without ?sparqlParameter are left out: it names the app variable a filter publishes to.');
    expect(facetsFromTable(rows, await translator('nl')).problems).toEqual([
      '2 rijen zonder ?sparqlParameter zijn weggelaten: die noemt de app-variabele waarin een filter publiceert.',
      'Het filter "a b" is weggelaten: een ?sparqlParameter mag alleen letters, cijfers, ".", "_" en "/" bevatten.',
      'Het filter "ok" is weggelaten: zijn ?type "slider" is niet een van checkboxes, radiobuttons, search, range, daterange.',
    ]);
  });

  it('has no facets for no rows', () => {
    expect(facetsFromTable(undefined)).toEqual({ facets: [], problems: [] });
    expect(facetsFromTable(table([]))).toEqual({ facets: [], problems: [] });
  });
});

describe('facet helpers', () => {
  it('reads type names in any case and spelling, no type as checkboxes', () => {
    expect(readFacetType(undefined)).toBe('checkboxes');
    expect(readFacetType('')).toBe('checkboxes');
    expect(readFacetType('Checkbox')).toBe('checkboxes');
    expect(readFacetType('radio')).toBe('radiobuttons');
    expect(readFacetType('SEARCH')).toBe('search');
    expect(readFacetType('date_range')).toBe('daterange');
    expect(readFacetType('tree')).toBeUndefined();
  });

  it('takes the day of a date or dateTime', () => {
    expect(dayOf('2020-01-02')).toBe('2020-01-02');
    expect(dayOf('2020-01-02T10:00:00+02:00')).toBe('2020-01-02');
    expect(dayOf('gisteren')).toBeUndefined();
  });

  it('steps a slider by a power of ten near a hundredth of its span, whole for whole numbers', () => {
    const whole = [{ key: '1', value: '1', label: '1' }];
    expect(rangeStep({ numberBounds: { min: 100000, max: 500000 }, values: whole })).toBe(1000);
    expect(rangeStep({ numberBounds: { min: 1, max: 20 }, values: whole })).toBe(1);
    expect(rangeStep({ numberBounds: { min: 0, max: 2 }, values: [{ key: '0.5', value: '0.5', label: '0.5' }] })).toBe(0.01);
  });
});

describe('DynamicFilter settings', () => {
  it('reads a filter without settings as AND, csv as uri, publishing the reset value', () => {
    const { settings, problems } = readSettings(dynamicFilter.options, {});
    expect(problems).toEqual([]);
    expect(settings).toMatchObject({ filterLogicalOperation: 'AND', multipleselectparametertype: 'csv as uri', resetValue: 'http://www.buildingbits.nl/reset' });
  });

  it('reads the logical operation in another case and warns about one it does not know', () => {
    expect(readSettings(dynamicFilter.options, { filterLogicalOperation: 'or' }).settings.filterLogicalOperation).toBe('OR');
    const unknown = readSettings(dynamicFilter.options, { filterLogicalOperation: 'XOR' });
    expect(unknown.settings.filterLogicalOperation).toBe('AND');
    expect(unknown.problems.map((problem) => problem.option)).toEqual(['filterLogicalOperation']);
  });
});
