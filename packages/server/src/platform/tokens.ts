import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SignJWT, jwtVerify, errors } from 'jose';
import type { Db } from '../db/database.js';
import { sharedSecrets } from '../db/schema.js';

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

/**
 * The signing key of servers over one PostgreSQL database (docs/deploy.md): GRAFIEK_JWT_SECRET,
 * else the row `signing-key` of shared_secrets. The first server to start makes it, from its data
 * folder's key when it ran alone before (so its tokens stay valid), else at random; servers
 * starting at once race on the insert and all read the one that won.
 */
export async function sharedSigningKey(db: Db, dataDir: string, secret: string | undefined): Promise<Uint8Array> {
  if (secret) return new TextEncoder().encode(secret);
  const name = 'signing-key';
  const [existing] = await db.select().from(sharedSecrets).where(eq(sharedSecrets.name, name));
  if (!existing) {
    const file = path.join(dataDir, 'jwt-secret');
    const value = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : crypto.randomBytes(48).toString('base64url');
    await db.insert(sharedSecrets).values({ name, value }).onConflictDoNothing();
  }
  const [row] = await db.select().from(sharedSecrets).where(eq(sharedSecrets.name, name));
  if (!row) throw new Error('The shared signing key could not be stored in the platform database.');
  return new TextEncoder().encode(row.value);
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
