import type { Polygon, Position, Ring } from './polygons.js';

/** Fixed digits, so the same geometry always prints the same text. */
function position([x, y]: Position, digits: number): string {
  return `${x.toFixed(digits)} ${y.toFixed(digits)}`;
}

/** WKT rings repeat the first position at the end; rings that already do are left as they are. */
function ring(points: Ring, digits: number): string {
  const first = points[0];
  const last = points[points.length - 1];
  const closed = first && last && first[0] === last[0] && first[1] === last[1] ? points : [...points, first!];
  return `(${closed.map((p) => position(p, digits)).join(', ')})`;
}

const polygonBody = (polygon: Polygon, digits: number) => `(${polygon.map((r) => ring(r, digits)).join(', ')})`;

/** WGS84 WKT (longitude latitude, no CRS prefix: GeoSPARQL's default CRS84). */
export function polygonsToWkt(polygons: readonly Polygon[], digits: number): string {
  if (polygons.length === 0) throw new Error('Cannot write an empty geometry as WKT');
  if (polygons.length === 1) return `POLYGON ${polygonBody(polygons[0]!, digits)}`;
  return `MULTIPOLYGON (${polygons.map((p) => polygonBody(p, digits)).join(', ')})`;
}
