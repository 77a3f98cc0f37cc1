import type { Db } from '../db/database.js';
import type { RepositoryAccountRow } from '../db/schema.js';
import { findRepositoryAccountById } from './repositoryAccountsStore.js';
import { readRepositorySessionCookie } from './repositorySessionCookie.js';
import { passwordVersionOf, type RepositorySessionTokens } from './repositorySessionTokens.js';

/**
 * A repository session: an account of one repository logged in, as a request carries it. It is
 * not a platform user; platform/policy.ts decides what it grants.
 */
export interface RepositorySession {
  accountId: string;
  repo: string;
  login: string;
  fullAccess: boolean;
  /** The apps (viewer paths) the account is permitted for; null for every app. */
  viewerPaths: readonly string[] | null;
  parameters: Record<string, string>;
  userUri: string | null;
  userName: string | null;
  /** The single sign-on provider the session was opened through; absent for a password login. */
  ssoClientId?: string;
}

export type RepositorySessionResolver = (cookieHeader: string | undefined) => Promise<RepositorySession | null>;

export function toRepositorySession(account: RepositoryAccountRow, ssoClientId?: string): RepositorySession {
  return {
    accountId: account.id,
    repo: account.repository,
    login: account.login,
    fullAccess: account.fullAccess,
    viewerPaths: account.viewerPaths,
    parameters: account.parameters,
    userUri: account.userUri,
    userName: account.userName,
    ...(ssoClientId !== undefined ? { ssoClientId } : {}),
  };
}

/**
 * Reads the repository session of a request from its cookie. The account is read afresh, so
 * that a deleted account, a changed password or withdrawn access ends the session at once.
 * A cookie that is not valid is no session at all (never an error): the cookie is sent with
 * every request, platform calls included, which must not fail because of it.
 */
export function createRepositorySessionResolver(db: Db, tokens: RepositorySessionTokens): RepositorySessionResolver {
  return async (cookieHeader) => {
    const token = readRepositorySessionCookie(cookieHeader);
    if (!token) return null;
    const claims = await tokens.verify(token);
    if (!claims) return null;
    const account = await findRepositoryAccountById(db, claims.accountId);
    if (!account || account.repository !== claims.repo || passwordVersionOf(account.passwordHash) !== claims.passwordVersion) return null;
    return toRepositorySession(account, claims.ssoClientId);
  };
}
