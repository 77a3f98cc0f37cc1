import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { notFound } from '../http/httpError.js';
import { authorize, isLoggedIn, type Policy } from '../platform/policy.js';
import type { RepositoryRegistry } from '../repositories/repositoryRegistry.js';
import type { QueryCache } from '../sparql/queryCache.js';
import { isAbsoluteIri } from '../sparql/updateDataset.js';
import { contentMismatch, readHead, servedMediaType, sniffContent } from './fileContent.js';
import type { Loaded } from './loadIntoRepository.js';
import { loadRdfUpload } from './rdfUpload.js';
import { receiveUpload } from './receiveUpload.js';
import { parseUploadCommand } from './uploadCommand.js';
import { refusalFor } from './uploadRefusal.js';
import { runUploadRules, uploadRuleParameters } from './uploadRules.js';
import { UploadStore } from './uploadStore.js';
import { loadXlsxUpload } from './xlsxUpload.js';

const uploadAnswer = z.object({
  success: z.boolean(),
  loggedIn: z.boolean(),
  errors: z.array(z.string()),
  debugMessages: z.array(z.string()),
  /** uploadAnyFile: where the kept file can be downloaded, and its name. */
  fileUrl: z.string().optional(),
  fileName: z.string().optional(),
  /** uploadAnyXLSX and uploadRDF: the graph loaded into ('' for the default graph) and how many triples or quads. */
  graph: z.string().optional(),
  quads: z.number().optional(),
});
type UploadAnswer = z.infer<typeof uploadAnswer>;

/**
 * The upload endpoint `/api/upload/{repo}` (the repository URL with `sparql` replaced by
 * `upload`) and the download of kept files. Multipart, with a `command` field and one file;
 * see uploadCommand.ts for the commands. Uploading changes the repository, so it needs the right
 * to update it. A bad file changes nothing: it is refused before anything is kept or loaded.
 */
export const uploadRoutes: FastifyPluginAsyncZod<{
  db: Db;
  registry: RepositoryRegistry;
  policy: Policy;
  cache: QueryCache;
  dataDir: string;
  uploadLimit: number;
  timeoutMs: number;
}> = async (app, { db, registry, policy, cache, dataDir, uploadLimit, timeoutMs }) => {
  const store = new UploadStore(path.join(dataDir, 'uploads'));
  await app.register(multipart, {
    limits: { fileSize: uploadLimit, files: 1, fields: 200, parts: 201, fieldSize: 1024 * 1024 },
    throwFileSizeLimit: false,
  });

  app.post(
    '/api/upload/:repo',
    {
      schema: {
        tags: ['uploads'],
        summary: 'Upload a file: keep it for rules (uploadAnyFile), load spreadsheet rows (uploadAnyXLSX) or RDF (uploadRDF)',
        consumes: ['multipart/form-data'],
        params: z.object({ repo: z.string() }),
        response: { 200: uploadAnswer },
      },
    },
    async (request) => {
      const def = registry.definition(request.params.repo);
      if (!def) throw notFound(`There is no repository "${request.params.repo}".`);
      const session = request.repositorySession;
      authorize(request, policy.updateRepository(request.actor, def, session), {
        repository: def.name,
        forbidden: `You may not upload to repository "${def.name}".`,
        logIn: `Log in to upload to repository "${def.name}".`,
      });
      const loggedIn = isLoggedIn(request, def.name);
      const refuse = refusalFor(loggedIn);
      if (!request.isMultipart()) throw refuse(400, 'Send the upload as multipart/form-data with the fields "command" and "file".');

      const upload = await receiveUpload(request, { incomingDir: store.incomingDir, limit: uploadLimit, refuse });
      try {
        const { fields, file } = upload;
        const command = parseUploadCommand(fields);
        if ('error' in command) throw refuse(400, command.error);
        if (!file) throw refuse(400, 'Send the file in the field "file".');
        if (file.size === 0) throw refuse(400, `"${file.originalName}" is empty.`);
        const head = await readHead(file.path);
        const mismatch = contentMismatch(file.originalName, head);
        if (mismatch) throw refuse(400, mismatch);
        const parameters = uploadRuleParameters(fields, refuse);
        const graph = fields.graph?.trim() || undefined;
        if (graph !== undefined && !isAbsoluteIri(graph)) throw refuse(400, `The graph "${graph}" is not an absolute IRI.`);
        const repo = await registry.get(def.name);
        if (!repo) throw notFound(`There is no repository "${def.name}".`);
        const who = request.actor?.email ?? (session ? `${session.login} (repository account)` : null);
        const origin = `${request.protocol}://${request.host}`;

        let answer: UploadAnswer;
        const messages: string[] = [];
        if (command.kind === 'anyFile') {
          const kept = await store.keep(def.name, file.path, file.originalName, {
            mediaType: servedMediaType(file.originalName, sniffContent(head)),
            size: file.size,
            uploadedAt: new Date().toISOString(),
            uploadedBy: who,
          });
          const fileUrl = `${origin}/api/download/${encodeURIComponent(def.name)}/${kept.id}/${kept.name}`;
          Object.assign(parameters, { fileUrl, fileName: kept.name, fileId: kept.id, fileSize: String(file.size), fileMediaType: kept.meta.mediaType });
          messages.push(`INFO: "${kept.name}" (${file.size} bytes) kept at ${fileUrl}`);
          answer = { success: true, loggedIn, errors: [], debugMessages: [], fileUrl, fileName: kept.name };
        } else {
          const loaded: Loaded =
            command.kind === 'xlsx'
              ? await loadXlsxUpload(repo, file, { graph: graph ?? `urn:grafiek:upload:${crypto.randomUUID()}`, fields, refuse })
              : await loadRdfUpload(repo, file, { graph, base: fields.base?.trim() || graph || `${origin}/api/sparql/${def.name}`, refuse });
          cache.invalidate(def.name);
          Object.assign(parameters, { graph: loaded.graph, fileName: path.basename(file.originalName) });
          messages.push(`INFO: ${loaded.summary}`);
          answer = { success: true, loggedIn, errors: [], debugMessages: [], graph: loaded.graph, quads: loaded.quads };
        }
        request.log.info({ repo: def.name, command: command.kind, file: file.originalName, size: file.size, by: who }, 'upload');

        if (command.tag) {
          const rules = await runUploadRules({ db, repo, tag: command.tag, parameters, timeoutMs, actorId: request.actor?.id ?? null });
          cache.invalidate(def.name);
          answer = { ...answer, success: rules.success, errors: rules.errors };
          messages.push(...rules.debugMessages);
        }
        return { ...answer, debugMessages: fields.debugMode === 'true' ? messages : [] };
      } finally {
        await upload.discard();
      }
    },
  );

  app.get(
    '/api/download/:repo/:id/:name',
    {
      schema: {
        tags: ['uploads'],
        summary: 'Download a file kept by uploadAnyFile (for whoever may query the repository)',
        params: z.object({ repo: z.string(), id: z.string(), name: z.string() }),
      },
    },
    async (request, reply) => {
      const { repo, id, name } = request.params;
      const def = registry.definition(repo);
      if (!def) throw notFound(`There is no repository "${repo}".`);
      authorize(request, policy.queryRepository(request.actor, def, request.repositorySession), {
        repository: def.name,
        forbidden: `You may not read files of repository "${def.name}".`,
        logIn: `Log in to read files of repository "${def.name}".`,
      });
      const file = await store.find(def.name, id, name);
      if (!file) throw notFound(`There is no file "${name}" with id ${id} in repository "${def.name}".`);
      // Always a download, never a page of this site: an uploaded HTML or SVG file cannot run here.
      return reply
        .header('content-type', file.meta.mediaType)
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-length', String(file.meta.size))
        .send(createReadStream(file.path));
    },
  );
};
