import { formatMultipleValues, isEmptyValue, parseMultipleValues, type MultipleValueFormat } from '@grafiek/core';

/**
 * The values a variable's value chooses, read in the selector's format. One plain value that is
 * among the choices (another widget published a single item) chooses that one. Empty or reset
 * chooses nothing; anything else that is not in the format throws the core's message.
 */
export function chosenValues(value: unknown, format: MultipleValueFormat, known: ReadonlySet<string>): string[] {
  if (isEmptyValue(value)) return [];
  if (Array.isArray(value)) return value.map(String);
  const text = typeof value === 'string' ? value : String(value);
  if (known.has(text)) return [text];
  return parseMultipleValues(text, format);
}

/** What the selector publishes: the values in its format, or the reset value for none. */
export function publishedValue(values: readonly string[], format: MultipleValueFormat, resetValue: string): string {
  return values.length === 0 ? resetValue : formatMultipleValues(values, format);
}
