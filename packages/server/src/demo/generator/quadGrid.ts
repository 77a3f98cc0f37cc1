import type { Position } from '../geometry/polygons.js';
import type { SeededRandom } from './seededRandom.js';

/** A four-cornered area, counter-clockwise from the south-west corner: [sw, se, ne, nw]. */
export type Quad = readonly [Position, Position, Position, Position];

/** The point at (u, v) in the quad's own coordinates, (0, 0) at sw and (1, 1) at ne. */
export function pointInQuad([sw, se, ne, nw]: Quad, u: number, v: number): Position {
  const x = (1 - u) * (1 - v) * sw[0] + u * (1 - v) * se[0] + u * v * ne[0] + (1 - u) * v * nw[0];
  const y = (1 - u) * (1 - v) * sw[1] + u * (1 - v) * se[1] + u * v * ne[1] + (1 - u) * v * nw[1];
  return [x, y];
}

/**
 * Splits a quad into `columns` x `rows` smaller quads that tile it exactly: neighbours share their
 * corner points, and the points on the quad's edges stay on those (straight) edges. Inner points
 * are moved at random by up to `jitter` of a cell, so the pieces look drawn rather than ruled.
 * Returned row by row from the south, west to east.
 */
export function subdivideQuad(quad: Quad, columns: number, rows: number, random: SeededRandom, jitter = 0.22): Quad[] {
  if (columns < 1 || rows < 1) throw new Error(`Cannot split a quad into ${columns} x ${rows}`);
  const lattice: Position[][] = [];
  for (let j = 0; j <= rows; j++) {
    const row: Position[] = [];
    for (let i = 0; i <= columns; i++) {
      const innerU = i > 0 && i < columns;
      const innerV = j > 0 && j < rows;
      // A point on a vertical edge may only slide along it (v), on a horizontal edge only along u.
      const u = (i + (innerU ? random.between(-jitter, jitter) : 0)) / columns;
      const v = (j + (innerV ? random.between(-jitter, jitter) : 0)) / rows;
      row.push(pointInQuad(quad, u, v));
    }
    lattice.push(row);
  }
  const cells: Quad[] = [];
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < columns; i++) {
      cells.push([lattice[j]![i]!, lattice[j]![i + 1]!, lattice[j + 1]![i + 1]!, lattice[j + 1]![i]!]);
    }
  }
  return cells;
}
