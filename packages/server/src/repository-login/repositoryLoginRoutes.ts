import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { HttpError, notFound } from '../http/httpError.js';
import { dummyHash, verifyPassword } from '../platform/passwords.js';
import type { Policy } from '../platform/policy.js';
import { errorSchema } from '../platform/schemas.js';
import type { RepositoryRegistry } from '../repositories/repositoryRegistry.js';
import { loginStatus, oidcLoginStatuses } from './loginStatus.js';
import { findRepositoryAccount } from './repositoryAccountsStore.js';
import { logOutOfRepository } from './repositoryLogout.js';
import { setRepositorySessionCookie } from './repositorySessionCookie.js';
import { toRepositorySession } from './repositorySession.js';
import { passwordVersionOf, type RepositorySessionTokens } from './repositorySessionTokens.js';

export const wrongRepoCredentialsMessage = 'Incorrect username or password';

const repoParams = z.object({ repo: z.string().min(1) });
const loginAnswer = z.object({
  loggedIn: z.enum(['true', 'false']),
  repo: z.string(),
  parameters: z.record(z.string(), z.string()).optional(),
  message: z.string(),
});
const loginRefusal = z.object({ message: z.string(), loggedIn: z.literal('false').optional(), repo: z.string().optional() });
const statusAnswer = z.object({
  loggedIn: z.enum(['true', 'false', 'USER_NOT_PERMITTED', 'REPO_NOT_PERMITTED']),
  oidcLoginStatus: z.enum(oidcLoginStatuses),
  repo: z.string(),
  fullAccess: z.boolean(),
  parameters: z.record(z.string(), z.string()),
  userUri: z.string().nullable(),
  userName: z.string().nullable(),
});

/** A refusal in the login answer's own shape, so the web app can read `loggedIn` and `message`. */
const refused = (status: number, repo: string, message: string) => new HttpError(status, message, { loggedIn: 'false', repo });

/**
 * Repository login (README: Repository login): the login, logged-in check and logout URLs beside a
 * repository's query URL (`/api/sparql/{repo}` with `sparql` replaced by `login`, `isloggedin`,
 * `logout`). A login opens a session cookie; what it grants is decided in platform/policy.ts.
 */
export const repositoryLoginRoutes: FastifyPluginAsyncZod<{
  db: Db;
  registry: RepositoryRegistry;
  policy: Policy;
  tokens: RepositorySessionTokens;
  loginRateLimit: number;
}> = async (app, { db, registry, policy, tokens, loginRateLimit }) => {
  // The web app posts the login as a form; JSON works too.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post(
    '/api/login/:repo',
    {
      config: { rateLimit: { max: loginRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['repository login'],
        summary: "Log in to a repository with one of its own accounts (fields login and psw); sets the session cookie",
        params: repoParams,
        body: z.looseObject({ login: z.string().optional(), psw: z.string().optional() }).optional(),
        response: { 200: loginAnswer, 400: loginRefusal, 401: loginRefusal, 404: loginRefusal, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { repo } = request.params;
      const def = registry.definition(repo);
      if (!def) throw refused(404, repo, `There is no repository "${repo}".`);
      const login = request.body?.login?.trim() ?? '';
      const psw = request.body?.psw ?? '';
      if (!login || !psw) throw refused(400, repo, 'Give a username and a password (fields login and psw).');
      const account = await findRepositoryAccount(db, def.name, login);
      // Unknown logins take as long as wrong passwords, so the answer time tells nothing.
      const valid = account ? await verifyPassword(account.passwordHash, psw) : await verifyPassword(await dummyHash, `${psw}x`);
      if (!account || !valid) {
        request.log.info({ repo: def.name, login }, 'failed repository login');
        throw refused(401, repo, wrongRepoCredentialsMessage);
      }
      const { token, maxAgeSeconds } = await tokens.issue({
        accountId: account.id,
        repo: def.name,
        login: account.login,
        passwordVersion: passwordVersionOf(account.passwordHash),
      });
      setRepositorySessionCookie(request, reply, token, maxAgeSeconds);
      request.repositorySession = toRepositorySession(account);
      return { loggedIn: 'true' as const, repo: def.name, parameters: account.parameters, message: `Logged in to ${def.name} as ${account.login}.` };
    },
  );

  app.get(
    '/api/isloggedin/:repo',
    {
      schema: {
        tags: ['repository login'],
        summary: 'Whether the caller is logged in for an app (viewerPath) on a repository',
        params: repoParams,
        querystring: z.object({ viewerPath: z.string().optional() }),
        response: { 200: statusAnswer, 404: errorSchema },
      },
    },
    async (request) => {
      const def = registry.definition(request.params.repo);
      if (!def) throw notFound(`There is no repository "${request.params.repo}".`);
      return loginStatus(policy, def, request, request.query.viewerPath);
    },
  );

  app.post(
    '/api/logout/:repo',
    {
      schema: {
        tags: ['repository login'],
        summary: "End the browser's session of a repository login",
        params: repoParams,
        response: { 200: loginAnswer },
      },
    },
    async (request, reply) => {
      const { repo } = request.params;
      const ended = logOutOfRepository(request, reply, repo);
      return { loggedIn: 'false' as const, repo, message: ended ? `Logged out of ${repo}.` : `You were not logged in to ${repo}.` };
    },
  );
};
