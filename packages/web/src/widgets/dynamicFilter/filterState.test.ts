import { RESET_VALUE } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { translator } from '../../i18n/testTranslations';
import type { Facet, FacetValue } from './facets';
import {
  chooseValue,
  chosenValues,
  facetsWithState,
  filtersJson,
  NO_FILTERS,
  readFiltersJson,
  setDates,
  setRange,
  setText,
  toggleValue,
  valuesToShow,
  type FilterState,
} from './filterState';

const EX = 'http://example.org/';

function value(label: string, count?: number): FacetValue {
  const result: FacetValue = { key: `${EX}${label.toLowerCase()}`, value: label, valueURI: `${EX}${label.toLowerCase()}`, label };
  if (count !== undefined) result.count = count;
  return result;
}

const ROOD = value('Rood', 3);
const GROEN = value('Groen', 2);
const BLAUW = value('Blauw', 1);

const kleur: Facet = { sparqlParameter: 'kleur', property: 'Kleur', propertyURI: `${EX}kleur`, type: 'checkboxes', defaultExpanded: true, defaultVisible: true, values: [ROOD, GROEN, BLAUW] };
const soort: Facet = { sparqlParameter: 'soort', property: 'Soort', type: 'radiobuttons', defaultExpanded: true, defaultVisible: true, values: [{ key: 'Villa', value: 'Villa', label: 'Villa' }, { key: 'Flat', value: 'Flat', label: 'Flat' }] };
const naam: Facet = { sparqlParameter: 'naam', property: 'Naam', type: 'search', defaultExpanded: true, defaultVisible: true, values: [] };
const prijs: Facet = { sparqlParameter: 'prijs', property: 'Prijs', type: 'range', defaultExpanded: true, defaultVisible: true, values: [], numberBounds: { min: 100, max: 500 } };
const bouw: Facet = { sparqlParameter: 'bouw', property: 'Bouwdatum', type: 'daterange', defaultExpanded: true, defaultVisible: true, values: [], dateBounds: { min: '1990-01-01', max: '2020-12-31' } };

describe('changing the filter state', () => {
  it('checks values in the facet\'s order whatever the click order, and drops the facet when the last is unchecked', () => {
    let state: FilterState = NO_FILTERS;
    state = toggleValue(state, kleur, BLAUW, true);
    state = toggleValue(state, kleur, ROOD, true);
    expect(chosenValues(state, 'kleur').map((entry) => entry.value)).toEqual(['Rood', 'Blauw']);
    expect(state).toEqual([{ sparqlParameter: 'kleur', property: 'Kleur', propertyURI: `${EX}kleur`, type: 'checkboxes', values: [{ value: 'Rood', valueURI: `${EX}rood` }, { value: 'Blauw', valueURI: `${EX}blauw` }] }]);
    state = toggleValue(state, kleur, ROOD, false);
    state = toggleValue(state, kleur, BLAUW, false);
    expect(state).toEqual([]);
  });

  it('chooses one radio value, and none for "any"', () => {
    let state = chooseValue(NO_FILTERS, soort, soort.values[0]);
    state = chooseValue(state, soort, soort.values[1]);
    expect(chosenValues(state, 'soort')).toEqual([{ value: 'Flat' }]);
    expect(chooseValue(state, soort, undefined)).toEqual([]);
  });

  it('keeps each facet in the place it was first set', () => {
    let state = setText(NO_FILTERS, naam, 'vil');
    state = toggleValue(state, kleur, ROOD, true);
    state = setText(state, naam, 'villa');
    expect(state.map((filter) => filter.sparqlParameter)).toEqual(['naam', 'kleur']);
    expect(setText(state, naam, '   ').map((filter) => filter.sparqlParameter)).toEqual(['kleur']);
  });

  it('takes a range narrower than the data as a filter, puts reversed ends right and drops the whole span', () => {
    expect(setRange(NO_FILTERS, prijs, [400, 200])).toEqual([{ sparqlParameter: 'prijs', property: 'Prijs', type: 'range', min: 200, max: 400 }]);
    expect(setRange(setRange(NO_FILTERS, prijs, [200, 400]), prijs, [100, 500])).toEqual([]);
  });

  it('takes open-ended date ranges, puts reversed days right, and drops a range with both ends open', () => {
    expect(setDates(NO_FILTERS, bouw, '2000-01-01', '')).toEqual([{ sparqlParameter: 'bouw', property: 'Bouwdatum', type: 'daterange', from: '2000-01-01' }]);
    expect(setDates(NO_FILTERS, bouw, '2010-01-01', '2000-06-30')).toMatchObject([{ from: '2000-06-30', to: '2010-01-01' }]);
    expect(setDates(setDates(NO_FILTERS, bouw, '2000-01-01', ''), bouw, '', '')).toEqual([]);
  });
});

describe('the filters variable', () => {
  it('reads back what it published', () => {
    let state = toggleValue(NO_FILTERS, kleur, GROEN, true);
    state = chooseValue(state, soort, soort.values[0]);
    state = setText(state, naam, 'a "quote"');
    state = setRange(state, prijs, [150, 300]);
    state = setDates(state, bouw, '', '2000-01-01');
    const json = filtersJson(state, 'OR');
    expect(JSON.parse(json)).toMatchObject({ logicalOperation: 'OR', filters: [{ sparqlParameter: 'kleur' }, { sparqlParameter: 'soort' }, { sparqlParameter: 'naam' }, { sparqlParameter: 'prijs' }, { sparqlParameter: 'bouw' }] });
    expect(readFiltersJson(json)).toEqual(state);
  });

  it('reads empty and reset as no filters, and an object as well as its text', () => {
    expect(readFiltersJson(undefined)).toEqual([]);
    expect(readFiltersJson(RESET_VALUE)).toEqual([]);
    expect(readFiltersJson({ filters: [{ sparqlParameter: 'naam', type: 'search', text: 'x' }] })).toEqual([{ sparqlParameter: 'naam', type: 'search', text: 'x' }]);
  });

  it('says what is wrong with a value it cannot read', () => {
    expect(() => readFiltersJson('kleur=rood')).toThrow('The filters variable does not hold JSON: "kleur=rood"');
    expect(() => readFiltersJson('{"logicalOperation":"AND"}')).toThrow('The filters variable holds JSON without a "filters" list');
    expect(() => readFiltersJson('{"filters":[{"sparqlParameter":"prijs","type":"range","min":"laag"}]}')).toThrow(/cannot read: \{"sparqlParameter":"prijs"/);
    expect(() => readFiltersJson('{"filters":[{"sparqlParameter":"x","type":"slider"}]}')).toThrow(/cannot read/);
  });

  it('says it word for word so with the English texts, and in Dutch for a Dutch reader', async () => {
    const [en, nl] = [await translator('en'), await translator('nl')];
    const message = (value: string, t?: TFunction) => {
      try {
        readFiltersJson(value, t);
        return 'read';
      } catch (error) {
        return (error as Error).message;
      }
    };
    for (const value of ['kleur=rood', '{"logicalOperation":"AND"}', '{"filters":[{"sparqlParameter":"x","type":"slider"}]}']) expect(message(value, en)).toBe(message(value));
    expect(message('kleur=rood', nl)).toBe('De filtervariabele bevat geen JSON: "kleur=rood"');
    expect(message('{"logicalOperation":"AND"}', nl)).toBe('De filtervariabele bevat JSON zonder lijst "filters"');
    expect(message('{"filters":[{"sparqlParameter":"x","type":"slider"}]}', nl)).toMatch(/^De filtervariabele bevat een filter dat deze widget niet kan lezen: \{"sparqlParameter":"x"/);
  });
});

describe('what is shown', () => {
  it('keeps a chosen value the query no longer returns, with a count of 0 when the query counts', () => {
    const state = toggleValue(NO_FILTERS, kleur, BLAUW, true);
    const fewer: Facet = { ...kleur, values: [ROOD] };
    expect(valuesToShow(fewer, state).map((entry) => [entry.label, entry.count])).toEqual([
      ['Rood', 3],
      ['Blauw', 0],
    ]);
  });

  it('keeps a facet the query no longer returns while it filters', () => {
    const state = setRange(toggleValue(NO_FILTERS, kleur, ROOD, true), prijs, [200, 300]);
    const facets = facetsWithState([soort], state);
    expect(facets.map((facet) => [facet.sparqlParameter, facet.property, facet.type])).toEqual([
      ['soort', 'Soort', 'radiobuttons'],
      ['kleur', 'Kleur', 'checkboxes'],
      ['prijs', 'Prijs', 'range'],
    ]);
    expect(facets[2]!.numberBounds).toEqual({ min: 200, max: 300 });
    expect(valuesToShow(facets[1]!, state).map((entry) => entry.label)).toEqual(['Rood']);
  });
});
