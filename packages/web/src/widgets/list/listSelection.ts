import { formatMultipleValues, isEmptyValue, parseMultipleValues, type MultipleValueFormat } from '@grafiek/core';

/**
 * The items a variable's value selects: one value for a single-select list, the parsed list for
 * a multiple select. An empty or reset value selects nothing; a malformed one throws the
 * core's error, which the list shows: a selection it cannot read is an error, not "nothing".
 */
export function selectionFromValue(value: unknown, multiple: boolean, format: MultipleValueFormat): string[] {
  if (isEmptyValue(value)) return [];
  if (Array.isArray(value)) return value.map(String);
  const text = String(value);
  return multiple ? parseMultipleValues(text, format) : [text];
}

/** What a list publishes for its selection: the reset value when nothing is selected. */
export function valueForSelection(selection: readonly string[], multiple: boolean, format: MultipleValueFormat, resetValue: string): string {
  if (selection.length === 0) return resetValue;
  return multiple ? formatMultipleValues(selection, format) : selection[0]!;
}
