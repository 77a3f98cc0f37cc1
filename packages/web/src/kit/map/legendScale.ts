import { numericColorScale, type LegendEntry } from '@grafiek/core';

export interface LegendScale {
  min: number;
  max: number;
  /** A CSS gradient from the colour of `min` to that of `max`. */
  gradient: string;
}

const SAMPLES = 6;

/**
 * Core's legend for numeric `?color` values is the low and the high end of its colour scale. This
 * tells such a legend from two categories (whose colours come from the category names), so the
 * legend can draw a colour bar instead of two swatches.
 */
export function legendScale(legend: readonly LegendEntry[], inverse: boolean): LegendScale | undefined {
  if (legend.length !== 2) return undefined;
  const [low, high] = legend as [LegendEntry, LegendEntry];
  const min = Number(low.label);
  const max = Number(high.label);
  if (!low.label.trim() || !high.label.trim() || !Number.isFinite(min) || !Number.isFinite(max)) return undefined;
  const scale = numericColorScale(min, max, { inverse });
  if (scale(min) !== low.color || scale(max) !== high.color) return undefined;
  const stops = Array.from({ length: SAMPLES }, (_, i) => scale(min + ((max - min) * i) / (SAMPLES - 1)));
  return { min, max, gradient: `linear-gradient(to right, ${stops.join(', ')})` };
}
