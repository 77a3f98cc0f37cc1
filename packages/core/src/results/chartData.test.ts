import { describe, expect, it } from 'vitest';
import { stringToColor } from '../map/stringToColor.js';
import { toChartData, type ChartDataResult } from './chartData.js';
import { toResultTable } from './resultTable.js';
import type { SparqlTerm } from './sparqlJsonResults.js';

const XSD = 'http://www.w3.org/2001/XMLSchema#';
const int = (value: number): SparqlTerm => ({ type: 'literal', value: String(value), datatype: `${XSD}integer` });
const text = (value: string): SparqlTerm => ({ type: 'literal', value });
const iri = (value: string): SparqlTerm => ({ type: 'uri', value });

function chart(vars: string[], rows: Record<string, SparqlTerm>[]): ChartDataResult {
  return toChartData(toResultTable({ head: { vars }, results: { bindings: rows } }));
}

function data(result: ChartDataResult) {
  if (!result.ok) throw new Error(result.error);
  return result.data;
}

describe('toChartData', () => {
  it('reads the demonstrator form "?property ?value": categories and one series', () => {
    const result = data(
      chart(['property', 'value'], [
        { property: text('landbouw'), value: int(12) },
        { property: text('handel'), value: { type: 'literal', value: '7.5', datatype: `${XSD}decimal` } },
      ]),
    );
    expect(result.categories).toEqual([{ name: 'landbouw' }, { name: 'handel' }]);
    expect(result.series).toEqual([{ name: 'value', values: [12, 7.5] }]);
  });

  it('takes numbers written as plain text, and empty cells as gaps', () => {
    const result = data(chart(['status', 'aantal'], [{ status: text('gesloopt'), aantal: text(' 3 ') }, { status: text('onbekend') }]));
    expect(result.series[0]!.values).toEqual([3, null]);
  });

  it('makes one series per number column and prefers ?label for the categories', () => {
    const result = data(
      chart(['mannen', 'label', 'vrouwen'], [{ label: text('Wijk 1'), mannen: int(10), vrouwen: int(11) }]),
    );
    expect(result.categories.map((c) => c.name)).toEqual(['Wijk 1']);
    expect(result.series.map((s) => [s.name, s.values])).toEqual([
      ['mannen', [10]],
      ['vrouwen', [11]],
    ]);
  });

  it('publishes ?uri, else the xURI of the category, else a category that is an IRI (shown by its local name)', () => {
    const withUri = data(chart(['uri', 'label', 'n'], [{ uri: iri('http://x/a'), label: text('A'), n: int(1) }]));
    expect(withUri.categories[0]).toEqual({ name: 'A', uri: 'http://x/a' });
    const withSuffix = data(chart(['label', 'labelURI', 'n'], [{ label: text('B'), labelURI: iri('http://x/b'), n: int(2) }]));
    expect(withSuffix.categories[0]).toEqual({ name: 'B', uri: 'http://x/b' });
    const iriCategory = data(chart(['type', 'n'], [{ type: iri('http://x/def#Gebouw'), n: int(3) }]));
    expect(iriCategory.categories[0]).toEqual({ name: 'Gebouw', uri: 'http://x/def#Gebouw' });
    const uriOnly = data(chart(['uri', 'n'], [{ uri: iri('http://x/id/c'), n: int(4) }]));
    expect(uriOnly.categories[0]).toEqual({ name: 'c', uri: 'http://x/id/c' });
  });

  it('colours categories from ?color: CSS colours as given, other text by category colour', () => {
    const result = data(
      chart(['label', 'n', 'color'], [
        { label: text('A'), n: int(1), color: text('RGBA(175, 175, 175, 1)') },
        { label: text('B'), n: int(2), color: text('bouwwerk') },
        { label: text('C'), n: int(3) },
      ]),
    );
    expect(result.categories.map((c) => c.color)).toEqual(['rgba(175,175,175,1)', stringToColor('bouwwerk'), undefined]);
  });

  it('reads the long form with ?series: categories and series in order of appearance, duplicates added up', () => {
    const result = data(
      chart(['jaar', 'series', 'aantal'], [
        { jaar: text('2020'), series: text('sloop'), aantal: int(2) },
        { jaar: text('2020'), series: text('nieuwbouw'), aantal: int(5) },
        { jaar: text('2021'), series: text('sloop'), aantal: int(1) },
        { jaar: text('2021'), series: text('sloop'), aantal: int(4) },
      ]),
    );
    expect(result.categories.map((c) => c.name)).toEqual(['2020', '2021']);
    expect(result.series).toEqual([
      { name: 'sloop', values: [2, 5] },
      { name: 'nieuwbouw', values: [5, null] },
    ]);
  });

  it('gives a single number column one bar per row, named after the column for one row', () => {
    expect(data(chart(['aantal'], [{ aantal: int(7) }]))).toEqual({ categories: [{ name: 'aantal' }], series: [{ name: 'aantal', values: [7] }] });
    expect(data(chart(['aantal'], [{ aantal: int(7) }, { aantal: int(8) }])).categories.map((c) => c.name)).toEqual(['1', '2']);
  });

  it('reads gauge bounds from ?min and ?max of the first row', () => {
    const result = data(chart(['aantal', 'max', 'min'], [{ aantal: int(40), max: int(200), min: int(10) }]));
    expect(result).toMatchObject({ min: 10, max: 200, series: [{ values: [40] }] });
  });

  it('says which column holds text where numbers belong', () => {
    const result = chart(['label', 'n'], [{ label: text('A'), n: text('veel') }]);
    expect(result).toEqual({ ok: false, error: expect.stringContaining('The chart column ?n holds "veel", which is not a number') });
  });

  it('says when there is no number column at all', () => {
    expect(chart(['label'], [{ label: text('A') }])).toEqual({
      ok: false,
      error: 'A chart needs a column of numbers besides its categories; this query returns only ?label.',
    });
  });

  it('refuses two number columns in the long form', () => {
    const result = chart(['label', 'series', 'a', 'b'], []);
    expect(result).toEqual({ ok: false, error: 'With ?series a chart reads one number column per row, but this query returns ?a, ?b.' });
  });
});
