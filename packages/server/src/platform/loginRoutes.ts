import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database.js';
import { unauthorized } from '../http/httpError.js';
import { findAccountByEmail, findAccountById, toMe } from './accounts.js';
import { requireActor } from './authentication.js';
import { dummyHash, verifyPassword } from './passwords.js';
import { errorSchema, loginBodySchema, loginResponseSchema, meSchema } from './schemas.js';
import type { TokenService } from './tokens.js';

export const wrongCredentialsMessage = 'Incorrect username or password';

export const loginRoutes: FastifyPluginAsyncZod<{ db: Db; tokens: TokenService; loginRateLimit: number }> = async (
  app,
  { db, tokens, loginRateLimit },
) => {
  app.post(
    '/api/login',
    {
      config: { rateLimit: { max: loginRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['accounts'],
        summary: 'Log in with email and password',
        body: loginBodySchema,
        response: { 200: loginResponseSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const account = await findAccountByEmail(db, email);
      const valid = account ? await verifyPassword(account.passwordHash, password) : await verifyPassword(await dummyHash, `${password}x`);
      if (!account || !valid) {
        request.log.info({ email }, 'failed login');
        throw unauthorized(wrongCredentialsMessage);
      }
      return { token: await tokens.issue(account.id), me: toMe(account) };
    },
  );

  app.get(
    '/api/me',
    { schema: { tags: ['accounts'], summary: 'The logged-in user', response: { 200: meSchema, 401: errorSchema } } },
    async (request) => {
      const actor = requireActor(request);
      const account = await findAccountById(db, actor.id);
      if (!account) throw unauthorized();
      return toMe(account);
    },
  );
};
