import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database.js';
import { forbidden, unauthorized } from '../http/httpError.js';
import type { RepositorySession, RepositorySessionResolver } from '../repository-login/repositorySession.js';
import { findAccountById } from './accounts.js';
import { authorize, type Actor } from './policy.js';
import { clearLoginCookies, csrfAccepted, missingCsrfMessage, readSessionCookie } from './loginCookies.js';
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

/**
 * API calls are made in the name of the login cookie, except logging in and out themselves: a
 * stale cookie must never stand in the way of either.
 */
const loginCookieFree = new Set(['/api/login', '/api/logout']);
const usesLoginCookie = (request: FastifyRequest) => usesRepositorySession(request.url) && !loginCookieFree.has(request.routeOptions.url ?? '');

export const expiredMessage = 'Your login has expired. Please log in again.';
export const invalidTokenMessage = 'Your login is not valid. Please log in again.';
export const endedLoginMessage = 'Your login has ended: the password was changed or the account was disabled. Please log in again.';
export const disabledAccountMessage = 'This account is disabled. Ask an administrator to enable it.';

/**
 * Resolves who is calling, on every request: the platform user of the bearer token or, in a
 * browser, of the login cookie (loginCookies.ts, which also explains the CSRF check), and the
 * repository login of the repository session cookie. A bearer token that is presented but expired, tampered
 * with, or names a user that no longer exists is a 401, never a silent anonymous request:
 * the web app then sends the user to the login screen. A repository session cookie that is not
 * valid is simply no session (see repository-login/repositorySession.ts).
 */
export const authentication = fp<{ db: Db; tokens: TokenService; repositorySessions?: RepositorySessionResolver }>(async (app: FastifyInstance, { db, tokens, repositorySessions }) => {
  app.decorateRequest('actor', null);
  app.decorateRequest('repositorySession', null);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (repositorySessions && request.headers.cookie && usesRepositorySession(request.url)) {
      request.repositorySession = await repositorySessions(request.headers.cookie);
    }
    const header = request.headers.authorization;
    let token: string;
    let fromCookie = false;
    if (header) {
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      if (!match?.[1]) throw unauthorized(invalidTokenMessage);
      token = match[1];
    } else {
      const cookieToken = usesLoginCookie(request) ? readSessionCookie(request.headers.cookie) : undefined;
      if (!cookieToken) return;
      token = cookieToken;
      fromCookie = true;
    }
    try {
      request.actor = await actorOf(token);
    } catch (error) {
      // A login cookie that is no good any more goes, so that the browser's next call is anonymous
      // (a public app keeps working) instead of failing the same way again.
      if (fromCookie) clearLoginCookies(request, reply);
      throw error;
    }
    if (fromCookie && !csrfAccepted(request, token)) throw forbidden(missingCsrfMessage);
  });

  async function actorOf(token: string): Promise<Actor> {
    const verdict = await tokens.verify(token);
    if (!verdict.ok) throw unauthorized(verdict.reason === 'expired' ? expiredMessage : invalidTokenMessage);
    const account = await findAccountById(db, verdict.userId);
    if (!account) throw unauthorized(invalidTokenMessage);
    // Checked on every request, so that a disabled account or a changed password ends every
    // login at once rather than when its tokens expire.
    if (account.disabled || account.tokenVersion !== verdict.version) throw unauthorized(endedLoginMessage);
    return {
      id: account.id,
      email: account.email,
      name: account.name,
      role: account.role,
      projectId: account.project?.id ?? null,
      projectPath: account.project?.path ?? null,
    };
  }
});

/** The user of a route that only logged-in users may call; anyone else is asked to log in (401). */
export function requireActor(request: FastifyRequest): Actor {
  authorize(request, request.actor !== null);
  return request.actor as Actor;
}
