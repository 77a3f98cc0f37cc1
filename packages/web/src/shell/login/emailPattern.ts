/** The spec's username rule: letters, digits and ._%+- before the @, a domain, a top level of 2+ letters. */
export const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
