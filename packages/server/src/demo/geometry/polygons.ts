/**
 * Plain planar geometry on WGS84 longitude/latitude pairs, enough for the demo: areas, point in
 * polygon, a point guaranteed inside a polygon, and WKT output. Distances and areas are in squared
 * degrees; the demo only compares them with each other, never reports them.
 */

export type Position = readonly [number, number];
export type Ring = readonly Position[];
/** An outer ring followed by its holes, as in GeoJSON. */
export type Polygon = readonly Ring[];

/** Shoelace area; positive for counter-clockwise rings. */
export function signedRingArea(ring: Ring): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x1, y1] = ring[i]!;
    const [x2, y2] = ring[(i + 1) % ring.length]!;
    sum += x1 * y2 - x2 * y1;
  }
  return sum / 2;
}

export function polygonArea(polygon: Polygon): number {
  const [outer, ...holes] = polygon;
  if (!outer) return 0;
  return Math.abs(signedRingArea(outer)) - holes.reduce((sum, hole) => sum + Math.abs(signedRingArea(hole)), 0);
}

/** Even-odd ray casting; a point exactly on an edge may fall either way. */
export function pointInRing([x, y]: Position, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function pointInPolygon(point: Position, polygon: Polygon): boolean {
  const [outer, ...holes] = polygon;
  return outer !== undefined && pointInRing(point, outer) && !holes.some((hole) => pointInRing(point, hole));
}

export function pointInAnyPolygon(point: Position, polygons: readonly Polygon[]): boolean {
  return polygons.some((polygon) => pointInPolygon(point, polygon));
}

function ringCentroid(ring: Ring): Position {
  let area = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x1, y1] = ring[i]!;
    const [x2, y2] = ring[(i + 1) % ring.length]!;
    const cross = x1 * y2 - x2 * y1;
    area += cross;
    cx += (x1 + x2) * cross;
    cy += (y1 + y2) * cross;
  }
  if (area === 0) return ring[0] ?? [0, 0];
  return [cx / (3 * area), cy / (3 * area)];
}

/**
 * A point inside the polygon: the centroid when it lies inside (the usual case for parcels and
 * buildings), otherwise the middle of the widest stretch of a horizontal line through the middle
 * of the polygon's extent, which is inside by construction.
 */
export function representativePoint(polygon: Polygon): Position {
  const outer = polygon[0];
  if (!outer || outer.length === 0) throw new Error('A polygon without an outer ring has no representative point');
  const centroid = ringCentroid(outer);
  if (pointInPolygon(centroid, polygon)) return centroid;
  const ys = outer.map(([, y]) => y);
  const y = (Math.min(...ys) + Math.max(...ys)) / 2;
  const crossings: number[] = [];
  for (const ring of polygon) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi > y !== yj > y) crossings.push(((xj - xi) * (y - yi)) / (yj - yi) + xi);
    }
  }
  crossings.sort((l, r) => l - r);
  let best: Position = centroid;
  let widest = -1;
  for (let i = 0; i + 1 < crossings.length; i += 2) {
    const width = crossings[i + 1]! - crossings[i]!;
    if (width > widest) {
      widest = width;
      best = [(crossings[i]! + crossings[i + 1]!) / 2, y];
    }
  }
  return best;
}

/** Squared distance from a point to the nearest edge of any ring of the polygons. */
export function squaredDistanceToPolygons([x, y]: Position, polygons: readonly Polygon[]): number {
  let best = Infinity;
  for (const polygon of polygons) {
    for (const ring of polygon) {
      for (let i = 0; i < ring.length; i++) {
        const [x1, y1] = ring[i]!;
        const [x2, y2] = ring[(i + 1) % ring.length]!;
        const dx = x2 - x1;
        const dy = y2 - y1;
        const length = dx * dx + dy * dy;
        const s = length === 0 ? 0 : Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / length));
        const ex = x1 + s * dx - x;
        const ey = y1 + s * dy - y;
        best = Math.min(best, ex * ex + ey * ey);
      }
    }
  }
  return best;
}
