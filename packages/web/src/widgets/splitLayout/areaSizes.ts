import type { CSSProperties } from 'react';

/**
 * One area's share of a split layout (spec/widgets.md §3): `200px` and `30%` are fixed, a bare
 * number is a ratio of the space left, `0` or `auto` sizes like a CSS grid `auto` track: from its
 * content, stretched to share what the fixed areas leave (existing apps write `90px auto auto`
 * for a bar above two charts that fill the rest).
 */
export function areaFlex(size: unknown): CSSProperties {
  const text = typeof size === 'number' ? String(size) : typeof size === 'string' ? size.trim() : '';
  if (text === '' || text === '0' || text === 'auto') return { flex: '1 1 auto' };
  if (/^\d+(\.\d+)?$/.test(text)) return { flex: `${text} 1 0` };
  if (/^\d+(\.\d+)?(px|%|vh|vw|em|rem)$/.test(text)) return { flex: `0 0 ${text}` };
  // Anything else (calc(), a typo) is passed on: the browser ignores what it cannot use.
  return { flex: `0 0 ${text}` };
}

/** Old configs say `row` for side by side and `column` for stacked, like CSS flex-direction. */
export function splitDirection(direction: unknown): 'row' | 'column' {
  return direction === 'row' || direction === 'horizontal' ? 'row' : 'column';
}
