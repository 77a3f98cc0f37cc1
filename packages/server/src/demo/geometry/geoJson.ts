import type { Polygon, Position } from './polygons.js';

/** The GeoJSON geometries the demo sources use. */
export type GeoJsonGeometry =
  | { type: 'Polygon'; coordinates: number[][][] }
  | { type: 'MultiPolygon'; coordinates: number[][][][] };

function toPolygon(rings: number[][][], where: string): Polygon {
  return rings.map((ring) =>
    ring.map((p): Position => {
      const [x, y] = p;
      if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y)) {
        throw new Error(`${where}: a coordinate is not a pair of numbers`);
      }
      return [x, y];
    }),
  );
}

/** The polygons of a (Multi)Polygon; anything else is refused with the feature named. */
export function geoJsonPolygons(geometry: unknown, where: string): Polygon[] {
  const g = geometry as Partial<GeoJsonGeometry> | null;
  if (g?.type === 'Polygon' && Array.isArray(g.coordinates)) return [toPolygon(g.coordinates as number[][][], where)];
  if (g?.type === 'MultiPolygon' && Array.isArray(g.coordinates)) {
    return (g.coordinates as number[][][][]).map((rings) => toPolygon(rings, where));
  }
  throw new Error(`${where}: expected a Polygon or MultiPolygon geometry, found ${g?.type ?? 'none'}`);
}
