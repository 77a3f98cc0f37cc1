const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A new app's path: 5 letters and digits, from the platform's random source. */
export function randomAppPath(length = 5): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  // 62 does not divide 256, so the slight bias towards the first letters is accepted: paths are not secrets.
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}
