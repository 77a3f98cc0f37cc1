const INTEGER_TEXT = /^\s*[+-]?\d+\s*$/;

/**
 * The integer check (tab selection from a variable, slider ticks): integer numbers
 * and text holding one pass; 1.5, NaN and non-numeric text do not.
 */
export function isIntegerValue(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value);
  if (typeof value === 'string') return INTEGER_TEXT.test(value) && Number.isSafeInteger(Number(value));
  return false;
}

/** The integer a value holds, or undefined when the integer check fails. */
export function toInteger(value: unknown): number | undefined {
  return isIntegerValue(value) ? Number(value) : undefined;
}
