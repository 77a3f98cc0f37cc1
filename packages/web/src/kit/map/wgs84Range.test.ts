import type { MapFeature } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { splitOutOfRange } from './wgs84Range';

const point = (x: number, y: number, label?: string): MapFeature => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [x, y] },
  properties: { color: '#000000', ...(label ? { label } : {}) },
});

describe('splitOutOfRange', () => {
  it('keeps longitude/latitude features without a problem', () => {
    const features = [point(5.1, 52.1), point(-180, -90), point(180, 90)];
    expect(splitOutOfRange(features)).toEqual({ inRange: features, problems: [] });
  });

  it('leaves out a feature in RD New metres and names it, with what to do', () => {
    const utrecht = point(136000, 456000, 'Utrecht');
    const { inRange, problems } = splitOutOfRange([point(5.1, 52.1), utrecht]);
    expect(inRange).toEqual([point(5.1, 52.1)]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('Utrecht has coordinates such as 136000 456000');
    expect(problems[0]).toContain('#RD');
  });

  it('counts several features out of range in one message', () => {
    const { inRange, problems } = splitOutOfRange([point(136000, 456000, 'A'), point(200, 10), point(4, 52)]);
    expect(inRange).toHaveLength(1);
    expect(problems).toEqual([expect.stringContaining('2 features (e.g. A) have coordinates such as 136000 456000')]);
  });
});
