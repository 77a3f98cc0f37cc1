import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The repository session lives in one cookie for the whole site (path /): a browser is logged in
 * to at most one repository at a time, which is what the status REPO_NOT_PERMITTED reports.
 * HttpOnly keeps it from scripts; SameSite=Lax keeps it off cross-site form posts, so another
 * site cannot send updates in the visitor's name.
 */
export const repositorySessionCookieName = 'grafiek_repo_session';

/** A cookie's value from a Cookie header, if present. */
export function readCookie(cookieHeader: string | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const pair of cookieHeader.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0) continue;
    if (pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim() || undefined;
  }
  return undefined;
}

/** The session cookie's value from a Cookie header, if present. */
export const readRepositorySessionCookie = (cookieHeader: string | undefined) => readCookie(cookieHeader, repositorySessionCookieName);

/**
 * The attributes of this server's login cookies: HttpOnly (unless `readable`: a value the page
 * must see, such as the CSRF value), SameSite=Lax, and Secure over HTTPS.
 */
export function loginCookieAttributes(request: FastifyRequest, path: string, maxAgeSeconds: number, { readable = false } = {}) {
  // Secure only over HTTPS: on plain http://localhost the browser would drop a Secure cookie.
  return [`Path=${path}`, ...(readable ? [] : ['HttpOnly']), 'SameSite=Lax', `Max-Age=${maxAgeSeconds}`, ...(request.protocol === 'https' ? ['Secure'] : [])].join('; ');
}

const attributes = (request: FastifyRequest, maxAgeSeconds: number) => loginCookieAttributes(request, '/', maxAgeSeconds);

export function setRepositorySessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds: number) {
  reply.header('set-cookie', `${repositorySessionCookieName}=${token}; ${attributes(request, maxAgeSeconds)}`);
}

export function clearRepositorySessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.header('set-cookie', `${repositorySessionCookieName}=; ${attributes(request, 0)}`);
}
