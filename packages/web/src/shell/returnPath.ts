const RETURN_PARAM = 'returnTo';

/**
 * Where to come back to after logging in. For an app that is the app itself in preview
 * (projects/{p}/{v}), whatever mode was open, as the spec asks.
 */
export function returnPathFor(pathname: string, search = ''): string {
  const viewer = /^\/projects\/([^/]+)\/([^/]+)(?:\/[^/]*)?\/?$/.exec(pathname);
  if (viewer) return `/projects/${viewer[1]}/${viewer[2]}`;
  return `${pathname}${search}`;
}

export function loginUrlReturningTo(path: string): string {
  if (path === '/' || path === '/login' || path.startsWith('/login?')) return '/login';
  return `/login?${RETURN_PARAM}=${encodeURIComponent(path)}`;
}

/** Only same-site paths: a crafted link must not send a freshly logged-in user elsewhere. */
export function readReturnPath(search: string): string | null {
  const value = new URLSearchParams(search).get(RETURN_PARAM);
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
