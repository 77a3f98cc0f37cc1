import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearRepositorySessionCookie } from './repositorySessionCookie.js';

/**
 * Ends the repository session of the browser for one repository: the cookie is cleared unless it
 * holds a valid session for another repository, which logging out of this one must not end.
 * Returns whether a session of this repository was ended.
 */
export function logOutOfRepository(request: FastifyRequest, reply: FastifyReply, repo: string): boolean {
  const session = request.repositorySession;
  if (session && session.repo !== repo) return false;
  clearRepositorySessionCookie(request, reply);
  request.repositorySession = null;
  return session !== null;
}
