import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { conflict, notFound } from '../http/httpError.js';
import { listApps } from './appsStore.js';
import { requireActor } from './authentication.js';
import { authorize, type Policy } from './policy.js';
import { createProject, findProjectByPath, listProjects, projectJson } from './projectsStore.js';
import { createProjectBodySchema, errorSchema, projectSchema, projectWithAppsSchema } from './schemas.js';

export const projectRoutes: FastifyPluginAsyncZod<{ db: Db; policy: Policy }> = async (app, { db, policy }) => {
  app.get(
    '/api/projects',
    {
      schema: {
        tags: ['projects'],
        summary: 'Projects the caller may open',
        response: { 200: z.array(projectSchema), 401: errorSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const scope = policy.projectListScope(actor);
      if (scope === 'none' || (scope === 'own' && !actor.projectId)) return [];
      const rows = await listProjects(db, scope === 'own' ? (actor.projectId ?? undefined) : undefined);
      return rows.map(projectJson);
    },
  );

  app.post(
    '/api/projects',
    {
      schema: {
        tags: ['projects'],
        summary: 'Create a project (superadmins)',
        body: createProjectBodySchema,
        response: { 201: projectSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      authorize(request, policy.createProject(request.actor), { forbidden: 'Only superadmins may create projects.' });
      const created = await createProject(db, request.body);
      if (!created) throw conflict(`A project with path "${request.body.path}" already exists.`);
      return reply.status(201).send(projectJson(created));
    },
  );

  app.get(
    '/api/projects/:projectPath',
    {
      schema: {
        tags: ['projects'],
        summary: 'A project with the apps the caller may see',
        params: z.object({ projectPath: z.string() }),
        response: { 200: projectWithAppsSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const project = await findProjectByPath(db, request.params.projectPath);
      if (!project) throw notFound(`There is no project "${request.params.projectPath}".`);
      const scope = policy.projectAppsScope(request.actor, project.id);
      const rows = await listApps(db, project.id, scope === 'public');
      return {
        ...projectJson(project),
        viewers: rows.map((v) => ({
          id: v.id,
          path: v.path,
          title: v.title,
          public: v.isPublic,
          noConfigCache: v.noConfigCache,
          user: v.ownerId ? { id: v.ownerId, name: v.ownerName ?? '' } : null,
          createdAt: v.createdAt.toISOString(),
          canDelete: policy.deleteApp(request.actor, v),
        })),
      };
    },
  );
};
