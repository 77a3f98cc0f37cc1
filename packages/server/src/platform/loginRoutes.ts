import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database.js';
import { badRequest, forbidden, unauthorized } from '../http/httpError.js';
import { findAccountByEmail, findAccountById, setAccountPassword, toMe } from './accounts.js';
import { disabledAccountMessage, requireActor } from './authentication.js';
import { dummyHash, verifyPassword } from './passwords.js';
import { changePasswordBodySchema, errorSchema, loginBodySchema, loginResponseSchema, meSchema } from './schemas.js';
import { refuseCommonPassword } from './userRoutes.js';
import { clearLoginCookies, setLoginCookies } from './loginCookies.js';
import type { TokenService } from './tokens.js';

export const wrongCredentialsMessage = 'Incorrect username or password';
export const wrongCurrentPasswordMessage = 'The current password is not correct.';

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
    async (request, reply) => {
      const { email, password } = request.body;
      const account = await findAccountByEmail(db, email);
      const valid = account ? await verifyPassword(account.passwordHash, password) : await verifyPassword(await dummyHash, `${password}x`);
      if (!account || !valid) {
        request.log.info({ email }, 'failed login');
        throw unauthorized(wrongCredentialsMessage);
      }
      // Only the right password learns that the account is disabled.
      if (account.disabled) throw unauthorized(disabledAccountMessage);
      const token = await tokens.issue(account.id, account.tokenVersion);
      // A browser keeps the login in its HttpOnly cookie; an API client uses the token of the body.
      setLoginCookies(request, reply, token);
      return { token, me: toMe(account) };
    },
  );

  app.post(
    '/api/logout',
    {
      schema: {
        tags: ['accounts'],
        summary: "Ends this browser's login: its login cookies are removed (a bearer token stays valid until it expires)",
      },
    },
    async (request, reply) => {
      clearLoginCookies(request, reply);
      return reply.code(204).send();
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

  app.post(
    '/api/me/password',
    {
      config: { rateLimit: { max: loginRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['accounts'],
        summary: 'Change your own password; every other login of the account ends',
        body: changePasswordBodySchema,
        response: { 200: loginResponseSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const account = await findAccountById(db, actor.id);
      if (!account) throw unauthorized();
      const { currentPassword, newPassword } = request.body;
      if (!(await verifyPassword(account.passwordHash, currentPassword))) throw forbidden(wrongCurrentPasswordMessage);
      if (newPassword === currentPassword) throw badRequest('Invalid request body: newPassword: must differ from the current password');
      await refuseCommonPassword('newPassword', newPassword);
      const version = await setAccountPassword(db, account.id, newPassword);
      request.log.info({ user: account.id }, 'password changed');
      // This browser stays logged in with a token of the new version; every other one is logged out.
      const token = await tokens.issue(account.id, version);
      setLoginCookies(request, reply, token);
      return { token, me: toMe(account) };
    },
  );
};
