import { describe, expect, it } from 'vitest';
import { toResultTable } from '../results/resultTable.js';
import type { SparqlBinding } from '../results/sparqlJsonResults.js';
import { parseMapDirectives } from './mapDirectives.js';
import { DEFAULT_FEATURE_COLOR, toMapFeatures } from './mapFeatures.js';
import { numericColorScale } from './numericColorScale.js';
import { stringToColor } from './stringToColor.js';

const lit = (value: string, datatype?: string) =>
  datatype ? { type: 'literal' as const, value, datatype } : { type: 'literal' as const, value };
const iri = (value: string) => ({ type: 'uri' as const, value });
const FLOAT = 'http://www.w3.org/2001/XMLSchema#float';

function table(...bindings: SparqlBinding[]) {
  return toResultTable({ head: { vars: ['uri', 'geometry', 'color', 'label', 'size', 'popup'] }, results: { bindings } });
}

describe('toMapFeatures', () => {
  it('makes a feature with uri, label, colour, size and popup per row', () => {
    const { features, problems } = toMapFeatures(
      table({
        uri: iri('http://x/p1'),
        geometry: lit('POINT(5.1 52.1)'),
        label: lit('Perceel 2298'),
        size: lit('8', 'http://www.w3.org/2001/XMLSchema#integer'),
        popup: lit('<b>2298</b>'),
        color: lit('#00ff00'),
      }),
      parseMapDirectives(''),
    );
    expect(problems).toEqual([]);
    expect(features).toEqual([
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [5.1, 52.1] },
        properties: { uri: 'http://x/p1', label: 'Perceel 2298', color: '#00ff00', size: 8, popup: '<b>2298</b>' },
      },
    ]);
  });

  it('colours categories from #color: directives first and stable hashed colours otherwise', () => {
    const query = '#color:RGBA(175,175,175,1)@"Perceel"\n#color:RGBA(175,0,0,1)@"kunstwerkdeel"';
    const result = toMapFeatures(
      table(
        { geometry: lit('POINT(5 52)'), color: lit('Perceel') },
        { geometry: lit('POINT(5 52)'), color: lit('pand') },
        { geometry: lit('POINT(5 52)'), color: lit('kunstwerkdeel') },
        { geometry: lit('POINT(5 52)') },
      ),
      parseMapDirectives(query),
    );
    expect(result.features.map((f) => f.properties.color)).toEqual([
      'rgba(175,175,175,1)',
      stringToColor('pand'),
      'rgba(175,0,0,1)',
      DEFAULT_FEATURE_COLOR,
    ]);
    expect(result.legend.map((l) => l.label)).toEqual(['Perceel', 'pand', 'kunstwerkdeel']);
  });

  it('puts numeric colours (such as counted demolition permits) on a scale from lowest to highest', () => {
    const rows = ['0', '5', '10'].map((n) => ({ geometry: lit('POINT(5 52)'), color: lit(n, FLOAT) }));
    const plain = toMapFeatures(table(...rows), parseMapDirectives(''));
    const scale = numericColorScale(0, 10);
    expect(plain.features.map((f) => f.properties.color)).toEqual([scale(0), scale(5), scale(10)]);
    expect(plain.legend).toEqual([
      { label: '0', color: scale(0) },
      { label: '10', color: scale(10) },
    ]);
    const inverse = toMapFeatures(table(...rows), parseMapDirectives('#inverse'));
    expect(inverse.features[0]?.properties.color).toBe(scale(10));
    const asText = toMapFeatures(table(...rows), parseMapDirectives('#stringtocolor'));
    expect(asText.features[0]?.properties.color).toBe(stringToColor('0'));
  });

  it('applies #RD and #color: defaults to the whole result', () => {
    const { features } = toMapFeatures(
      table({ geometry: lit('POINT(155000 463000)') }),
      parseMapDirectives('#RD\n#color:#123456;'),
    );
    const [lon, lat] = (features[0]!.geometry as { coordinates: number[] }).coordinates;
    expect(lon).toBeCloseTo(5.3872, 4);
    expect(lat).toBeCloseTo(52.1552, 4);
    expect(features[0]!.properties.color).toBe('#123456');
  });

  it('draws the good rows and reports a bad geometry by row, skipping rows without geometry', () => {
    const { features, problems } = toMapFeatures(
      table({ geometry: lit('POINT(5 52)') }, { geometry: lit('POINT(5 52') }, { label: lit('geen geometrie') }),
      parseMapDirectives(''),
    );
    expect(features).toHaveLength(1);
    expect(problems).toEqual([{ row: 1, message: `Cannot read WKT geometry "POINT(5 52": expecting 'number', ',', ')', got 'end of text'` }]);
  });
});
