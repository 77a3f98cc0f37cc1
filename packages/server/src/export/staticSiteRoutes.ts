import JSZip from 'jszip';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { HttpError, notFound } from '../http/httpError.js';
import { findAppByPath, savedAppJson } from '../platform/appsStore.js';
import { requireActor } from '../platform/authentication.js';
import { authorize, type Policy } from '../platform/policy.js';
import { findProjectByPath } from '../platform/projectsStore.js';
import { staticSiteFiles } from './staticSite.js';

/**
 * The editor's "Export as static site": the same folder as `npm run export`, as a zip to
 * download, with this server (as the browser reached it) as the app's endpoint. For the app's
 * authors only: an export publishes the app wherever its file goes.
 */
export const staticSiteRoutes: FastifyPluginAsyncZod<{ db: Db; policy: Policy; webDir: string }> = async (app, { db, policy, webDir }) => {
  app.get(
    '/api/projects/:projectPath/viewers/:viewerPath/static-site',
    {
      schema: {
        tags: ['apps'],
        summary: 'The app as a static site (zip): the viewer in static mode, config.json and the assets',
        params: z.object({ projectPath: z.string(), viewerPath: z.string() }),
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const { projectPath, viewerPath } = request.params;
      const project = await findProjectByPath(db, projectPath);
      if (!project) throw notFound(`There is no project "${projectPath}".`);
      const row = await findAppByPath(db, project.id, viewerPath);
      if (!row || row.deleted) throw notFound(`There is no app "${viewerPath}" in project "${projectPath}".`);
      authorize(request, policy.updateApp(actor, row), { forbidden: 'Only the authors of an app may export it.' });
      const serverUrl = `${request.protocol}://${request.host}`;
      let files;
      try {
        files = staticSiteFiles({ webDir, app: savedAppJson(row, project) as unknown as Record<string, unknown>, projectPath, viewerPath, serverUrl });
      } catch (error) {
        throw new HttpError(409, (error as Error).message);
      }
      const zip = new JSZip();
      const folder = `${projectPath}-${viewerPath}`;
      for (const file of files) zip.file(`${folder}/${file.path}`, file.content);
      // Streamed as it is compressed; the fastest level, as most of the bytes are scripts that
      // the static server will compress again anyway.
      const body = zip.generateNodeStream({ type: 'nodebuffer', streamFiles: true, compression: 'DEFLATE', compressionOptions: { level: 1 } });
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${encodeURIComponent(folder)}-static.zip"`)
        .send(body);
    },
  );
};
