/**
 * The browser's platform login is an HttpOnly cookie the server sets at login (see the server's
 * platform/loginCookies.ts): no script on the page can read the token, so none can steal it. The
 * browser sends the cookie by itself on this site's calls. What a page script does see is the CSRF
 * value in a second cookie: every call to this server carries it in a header, which a page of
 * another site cannot do, and the server refuses a changing call in the cookie's name without it.
 */
export const CSRF_COOKIE = 'grafiek_csrf';
export const CSRF_HEADER = 'X-Grafiek-CSRF';

// Keys where this and earlier versions of the product kept a token in the browser's storage, open
// to every script of the origin; a stale one must not log anybody in, so they are removed.
const STORED_TOKEN_KEYS = ['grafiek.token', 'token', 'bbToken'];

/** The CSRF value of this browser's login, or null when it is not logged in. */
export function csrfToken(): string | null {
  if (typeof document === 'undefined') return null;
  for (const pair of document.cookie.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === CSRF_COOKIE) return decodeURIComponent(pair.slice(at + 1).trim()) || null;
  }
  return null;
}

/** Whether the browser holds a login to check (the server decides whether it is still good). */
export const hasLogin = (): boolean => csrfToken() !== null;

/** The headers a call to this server carries so that it counts in the name of the login. */
export function loginHeaders(): Record<string, string> {
  const csrf = csrfToken();
  return csrf ? { [CSRF_HEADER]: csrf } : {};
}

export function removeStoredTokens(): void {
  try {
    for (const key of STORED_TOKEN_KEYS) localStorage.removeItem(key);
  } catch {
    // Storage can be unavailable (private mode, blocked cookies); nothing to remove then.
  }
}
