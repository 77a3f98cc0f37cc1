import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { serializeKeepingKeyOrder, validateKeepingKeyOrder } from '../http/keepKeyOrder.js';
import { HttpError, conflict, notFound } from '../http/httpError.js';
import { findAppById, findAppByPath, insertApp, markAppDeleted, savedAppJson, updateApp } from './appsStore.js';
import { requireActor } from './authentication.js';
import { authorize, type Policy } from './policy.js';
import { findProjectById, findProjectByPath } from './projectsStore.js';
import {
  appCreateSchema,
  appUpdateSchema,
  conflictSchema,
  deleteAppBodySchema,
  errorSchema,
  savedAppSchema,
  successSchema,
} from './schemas.js';

export const deletedAppMessage =
  'This viewer does not exist or has been deleted. Please contact an admin if this is a problem.';

// The URLs keep the API's historical word for an app, viewer (/viewers/{viewerPath}), for the
// clients that already call them; only the code says app.
const appParams = z.object({ projectPath: z.string(), viewerPath: z.string() });

export const appRoutes: FastifyPluginAsyncZod<{ db: Db; policy: Policy }> = async (app, { db, policy }) => {
  app.setValidatorCompiler(validateKeepingKeyOrder);
  app.setSerializerCompiler(serializeKeepingKeyOrder);
  async function projectOr404(projectPath: string) {
    const project = await findProjectByPath(db, projectPath);
    if (!project) throw notFound(`There is no project "${projectPath}".`);
    return project;
  }

  app.get(
    '/api/projects/:projectPath/viewers/:viewerPath',
    {
      schema: {
        tags: ['apps'],
        summary: 'An app config',
        params: appParams,
        response: { 200: savedAppSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 410: errorSchema },
      },
    },
    async (request) => {
      const { projectPath, viewerPath } = request.params;
      const project = await projectOr404(projectPath);
      const row = await findAppByPath(db, project.id, viewerPath);
      if (!row) throw notFound(`There is no app "${viewerPath}" in project "${projectPath}".`);
      const privateApp = 'This app is private. Log in with an account of its project to open it.';
      authorize(request, policy.readApp(request.actor, row), { forbidden: privateApp, logIn: privateApp });
      if (row.deleted) throw new HttpError(410, deletedAppMessage, { deleted: true });
      return savedAppJson(row, project);
    },
  );

  app.post(
    '/api/projects/:projectPath/viewers',
    {
      schema: {
        tags: ['apps'],
        summary: 'Create an app',
        params: z.object({ projectPath: z.string() }),
        body: appCreateSchema,
        response: { 201: savedAppSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const project = await projectOr404(request.params.projectPath);
      authorize(request, policy.createApp(actor, project.id), { forbidden: 'You may not create apps in this project.' });
      const { path } = request.body;
      const created = await insertApp(db, { projectId: project.id, path, ownerId: actor.id, config: request.body });
      if (!created) throw conflict(`An app with path "${path}" already exists in this project.`);
      return reply.status(201).send(savedAppJson(created, project));
    },
  );

  app.put(
    '/api/projects/:projectPath/viewers/:viewerPath',
    {
      schema: {
        tags: ['apps'],
        summary: 'Save an app (optimistic locking on `version`)',
        params: appParams,
        body: appUpdateSchema,
        response: {
          200: savedAppSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: conflictSchema,
          410: errorSchema,
        },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const { projectPath, viewerPath } = request.params;
      const project = await projectOr404(projectPath);
      const row = await findAppByPath(db, project.id, viewerPath);
      if (!row) throw notFound(`There is no app "${viewerPath}" in project "${projectPath}".`);
      authorize(request, policy.updateApp(actor, row), { forbidden: 'You may not change apps in this project.' });
      if (row.deleted) throw new HttpError(410, deletedAppMessage, { deleted: true });
      const baseVersion = request.body.version;
      const stale = () => conflict('This app was changed by someone else since you opened it.', { current: savedAppJson(row, project) });
      if (baseVersion !== row.version) throw stale();
      const saved = await updateApp(db, row, baseVersion, request.body);
      if (!saved) {
        const latest = await findAppById(db, row.id);
        throw conflict('This app was changed by someone else since you opened it.', {
          current: savedAppJson(latest ?? row, project),
        });
      }
      return savedAppJson(saved, project);
    },
  );

  app.post(
    '/api/delete-project',
    {
      schema: {
        tags: ['apps'],
        summary: 'Delete an app (the historical name says project; the id is an app id)',
        body: deleteAppBodySchema,
        response: { 200: successSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const row = await findAppById(db, request.body.id);
      if (!row || row.deleted) throw notFound('There is no such app.');
      authorize(request, policy.deleteApp(actor, row), { forbidden: 'You may not delete this app.' });
      const project = await findProjectById(db, row.projectId);
      await markAppDeleted(db, row.id);
      request.log.info({ app: row.id, project: project?.path, by: actor.email }, 'app deleted');
      return { success: true as const };
    },
  );
};
