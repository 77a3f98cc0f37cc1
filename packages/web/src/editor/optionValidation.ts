import type { OptionSpec } from '../kit';

/** The error an option's value has, or null; the settings dialog blocks OK while any has one. */
export function optionError(spec: OptionSpec, value: unknown): string | null {
  const empty = value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
  if (spec.required && empty) return `${spec.label} is required`;
  if (empty) return null;
  switch (spec.kind) {
    case 'json':
    case 'jsonText':
      if (typeof value !== 'string') return null;
      try {
        JSON.parse(value);
        return null;
      } catch (error) {
        return error instanceof Error ? error.message : 'Not valid JSON';
      }
    case 'number': {
      const number = typeof value === 'number' ? value : Number(String(value).trim());
      return Number.isFinite(number) ? null : `${spec.label} must be a number`;
    }
    case 'variable':
      return typeof value === 'string' && !/^[A-Za-z0-9|:._/]*$/.test(value)
        ? 'A variable name may hold letters, digits and | : . _ / only'
        : null;
    default:
      return null;
  }
}

export function invalidFieldsText(count: number): string {
  return count === 1 ? '1 field above is invalid' : `${count} fields above are invalid`;
}
