import { isEmptyValue } from '@grafiek/core';

/** The value of a selection variable as the `?uri` values to highlight; empty and reset select nothing. */
export function selectedUris(value: unknown): string[] {
  return typeof value === 'string' && !isEmptyValue(value) ? [value] : [];
}
