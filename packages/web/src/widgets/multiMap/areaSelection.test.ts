import type { MapFeature } from '@grafiek/core';
import type { Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { readSettings } from '../../kit/readSettings';
import { bbMultiMap } from '.';
import { selectObjects } from './areaSelection';

function square(uri: string | undefined, x: number, y: number, size: number): MapFeature {
  const polygon: Polygon = {
    type: 'Polygon',
    coordinates: [
      [
        [x, y],
        [x + size, y],
        [x + size, y + size],
        [x, y + size],
        [x, y],
      ],
    ],
  };
  return { type: 'Feature', geometry: polygon, properties: { color: '#888888', ...(uri ? { uri, label: uri } : {}) } };
}

const zone = square('zone', 0, 0, 10);
// Inside the zone, across its edge, far away, and inside without a ?uri.
const inside = square('inside', 2, 2, 2);
const across = square('across', 8, 8, 4);
const away = square('away', 20, 20, 2);
const anonymous = square(undefined, 5, 5, 1);
const objects = [inside, across, away, anonymous];

const uris = (features: readonly { properties: unknown }[]) => features.map((feature) => (feature.properties as { uri?: string }).uri ?? '-');
const dimmed = (features: readonly { properties: unknown }[]) => features.map((feature) => (feature.properties as { dimmed?: boolean }).dimmed === true);

describe('selectObjects', () => {
  it('draws every object as it is while no area is chosen', () => {
    const selection = selectObjects(objects, undefined, 'hide');
    expect(selection.collection.features).toHaveLength(4);
    expect(selection.matched).toEqual([]);
    expect(selection.matchedCount).toBe(0);
  });

  it('intersect: selects what touches the area, dims the rest', () => {
    const selection = selectObjects(objects, zone, 'intersect');
    expect(selection.matched).toEqual(['inside', 'across']);
    expect(selection.matchedCount).toBe(3);
    expect(uris(selection.collection.features)).toEqual(['inside', 'across', 'away', '-']);
    expect(dimmed(selection.collection.features)).toEqual([false, false, true, false]);
  });

  it('within: selects only what lies inside the area', () => {
    const selection = selectObjects(objects, zone, 'within');
    expect(selection.matched).toEqual(['inside']);
    expect(dimmed(selection.collection.features)).toEqual([false, true, true, false]);
  });

  it('hide: keeps only what is in the area', () => {
    const selection = selectObjects(objects, zone, 'hide');
    expect(uris(selection.collection.features)).toEqual(['inside', 'across', '-']);
    expect(dimmed(selection.collection.features)).toEqual([false, false, false]);
  });
});

describe('the selection settings of a stored multimap', () => {
  it('read a selection type in another case as the type, and default to intersect', () => {
    expect(readSettings(bbMultiMap.options, { selectionType: 'Within' }).settings.selectionType).toBe('within');
    expect(readSettings(bbMultiMap.options, {}).settings.selectionType).toBe('intersect');
  });

  it('publish the selected objects as SPARQL values of URIs unless told otherwise', () => {
    expect(readSettings(bbMultiMap.options, {}).settings.multipleValueFormat).toBe('sparql value uri');
    expect(readSettings(bbMultiMap.options, { multipleValueFormat: 'csv as uri' }).settings.multipleValueFormat).toBe('csv as uri');
  });
});
