import { describe, expect, it } from 'vitest';
import { numericColorScale } from './numericColorScale.js';

describe('numericColorScale', () => {
  it('runs from light yellow at the minimum to dark red at the maximum', () => {
    const scale = numericColorScale(10, 20);
    expect(scale(10)).toBe('#ffffb2');
    expect(scale(20)).toBe('#bd0026');
    expect(scale(99)).toBe('#bd0026');
    expect(numericColorScale(10, 20, { inverse: true })(10)).toBe('#bd0026');
  });

  it('gives a single value the middle of the scale and a missing value grey', () => {
    expect(numericColorScale(3, 3)(3)).toBe('#fd8d3c');
    expect(numericColorScale(0, 1)(Number.NaN)).toBe('#9e9e9e');
  });
});
