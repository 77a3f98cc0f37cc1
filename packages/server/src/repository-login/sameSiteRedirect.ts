/**
 * Where a single sign-on may send the browser afterwards: only to a page of this site, given as a
 * path (`/projects/a/b?x=1`) or as a full URL of this very origin (what the login page sends).
 * Anything else, another site, a protocol-relative `//host`, a `javascript:` URL, a path that a
 * browser would read as another host (`/\host`, `//host` after the origin), gives null, so that a
 * crafted link cannot use this server's login to send a freshly signed-in visitor elsewhere.
 * The answer is always a path beginning with a single `/`.
 */
export function sameSitePath(value: string | undefined, origin: string): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  return path;
}

/** The path with one query parameter added (or replaced). */
export function withQueryParameter(path: string, name: string, value: string): string {
  const url = new URL(path, 'http://x');
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}
