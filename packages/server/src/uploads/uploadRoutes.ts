import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { notFound } from '../http/httpError.js';
import { jobTags, parseInitiatorTags } from '../jobs/initiatorTags.js';
import type { JobRunner } from '../jobs/jobRunner.js';
import type { JobOutcome } from '../jobs/jobsStore.js';
import { authorize, isLoggedIn, type Policy } from '../platform/policy.js';
import { errorSchema } from '../platform/schemas.js';
import type { RepositoryRegistry } from '../repositories/repositoryRegistry.js';
import { ruleJobOutcome } from '../rules/ruleJob.js';
import type { RuleLogLimits } from '../rules/rulesStore.js';
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
import type { XlsxLimits } from './xlsxLimits.js';
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
}> = async (app, { db, registry, policy, cache, dataDir, uploadLimit, xlsxLimits, timeoutMs, ruleLogs, jobs }) => {
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
      // A background job removes the temporary file when it has ended; otherwise the request does.
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
        const repo = await registry.get(def.name);
        if (!repo) throw notFound(`There is no repository "${def.name}".`);
        const who = request.actor?.email ?? (session ? `${session.login} (repository account)` : null);
        const origin = `${request.protocol}://${request.host}`;
        const fileName = path.basename(file.originalName);
        const actorId = request.actor?.id ?? null;

        const processUpload = async () => {
          let answer: UploadAnswer;
          let summary: string;
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
            summary = `"${kept.name}" (${file.size} bytes) kept.`;
            answer = { success: true, loggedIn, errors: [], debugMessages: [], fileUrl, fileName: kept.name };
          } else {
            const loaded: Loaded =
              command.kind === 'xlsx'
                ? await loadXlsxUpload(repo, file, { graph: graph ?? `urn:grafiek:upload:${crypto.randomUUID()}`, fields, refuse, limits: xlsxLimits })
                : await loadRdfUpload(repo, file, { graph, base: fields.base?.trim() || graph || `${origin}/api/sparql/${def.name}`, refuse });
            cache.invalidate(def.name);
            Object.assign(parameters, { graph: loaded.graph, fileName });
            messages.push(`INFO: ${loaded.summary}`);
            summary = `"${fileName}": ${loaded.summary}.`;
            answer = { success: true, loggedIn, errors: [], debugMessages: [], graph: loaded.graph, quads: loaded.quads };
          }
          request.log.info({ repo: def.name, command: command.kind, file: file.originalName, size: file.size, by: who }, 'upload');

          let rules: Awaited<ReturnType<typeof runUploadRules>> | undefined;
          if (command.tag) {
            rules = await runUploadRules({ db, repo, tag: command.tag, parameters, timeoutMs, actorId, ruleLogs });
            cache.invalidate(def.name);
            answer = { ...answer, success: rules.success, errors: rules.errors };
            messages.push(...rules.debugMessages);
          }
          return { answer, messages, summary, rules };
        };
        const outcomeOf = ({ answer, summary, rules }: Awaited<ReturnType<typeof processUpload>>): JobOutcome => {
          const { fileUrl, graph: loadedGraph, quads } = answer;
          const result = Object.fromEntries(Object.entries({ fileUrl, fileName: answer.fileName ?? fileName, graph: loadedGraph, quads }).filter(([, v]) => v !== undefined));
          const ruleText = rules && command.tag ? ` ${ruleJobOutcome(rules, { tag: command.tag }).message}` : '';
          return { success: answer.success, message: `${summary}${ruleText}`, errors: answer.errors, result };
        };

        const commandName = (fields.command ?? '').split(':')[0]!.trim();
        const job = { repository: def.name, kind: 'upload' as const, name: fileName, initiatorTags: jobTags([commandName, command.tag], givenTags), actorId };
        if (fields.background === 'true') {
          const jobId = await jobs.enqueue(job, async () => outcomeOf(await processUpload()), () => upload.discard());
          handedOver = true;
          reply.code(202);
          return { success: true, loggedIn, errors: [], debugMessages: [], jobId };
        }
        const { jobId, result } = await jobs.run(job, processUpload, outcomeOf);
        return { ...result.answer, debugMessages: fields.debugMode === 'true' ? result.messages : [], jobId };
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
        .send(createReadStream(file.path));
    },
  );
};
