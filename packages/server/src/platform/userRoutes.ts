import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { badRequest, conflict } from '../http/httpError.js';
import { createAccount, findAccountByEmail, listAccounts, toMe } from './accounts.js';
import { requireActor } from './authentication.js';
import { authorize, type Policy } from './policy.js';
import { findProjectById, findProjectByPath } from './projectsStore.js';
import { createUserBodySchema, errorSchema, userSchema } from './schemas.js';

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
      const created = await createAccount(db, { ...input, projectId });
      return reply.status(201).send(toMe(created));
    },
  );
};
