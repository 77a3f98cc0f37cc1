import crypto from 'node:crypto';
import { SignJWT, decodeJwt, jwtVerify } from 'jose';

/** What a repository session token says: which account of which repository. */
export interface RepositorySessionClaims {
  accountId: string;
  repo: string;
  login: string;
  /** A fingerprint of the password hash the session was opened with. */
  passwordVersion: string;
  /** The single sign-on provider the session was opened through; absent for a password login. */
  ssoClientId?: string;
}

export interface RepositorySessionTokens {
  /** A signed token and its lifetime in seconds (for the cookie's Max-Age). */
  issue(claims: RepositorySessionClaims): Promise<{ token: string; maxAgeSeconds: number }>;
  /** The claims of a valid token; null for anything expired, tampered with or not ours. */
  verify(token: string): Promise<RepositorySessionClaims | null>;
}

/**
 * Repository sessions are JWTs signed with the platform's signing key (platform/tokens.ts) under
 * an issuer of their own, so that neither kind of token is ever accepted as the other.
 */
const issuer = 'grafiek-repo-session';

/** Changing an account's password ends the sessions opened with the old one. */
export const passwordVersionOf = (passwordHash: string) => crypto.createHash('sha256').update(passwordHash).digest('base64url').slice(0, 16);

export function createRepositorySessionTokens(key: Uint8Array, ttl: string): RepositorySessionTokens {
  return {
    async issue({ accountId, repo, login, passwordVersion, ssoClientId }) {
      const token = await new SignJWT({ repo, login, pwv: passwordVersion, ...(ssoClientId !== undefined ? { sso: ssoClientId } : {}) })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(accountId)
        .setIssuer(issuer)
        .setIssuedAt()
        .setExpirationTime(ttl)
        .sign(key);
      const { exp = 0, iat = 0 } = decodeJwt(token);
      return { token, maxAgeSeconds: exp - iat };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer, algorithms: ['HS256'] });
        const { sub, repo, login, pwv, sso } = payload;
        if (typeof sub !== 'string' || typeof repo !== 'string' || typeof login !== 'string' || typeof pwv !== 'string') return null;
        if (sso !== undefined && typeof sso !== 'string') return null;
        return { accountId: sub, repo, login, passwordVersion: pwv, ...(sso !== undefined ? { ssoClientId: sso } : {}) };
      } catch {
        return null;
      }
    },
  };
}
