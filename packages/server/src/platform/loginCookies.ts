import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { loginCookieAttributes, readCookie } from '../repository-login/repositorySessionCookie.js';

/**
 * The browser's platform login (issue #12 finding 9, ARCHITECTURE.md section 9): the token lives in
 * an HttpOnly cookie no page script can read, instead of localStorage where any script on the
 * origin could. API clients keep sending `Authorization: Bearer <token>`.
 *
 * A cookie is sent by the browser on its own, so a call that changes something must also prove it
 * comes from a page of this site: it carries the CSRF value in the `X-Grafiek-CSRF` header. The
 * value is a hash of the session token (the "signed double submit" pattern): the server needs no
 * state to check it, it is different for every login, and knowing it does not reveal the token.
 * The page reads it from a second cookie, which is deliberately not HttpOnly; its presence also
 * tells the web app at start that there is a login to check.
 */
export const sessionCookieName = 'grafiek_session';
export const csrfCookieName = 'grafiek_csrf';
export const csrfHeaderName = 'x-grafiek-csrf';

export const missingCsrfMessage = 'This request did not come with the page\'s CSRF token, so it was refused. Reload the page and try again.';

/** The CSRF value that belongs to a session token. */
export function csrfFor(token: string): string {
  return crypto.createHash('sha256').update(`grafiek-csrf\n${token}`).digest('base64url');
}

export const readSessionCookie = (cookieHeader: string | undefined) => readCookie(cookieHeader, sessionCookieName);

/** Methods that never change anything; every other method needs the CSRF header with a cookie login. */
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a cookie-authenticated request may go on: a safe method, or the right CSRF header. */
export function csrfAccepted(request: FastifyRequest, token: string): boolean {
  if (safeMethods.has(request.method)) return true;
  const sent = request.headers[csrfHeaderName];
  if (typeof sent !== 'string') return false;
  const expected = Buffer.from(csrfFor(token));
  const given = Buffer.from(sent);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** Seconds until the token expires, so the cookie does not outlive it. */
function secondsLeft(token: string): number {
  const { exp } = decodeJwt(token);
  return typeof exp === 'number' ? Math.max(0, exp - Math.floor(Date.now() / 1000)) : 0;
}

/** The page may read the CSRF cookie: the session cookie's attributes without HttpOnly. */
const readableAttributes = (request: FastifyRequest, maxAgeSeconds: number) => loginCookieAttributes(request, '/', maxAgeSeconds, { readable: true });

export function setLoginCookies(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const maxAge = secondsLeft(token);
  reply.header('set-cookie', [
    `${sessionCookieName}=${token}; ${loginCookieAttributes(request, '/', maxAge)}`,
    `${csrfCookieName}=${csrfFor(token)}; ${readableAttributes(request, maxAge)}`,
  ]);
}

export function clearLoginCookies(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', [`${sessionCookieName}=; ${loginCookieAttributes(request, '/', 0)}`, `${csrfCookieName}=; ${readableAttributes(request, 0)}`]);
}
