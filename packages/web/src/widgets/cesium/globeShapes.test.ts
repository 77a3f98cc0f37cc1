import { parseMapDirectives, toMapFeatures, toResultTable, type SparqlJsonResults } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { rowHeights } from '../../kit/map/rowHeights';
import { cesiumBaseUrl, globeShapes } from './globeShapes';

function table(rows: Record<string, string>[]) {
  const vars = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const results: SparqlJsonResults = {
    head: { vars },
    results: { bindings: rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, { type: 'literal', value }]))) },
  };
  return toResultTable(results);
}

describe('the globe shapes of a map query', () => {
  it('raises the polygons of a ?uri by its ?height, and keeps lines and points flat', () => {
    const rows = table([
      { uri: 'ex:a', label: 'Stadhuis', geometry: 'MULTIPOLYGON(((5 52, 5.001 52, 5.001 52.001, 5 52)),((6 52, 6.001 52, 6 52.001, 6 52)))', height: '12.5', color: '#ff0000' },
      { uri: 'ex:b', geometry: 'POLYGON((5 52, 5.01 52, 5.01 52.01, 5 52.01, 5 52),(5.002 52.002, 5.003 52.002, 5.003 52.003, 5.002 52.002))' },
      { uri: 'ex:c', geometry: 'LINESTRING(5 52, 6 53)', height: '4' },
      { uri: 'ex:d', geometry: 'POINT(5 52)' },
    ]);
    const { features } = toMapFeatures(rows, parseMapDirectives(''));
    const heights = rowHeights(rows);
    expect(heights.problems).toEqual([]);
    const shapes = globeShapes(features, heights.byUri);
    expect(shapes.map((shape) => [shape.kind, shape.uri, 'height' in shape ? shape.height : undefined])).toEqual([
      ['polygon', 'ex:a', 12.5],
      ['polygon', 'ex:a', 12.5],
      ['polygon', 'ex:b', undefined],
      ['line', 'ex:c', undefined],
      ['point', 'ex:d', undefined],
    ]);
    const [first, , holed] = shapes;
    // The closing position is dropped: Cesium closes rings itself.
    expect(first).toMatchObject({ label: 'Stadhuis', color: '#ff0000', outer: [[5, 52], [5.001, 52], [5.001, 52.001]] });
    expect(holed).toMatchObject({ holes: [[[5.002, 52.002], [5.003, 52.002], [5.003, 52.003]]] });
  });

  it('reads RD New with #RD, and names heights that are no number of metres', () => {
    const rows = table([
      { uri: 'ex:a', geometry: 'POLYGON((155000 463000, 155010 463000, 155010 463010, 155000 463000))', height: 'hoog' },
      { uri: 'ex:b', geometry: 'POINT(155000 463000)', height: '-3' },
    ]);
    const { features } = toMapFeatures(rows, parseMapDirectives('#RD\nselect * {}'));
    const [polygon] = globeShapes(features, rowHeights(rows).byUri);
    // Amersfoort, the origin of RD New.
    expect(polygon?.kind === 'polygon' && polygon.outer[0]![0]).toBeCloseTo(5.3876, 3);
    expect(polygon?.kind === 'polygon' && polygon.outer[0]![1]).toBeCloseTo(52.1552, 3);
    expect(rowHeights(rows).problems).toEqual([
      'Row 1: ?height "hoog" is not a number of metres (0 or more).',
      'Row 2: ?height "-3" is not a number of metres (0 or more).',
    ]);
  });

  it('finds Cesium beside the folder of the code, wherever the app is served from', () => {
    expect(cesiumBaseUrl('https://example.org/apps/export/assets/CesiumView-abc.js', '1.145.0')).toBe('https://example.org/apps/export/cesium/1.145.0/');
  });
});
