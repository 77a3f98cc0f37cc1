import { numericColorScale } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { legendScale } from './legendScale';

describe('legendScale', () => {
  it('draws the two ends of a numeric colour scale as a bar from min to max', () => {
    const scale = numericColorScale(0, 100);
    const bar = legendScale([{ label: '0', color: scale(0) }, { label: '100', color: scale(100) }], false);
    expect(bar).toMatchObject({ min: 0, max: 100 });
    expect(bar?.gradient.startsWith(`linear-gradient(to right, ${scale(0)}, `)).toBe(true);
    expect(bar?.gradient.endsWith(`, ${scale(100)})`)).toBe(true);
  });

  it('follows an inverted scale', () => {
    const scale = numericColorScale(1, 5, { inverse: true });
    const bar = legendScale([{ label: '1', color: scale(1) }, { label: '5', color: scale(5) }], true);
    expect(bar?.gradient.startsWith(`linear-gradient(to right, ${scale(1)}, `)).toBe(true);
    // The same legend read as not inverted does not match its colours: two swatches instead.
    expect(legendScale([{ label: '1', color: scale(1) }, { label: '5', color: scale(5) }], false)).toBeUndefined();
  });

  it('leaves two categories, even numeric ones with other colours, as swatches', () => {
    expect(legendScale([{ label: 'wonen', color: '#ff0000' }, { label: 'werken', color: '#0000ff' }], false)).toBeUndefined();
    expect(legendScale([{ label: '1', color: '#ff0000' }, { label: '2', color: '#0000ff' }], false)).toBeUndefined();
    const scale = numericColorScale(0, 100);
    expect(legendScale([{ label: '0', color: scale(0) }, { label: '100', color: '#0000ff' }], false)).toBeUndefined();
  });

  it('draws no bar for any other number of entries or blank labels', () => {
    const scale = numericColorScale(0, 1);
    expect(legendScale([{ label: '0', color: scale(0) }], false)).toBeUndefined();
    expect(legendScale([], false)).toBeUndefined();
    expect(legendScale([{ label: ' ', color: scale(0) }, { label: '1', color: scale(1) }], false)).toBeUndefined();
  });
});
