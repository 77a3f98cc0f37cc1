import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, notFound } from '../http/httpError.js';
import { authorize, type Policy } from '../platform/policy.js';
import { errorSchema } from '../platform/schemas.js';
import { ssoClientIdTakenBy } from '../repository-login/ssoProviders.js';
import { publicDefinition, repositoryDefinitionSchema, repositoryNameSchema } from './repositoryDefinition.js';
import type { RepositoryRegistry } from './repositoryRegistry.js';

const definitionView = z.looseObject({ name: z.string(), kind: z.enum(['embedded', 'remote']), public: z.boolean(), projects: z.array(z.string()) });

/** Superadmins declare repositories; everyone may list the ones they can query. */
export const repositoryRoutes: FastifyPluginAsyncZod<{ registry: RepositoryRegistry; policy: Policy }> = async (app, { registry, policy }) => {
  app.get(
    '/api/repositories',
    { schema: { tags: ['repositories'], summary: 'Repositories the caller may query', response: { 200: z.array(definitionView) } } },
    async (request) =>
      registry
        .definitions()
        .filter((d) => policy.queryRepository(request.actor, d, request.repositorySession))
        .map((d) => (policy.manageRepositories(request.actor) ? publicDefinition(d) : { name: d.name, kind: d.kind, public: d.public, projects: d.projects })),
  );

  app.put(
    '/api/repositories/:name',
    {
      schema: {
        tags: ['repositories'],
        summary: 'Declare or change a repository (superadmins)',
        params: z.object({ name: repositoryNameSchema }),
        body: repositoryDefinitionSchema,
        response: { 200: definitionView, 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      authorize(request, policy.manageRepositories(request.actor), { forbidden: 'Only superadmins may manage repositories.' });
      const def = { ...request.body, name: request.params.name };
      // A sign-on's URL names its provider alone, so an ssoClientId belongs to one repository.
      const taken = ssoClientIdTakenBy(registry, def);
      if (taken) throw conflict(`Single sign-on provider "${taken.ssoClientId}" already belongs to repository "${taken.repo}"; choose another ssoClientId.`);
      await registry.put(def);
      return publicDefinition(def);
    },
  );

  app.delete(
    '/api/repositories/:name',
    {
      schema: {
        tags: ['repositories'],
        summary: 'Remove a repository and, for an embedded one, its data (superadmins)',
        params: z.object({ name: z.string() }),
        response: { 200: z.object({ success: z.literal(true) }), 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      authorize(request, policy.manageRepositories(request.actor), { forbidden: 'Only superadmins may manage repositories.' });
      if (!(await registry.remove(request.params.name))) throw notFound(`There is no repository "${request.params.name}".`);
      return { success: true as const };
    },
  );
};
