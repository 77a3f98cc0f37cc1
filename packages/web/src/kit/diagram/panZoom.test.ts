import { describe, expect, it } from 'vitest';
import { fitView, MAX_SCALE, MIN_SCALE, panBy, wheelFactor, zoomAt, ZOOM_STEP } from './panZoom';

describe('fitView', () => {
  it('shrinks a large diagram to the viewport and centres it', () => {
    expect(fitView({ width: 2000, height: 500 }, { width: 1016, height: 600 }, 8)).toEqual({ x: 8, y: 300 - 125, scale: 0.5 });
  });

  it('keeps a small diagram at its own size, centred', () => {
    expect(fitView({ width: 100, height: 50 }, { width: 400, height: 300 })).toEqual({ x: 150, y: 125, scale: 1 });
  });

  it('shows an unmeasured diagram or viewport as it is', () => {
    expect(fitView({ width: 0, height: 10 }, { width: 400, height: 300 })).toEqual({ x: 0, y: 0, scale: 1 });
    expect(fitView({ width: 10, height: 10 }, { width: 0, height: 0 })).toEqual({ x: 0, y: 0, scale: 1 });
  });

  it('enlarges a small diagram when asked, up to that many times its size', () => {
    expect(fitView({ width: 100, height: 50 }, { width: 416, height: 300 }, 8, Infinity)).toEqual({ x: 8, y: 50, scale: 4 });
    expect(fitView({ width: 100, height: 50 }, { width: 416, height: 300 }, 8, 2).scale).toBe(2);
  });

  it('never goes below the smallest scale', () => {
    expect(fitView({ width: 1e7, height: 10 }, { width: 100, height: 100 }).scale).toBe(MIN_SCALE);
  });
});

describe('zoomAt', () => {
  it('keeps the point under the pointer in place', () => {
    const view = zoomAt({ x: 10, y: 20, scale: 1 }, 2, { x: 110, y: 70 });
    expect(view).toEqual({ x: -90, y: -30, scale: 2 });
    // The content point under (110, 70) was (100, 50) and still is.
    expect({ x: (110 - view.x) / view.scale, y: (70 - view.y) / view.scale }).toEqual({ x: 100, y: 50 });
  });

  it('stops at the scale limits', () => {
    expect(zoomAt({ x: 0, y: 0, scale: MAX_SCALE }, 2, { x: 50, y: 50 })).toEqual({ x: 0, y: 0, scale: MAX_SCALE });
    expect(zoomAt({ x: 0, y: 0, scale: MIN_SCALE }, 0.5, { x: 0, y: 0 }).scale).toBe(MIN_SCALE);
  });
});

describe('panBy and wheelFactor', () => {
  it('moves the view and turns wheel notches into zoom steps', () => {
    expect(panBy({ x: 1, y: 2, scale: 3 }, 10, -5)).toEqual({ x: 11, y: -3, scale: 3 });
    expect(wheelFactor(-100)).toBeCloseTo(ZOOM_STEP);
    expect(wheelFactor(100)).toBeCloseTo(1 / ZOOM_STEP);
    expect(wheelFactor(0)).toBe(1);
  });
});
