import { pointInAnyPolygon, squaredDistanceToPolygons, type Polygon, type Position } from './polygons.js';

export interface IndexedArea {
  code: string;
  polygons: readonly Polygon[];
}

interface Entry extends IndexedArea {
  box: [number, number, number, number];
}

function boundingBox(polygons: readonly Polygon[]): [number, number, number, number] {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const polygon of polygons) {
    for (const [x, y] of polygon[0] ?? []) {
      minX = Math.min(minX, x);
      minY = Math.min(minY, y);
      maxX = Math.max(maxX, x);
      maxY = Math.max(maxY, y);
    }
  }
  return [minX, minY, maxX, maxY];
}

/**
 * Finds which area a point lies in. Sources are simplified, so a point near a border can fall
 * just outside every area; `nearest` then names the area whose border is closest.
 */
export class AreaIndex {
  private readonly entries: Entry[];

  constructor(areas: readonly IndexedArea[]) {
    this.entries = areas.map((a) => ({ ...a, box: boundingBox(a.polygons) }));
  }

  get size(): number {
    return this.entries.length;
  }

  containing(point: Position): string | undefined {
    const [x, y] = point;
    return this.entries.find((e) => x >= e.box[0] && x <= e.box[2] && y >= e.box[1] && y <= e.box[3] && pointInAnyPolygon(point, e.polygons))?.code;
  }

  nearest(point: Position): string | undefined {
    let best: string | undefined;
    let bestDistance = Infinity;
    for (const entry of this.entries) {
      const d = squaredDistanceToPolygons(point, entry.polygons);
      if (d < bestDistance) {
        bestDistance = d;
        best = entry.code;
      }
    }
    return best;
  }

  /** The containing area, else the nearest, and which rule decided. */
  locate(point: Position): { code: string; rule: 'contains' | 'nearest' } | undefined {
    const inside = this.containing(point);
    if (inside) return { code: inside, rule: 'contains' };
    const near = this.nearest(point);
    return near ? { code: near, rule: 'nearest' } : undefined;
  }
}
