// The view of a pan-and-zoom diagram as plain numbers: the content's top-left corner at (x, y) in
// the viewport, drawn at `scale`. Kept apart from the component so that the arithmetic is tested.

export interface View {
  x: number;
  y: number;
  scale: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

export const MIN_SCALE = 0.05;
export const MAX_SCALE = 20;
/** What one step of the zoom buttons, keys or a wheel notch multiplies the scale by. */
export const ZOOM_STEP = 1.25;

function clampScale(scale: number): number {
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
}

/**
 * The content whole and centred in the viewport, with `margin` pixels around it, and at most
 * `largest` times its own size (1: a small diagram is not blown up).
 */
export function fitView(content: Size, viewport: Size, margin = 8, largest = 1): View {
  if (content.width <= 0 || content.height <= 0 || viewport.width <= 0 || viewport.height <= 0) return { x: 0, y: 0, scale: 1 };
  const room = { width: Math.max(1, viewport.width - 2 * margin), height: Math.max(1, viewport.height - 2 * margin) };
  const scale = clampScale(Math.min(largest, room.width / content.width, room.height / content.height));
  return { x: (viewport.width - content.width * scale) / 2, y: (viewport.height - content.height * scale) / 2, scale };
}

/** Zooms by `factor` around `at` (a viewport point), which stays where it is. */
export function zoomAt(view: View, factor: number, at: Point): View {
  const scale = clampScale(view.scale * factor);
  const applied = scale / view.scale;
  return { x: at.x - (at.x - view.x) * applied, y: at.y - (at.y - view.y) * applied, scale };
}

export function panBy(view: View, dx: number, dy: number): View {
  return { ...view, x: view.x + dx, y: view.y + dy };
}

/** The zoom factor of a wheel turn: one step per notch (100 pixels of delta), smoothly between. */
export function wheelFactor(deltaY: number): number {
  return ZOOM_STEP ** (-deltaY / 100);
}
