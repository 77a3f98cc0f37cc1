export const TOKEN_KEY = 'grafiek.token';

// Keys written by earlier versions of the product; a stale one must not log anybody in.
const LEGACY_TOKEN_KEYS = ['token', 'bbToken'];

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function writeToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage can be unavailable (private mode, blocked cookies); nothing to clear then.
  }
}

export function removeLegacyTokens(): void {
  try {
    for (const key of LEGACY_TOKEN_KEYS) localStorage.removeItem(key);
  } catch {
    // See clearToken.
  }
}
