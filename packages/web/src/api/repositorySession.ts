/** The answer of a repository's logged-in check (spec/platform.md §3). */
export interface RepositorySessionStatus {
  loggedIn: unknown;
  oidcLoginStatus?: unknown;
  repo?: unknown;
  fullAccess?: unknown;
  parameters?: unknown;
  userUri?: unknown;
  userName?: unknown;
}

export const USER_NOT_PERMITTED = 'USER_NOT_PERMITTED';
export const REPO_NOT_PERMITTED = 'REPO_NOT_PERMITTED';

export async function checkRepositorySession(repo: string, viewerPath: string, signal?: AbortSignal): Promise<RepositorySessionStatus> {
  const url = `/api/isloggedin/${encodeURIComponent(repo)}?viewerPath=${encodeURIComponent(viewerPath)}`;
  const response = await fetch(url, { credentials: 'include', headers: { Accept: 'application/json' }, signal });
  if (!response.ok) return { loggedIn: false };
  try {
    return (await response.json()) as RepositorySessionStatus;
  } catch {
    return { loggedIn: false };
  }
}
