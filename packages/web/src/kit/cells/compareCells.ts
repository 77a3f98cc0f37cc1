import type { Cell } from '@grafiek/core';

// One collator for every comparison: `localeCompare` builds one per call, which a sort of
// 100,000 rows (about 1.7 million comparisons) would feel.
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function order(a: number, b: number): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The order of two cells of one column: numbers by value, dates by moment, everything else as
 * text with numbers in it read as numbers ("item 9" before "item 10"). Empty cells come first.
 */
export function compareCells(a: Cell | undefined, b: Cell | undefined): number {
  const x = a?.value;
  const y = b?.value;
  if (!x || !y) return order(x ? 1 : 0, y ? 1 : 0);
  if (x.kind === 'number' && y.kind === 'number') return order(x.number, y.number);
  if (x.kind === 'date' && y.kind === 'date') return order(x.epochMs, y.epochMs);
  return collator.compare(a.text, b.text);
}
