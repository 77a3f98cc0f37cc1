import { formatMultipleValues, isEmptyValue, parseMultipleValues, toNumber, type MultipleValueFormat, type ResultTable } from '@grafiek/core';

/**
 * Where the query's bounds start before any value is seen: with no numeric value, the lowest
 * stays above the highest, which means there is nothing to slide over.
 */
export const NO_MIN = 1e6;
export const NO_MAX = -1e6;

export interface Bounds {
  min: number;
  max: number;
}

/**
 * The lowest and highest number in the query's first result variable; values that are not
 * numbers are skipped. Without any number: min 1e6 and max -1e6.
 */
export function boundsFromTable(table: ResultTable | undefined): Bounds {
  const variable = table?.variables[0];
  let min: number | undefined;
  let max: number | undefined;
  if (table && variable !== undefined) {
    for (const row of table.rows) {
      const value = toNumber(row.bindings[variable]?.value);
      if (value === undefined) continue;
      min = min === undefined ? value : Math.min(min, value);
      max = max === undefined ? value : Math.max(max, value);
    }
  }
  return { min: min ?? NO_MIN, max: max ?? NO_MAX };
}

/** The slider's bounds: the configured ones where given, else the query's. */
export function sliderBounds(configured: { min: number | undefined; max: number | undefined }, table: ResultTable | undefined): Bounds {
  const fromQuery = boundsFromTable(table);
  return { min: configured.min ?? fromQuery.min, max: configured.max ?? fromQuery.max };
}

/** A slider needs a lowest value below its highest. */
export function canSlide(bounds: Bounds): boolean {
  return bounds.min < bounds.max;
}

/** The tick (step) as a whole number of at least 1, as the original product read it. */
export function tickOf(tick: number): number {
  const whole = Math.trunc(tick);
  return whole >= 1 ? whole : 1;
}

/** A number within the bounds, or undefined when the value is not a number. */
export function clampedNumber(value: unknown, bounds: Bounds): number | undefined {
  if (isEmptyValue(value)) return undefined;
  const number = toNumber(value);
  return number === undefined ? undefined : Math.min(bounds.max, Math.max(bounds.min, number));
}

/** Two values published as one variable, in a multiple value format. */
export function formatRange(range: readonly [number, number], format: MultipleValueFormat): string {
  return formatMultipleValues(range.map(String), format);
}

/**
 * The two values a variable holds in a multiple value format, within the bounds and in order;
 * undefined when it is empty; throws (the core's message) when it is not in the format.
 */
export function parseRange(value: unknown, format: MultipleValueFormat, bounds: Bounds): [number, number] | undefined {
  if (isEmptyValue(value)) return undefined;
  const parts = Array.isArray(value) ? value.map(String) : parseMultipleValues(String(value), format);
  const numbers = parts.map((part) => clampedNumber(part, bounds));
  if (numbers.length !== 2 || numbers.some((number) => number === undefined)) {
    throw new Error(`A range needs two numbers, found ${JSON.stringify(value)}`);
  }
  const [low, high] = numbers as [number, number];
  return low <= high ? [low, high] : [high, low];
}
