import crypto from 'node:crypto';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, Db } from '../db/database.js';
import { notFound } from '../http/httpError.js';
import { jobTags, parseInitiatorTags } from '../jobs/initiatorTags.js';
import type { JobRunner } from '../jobs/jobRunner.js';
import { authorize, isLoggedIn, type Policy } from '../platform/policy.js';
import { errorSchema } from '../platform/schemas.js';
import type { RepositoryRegistry } from '../repositories/repositoryRegistry.js';
import type { RuleLogLimits } from '../rules/rulesStore.js';
import type { QueryCache } from '../sparql/queryCache.js';
import { isAbsoluteIri } from '../sparql/updateDataset.js';
import { contentMismatch, readHead, servedMediaType, sniffContent } from './fileContent.js';
import { receiveUpload } from './receiveUpload.js';
import { parseUploadCommand } from './uploadCommand.js';
import { refusalFor } from './uploadRefusal.js';
import { keptMeta, processUpload, uploadJobHandler, uploadJobOptions, uploadOutcome, type UploadContext, type UploadJobPayload, type UploadTask } from './uploadJob.js';
import { uploadRuleParameters } from './uploadRules.js';
import { FolderUploadStore, type UploadStore } from './uploadStore.js';
import { DatabaseUploadStore } from './databaseUploadStore.js';
import { adoptFolderUploads } from './adoptFolderUploads.js';
import type { XlsxLimits } from './xlsxLimits.js';

/**
 * The upload store of this deployment: the database with PostgreSQL (several servers), the data
 * folder with PGlite (one). With PostgreSQL, the files the data folder kept before are brought
 * into the database first (adoptFolderUploads).
 */
export async function openUploadStore(options: { db: Db; databaseKind: Database['kind']; dataDir: string; log: FastifyBaseLogger }): Promise<UploadStore> {
  const root = path.join(options.dataDir, 'uploads');
  const folder = new FolderUploadStore(root);
  if (options.databaseKind !== 'postgres') return folder;
  const store = new DatabaseUploadStore(options.db, folder.incomingDir);
  const { adopted, present } = await adoptFolderUploads(folder, store);
  if (adopted > 0) options.log.info(`uploads: ${adopted} file(s) kept in ${root} are now in the database, as every server serves them`);
  if (adopted + present > 0) options.log.info(`uploads: every file kept in ${root} is in the database; the folder can be removed`);
  return store;
}

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
  /** The upload's job (README: Jobs); with `background=true` the answer (202) comes before the job has run. */
  jobId: z.string().optional(),
});
type UploadAnswer = z.infer<typeof uploadAnswer>;

/**
 * The upload endpoint `/api/upload/{repo}` (the repository URL with `sparql` replaced by
 * `upload`) and the download of kept files. Multipart, with a `command` field and one file;
 * see uploadCommand.ts for the commands. Uploading changes the repository, so it needs the right
 * to update it. A bad file changes nothing: it is refused before anything is kept or loaded.
 * Processing the file (keeping or loading it, then its rules) is a job: during the request, or,
 * with the field `background=true`, after the answer.
 */
export const uploadRoutes: FastifyPluginAsyncZod<{
  db: Db;
  registry: RepositoryRegistry;
  policy: Policy;
  cache: QueryCache;
  dataDir: string;
  uploadLimit: number;
  /** What reading one workbook (uploadAnyXLSX) may cost. */
  xlsxLimits: XlsxLimits;
  timeoutMs: number;
  ruleLogs: RuleLogLimits;
  jobs: JobRunner;
  /** PostgreSQL: uploads are kept in the database, for every server; PGlite: in the data folder. */
  databaseKind: Database['kind'];
}> = async (app, { db, registry, policy, cache, dataDir, uploadLimit, xlsxLimits, timeoutMs, ruleLogs, jobs, databaseKind }) => {
  const store = await openUploadStore({ db, databaseKind, dataDir, log: app.log });
  const context: UploadContext = { db, registry, cache, store, xlsxLimits, timeoutMs, ruleLogs, log: app.log };
  jobs.handle('upload', uploadJobHandler(context), uploadJobOptions(context));
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
        response: { 200: uploadAnswer, 202: uploadAnswer, 401: errorSchema, 403: errorSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
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
      // Once a background job's file is in the upload store, the job removes it; otherwise the request does.
      let handedOver = false;
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
        const givenTags = parseInitiatorTags(fields.initiatorTags);
        if ('error' in givenTags) throw refuse(400, givenTags.error);
        if (!(await registry.get(def.name))) throw notFound(`There is no repository "${def.name}".`);
        const task: UploadTask = {
          repository: def.name,
          command,
          fields,
          // A workbook without a graph gets one of its own now: a job taken up again loads into the same one.
          graph: command.kind === 'xlsx' ? (graph ?? `urn:grafiek:upload:${crypto.randomUUID()}`) : graph,
          parameters,
          origin: `${request.protocol}://${request.host}`,
          who: request.actor?.email ?? (session ? `${session.login} (repository account)` : null),
          actorId: request.actor?.id ?? null,
          file: { originalName: file.originalName, declaredType: file.declaredType, size: file.size },
          mediaType: servedMediaType(file.originalName, sniffContent(head)),
        };
        const fileName = path.basename(file.originalName);

        const commandName = (fields.command ?? '').split(':')[0]!.trim();
        const job = { repository: def.name, kind: 'upload' as const, name: fileName, initiatorTags: jobTags([commandName, command.tag], givenTags), actorId: task.actorId };
        if (fields.background === 'true') {
          // The file goes into the upload store before the job is queued: whichever server
          // claims the job finds it there.
          const payload: UploadJobPayload =
            command.kind === 'anyFile'
              ? { task, kept: await store.keep(def.name, file.path, file.originalName, keptMeta(task)) }
              : { task, staged: await store.stage(def.name, file.path) };
          handedOver = true;
          let jobId: string;
          try {
            jobId = await jobs.enqueue(job, payload as unknown as Record<string, unknown>);
          } catch (error) {
            if (payload.kept) await store.remove(def.name, payload.kept.id);
            if (payload.staged) await store.unstage(def.name, payload.staged);
            throw error;
          }
          reply.code(202);
          return { success: true, loggedIn, errors: [], debugMessages: [], jobId };
        }
        const { jobId, result } = await jobs.run(job, () => processUpload(context, task, file.path, refuse), (processed) => uploadOutcome(task, processed));
        const { fileUrl, graph: loadedGraph, quads } = result;
        const answer: UploadAnswer = { success: result.success, loggedIn, errors: result.errors, debugMessages: fields.debugMode === 'true' ? result.messages : [] };
        if (command.kind === 'anyFile') Object.assign(answer, { fileUrl, fileName: result.fileName });
        else Object.assign(answer, { graph: loadedGraph, quads });
        return { ...answer, jobId };
      } finally {
        if (!handedOver) await upload.discard();
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
        .send(store.read(def.name, file));
    },
  );
};
