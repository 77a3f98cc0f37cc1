import fc from 'fast-check';
import type { Geometry, Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { geometryBounds, unionBounds } from './geometryBounds.js';
import { intersects, pointInPolygon, spatialRelation, within } from './spatialRelation.js';
import { parseWkt } from './wktGeometry.js';

const wkt = (text: string): Geometry => parseWkt(text).geometry;
const box = (minX: number, minY: number, maxX: number, maxY: number): Polygon => ({
  type: 'Polygon',
  coordinates: [[[minX, minY], [maxX, minY], [maxX, maxY], [minX, maxY], [minX, minY]]],
});

const district = box(5, 52, 5.2, 52.2);

describe('intersects and within', () => {
  it('a building inside a district is within it and intersects it', () => {
    const building = box(5.05, 52.05, 5.06, 52.06);
    expect(within(building, district)).toBe(true);
    expect(intersects(building, district)).toBe(true);
  });

  it('a parcel straddling the district edge intersects it but is not within it', () => {
    const parcel = box(5.15, 52.1, 5.25, 52.12);
    expect(intersects(parcel, district)).toBe(true);
    expect(within(parcel, district)).toBe(false);
  });

  it('a parcel far away neither intersects nor is within', () => {
    const parcel = box(6, 53, 6.1, 53.1);
    expect(intersects(parcel, district)).toBe(false);
    expect(within(parcel, district)).toBe(false);
  });

  it('neighbourhoods that tile a district are each within it; neighbours only touch, which counts as intersecting', () => {
    const west = box(5, 52, 5.1, 52.2);
    const east = box(5.1, 52, 5.2, 52.2);
    expect(within(west, district)).toBe(true);
    expect(within(east, district)).toBe(true);
    expect(intersects(west, east)).toBe(true);
    expect(within(west, east)).toBe(false);
  });

  it('a district lying around a parcel intersects it (containment without crossing edges)', () => {
    expect(intersects(district, box(5.05, 52.05, 5.06, 52.06))).toBe(true);
  });

  it('a parcel inside a hole is neither within nor intersecting the holed polygon', () => {
    const holed = wkt('POLYGON((0 0, 10 0, 10 10, 0 10, 0 0), (3 3, 7 3, 7 7, 3 7, 3 3))');
    const inHole = box(4, 4, 6, 6);
    expect(intersects(inHole, holed)).toBe(false);
    expect(within(inHole, holed)).toBe(false);
    // Covering the hole is not being within the holed polygon either.
    expect(within(box(2, 2, 8, 8), holed)).toBe(false);
    expect(within(box(1, 1, 2, 2), holed)).toBe(true);
  });

  it('a concave district: a shape across its notch is not within, though all its corners are', () => {
    const u = wkt('POLYGON((0 0, 10 0, 10 10, 7 10, 7 3, 3 3, 3 10, 0 10, 0 0))');
    const acrossNotch = wkt('LINESTRING(1 8, 9 8)');
    expect(within(acrossNotch, u)).toBe(false);
    expect(intersects(acrossNotch, u)).toBe(true);
    expect(within(box(1, 1, 9, 2), u)).toBe(true);
  });

  it('points: inside, on the edge, outside; and lines crossing', () => {
    expect(within(wkt('POINT(5.1 52.1)'), district)).toBe(true);
    expect(within(wkt('POINT(5 52.1)'), district)).toBe(true);
    expect(intersects(wkt('POINT(4 52.1)'), district)).toBe(false);
    expect(intersects(wkt('LINESTRING(4 52.1, 6 52.1)'), district)).toBe(true);
    expect(intersects(wkt('LINESTRING(0 0, 2 2)'), wkt('LINESTRING(0 2, 2 0)'))).toBe(true);
    expect(intersects(wkt('LINESTRING(0 0, 2 2)'), wkt('LINESTRING(3 3, 4 4)'))).toBe(false);
    expect(intersects(wkt('MULTIPOINT((4 52), (5.1 52.1))'), district)).toBe(true);
    expect(within(wkt('MULTIPOINT((4 52), (5.1 52.1))'), district)).toBe(false);
  });

  it('multi-polygons: each part must lie within one part of the other', () => {
    const two = wkt('MULTIPOLYGON(((0 0, 1 0, 1 1, 0 1, 0 0)), ((5 5, 6 5, 6 6, 5 6, 5 5)))');
    expect(within(box(0.2, 0.2, 0.4, 0.4), two)).toBe(true);
    expect(within(box(0.2, 0.2, 5.5, 5.5), two)).toBe(false);
    expect(intersects(box(5.5, 5.5, 7, 7), two)).toBe(true);
    expect(spatialRelation(two, box(-1, -1, 7, 7), 'within')).toBe(true);
  });

  it('agrees with interval arithmetic for axis-aligned boxes', () => {
    const coordinate = fc.integer({ min: 0, max: 20 });
    const boxArb = fc.tuple(coordinate, coordinate, fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 8 })).map(([x, y, w, h]) => [x, y, x + w, y + h] as const);
    fc.assert(
      fc.property(boxArb, boxArb, (a, b) => {
        const shouldIntersect = a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];
        const shouldBeWithin = a[0] >= b[0] && a[2] <= b[2] && a[1] >= b[1] && a[3] <= b[3];
        const ga = box(...a);
        const gb = box(...b);
        expect(intersects(ga, gb)).toBe(shouldIntersect);
        expect(within(ga, gb)).toBe(shouldBeWithin);
      }),
    );
  });
});

describe('pointInPolygon', () => {
  it('tells inside, boundary and outside apart', () => {
    const polygon = district.coordinates;
    expect(pointInPolygon([5.1, 52.1], polygon)).toBe('inside');
    expect(pointInPolygon([5.2, 52.1], polygon)).toBe('boundary');
    expect(pointInPolygon([5.3, 52.1], polygon)).toBe('outside');
  });
});

describe('geometryBounds', () => {
  it('boxes a geometry and a set of geometries', () => {
    expect(geometryBounds(district)).toEqual([5, 52, 5.2, 52.2]);
    expect(unionBounds([district, wkt('POINT(4 53)')])).toEqual([4, 52, 5.2, 53]);
    expect(unionBounds([])).toBeUndefined();
    expect(geometryBounds({ type: 'GeometryCollection', geometries: [] })).toBeUndefined();
  });
});
