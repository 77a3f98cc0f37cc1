import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RepositoryRegistry } from '../repositories/repositoryRegistry.js';

const providerView = z.object({ ssoClientId: z.string(), label: z.string(), image: z.string(), uri: z.string().optional() });

/**
 * The single sign-on providers an app's repository login offers (README: Repository login), from the
 * `sso` list of the repository definition. Anyone may ask: the login screen shows them before
 * anyone is logged in. An unknown repository has none.
 */
export const ssoConfigRoutes: FastifyPluginAsyncZod<{ registry: RepositoryRegistry }> = async (app, { registry }) => {
  app.get(
    '/servlets/cgi/api/ssoconfig/repo/:repo/viewer/:viewerPath',
    {
      schema: {
        tags: ['repository login'],
        summary: 'Single sign-on providers of a repository login for an app',
        params: z.object({ repo: z.string(), viewerPath: z.string() }),
        response: { 200: z.array(providerView) },
      },
    },
    async (request) => {
      const { repo, viewerPath } = request.params;
      const providers = registry.definition(repo)?.sso ?? [];
      return providers
        .filter((p) => p.viewerPaths === undefined || p.viewerPaths.includes(viewerPath))
        .map(({ ssoClientId, label, image, uri }) => ({ ssoClientId, label, image, ...(uri !== undefined ? { uri } : {}) }));
    },
  );
};
