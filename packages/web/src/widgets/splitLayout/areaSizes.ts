import type { CSSProperties } from 'react';

/**
 * One area's share of a split layout (spec/widgets.md §3): `200px` and `30%` are fixed, a bare
 * number is a ratio of the space left, `0` or `auto` takes what its content needs.
 */
export function areaFlex(size: unknown): CSSProperties {
  const text = typeof size === 'number' ? String(size) : typeof size === 'string' ? size.trim() : '';
  if (text === '' || text === '0' || text === 'auto') return { flex: '0 0 auto' };
  if (/^\d+(\.\d+)?$/.test(text)) return { flex: `${text} 1 0` };
  if (/^\d+(\.\d+)?(px|%|vh|vw|em|rem)$/.test(text)) return { flex: `0 0 ${text}` };
  // Anything else (calc(), a typo) is passed on: the browser ignores what it cannot use.
  return { flex: `0 0 ${text}` };
}

/** Old configs say `row` for side by side and `column` for stacked, like CSS flex-direction. */
export function splitDirection(direction: unknown): 'row' | 'column' {
  return direction === 'row' || direction === 'horizontal' ? 'row' : 'column';
}
