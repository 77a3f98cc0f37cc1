import { formatMultipleValues, isEmptyValue, parseMultipleValues, RESET_VALUE, type MultipleValueFormat } from '@grafiek/core';
import type { TreeModel } from './treeModel';

/**
 * The items a variable's value names: a list in the multiple value format, or one item's ?uri
 * (what a map or table click publishes). `undefined` while the variable was never published
 * (the tree then keeps its own state); an empty or reset value names none.
 */
export function idsFromValue(value: unknown, format: MultipleValueFormat, model: TreeModel): string[] | undefined {
  if (value === undefined) return undefined;
  if (isEmptyValue(value)) return [];
  if (Array.isArray(value)) return value.map(String);
  const text = String(value);
  if (model.items.has(text)) return [text];
  try {
    return parseMultipleValues(text, format);
  } catch {
    // Neither a list nor an item of this tree: it names one item the tree does not have.
    return [text];
  }
}

/** A list of items as one variable's value: the reset value for none. */
export function listValue(ids: readonly string[], format: MultipleValueFormat): string {
  return ids.length === 0 ? RESET_VALUE : formatMultipleValues(ids, format);
}

/** What the publish variable gets for a selection: the item itself when one can be selected, else the list. */
export function selectionValue(ids: readonly string[], multiple: boolean, format: MultipleValueFormat): string {
  if (!multiple) return ids[0] ?? RESET_VALUE;
  return listValue(ids, format);
}

/** Whether two lists hold the same ids in the same order. */
export function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}
