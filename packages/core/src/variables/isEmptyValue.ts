import { RESET_VALUE } from '../model/resetValue.js';

/**
 * The non-empty check: null, undefined, blank text, an empty array and an empty
 * object are empty, and so is the reset marker, because a reset variable must behave as unset.
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '' || value === RESET_VALUE;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

export function hasValue(value: unknown): boolean {
  return !isEmptyValue(value);
}

export function isResetValue(value: unknown): boolean {
  return value === RESET_VALUE;
}
