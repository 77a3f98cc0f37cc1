import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { badRequest, conflict, notFound } from '../http/httpError.js';
import { createAccount, deleteAccount, findAccountByEmail, findAccountById, listAccounts, setAccountDisabled, toUserListEntry, type AccountRow } from './accounts.js';
import { requireActor } from './authentication.js';
import { commonPasswordMessage, isCommonPassword } from './passwords.js';
import { authorize, type Actor, type Policy } from './policy.js';
import { findProjectById, findProjectByPath } from './projectsStore.js';
import { createUserBodySchema, errorSchema, successSchema, updateUserBodySchema, userSchema } from './schemas.js';

/** A common password is refused with the form of the API's other body messages. */
export async function refuseCommonPassword(field: string, password: string): Promise<void> {
  if (await isCommonPassword(password)) throw badRequest(`Invalid request body: ${field}: ${commonPasswordMessage}`);
}

const userParams = z.object({ id: z.string().min(1) });

export const userRoutes: FastifyPluginAsyncZod<{ db: Db; policy: Policy }> = async (app, { db, policy }) => {
  app.get(
    '/api/users',
    {
      schema: {
        tags: ['users'],
        summary: 'Users the caller may manage',
        response: { 200: z.array(userSchema), 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const scope = policy.userListScope(actor);
      authorize(request, scope !== 'none', { forbidden: 'Only administrators may see the users.' });
      return listAccounts(db, scope === 'project' ? (actor.projectId ?? undefined) : undefined);
    },
  );

  app.post(
    '/api/users',
    {
      schema: {
        tags: ['users'],
        summary: 'Create a user',
        body: createUserBodySchema,
        response: { 201: userSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const { project: projectRef, ...input } = request.body;
      let projectId: string | null = actor.role === 'superadmin' ? null : actor.projectId;
      if (projectRef) {
        const project = (await findProjectById(db, projectRef)) ?? (await findProjectByPath(db, projectRef));
        if (!project) throw badRequest(`Invalid request body: project: there is no project "${projectRef}"`);
        projectId = project.id;
      }
      authorize(request, policy.createUser(actor, { role: input.role, projectId }), {
        forbidden:
          input.role === 'superadmin'
            ? 'Only superadmins may assign the superadmin role.'
            : 'You may not create users here: administrators create users in their own project only.',
      });
      if (await findAccountByEmail(db, input.email)) throw conflict(`A user with email ${input.email} already exists.`);
      await refuseCommonPassword('password', input.password);
      const created = await createAccount(db, { ...input, projectId });
      return reply.status(201).send(toUserListEntry(created));
    },
  );

  /** The account a management call names, when the caller may manage it; 404 for one they may not see. */
  async function managedAccount(actor: Actor, request: Parameters<typeof authorize>[0], id: string): Promise<AccountRow> {
    const target = await findAccountById(db, id);
    const scope = policy.userListScope(actor);
    const visible = target && (scope === 'all' || (scope === 'project' && target.project?.id === actor.projectId));
    if (!target || !visible) throw notFound(`There is no user ${id}.`);
    authorize(request, policy.manageUser(actor, { id: target.id, role: target.role, projectId: target.project?.id ?? null }), {
      forbidden: target.id === actor.id ? 'You may not disable or delete your own account.' : 'You may not manage this user.',
    });
    return target;
  }

  app.patch(
    '/api/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Disable or enable a user; disabling ends their logins at once',
        params: userParams,
        body: updateUserBodySchema,
        response: { 200: userSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const target = await managedAccount(actor, request, request.params.id);
      const updated = await setAccountDisabled(db, target.id, request.body.disabled);
      if (!updated) throw notFound(`There is no user ${target.id}.`);
      request.log.info({ user: target.id, disabled: request.body.disabled, by: actor.id }, 'user access changed');
      return toUserListEntry(updated);
    },
  );

  app.delete(
    '/api/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Delete a user; their apps stay, without an owner',
        params: userParams,
        response: { 200: successSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const target = await managedAccount(actor, request, request.params.id);
      if (!(await deleteAccount(db, target.id))) throw notFound(`There is no user ${target.id}.`);
      request.log.info({ user: target.id, by: actor.id }, 'user deleted');
      return { success: true as const };
    },
  );
};
