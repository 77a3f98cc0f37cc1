import { describe, expect, it } from 'vitest';
import { areaFlex, areaGap, splitDirection } from './areaSizes';

describe('areaFlex', () => {
  it('keeps pixel and percentage sizes fixed', () => {
    expect(areaFlex('200px')).toEqual({ flex: '0 0 200px' });
    expect(areaFlex(' 30% ')).toEqual({ flex: '0 0 30%' });
  });

  it('shares what is left by ratio for bare numbers', () => {
    expect(areaFlex('1')).toEqual({ flex: '1 1 0' });
    expect(areaFlex('2.5')).toEqual({ flex: '2.5 1 0' });
  });

  it('sizes 0, auto and empty from the content, as "90px auto auto" in existing apps needs', () => {
    for (const size of ['0', 'auto', '']) expect(areaFlex(size)).toEqual({ flex: '1 1 auto' });
  });

  it('gives an area without a size a ratio of 1', () => {
    expect(areaFlex(undefined)).toEqual({ flex: '1 1 0' });
  });
});

describe('splitDirection', () => {
  it('lays row and the older horizontal side by side, column stacked', () => {
    expect(splitDirection('row')).toBe('row');
    expect(splitDirection('horizontal')).toBe('row');
    expect(splitDirection('column')).toBe('column');
  });
});

describe('areaGap', () => {
  it('reads a bare number as pixels and keeps a length as written', () => {
    expect(areaGap('8')).toBe('8px');
    expect(areaGap('0.5rem')).toBe('0.5rem');
  });

  it('leaves no gap when unset', () => {
    expect(areaGap('  ')).toBeUndefined();
  });
});
