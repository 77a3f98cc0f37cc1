import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database.js';
import { unauthorized } from '../http/httpError.js';
import { findAccountById } from './accounts.js';
import type { Actor } from './policy.js';
import type { TokenService } from './tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user, or null for an anonymous visitor. */
    actor: Actor | null;
  }
}

export const expiredMessage = 'Your login has expired. Please log in again.';
export const invalidTokenMessage = 'Your login is not valid. Please log in again.';

/**
 * Resolves the bearer token on every request. A token that is presented but expired, tampered
 * with, or names a user that no longer exists is a 401, never a silent anonymous request:
 * the web app then sends the user to the login screen.
 */
export const authentication = fp<{ db: Db; tokens: TokenService }>(async (app: FastifyInstance, { db, tokens }) => {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header) return;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized(invalidTokenMessage);
    const verdict = await tokens.verify(match[1]);
    if (!verdict.ok) throw unauthorized(verdict.reason === 'expired' ? expiredMessage : invalidTokenMessage);
    const account = await findAccountById(db, verdict.userId);
    if (!account) throw unauthorized(invalidTokenMessage);
    request.actor = {
      id: account.id,
      email: account.email,
      name: account.name,
      role: account.role,
      projectId: account.project?.id ?? null,
      projectPath: account.project?.path ?? null,
    };
  });
});

export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}
