import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database.js';
import { unauthorized } from '../http/httpError.js';
import type { RepositorySession, RepositorySessionResolver } from '../repository-login/repositorySession.js';
import { findAccountById } from './accounts.js';
import { authorize, type Actor } from './policy.js';
import type { TokenService } from './tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user, or null for an anonymous visitor. */
    actor: Actor | null;
    /** The repository login of the browser (repository-login/), or null; see policy.ts for what it grants. */
    repositorySession: RepositorySession | null;
  }
}

/** Only API calls look at the repository session cookie; static files do not need a lookup. */
const usesRepositorySession = (url: string) => url.startsWith('/api/') || url.startsWith('/servlets/');

export const expiredMessage = 'Your login has expired. Please log in again.';
export const invalidTokenMessage = 'Your login is not valid. Please log in again.';
export const endedLoginMessage = 'Your login has ended: the password was changed or the account was disabled. Please log in again.';
export const disabledAccountMessage = 'This account is disabled. Ask an administrator to enable it.';

/**
 * Resolves who is calling, on every request: the platform user of the bearer token, and the
 * repository login of the session cookie. A bearer token that is presented but expired, tampered
 * with, or names a user that no longer exists is a 401, never a silent anonymous request:
 * the web app then sends the user to the login screen. A repository session cookie that is not
 * valid is simply no session (see repository-login/repositorySession.ts).
 */
export const authentication = fp<{ db: Db; tokens: TokenService; repositorySessions?: RepositorySessionResolver }>(async (app: FastifyInstance, { db, tokens, repositorySessions }) => {
  app.decorateRequest('actor', null);
  app.decorateRequest('repositorySession', null);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (repositorySessions && request.headers.cookie && usesRepositorySession(request.url)) {
      request.repositorySession = await repositorySessions(request.headers.cookie);
    }
    const header = request.headers.authorization;
    if (!header) return;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized(invalidTokenMessage);
    const verdict = await tokens.verify(match[1]);
    if (!verdict.ok) throw unauthorized(verdict.reason === 'expired' ? expiredMessage : invalidTokenMessage);
    const account = await findAccountById(db, verdict.userId);
    if (!account) throw unauthorized(invalidTokenMessage);
    // Checked on every request, so that a disabled account or a changed password ends every
    // login at once rather than when its tokens expire.
    if (account.disabled || account.tokenVersion !== verdict.version) throw unauthorized(endedLoginMessage);
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

/** The user of a route that only logged-in users may call; anyone else is asked to log in (401). */
export function requireActor(request: FastifyRequest): Actor {
  authorize(request, request.actor !== null);
  return request.actor as Actor;
}
