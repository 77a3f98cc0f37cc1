import { describe, expect, it } from 'vitest';
import { fitLabel, placeVenn, solveVenn } from './vennLayout';
import type { VennData, VennRegion } from './vennRegions';

function region(sets: string[], size: number): VennRegion {
  return { sets, size, label: sets.join('+'), value: sets.join('+'), name: `${sets.join('+')}: ${size}` };
}

const THREE: VennData = {
  sets: [
    { id: 's0', label: 'A', size: 100 },
    { id: 's1', label: 'B', size: 50 },
    { id: 's2', label: 'C', size: 20 },
  ],
  regions: [region(['s0'], 100), region(['s1'], 50), region(['s2'], 20), region(['s0', 's1'], 20)],
  apart: [['s0', 's2'], ['s1', 's2']],
  notes: [],
};

describe('placeVenn', () => {
  it('gives each set a circle whose area follows its size, inside the panel', () => {
    const picture = placeVenn(THREE, solveVenn(THREE), 400, 300);
    expect(picture.circles.map((circle) => circle.set.label)).toEqual(['A', 'B', 'C']);
    const [a, b, c] = picture.circles;
    expect(a!.radius ** 2 / b!.radius ** 2).toBeCloseTo(2, 1);
    expect(a!.radius ** 2 / c!.radius ** 2).toBeCloseTo(5, 1);
    for (const circle of picture.circles) {
      expect(circle.x - circle.radius).toBeGreaterThanOrEqual(7);
      expect(circle.x + circle.radius).toBeLessThanOrEqual(393);
      expect(circle.y - circle.radius).toBeGreaterThanOrEqual(7);
      expect(circle.y + circle.radius).toBeLessThanOrEqual(293);
    }
    // A and B overlap; C stands apart from both.
    const distance = (p: { x: number; y: number }, q: { x: number; y: number }) => Math.hypot(p.x - q.x, p.y - q.y);
    expect(distance(a!, b!)).toBeLessThan(a!.radius + b!.radius);
    expect(distance(a!, c!)).toBeGreaterThanOrEqual(a!.radius + c!.radius - 0.5);
  });

  it('draws the sets first and the overlap on top, each region with a path and a place for its text', () => {
    const picture = placeVenn(THREE, solveVenn(THREE), 400, 300);
    expect(picture.shapes.map((shape) => shape.region.value)).toEqual(['s0', 's1', 's2', 's0+s1']);
    for (const shape of picture.shapes) {
      expect(shape.path).toMatch(/^M [\d.]+ [\d.]+ /);
      expect(Number.isFinite(shape.text.x) && Number.isFinite(shape.text.y)).toBe(true);
    }
    expect(picture.hidden).toEqual([]);
  });

  it('keeps the arrangement of one solution when the panel changes size, only scaled', () => {
    const solution = solveVenn(THREE);
    const small = placeVenn(THREE, solution, 200, 200, 0);
    const large = placeVenn(THREE, solution, 400, 400, 0);
    for (const [index, circle] of small.circles.entries()) {
      expect(large.circles[index]!.x).toBeCloseTo(circle.x * 2, 3);
      expect(large.circles[index]!.radius).toBeCloseTo(circle.radius * 2, 3);
    }
  });

  it('names the overlaps the arrangement cannot show', () => {
    // Three sets of which each pair overlaps but the three never meet at once.
    const data: VennData = {
      sets: [
        { id: 's0', label: 'A', size: 10 },
        { id: 's1', label: 'B', size: 10 },
        { id: 's2', label: 'C', size: 10 },
      ],
      regions: [region(['s0'], 10), region(['s1'], 10), region(['s2'], 10), region(['s0', 's1'], 1), region(['s0', 's1', 's2'], 1)],
      apart: [['s0', 's2'], ['s1', 's2']],
      notes: [],
    };
    const picture = placeVenn(data, solveVenn(data), 400, 300);
    expect(picture.hidden.map((hidden) => hidden.value)).toEqual(['s0+s1+s2']);
    expect(picture.shapes).toHaveLength(4);
  });
});

describe('fitLabel', () => {
  it('keeps a label that fits and cuts a longer one with an ellipsis', () => {
    expect(fitLabel('Panden', 100, 14)).toBe('Panden');
    expect(fitLabel('Gemeentelijke monumenten', 100, 14)).toBe('Gemeentelij…');
    expect(fitLabel('Gemeentelijke monumenten', 0, 14)).toBe('Ge…');
  });
});
