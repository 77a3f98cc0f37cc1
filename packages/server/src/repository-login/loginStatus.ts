import type { Actor, Policy } from '../platform/policy.js';
import type { RepositoryDefinition } from '../repositories/repositoryDefinition.js';
import type { RepositorySession } from './repositorySession.js';

/**
 * How the repository session the logged-in check is about was opened (README: Repository login):
 * - 'loggedIn': through single sign-on (OpenID Connect), for a session of this repository, whether
 *   or not its account is permitted for the app (loggedIn 'true' or USER_NOT_PERMITTED);
 * - 'none': anything else: a password login, a platform user, a session of another repository, none.
 */
export const oidcLoginStatuses = ['none', 'loggedIn'] as const;
export type OidcLoginStatus = (typeof oidcLoginStatuses)[number];

/**
 * The answer of the logged-in check (README: Repository login). `loggedIn` is text, like the login
 * answer's: 'true', 'false', or a status that denies access.
 */
export interface LoginStatus {
  loggedIn: 'true' | 'false' | 'USER_NOT_PERMITTED' | 'REPO_NOT_PERMITTED';
  /** Whether the session was opened through single sign-on (see OidcLoginStatus). */
  oidcLoginStatus: OidcLoginStatus;
  repo: string;
  fullAccess: boolean;
  parameters: Record<string, string>;
  userUri: string | null;
  userName: string | null;
}

/**
 * Whether the caller counts as logged in for an app on a repository, in this order:
 * 1. a repository session for this repository whose account is permitted for the app: 'true';
 * 2. a platform user who may query the repository: 'true' (full access when they may update it);
 * 3. a repository session for this repository, account not permitted for the app: USER_NOT_PERMITTED;
 * 4. a repository session for another repository: REPO_NOT_PERMITTED;
 * 5. otherwise 'false'.
 * Platform users come second so that an author testing an app is not locked out by a repository
 * session left over in the same browser, and first a permitted session, because it carries the
 * account's parameters the app expects.
 */
export function loginStatus(
  policy: Policy,
  repo: RepositoryDefinition,
  caller: { actor: Actor | null; repositorySession: RepositorySession | null },
  viewerPath: string | undefined,
): LoginStatus {
  const base = { oidcLoginStatus: 'none' as OidcLoginStatus, repo: repo.name };
  const session = caller.repositorySession;
  const ownSession = session !== null && session.repo === repo.name ? session : null;
  /** Answers about this repository's session say how it was opened. */
  const sessionBase = { ...base, oidcLoginStatus: (ownSession?.ssoClientId !== undefined ? 'loggedIn' : 'none') as OidcLoginStatus };
  if (ownSession && policy.repositoryAccountMayUseApp(ownSession, viewerPath)) {
    return {
      ...sessionBase,
      loggedIn: 'true',
      fullAccess: policy.updateRepository(null, repo, ownSession),
      parameters: ownSession.parameters,
      userUri: ownSession.userUri,
      userName: ownSession.userName,
    };
  }
  const { actor } = caller;
  if (actor && policy.queryRepository(actor, repo)) {
    return {
      ...base,
      loggedIn: 'true',
      fullAccess: policy.updateRepository(actor, repo),
      parameters: {},
      userUri: `urn:grafiek:user:${actor.id}`,
      userName: actor.name,
    };
  }
  const nobody = { fullAccess: false, parameters: {}, userUri: null, userName: null };
  if (ownSession) return { ...sessionBase, ...nobody, loggedIn: 'USER_NOT_PERMITTED', userUri: ownSession.userUri, userName: ownSession.userName };
  if (session) return { ...base, ...nobody, loggedIn: 'REPO_NOT_PERMITTED' };
  return { ...base, ...nobody, loggedIn: 'false' };
}
