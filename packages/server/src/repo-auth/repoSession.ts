import type { Db } from '../db/database.js';
import type { RepoAccountRow } from '../db/schema.js';
import type { RepositorySession } from '../platform/policy.js';
import { findRepoAccountById } from './repoAccountsStore.js';
import { readRepoSessionCookie } from './repoSessionCookie.js';
import { passwordVersionOf, type RepoSessionTokens } from './repoSessionTokens.js';

/** A logged-in repository account, as a request carries it. */
export interface RepoSession extends RepositorySession {
  accountId: string;
  login: string;
  parameters: Record<string, string>;
  userUri: string | null;
  userName: string | null;
}

export type RepoSessionResolver = (cookieHeader: string | undefined) => Promise<RepoSession | null>;

export function toRepoSession(account: RepoAccountRow): RepoSession {
  return {
    accountId: account.id,
    repo: account.repository,
    login: account.login,
    fullAccess: account.fullAccess,
    viewerPaths: account.viewerPaths,
    parameters: account.parameters,
    userUri: account.userUri,
    userName: account.userName,
  };
}

/**
 * Reads the repository session of a request from its cookie. The account is read afresh, so
 * that a deleted account, a changed password or withdrawn access ends the session at once.
 * A cookie that is not valid is no session at all (never an error): the cookie is sent with
 * every request, platform calls included, which must not fail because of it.
 */
export function createRepoSessionResolver(db: Db, tokens: RepoSessionTokens): RepoSessionResolver {
  return async (cookieHeader) => {
    const token = readRepoSessionCookie(cookieHeader);
    if (!token) return null;
    const claims = await tokens.verify(token);
    if (!claims) return null;
    const account = await findRepoAccountById(db, claims.accountId);
    if (!account || account.repository !== claims.repo || passwordVersionOf(account.passwordHash) !== claims.passwordVersion) return null;
    return toRepoSession(account);
  };
}
