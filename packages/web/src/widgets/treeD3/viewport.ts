import type { Bounds, Point } from './treeLayout';

/** What the diagram is moved and scaled by: a point p of the diagram shows at p * k + (x, y). */
export interface View {
  x: number;
  y: number;
  k: number;
}

export interface Size {
  width: number;
  height: number;
}

/** How far the reader may zoom out and in. */
export const MIN_SCALE = 0.1;
export const MAX_SCALE = 4;
/** A big tree starts at this scale at least, so its labels can still be read; the reader pans to the rest. */
export const START_SCALE = 0.5;
const MARGIN = 12;

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

/** Along one axis: centred when it fits, else the anchor in the middle without leaving empty room at an edge. */
function place(low: number, high: number, anchor: number, k: number, room: number): number {
  const length = (high - low) * k;
  if (length + 2 * MARGIN <= room) return (room - length) / 2 - low * k;
  return clamp(room / 2 - anchor * k, room - MARGIN - high * k, MARGIN - low * k);
}

/**
 * The view a diagram opens with: all of it, never enlarged beyond its natural size, and never
 * smaller than START_SCALE; a tree bigger than that opens around `anchor` (its root).
 */
export function fitView(bounds: Bounds, size: Size, anchor: Point): View {
  const width = Math.max(1, bounds.maxX - bounds.minX);
  const height = Math.max(1, bounds.maxY - bounds.minY);
  const fits = Math.min((size.width - 2 * MARGIN) / width, (size.height - 2 * MARGIN) / height);
  const k = clamp(fits, START_SCALE, 1);
  return { k, x: place(bounds.minX, bounds.maxX, anchor.x, k, size.width), y: place(bounds.minY, bounds.maxY, anchor.y, k, size.height) };
}

/** Zooms by `factor` keeping the diagram point under `at` (a point of the view) where it is. */
export function zoomAt(view: View, factor: number, at: Point): View {
  const k = clamp(view.k * factor, MIN_SCALE, MAX_SCALE);
  const ratio = k / view.k;
  return { k, x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio };
}

export function panBy(view: View, dx: number, dy: number): View {
  return { ...view, x: view.x + dx, y: view.y + dy };
}

/** Where a diagram point shows in the view. */
export function toScreen(view: View, point: Point): Point {
  return { x: point.x * view.k + view.x, y: point.y * view.k + view.y };
}

/** Moves the view so that a diagram point is well inside it: centred along an axis where it was outside or near the edge. */
export function reveal(view: View, point: Point, size: Size, margin = 40): View {
  const at = toScreen(view, point);
  const edgeX = Math.min(margin, size.width / 2);
  const edgeY = Math.min(margin, size.height / 2);
  const x = at.x < edgeX || at.x > size.width - edgeX ? view.x + size.width / 2 - at.x : view.x;
  const y = at.y < edgeY || at.y > size.height - edgeY ? view.y + size.height / 2 - at.y : view.y;
  return x === view.x && y === view.y ? view : { ...view, x, y };
}
