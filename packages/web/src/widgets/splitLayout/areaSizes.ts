import type { CSSProperties } from 'react';

/**
 * One area's share of a split layout: `200px` and `30%` are fixed, a bare number is a ratio of the
 * space left, `0` or `auto` sizes like a CSS grid `auto` track: from its content, stretched to
 * share what the fixed areas leave (existing apps write `90px auto auto` for a bar above two
 * charts that fill the rest). An area without a size takes a ratio of 1.
 */
export function areaFlex(size: string | undefined): CSSProperties {
  const text = size === undefined ? '1' : size.trim();
  if (text === '' || text === '0' || text === 'auto') return { flex: '1 1 auto' };
  if (/^\d+(\.\d+)?$/.test(text)) return { flex: `${text} 1 0` };
  // A length (`200px`, `30%`) is fixed; anything else (calc(), a typo) is passed on as well: the
  // browser ignores what it cannot use.
  return { flex: `0 0 ${text}` };
}

/** The flex direction of a direction choice; older configs also say `horizontal` for side by side. */
export function splitDirection(direction: 'column' | 'row' | 'horizontal'): 'row' | 'column' {
  return direction === 'column' ? 'column' : 'row';
}

/**
 * The CSS gap between the areas: a length as written, and a bare number (which older configs
 * store as a JSON number) in pixels. Undefined when unset.
 */
export function areaGap(gap: string): string | undefined {
  const text = gap.trim();
  if (text === '') return undefined;
  return /^\d+(\.\d+)?$/.test(text) ? `${text}px` : text;
}
