import { describe, expect, it } from 'vitest';
import { drawnBox, roundPoint } from './drawing';

describe('drawnBox', () => {
  it('is the box between the press and the pointer, dragged any way', () => {
    expect(drawnBox({ x: 10, y: 20 }, { x: 50, y: 80 })).toEqual({ x: 10, y: 20, width: 40, height: 60 });
    expect(drawnBox({ x: 50, y: 80 }, { x: 10, y: 20 })).toEqual({ x: 10, y: 20, width: 40, height: 60 });
    expect(drawnBox({ x: 5, y: 5 }, { x: 5, y: 5 })).toEqual({ x: 5, y: 5, width: 0, height: 0 });
  });
});

describe('roundPoint', () => {
  it('keeps one decimal', () => {
    expect(roundPoint({ x: 10.04, y: 3.1415 })).toEqual({ x: 10, y: 3.1 });
  });
});
