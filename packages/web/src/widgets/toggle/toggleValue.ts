import { readBoolean } from '@grafiek/core';

/**
 * Whether a toggle is on, from its variable: true in any of the forms apps store booleans in
 * (true, "true", "TRUE", "yes", 1...). Unset, reset or anything else is off, so the first click
 * always turns it on.
 */
export function isOn(value: unknown): boolean {
  return readBoolean(value) === true;
}

/** What a click publishes: the opposite of what the variable holds now. */
export function flipped(value: unknown): boolean {
  return !isOn(value);
}
