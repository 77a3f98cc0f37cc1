import type { Geometry, Position } from 'geojson';
import { boundsOverlap, geometryBounds } from './geometryBounds.js';

/**
 * Whether map features intersect or lie within a selected shape, as the multimap's selection
 * types ask (docs/widgets.md, BBMultiMap: intersect, within, hide). Computed in the plane of longitude and
 * latitude, which is exact enough at the scale of parcels, districts and municipalities.
 *
 * `intersects` follows GeoSPARQL `sfIntersects`: shapes that only touch (share an edge or a
 * corner) intersect. `within` counts the boundary as inside, so districts that tile a
 * municipality are each within it. A part of a multi-geometry must lie within one part of the
 * other geometry; a shape spread over two adjacent polygons of a MultiPolygon is not within it.
 */
export type SpatialRelation = 'intersects' | 'within';

/** Differences below this (in degrees, about 0.1 mm) are treated as equal: shared edges of tiled data match. */
const EPS = 1e-9;

type Ring = Position[];
interface Parts {
  points: Position[];
  lines: Position[][];
  polygons: Ring[][];
}

export function spatialRelation(a: Geometry, b: Geometry, relation: SpatialRelation): boolean {
  return relation === 'within' ? within(a, b) : intersects(a, b);
}

export function intersects(a: Geometry, b: Geometry): boolean {
  const boxA = geometryBounds(a);
  const boxB = geometryBounds(b);
  if (!boxA || !boxB || !boundsOverlap(grow(boxA), boxB)) return false;
  const pa = parts(a);
  const pb = parts(b);
  for (const p of pa.points) if (pointIntersects(p, pb)) return true;
  for (const p of pb.points) if (pointIntersects(p, pa)) return true;
  for (const line of pa.lines) if (lineIntersects(line, pb)) return true;
  for (const line of pb.lines) if (lineIntersects(line, pa)) return true;
  for (const polygon of pa.polygons) {
    for (const other of pb.polygons) if (polygonsIntersect(polygon, other)) return true;
  }
  return false;
}

export function within(a: Geometry, b: Geometry): boolean {
  const pa = parts(a);
  const pb = parts(b);
  const count = pa.points.length + pa.lines.length + pa.polygons.length;
  if (count === 0) return false;
  return (
    pa.points.every((p) => pb.polygons.some((poly) => pointInPolygon(p, poly) !== 'outside') || pb.lines.some((l) => pointOnPath(p, l)) || pb.points.some((q) => samePoint(p, q))) &&
    pa.lines.every((line) => pb.polygons.some((poly) => pathWithinPolygon(line, poly)) || pb.lines.some((l) => pathOnPath(line, l))) &&
    pa.polygons.every((polygon) => pb.polygons.some((poly) => polygonWithinPolygon(polygon, poly)))
  );
}

function grow([minX, minY, maxX, maxY]: [number, number, number, number]): [number, number, number, number] {
  return [minX - EPS, minY - EPS, maxX + EPS, maxY + EPS];
}

function parts(geometry: Geometry, into: Parts = { points: [], lines: [], polygons: [] }): Parts {
  switch (geometry.type) {
    case 'Point':
      into.points.push(geometry.coordinates);
      break;
    case 'MultiPoint':
      into.points.push(...geometry.coordinates);
      break;
    case 'LineString':
      into.lines.push(geometry.coordinates);
      break;
    case 'MultiLineString':
      into.lines.push(...geometry.coordinates);
      break;
    case 'Polygon':
      if (geometry.coordinates.length > 0) into.polygons.push(geometry.coordinates);
      break;
    case 'MultiPolygon':
      for (const polygon of geometry.coordinates) if (polygon.length > 0) into.polygons.push(polygon);
      break;
    case 'GeometryCollection':
      for (const part of geometry.geometries) parts(part, into);
      break;
  }
  return into;
}

function pointIntersects(p: Position, other: Parts): boolean {
  return (
    other.points.some((q) => samePoint(p, q)) ||
    other.lines.some((line) => pointOnPath(p, line)) ||
    other.polygons.some((polygon) => pointInPolygon(p, polygon) !== 'outside')
  );
}

function lineIntersects(line: Position[], other: Parts): boolean {
  for (const otherLine of other.lines) if (pathsTouch(line, otherLine)) return true;
  for (const polygon of other.polygons) {
    if (line.some((p) => pointInPolygon(p, polygon) !== 'outside')) return true;
    for (const ring of polygon) if (pathsTouch(line, ring)) return true;
  }
  return false;
}

function polygonsIntersect(a: Ring[], b: Ring[]): boolean {
  for (const ringA of a) for (const ringB of b) if (pathsTouch(ringA, ringB)) return true;
  // No edges meet: either one lies inside the other, or they are apart (or one sits in a hole).
  const [firstA] = a[0] ?? [];
  const [firstB] = b[0] ?? [];
  return (firstA !== undefined && pointInPolygon(firstA, b) !== 'outside') || (firstB !== undefined && pointInPolygon(firstB, a) !== 'outside');
}

function polygonWithinPolygon(inner: Ring[], outer: Ring[]): boolean {
  const shell = inner[0];
  if (!shell || !pathWithinPolygon(shell, outer)) return false;
  // A hole of the outer polygon that lies inside the inner one is area the inner one covers and the outer does not.
  for (const hole of outer.slice(1)) {
    const inside = hole.some((p) => pointInPolygon(p, inner) === 'inside');
    const midpoints = segments(hole).some(([s, e]) => pointInPolygon(midpoint(s, e), inner) === 'inside');
    if (inside || midpoints) return false;
  }
  return true;
}

/** Every vertex and every edge midpoint inside or on the polygon, and no edge crossing its boundary. */
function pathWithinPolygon(path: Position[], polygon: Ring[]): boolean {
  if (path.some((p) => pointInPolygon(p, polygon) === 'outside')) return false;
  for (const [s, e] of segments(path)) {
    if (pointInPolygon(midpoint(s, e), polygon) === 'outside') return false;
    for (const ring of polygon) for (const [rs, re] of segments(ring)) if (crossProperly(s, e, rs, re)) return false;
  }
  return true;
}

function pathOnPath(path: Position[], other: Position[]): boolean {
  return path.every((p) => pointOnPath(p, other)) && segments(path).every(([s, e]) => pointOnPath(midpoint(s, e), other));
}

function pathsTouch(a: Position[], b: Position[]): boolean {
  const segmentsB = segments(b);
  for (const [s, e] of segments(a)) for (const [t, u] of segmentsB) if (segmentsMeet(s, e, t, u)) return true;
  if (a.length === 1 && a[0]) return pointOnPath(a[0], b);
  if (b.length === 1 && b[0]) return pointOnPath(b[0], a);
  return false;
}

function pointOnPath(p: Position, path: Position[]): boolean {
  if (path.length === 1 && path[0]) return samePoint(p, path[0]);
  return segments(path).some(([s, e]) => onSegment(p, s, e));
}

type Where = 'inside' | 'outside' | 'boundary';

export function pointInPolygon(p: Position, polygon: Ring[]): Where {
  const [shell, ...holes] = polygon;
  if (!shell) return 'outside';
  const inShell = pointInRing(p, shell);
  if (inShell !== 'inside') return inShell;
  for (const hole of holes) {
    const inHole = pointInRing(p, hole);
    if (inHole === 'boundary') return 'boundary';
    if (inHole === 'inside') return 'outside';
  }
  return 'inside';
}

function pointInRing(p: Position, ring: Ring): Where {
  const [x = NaN, y = NaN] = p;
  let inside = false;
  for (const [s, e] of segments(ring)) {
    if (onSegment(p, s, e)) return 'boundary';
    const [x1 = NaN, y1 = NaN] = s;
    const [x2 = NaN, y2 = NaN] = e;
    if (y1 > y !== y2 > y && x < ((x2 - x1) * (y - y1)) / (y2 - y1) + x1) inside = !inside;
  }
  return inside ? 'inside' : 'outside';
}

function segments(path: Position[]): [Position, Position][] {
  const result: [Position, Position][] = [];
  for (let i = 1; i < path.length; i++) result.push([path[i - 1]!, path[i]!]);
  return result;
}

function midpoint([x1 = NaN, y1 = NaN]: Position, [x2 = NaN, y2 = NaN]: Position): Position {
  return [(x1 + x2) / 2, (y1 + y2) / 2];
}

function samePoint([x1 = NaN, y1 = NaN]: Position, [x2 = NaN, y2 = NaN]: Position): boolean {
  return Math.abs(x1 - x2) <= EPS && Math.abs(y1 - y2) <= EPS;
}

/** The sign of the turn a -> b -> c, with turns closer to straight than EPS counted as straight. */
function orientation([ax = NaN, ay = NaN]: Position, [bx = NaN, by = NaN]: Position, [cx = NaN, cy = NaN]: Position): -1 | 0 | 1 {
  const cross = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
  const length = Math.hypot(bx - ax, by - ay);
  // The distance of c from the line through a and b, compared with EPS.
  const distance = length === 0 ? Math.hypot(cx - ax, cy - ay) : Math.abs(cross) / length;
  if (distance <= EPS) return 0;
  return cross > 0 ? 1 : -1;
}

function onSegment(p: Position, s: Position, e: Position): boolean {
  if (orientation(s, e, p) !== 0) return false;
  const [px = NaN, py = NaN] = p;
  const [sx = NaN, sy = NaN] = s;
  const [ex = NaN, ey = NaN] = e;
  return px >= Math.min(sx, ex) - EPS && px <= Math.max(sx, ex) + EPS && py >= Math.min(sy, ey) - EPS && py <= Math.max(sy, ey) + EPS;
}

/** Segments that share at least one point, touching included. */
function segmentsMeet(a: Position, b: Position, c: Position, d: Position): boolean {
  const o1 = orientation(a, b, c);
  const o2 = orientation(a, b, d);
  const o3 = orientation(c, d, a);
  const o4 = orientation(c, d, b);
  if (o1 !== o2 && o3 !== o4) return true;
  return onSegment(c, a, b) || onSegment(d, a, b) || onSegment(a, c, d) || onSegment(b, c, d);
}

/** Segments that cross at one point inside both, not at an end and not along a shared line. */
function crossProperly(a: Position, b: Position, c: Position, d: Position): boolean {
  const o1 = orientation(a, b, c);
  const o2 = orientation(a, b, d);
  const o3 = orientation(c, d, a);
  const o4 = orientation(c, d, b);
  return o1 * o2 < 0 && o3 * o4 < 0;
}
