import { deploymentMode } from './deploymentMode';
import { csrfToken, loginHeaders } from './loginCookie';

/**
 * The viewer's app config, asked for the moment the page starts. index.html loads this module
 * on its own, ahead of the web app, whose code takes a few hundred milliseconds to arrive and
 * start; the config is the first thing a viewer waits for, and its widgets wait for the config.
 * The platform client takes the answer when it asks for the same app with the same login.
 */

/** `/projects/{project}/{app}` (or `/embed/...`), also with the editor's or preview's last segment. */
const VIEWER_PATH = /^\/(?:projects|embed)\/([^/]+)\/([^/]+)(?:\/[^/]+)?\/?$/;

/** `login` is the CSRF value of the login the request was made with (null: anonymous). */
let early: { path: string; login: string | null; response: Promise<Response> } | undefined;

/** The API path of the app a viewer address shows, as the platform client writes it. */
export function appApiPath(pathname: string): string | undefined {
  const match = VIEWER_PATH.exec(pathname);
  if (!match) return undefined;
  try {
    const segment = (raw: string) => encodeURIComponent(decodeURIComponent(raw));
    return `/api/projects/${segment(match[1]!)}/viewers/${segment(match[2]!)}`;
  } catch {
    return undefined; // a malformed %-escape: the router will say the page does not exist
  }
}

function start() {
  if ((deploymentMode !== 'platform' && deploymentMode !== 'embedded') || typeof location === 'undefined') return;
  const path = appApiPath(location.pathname);
  if (!path) return;
  const headers: Record<string, string> = { Accept: 'application/json', ...loginHeaders() };
  const response = fetch(path, { headers });
  // Whoever takes it handles a failure; until then it must not count as unhandled.
  response.catch(() => undefined);
  early = { path, login: csrfToken(), response };
}

/** The early answer for this GET, once, when the login is still the one it was asked with. */
export function takeEarlyResponse(path: string, login: string | null): Promise<Response> | undefined {
  if (!early || early.path !== path || early.login !== login) return undefined;
  const { response } = early;
  early = undefined;
  return response;
}

start();
