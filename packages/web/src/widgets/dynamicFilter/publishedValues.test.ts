import { RESET_VALUE, resolvePlaceholders } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/testTranslations';
import type { Facet } from './facets';
import { chooseValue, NO_FILTERS, setDates, setRange, setText, toggleValue, type FilterState } from './filterState';
import { facetVariables, filtersQueryString, formatValues, literalTerm, publication, valueTerm } from './publishedValues';

const EX = 'http://example.org/';
const XSD = 'http://www.w3.org/2001/XMLSchema#';

const kleur: Facet = {
  sparqlParameter: 'kleur',
  property: 'Kleur',
  type: 'checkboxes',
  defaultExpanded: true,
  defaultVisible: true,
  values: [
    { key: `${EX}rood`, value: 'Rood', valueURI: `${EX}rood`, label: 'Rood' },
    { key: `${EX}blauw`, value: 'Blauw', valueURI: `${EX}blauw`, label: 'Blauw' },
  ],
};
const soort: Facet = { sparqlParameter: 'soort', property: 'Soort', type: 'radiobuttons', defaultExpanded: true, defaultVisible: true, values: [{ key: 'Villa', value: 'Villa', label: 'Villa', language: 'nl' }] };
const kamers: Facet = { sparqlParameter: 'kamers', property: 'Kamers', type: 'checkboxes', defaultExpanded: true, defaultVisible: true, values: [{ key: '3', value: '3', label: '3', datatype: `${XSD}integer` }, { key: '4', value: '4', label: '4', datatype: `${XSD}integer` }] };
const naam: Facet = { sparqlParameter: 'naam', property: 'Naam', type: 'search', defaultExpanded: true, defaultVisible: true, values: [] };
const prijs: Facet = { sparqlParameter: 'prijs', property: 'Prijs', type: 'range', defaultExpanded: true, defaultVisible: true, values: [], numberBounds: { min: 100000, max: 500000 } };
const bouw: Facet = { sparqlParameter: 'bouw', property: 'Bouwdatum', type: 'daterange', defaultExpanded: true, defaultVisible: true, values: [], dateBounds: { min: '1990-01-01', max: '2020-12-31' } };
const gezien: Facet = { ...bouw, sparqlParameter: 'gezien', dateTime: true };
const FACETS = [kleur, soort, kamers, naam, prijs, bouw, gezien];
const OPTIONS = { format: 'csv as uri', resetValue: RESET_VALUE, logicalOperation: 'AND' } as const;

describe('terms', () => {
  it('writes IRIs, and literals with their language or datatype, escaped', () => {
    expect(valueTerm({ value: 'Rood', valueURI: `${EX}rood` })).toBe(`<${EX}rood>`);
    expect(valueTerm({ value: 'Villa', language: 'nl' })).toBe('"Villa"@nl');
    expect(valueTerm({ value: '3', datatype: `${XSD}integer` })).toBe(`"3"^^<${XSD}integer>`);
    expect(literalTerm('say "hi"\\\n', `${XSD}string`)).toBe('"say \\"hi\\"\\\\\\n"');
    expect(() => valueTerm({ value: 'x', valueURI: 'http://example.org/a b' })).toThrow('Cannot publish "http://example.org/a b" as an IRI');
  });

  it('joins several values in the multiple value format', () => {
    const values = kleur.values;
    expect(formatValues(values, 'csv as uri')).toBe(`<${EX}rood>,<${EX}blauw>`);
    expect(formatValues(values, 'sparql value uri')).toBe(`<${EX}rood> <${EX}blauw>`);
    expect(formatValues(values, 'csv as string')).toBe(`"${EX}rood","${EX}blauw"`);
    expect(formatValues(values, 'JSON array')).toBe(JSON.stringify([`${EX}rood`, `${EX}blauw`]));
    expect(formatValues(kamers.values, 'sparql value uri')).toBe(`"3"^^<${XSD}integer> "4"^^<${XSD}integer>`);
  });
});

describe('what a filter state publishes', () => {
  const everything: FilterState = (() => {
    let state = toggleValue(NO_FILTERS, kleur, kleur.values[1]!, true);
    state = toggleValue(state, kleur, kleur.values[0]!, true);
    state = chooseValue(state, soort, soort.values[0]);
    state = setText(state, naam, 'villa "zon"');
    state = setRange(state, prijs, [150000, 300000]);
    state = setDates(state, bouw, '2000-01-01', '');
    state = setDates(state, gezien, '2020-01-01', '2020-01-31');
    return state;
  })();

  it('gives every variable of every facet a value, the reset value where nothing is chosen', () => {
    const result = publication(FACETS, NO_FILTERS, OPTIONS);
    expect([...result.variables.keys()]).toEqual(FACETS.flatMap(facetVariables));
    expect([...result.variables.values()].every((value) => value === RESET_VALUE)).toBe(true);
    expect(result.json).toBe('{"logicalOperation":"AND","filters":[]}');
    expect(result.url).toBe(RESET_VALUE);
  });

  it('publishes each facet\'s choice as terms a query can use where it stands', () => {
    const { variables, problems } = publication(FACETS, everything, OPTIONS);
    expect(problems).toEqual([]);
    expect(Object.fromEntries(variables)).toEqual({
      kleur: `<${EX}rood>,<${EX}blauw>`,
      soort: '"Villa"@nl',
      kamers: RESET_VALUE,
      naam: 'villa "zon"',
      prijs_min: '150000',
      prijs_max: '300000',
      prijs: '150000,300000',
      bouw_min: `"2000-01-01"^^<${XSD}date>`,
      bouw_max: `"2020-12-31"^^<${XSD}date>`,
      bouw: `"2000-01-01"^^<${XSD}date>,"2020-12-31"^^<${XSD}date>`,
      gezien_min: `"2020-01-01T00:00:00"^^<${XSD}dateTime>`,
      gezien_max: `"2020-01-31T23:59:59"^^<${XSD}dateTime>`,
      gezien: `"2020-01-01T00:00:00"^^<${XSD}dateTime>,"2020-01-31T23:59:59"^^<${XSD}dateTime>`,
    });
  });

  it('gives values the placeholder resolver accepts in a list, bare and in a string', () => {
    const values = Object.fromEntries(publication(FACETS, everything, OPTIONS).variables);
    const query = `SELECT * WHERE {
  ?h ex:kleur ?k FILTER(?k IN ({{kleur}}))
  VALUES ?s { {{soort}} }
  FILTER(CONTAINS(?naam, "{{naam}}"))
  FILTER(?prijs >= {{prijs_min}} && ?prijs <= {{prijs_max}})
  FILTER(true IN ({{kamers::true}}) || ?kamers IN ({{kamers::true}}))
  FILTER(?bouw >= {{bouw_min}} && ?bouw <= {{bouw_max}})
}`;
    const resolved = resolvePlaceholders(query, values);
    expect(resolved).toEqual({
      ok: true,
      text: `SELECT * WHERE {
  ?h ex:kleur ?k FILTER(?k IN (<${EX}rood>,<${EX}blauw>))
  VALUES ?s { "Villa"@nl }
  FILTER(CONTAINS(?naam, "villa \\"zon\\""))
  FILTER(?prijs >= 150000 && ?prijs <= 300000)
  FILTER(true IN (true) || ?kamers IN (true))
  FILTER(?bouw >= "2000-01-01"^^<${XSD}date> && ?bouw <= "2020-12-31"^^<${XSD}date>)
}`,
    });
  });

  it('publishes the state as JSON with the logical operation, and as a URL query string', () => {
    const result = publication(FACETS, everything, { ...OPTIONS, logicalOperation: 'OR' });
    expect(JSON.parse(result.json).logicalOperation).toBe('OR');
    const url = new URLSearchParams(result.url);
    expect(url.getAll('kleur')).toEqual([`${EX}rood`, `${EX}blauw`]);
    expect(url.get('soort')).toBe('Villa');
    expect(url.get('naam')).toBe('villa "zon"');
    expect([url.get('prijs_min'), url.get('prijs_max')]).toEqual(['150000', '300000']);
    expect([url.get('bouw_min'), url.has('bouw_max')]).toEqual(['2000-01-01', false]);
    expect(url.get('filterLogicalOperation')).toBe('OR');
    expect(filtersQueryString(setText(NO_FILTERS, naam, 'a&b=c'), 'AND')).toBe('naam=a%26b%3Dc&filterLogicalOperation=AND');
  });

  it('uses the reset value the author chose, and the range ends in the multiple value format', () => {
    const state = setRange(NO_FILTERS, prijs, [200000.5, 300000]);
    const values = publication(FACETS, state, { ...OPTIONS, format: 'sparql value uri', resetValue: 'geen' }).variables;
    expect(values.get('prijs')).toBe('200000.5 300000');
    expect(values.get('kleur')).toBe('geen');
    expect(publication(FACETS, state, { ...OPTIONS, format: 'JSON array' }).variables.get('prijs')).toBe('["200000.5","300000"]');
  });

  it('leaves a value it cannot publish unpublished, and says why', async () => {
    const broken: Facet = { ...kleur, values: [{ key: 'http://example.org/a b', value: 'Kapot', valueURI: 'http://example.org/a b', label: 'Kapot' }] };
    const state = toggleValue(NO_FILTERS, broken, broken.values[0]!, true);
    const result = publication([broken], state, OPTIONS);
    expect(result.variables.get('kleur')).toBe(RESET_VALUE);
    expect(result.problems).toEqual(['Kleur: Cannot publish "http://example.org/a b" as an IRI: it contains a character not allowed in <...>']);
    // The same in the reader's language.
    const [en, nl] = [await translator('en'), await translator('nl')];
    expect(publication([broken], state, { ...OPTIONS, t: en }).problems).toEqual(result.problems);
    expect(publication([broken], state, { ...OPTIONS, t: nl }).problems).toEqual(['Kleur: "http://example.org/a b" kan niet als IRI worden gepubliceerd: er staat een teken in dat binnen <...> niet mag']);
  });
});
