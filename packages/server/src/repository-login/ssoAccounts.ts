import crypto from 'node:crypto';
import type { Db } from '../db/database.js';
import type { RepositoryAccountRow } from '../db/schema.js';
import type { RepositoryDefinition, SsoProvider } from '../repositories/repositoryDefinition.js';
import { createRepositoryAccount, findRepositoryAccount } from './repositoryAccountsStore.js';

/** The ID token claims a sign-on reads. */
export interface SsoClaims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
}

/**
 * The repository account login a sign-on stands for: the e-mail address when the provider
 * vouches for it (email_verified) and the provider matches by e-mail, else `{ssoClientId}:{sub}`,
 * which no e-mail address can equal and no other provider shares.
 */
export function ssoLogin(provider: SsoProvider, claims: SsoClaims): { login: string; by: 'email' | 'sub' } {
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  if (provider.accountClaim === 'email' && verified && typeof claims.email === 'string' && claims.email.includes('@')) {
    return { login: claims.email.trim(), by: 'email' };
  }
  return { login: `${provider.ssoClientId}:${claims.sub}`, by: 'sub' };
}

/**
 * No password can match this: the password login verifies it as an argon2 hash, which it is not,
 * so an account made by single sign-on signs in only through its provider (until a superadmin
 * gives it a password).
 */
const unusablePasswordHash = () => `!sso-only:${crypto.randomBytes(16).toString('base64url')}`;

/** Finds the account of a sign-on, or creates it when the provider may; null when it may not. */
export async function findOrCreateSsoAccount(
  db: Db,
  repo: RepositoryDefinition,
  provider: SsoProvider,
  claims: SsoClaims,
): Promise<{ account: RepositoryAccountRow; created: boolean } | { account: null; login: string }> {
  const { login } = ssoLogin(provider, claims);
  const existing = await findRepositoryAccount(db, repo.name, login);
  if (existing) return { account: existing, created: false };
  if (!provider.createAccounts) return { account: null, login };
  const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : typeof claims.email === 'string' ? claims.email : null;
  const { parameters, viewerPaths, fullAccess } = provider.newAccounts;
  const apps = viewerPaths ?? provider.viewerPaths ?? '*';
  try {
    const account = await createRepositoryAccount(db, repo.name, login, unusablePasswordHash(), {
      parameters,
      userUri: null,
      userName: name,
      fullAccess,
      viewerPaths: apps === '*' ? null : apps,
    });
    return { account, created: true };
  } catch (error) {
    // Two sign-ins of the same person at once: the other one created it.
    const raced = await findRepositoryAccount(db, repo.name, login);
    if (raced) return { account: raced, created: false };
    throw error;
  }
}
