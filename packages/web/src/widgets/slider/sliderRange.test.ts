import { toResultTable, type SparqlJsonResults } from '@grafiek/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSettings } from '../../kit';
import { slider } from '.';
import { boundsFromTable, canSlide, clampedNumber, formatRange, parseRange, sliderBounds, tickOf } from './sliderRange';
import { Throttle } from './throttle';

function table(vars: string[], rows: Record<string, string>[]) {
  const results: SparqlJsonResults = {
    head: { vars },
    results: {
      bindings: rows.map((row) =>
        Object.fromEntries(Object.entries(row).map(([name, value]) => [name, { type: 'literal', value, datatype: 'http://www.w3.org/2001/XMLSchema#decimal' }])),
      ),
    },
  };
  return toResultTable(results);
}

describe('Slider bounds', () => {
  it('are the smallest and largest number of the first result variable', () => {
    const measurements = table(['waarde', 'label'], [{ waarde: '30' }, { waarde: '12.5' }, { waarde: '48' }, { waarde: 'onbekend' }]);
    expect(boundsFromTable(measurements)).toEqual({ min: 12.5, max: 48 });
  });

  it('take values beyond a million as they are', () => {
    expect(boundsFromTable(table(['v'], [{ v: '2000000' }, { v: '3000000' }]))).toEqual({ min: 2e6, max: 3e6 });
  });

  it('default to min 1e6 and max -1e6 without any number: nothing to slide over', () => {
    const bounds = boundsFromTable(table(['v'], []));
    expect(bounds).toEqual({ min: 1e6, max: -1e6 });
    expect(canSlide(bounds)).toBe(false);
    expect(boundsFromTable(undefined)).toEqual({ min: 1e6, max: -1e6 });
  });

  it('take a configured lowest or highest value instead of the query\'s', () => {
    const data = table(['v'], [{ v: '5' }, { v: '50' }]);
    expect(sliderBounds({ min: 0, max: undefined }, data)).toEqual({ min: 0, max: 50 });
    expect(sliderBounds({ min: 0, max: 10 }, undefined)).toEqual({ min: 0, max: 10 });
  });
});

describe('Slider tick and values', () => {
  it('reads the tick as a whole number of at least 1, 1 by default', () => {
    expect(readSettings(slider.options, {}).settings.tick).toBe(1);
    expect(tickOf(readSettings(slider.options, { tick: '5' }).settings.tick)).toBe(5);
    expect(tickOf(2.7)).toBe(2);
    expect(tickOf(0)).toBe(1);
    expect(tickOf(-3)).toBe(1);
  });

  it('keeps a variable\'s number within the bounds', () => {
    const bounds = { min: 10, max: 50 };
    expect(clampedNumber('30', bounds)).toBe(30);
    expect(clampedNumber(80, bounds)).toBe(50);
    expect(clampedNumber('veel', bounds)).toBeUndefined();
    expect(clampedNumber(undefined, bounds)).toBeUndefined();
  });

  it('writes a range as one variable in a multiple value format and reads it back', () => {
    const bounds = { min: 0, max: 100 };
    expect(formatRange([10, 50], 'JSON array')).toBe('["10","50"]');
    expect(formatRange([10, 50], 'csv as string')).toBe('"10","50"');
    expect(formatRange([10, 50], 'sparql value string')).toBe('"10" "50"');
    expect(parseRange('"50" "10"', 'sparql value string', bounds)).toEqual([10, 50]);
    expect(parseRange(formatRange([10, 50], 'JSON array'), 'JSON array', bounds)).toEqual([10, 50]);
    expect(parseRange(undefined, 'JSON array', bounds)).toBeUndefined();
  });

  it('refuses a range variable that does not hold two numbers', () => {
    expect(() => parseRange('["10"]', 'JSON array', { min: 0, max: 100 })).toThrow('A range needs two numbers');
    expect(() => parseRange('10-50', 'JSON array', { min: 0, max: 100 })).toThrow(/Malformed multiple-value parameter/);
  });
});

describe('Slider publish throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('publishes the first value at once, then at most one per 200 ms, and always the last', () => {
    const sent: number[] = [];
    const throttle = new Throttle<number>((value) => sent.push(value), 200);
    throttle.push(1);
    throttle.push(2);
    throttle.push(3);
    expect(sent).toEqual([1]);
    vi.advanceTimersByTime(199);
    expect(sent).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([1, 3]);
    throttle.push(4);
    vi.advanceTimersByTime(200);
    expect(sent).toEqual([1, 3, 4]);
    vi.advanceTimersByTime(1000);
    throttle.push(5);
    expect(sent).toEqual([1, 3, 4, 5]);
  });

  it('sends nothing more once cancelled', () => {
    const sent: number[] = [];
    const throttle = new Throttle<number>((value) => sent.push(value), 200);
    throttle.push(1);
    throttle.push(2);
    throttle.cancel();
    vi.advanceTimersByTime(500);
    expect(sent).toEqual([1]);
  });
});
