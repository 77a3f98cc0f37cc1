import { describe, expect, it } from 'vitest';
import { fitView, MAX_SCALE, panBy, reveal, START_SCALE, toScreen, zoomAt } from './viewport';

const SIZE = { width: 400, height: 300 };

describe('fitView', () => {
  it('centres a small diagram at its natural size', () => {
    const view = fitView({ minX: -50, minY: -20, maxX: 150, maxY: 80 }, SIZE, { x: 0, y: 0 });
    expect(view.k).toBe(1);
    expect(toScreen(view, { x: 50, y: 30 })).toEqual({ x: 200, y: 150 });
  });

  it('shrinks a larger diagram to fit, but not below the starting scale', () => {
    const view = fitView({ minX: 0, minY: 0, maxX: 500, maxY: 100 }, SIZE, { x: 0, y: 0 });
    expect(view.k).toBeCloseTo((400 - 24) / 500);
    const huge = fitView({ minX: 0, minY: -2000, maxX: 3000, maxY: 2000 }, SIZE, { x: 0, y: 0 });
    expect(huge.k).toBe(START_SCALE);
  });

  it('opens a diagram too big to fit around its anchor, without empty room at an edge', () => {
    // The anchor (a root at the left) would be centred, but the left edge stays at the margin.
    const view = fitView({ minX: -10, minY: -2000, maxX: 3000, maxY: 2000 }, SIZE, { x: 0, y: 0 });
    const corner = toScreen(view, { x: -10, y: 0 });
    expect(corner.x).toBeCloseTo(12);
    expect(corner.y).toBeCloseTo(150);
  });
});

describe('zoom and pan', () => {
  it('zooms keeping the point under the pointer in place, within the limits', () => {
    const view = { x: 10, y: 20, k: 1 };
    const zoomed = zoomAt(view, 2, { x: 100, y: 100 });
    expect(zoomed.k).toBe(2);
    // The diagram point that was under (100, 100) still is.
    expect(toScreen(zoomed, { x: 90, y: 80 })).toEqual({ x: 100, y: 100 });
    expect(zoomAt(view, 100, { x: 0, y: 0 }).k).toBe(MAX_SCALE);
  });

  it('pans by a distance', () => {
    expect(panBy({ x: 1, y: 2, k: 3 }, 10, -5)).toEqual({ x: 11, y: -3, k: 3 });
  });

  it('brings a point outside the view to the middle of the axis it was outside of, and leaves one inside alone', () => {
    const view = { x: 0, y: 0, k: 1 };
    expect(reveal(view, { x: 200, y: 150 }, SIZE)).toBe(view);
    const moved = reveal(view, { x: 900, y: 150 }, SIZE);
    expect(toScreen(moved, { x: 900, y: 150 })).toEqual({ x: 200, y: 150 });
  });
});
