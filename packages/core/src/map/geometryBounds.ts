import type { Geometry, Position } from 'geojson';

/** `[minLon, minLat, maxLon, maxLat]`, the order GeoJSON `bbox` and map libraries use. */
export type Bounds = [number, number, number, number];

/** The box around a geometry, or `undefined` for one without positions (an empty collection). */
export function geometryBounds(geometry: Geometry): Bounds | undefined {
  const box: Bounds = [Infinity, Infinity, -Infinity, -Infinity];
  forEachPosition(geometry, ([x = NaN, y = NaN]) => {
    if (!Number.isFinite(x) || !Number.isFinite(y)) return;
    if (x < box[0]) box[0] = x;
    if (y < box[1]) box[1] = y;
    if (x > box[2]) box[2] = x;
    if (y > box[3]) box[3] = y;
  });
  return box[0] <= box[2] ? box : undefined;
}

/** The box around several geometries; `undefined` when none has a position. */
export function unionBounds(geometries: Iterable<Geometry>): Bounds | undefined {
  let union: Bounds | undefined;
  for (const geometry of geometries) {
    const box = geometryBounds(geometry);
    if (!box) continue;
    union = union
      ? [Math.min(union[0], box[0]), Math.min(union[1], box[1]), Math.max(union[2], box[2]), Math.max(union[3], box[3])]
      : box;
  }
  return union;
}

export function boundsOverlap(a: Bounds, b: Bounds): boolean {
  return a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];
}

function forEachPosition(geometry: Geometry, f: (position: Position) => void): void {
  if (geometry.type === 'GeometryCollection') {
    for (const part of geometry.geometries) forEachPosition(part, f);
    return;
  }
  visit(geometry.coordinates, f);
}

function visit(coordinates: unknown, f: (position: Position) => void): void {
  if (!Array.isArray(coordinates)) return;
  if (coordinates.length > 0 && typeof coordinates[0] === 'number') {
    f(coordinates as Position);
    return;
  }
  for (const child of coordinates) visit(child, f);
}
