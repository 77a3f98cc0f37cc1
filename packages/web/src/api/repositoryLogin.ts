import { loginHeaders } from './loginCookie';
export type RepositoryLoginOutcome =
  | { ok: true; parameters: Record<string, unknown> }
  | { ok: false; reason: 'wrongRepo' | 'network' | 'rejected'; message?: string };

interface RepositoryLoginAnswer {
  loggedIn?: unknown;
  repo?: unknown;
  parameters?: unknown;
  message?: unknown;
}

/**
 * Logs in to a repository of this server. The address is always this server's own
 * `/api/login/{repo}`: the /loginbb link carries a repository URL too, but a link anyone can craft
 * must never decide where typed credentials are sent.
 */
export async function loginToRepository(repo: string, username: string, password: string): Promise<RepositoryLoginOutcome> {
  let response: Response;
  try {
    response = await fetch(`/api/login/${encodeURIComponent(repo)}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json', ...loginHeaders() },
      body: new URLSearchParams({ login: username, psw: password }).toString(),
    });
  } catch {
    return { ok: false, reason: 'network' };
  }
  let answer: RepositoryLoginAnswer;
  try {
    answer = (await response.json()) as RepositoryLoginAnswer;
  } catch {
    return { ok: false, reason: 'rejected' };
  }
  const message = typeof answer.message === 'string' ? answer.message : undefined;
  if (!response.ok || answer.loggedIn !== 'true') return { ok: false, reason: 'rejected', message };
  if (answer.repo !== repo) return { ok: false, reason: 'wrongRepo', message };
  const parameters =
    typeof answer.parameters === 'object' && answer.parameters !== null
      ? (answer.parameters as Record<string, unknown>)
      : {};
  return { ok: true, parameters };
}

/** The answer of a repository's logged-in check. */
export interface RepositoryLoginStatus {
  loggedIn: unknown;
  oidcLoginStatus?: unknown;
  repo?: unknown;
  fullAccess?: unknown;
  parameters?: unknown;
  userUri?: unknown;
  userName?: unknown;
  /** The server has no repository of that name: no login can help. */
  missing?: true;
}

export const USER_NOT_PERMITTED = 'USER_NOT_PERMITTED';
export const REPO_NOT_PERMITTED = 'REPO_NOT_PERMITTED';

export async function checkRepositoryLoginStatus(repo: string, viewerPath: string, signal?: AbortSignal): Promise<RepositoryLoginStatus> {
  const url = `/api/isloggedin/${encodeURIComponent(repo)}?viewerPath=${encodeURIComponent(viewerPath)}`;
  const response = await fetch(url, { credentials: 'include', headers: { Accept: 'application/json' }, signal });
  if (response.status === 404) return { loggedIn: false, missing: true };
  if (!response.ok) return { loggedIn: false };
  try {
    return (await response.json()) as RepositoryLoginStatus;
  } catch {
    return { loggedIn: false };
  }
}
