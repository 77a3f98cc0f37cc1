import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import type { RepositoryAccountRow } from '../db/schema.js';
import { badRequest, notFound } from '../http/httpError.js';
import { requireActor } from '../platform/authentication.js';
import { hashPassword } from '../platform/passwords.js';
import { authorize, type Actor, type Policy } from '../platform/policy.js';
import { errorSchema } from '../platform/schemas.js';
import { accountViewerPathsSchema } from '../repositories/repositoryDefinition.js';
import type { RepositoryRegistry } from '../repositories/repositoryRegistry.js';
import { createRepositoryAccount, deleteRepositoryAccount, findRepositoryAccount, listRepositoryAccounts, updateRepositoryAccount } from './repositoryAccountsStore.js';

const accountBody = z.object({
  /** Required for a new account; leave it out to keep the password of an existing one. */
  password: z.string().min(8, 'must have at least 8 characters').max(1000).optional(),
  /** Values the app receives after login (document-level user parameters). */
  parameters: z.record(z.string(), z.string()).default({}),
  userUri: z.string().min(1).nullable().default(null),
  userName: z.string().min(1).nullable().default(null),
  /** Whether the account may also change the repository (updates, uploads); otherwise it only reads. */
  fullAccess: z.boolean().default(false),
  viewerPaths: accountViewerPathsSchema.default('*'),
});

/** What the API shows of an account: never the password hash. */
const accountView = z.object({
  repository: z.string(),
  login: z.string(),
  parameters: z.record(z.string(), z.string()),
  userUri: z.string().nullable(),
  userName: z.string().nullable(),
  fullAccess: z.boolean(),
  viewerPaths: accountViewerPathsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});

const view = (row: RepositoryAccountRow): z.infer<typeof accountView> => ({
  repository: row.repository,
  login: row.login,
  parameters: row.parameters,
  userUri: row.userUri,
  userName: row.userName,
  fullAccess: row.fullAccess,
  viewerPaths: row.viewerPaths ?? '*',
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const params = z.object({ name: z.string() });
const accountParams = z.object({ name: z.string(), login: z.string().trim().min(1, 'is required').max(200) });

/** Superadmins manage the accounts of a repository's own login. */
export const repositoryAccountRoutes: FastifyPluginAsyncZod<{ db: Db; registry: RepositoryRegistry; policy: Policy }> = async (app, { db, registry, policy }) => {
  function repositoryFor(actor: Actor, name: string) {
    authorize({ actor }, policy.manageRepositories(actor), { forbidden: 'Only superadmins may manage the accounts of a repository.' });
    const def = registry.definition(name);
    if (!def) throw notFound(`There is no repository "${name}".`);
    return def;
  }
  const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

  app.get(
    '/api/repositories/:name/accounts',
    { schema: { tags: ['repository login'], summary: "A repository's login accounts (superadmins)", params, response: { 200: z.array(accountView), ...errors } } },
    async (request) => {
      const def = repositoryFor(requireActor(request), request.params.name);
      return (await listRepositoryAccounts(db, def.name)).map(view);
    },
  );

  app.get(
    '/api/repositories/:name/accounts/:login',
    { schema: { tags: ['repository login'], summary: 'One login account of a repository (superadmins)', params: accountParams, response: { 200: accountView, ...errors } } },
    async (request) => {
      const def = repositoryFor(requireActor(request), request.params.name);
      const row = await findRepositoryAccount(db, def.name, request.params.login);
      if (!row) throw notFound(`Repository "${def.name}" has no account "${request.params.login}".`);
      return view(row);
    },
  );

  app.put(
    '/api/repositories/:name/accounts/:login',
    {
      schema: {
        tags: ['repository login'],
        summary: 'Create or change a login account of a repository (superadmins)',
        params: accountParams,
        body: accountBody,
        response: { 200: accountView, 201: accountView, ...errors },
      },
    },
    async (request, reply) => {
      const def = repositoryFor(requireActor(request), request.params.name);
      const { password, viewerPaths, ...rest } = request.body;
      const input = { ...rest, viewerPaths: viewerPaths === '*' ? null : viewerPaths };
      const existing = await findRepositoryAccount(db, def.name, request.params.login);
      if (existing) {
        const row = await updateRepositoryAccount(db, existing.id, { ...input, ...(password ? { passwordHash: await hashPassword(password) } : {}) });
        return view(row);
      }
      if (!password) throw badRequest('Invalid request body: password: is required for a new account');
      const row = await createRepositoryAccount(db, def.name, request.params.login, await hashPassword(password), input);
      return reply.status(201).send(view(row));
    },
  );

  app.delete(
    '/api/repositories/:name/accounts/:login',
    {
      schema: {
        tags: ['repository login'],
        summary: 'Remove a login account of a repository; its sessions end at once (superadmins)',
        params: accountParams,
        response: { 200: z.object({ success: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      const def = repositoryFor(requireActor(request), request.params.name);
      if (!(await deleteRepositoryAccount(db, def.name, request.params.login))) {
        throw notFound(`Repository "${def.name}" has no account "${request.params.login}".`);
      }
      return { success: true as const };
    },
  );
};
