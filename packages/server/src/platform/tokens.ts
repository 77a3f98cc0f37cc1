import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SignJWT, jwtVerify, errors } from 'jose';

export interface TokenService {
  /** A token for the user, under the account's current token version (users.token_version). */
  issue(userId: string, version: number): Promise<string>;
  /** The user id and token version of a valid token, or an explanation why it is not valid. */
  verify(token: string): Promise<{ ok: true; userId: string; version: number } | { ok: false; reason: 'expired' | 'invalid' }>;
}

/** The signing key: GRAFIEK_JWT_SECRET, else a random key kept in the data folder (0600). */
export function loadSigningKey(dataDir: string, secret: string | undefined): Uint8Array {
  if (secret) return new TextEncoder().encode(secret);
  const file = path.join(dataDir, 'jwt-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}

export function createTokenService(key: Uint8Array, ttl: string): TokenService {
  const issuer = 'grafiek';
  return {
    issue: (userId, version) =>
      new SignJWT({ ver: version }).setProtectedHeader({ alg: 'HS256' }).setSubject(userId).setIssuer(issuer).setIssuedAt().setExpirationTime(ttl).sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer, algorithms: ['HS256'] });
        // Tokens from before versions existed count as version 0, the version every account starts at.
        const version = payload.ver === undefined ? 0 : payload.ver;
        if (!payload.sub || typeof version !== 'number') return { ok: false, reason: 'invalid' };
        return { ok: true, userId: payload.sub, version };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
