/**
 * A sequential colour scale for numeric `?color` values (counts, percentages): light yellow for
 * the lowest value to dark red for the highest, the ColorBrewer YlOrRd ramp, which stays readable
 * for colour-blind viewers and on a grey base layer. `inverse` runs it from high to low.
 */
const STOPS: readonly (readonly [number, number, number])[] = [
  [255, 255, 178],
  [254, 204, 92],
  [253, 141, 60],
  [240, 59, 32],
  [189, 0, 38],
];
const NO_VALUE = '#9e9e9e';

export interface NumericColorScaleOptions {
  inverse?: boolean;
}

export function numericColorScale(
  min: number,
  max: number,
  options: NumericColorScaleOptions = {},
): (value: number) => string {
  return (value) => {
    if (!Number.isFinite(value)) return NO_VALUE;
    // One distinct value has no low or high; it gets the middle of the ramp.
    let t = max > min ? (value - min) / (max - min) : 0.5;
    t = Math.min(1, Math.max(0, t));
    if (options.inverse) t = 1 - t;
    return rampColor(t);
  };
}

function rampColor(t: number): string {
  const position = t * (STOPS.length - 1);
  const index = Math.min(STOPS.length - 2, Math.floor(position));
  const f = position - index;
  const from = STOPS[index]!;
  const to = STOPS[index + 1]!;
  const hex = from.map((c, i) => Math.round(c + (to[i]! - c) * f).toString(16).padStart(2, '0'));
  return `#${hex.join('')}`;
}
