import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SignJWT, jwtVerify, errors } from 'jose';

export interface TokenService {
  issue(userId: string): Promise<string>;
  /** The user id of a valid token, or an explanation why it is not valid. */
  verify(token: string): Promise<{ ok: true; userId: string } | { ok: false; reason: 'expired' | 'invalid' }>;
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
    issue: (userId) =>
      new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(userId).setIssuer(issuer).setIssuedAt().setExpirationTime(ttl).sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer, algorithms: ['HS256'] });
        return payload.sub ? { ok: true, userId: payload.sub } : { ok: false, reason: 'invalid' };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
