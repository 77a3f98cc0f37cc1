import { toBoolean } from '@grafiek/core';
import { checkRepositoryLoginStatus, loginToRepository, REPO_NOT_PERMITTED, USER_NOT_PERMITTED } from '../api/repositoryLogin';
import type { AppConfig } from '../api/platformTypes';

/** The repository settings in an app's endpoint text: `repo=...&repo2=...&login=...&psw=...`. */
export interface RepositoryLoginTarget {
  repo: string;
  repo2: string | null;
  login: string | null;
  psw: string | null;
}

/** The repository login applies only when the endpoint text contains `repo=`. */
export function repositoryLoginOf(app: AppConfig): RepositoryLoginTarget | null {
  const text = typeof app.bbsparqlendpoint === 'string' ? app.bbsparqlendpoint : '';
  if (!text.includes('repo=')) return null;
  const params = new URLSearchParams(text.replace(/^[^?]*\?/, ''));
  const repo = params.get('repo');
  if (!repo) return null;
  return { repo, repo2: params.get('repo2'), login: params.get('login'), psw: params.get('psw') };
}

/**
 * Skipped in local mode, for deleted apps, with `debug=skiplogin`, and for a
 * local endpoint on port 7200 used from localhost:3000.
 */
export function skipsRepositoryLogin(app: AppConfig, options: { localMode: boolean; search: string; location: Location }): boolean {
  if (options.localMode) return true;
  if (toBoolean(app.deleted)) return true;
  if (new URLSearchParams(options.search).getAll('debug').includes('skiplogin')) return true;
  const local = typeof app.localRepoURL === 'string' ? app.localRepoURL : '';
  return options.location.host === 'localhost:3000' && /:7200(\/|$)/.test(local);
}

export type LoginCheckOutcome =
  | { kind: 'loggedIn'; variables: Record<string, unknown> }
  | { kind: 'loginRequired'; repo: string; message?: string }
  | { kind: 'denied'; message: string };

export const INSUFFICIENT_PERMISSIONS = 'Your account does not have sufficient permissions for this application.';
export const WRONG_REPO = 'wrong repo. This account is not valid for this application.';
/** An app whose repository is not on this server says so rather than asking for a login. */
export const repositoryMissing = (repo: string) => `repository ${repo} does not exist`;
export const DEFAULT_CREDENTIALS_WRONG = 'Default login credentials are incorrect. Login with valid credentials and change it to fix this.';

/**
 * Checks the repository session for an app; tries the endpoint text's credentials once when
 * there is none. A logged-in answer gives the user parameters the app sees as variables.
 */
export async function checkRepositoryLogin(login: RepositoryLoginTarget, viewerPath: string, signal?: AbortSignal): Promise<LoginCheckOutcome> {
  let status = await checkRepositoryLoginStatus(login.repo, viewerPath, signal);
  if (status.missing) return { kind: 'denied', message: repositoryMissing(login.repo) };
  if (status.loggedIn !== true && status.loggedIn !== 'true' && login.login && login.psw && status.loggedIn !== USER_NOT_PERMITTED) {
    // The repository's login sits beside its query endpoint, as for the login page.
    const auto = await loginToRepository(login.repo, login.login, login.psw);
    if (!auto.ok && auto.reason !== 'network') return { kind: 'loginRequired', repo: login.repo, message: DEFAULT_CREDENTIALS_WRONG };
    status = await checkRepositoryLoginStatus(login.repo, viewerPath, signal);
  }
  if (status.loggedIn === USER_NOT_PERMITTED) return { kind: 'denied', message: INSUFFICIENT_PERMISSIONS };
  if (status.loggedIn === REPO_NOT_PERMITTED) return { kind: 'denied', message: WRONG_REPO };
  if (status.loggedIn !== true && status.loggedIn !== 'true') return { kind: 'loginRequired', repo: login.repo };
  if (typeof status.repo === 'string' && status.repo !== login.repo && status.repo !== login.repo2) {
    return { kind: 'denied', message: WRONG_REPO };
  }
  const variables: Record<string, unknown> = { 'user.fullAccess': toBoolean(status.fullAccess) };
  if (typeof status.userUri === 'string') variables.userUri = status.userUri;
  if (typeof status.userName === 'string') variables.userName = status.userName;
  if (typeof status.parameters === 'object' && status.parameters !== null) Object.assign(variables, status.parameters);
  return { kind: 'loggedIn', variables };
}

/** The logged-in check repeats every 5 minutes while the viewer is open. */
export const LOGIN_CHECK_INTERVAL_MS = 300_000;
