import crypto from 'node:crypto';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { notFound } from '../http/httpError.js';
import type { JobHandler, JobKindOptions } from '../jobs/jobRunner.js';
import type { JobOutcome } from '../jobs/jobsStore.js';
import type { RepositoryRegistry } from '../repositories/repositoryRegistry.js';
import { ruleJobOutcome } from '../rules/ruleJob.js';
import type { RuleLogLimits } from '../rules/rulesStore.js';
import type { QueryCache } from '../sparql/queryCache.js';
import type { Loaded } from './loadIntoRepository.js';
import { loadRdfUpload } from './rdfUpload.js';
import type { ReceivedFile } from './receiveUpload.js';
import type { UploadCommand } from './uploadCommand.js';
import { refusalFor, type Refuse } from './uploadRefusal.js';
import { runUploadRules } from './uploadRules.js';
import type { StoredFile, StoredFileMeta, UploadStore } from './uploadStore.js';
import type { XlsxLimits } from './xlsxLimits.js';
import { loadXlsxUpload } from './xlsxUpload.js';

/** What processing an upload needs of the server. */
export interface UploadContext {
  db: Db;
  registry: RepositoryRegistry;
  cache: QueryCache;
  store: UploadStore;
  xlsxLimits: XlsxLimits;
  timeoutMs: number;
  ruleLogs: RuleLogLimits;
  log: FastifyBaseLogger;
}

/**
 * An upload as data: everything processing it needs but the file's bytes. It is the payload of
 * an upload's background job (JSON), so that any server can run it.
 */
export interface UploadTask {
  repository: string;
  command: UploadCommand;
  /** The upload's text fields (namespace, base, ... as the loaders read them). */
  fields: Record<string, string>;
  graph: string | undefined;
  /** Parameters for the rules of the tag. */
  parameters: Record<string, unknown>;
  /** The server's address as the uploader saw it: for the kept file's URL and the default base. */
  origin: string;
  /** Who uploaded, in words (for the log and the kept file's metadata). */
  who: string | null;
  actorId: string | null;
  file: { originalName: string; declaredType: string; size: number };
  /** Media type for serving the file (uploadAnyFile), judged by its name and content. */
  mediaType: string;
}

/** The payload of an upload's background job: the task, and where its file is in the upload store. */
export interface UploadJobPayload {
  task: UploadTask;
  /** uploadAnyFile: the file, kept before the job was queued. */
  kept?: StoredFile;
  /** uploadAnyXLSX, uploadRDF: the file staged for the job, removed when it has ended. */
  staged?: string;
}

/** What processing an upload made. */
export interface Processed {
  success: boolean;
  errors: string[];
  fileUrl?: string;
  fileName: string;
  graph?: string;
  quads?: number;
  /** The debug messages of the request. */
  messages: string[];
  /** One sentence for the job's message. */
  summary: string;
  rules: Awaited<ReturnType<typeof runUploadRules>> | undefined;
}

export function keptMeta(task: UploadTask): Omit<StoredFileMeta, 'originalName'> {
  return { mediaType: task.mediaType, size: task.file.size, uploadedAt: new Date().toISOString(), uploadedBy: task.who };
}

/**
 * Keeps (uploadAnyFile, unless `kept` already is) or loads the file at `localPath`, then runs the
 * rules of the tag. Run twice on the same task (a background job taken up again after its server
 * stopped) it loads the same triples into the same graph again (a graph holds each triple once;
 * an xlsx upload without a graph parameter got its graph in the task) and runs the rules again
 * with the same parameters: rules of an upload are expected to be written that way.
 */
export async function processUpload(ctx: UploadContext, task: UploadTask, localPath: string, refuse: Refuse, kept?: StoredFile): Promise<Processed> {
  const { command, repository: name } = task;
  const repo = await ctx.registry.get(name);
  if (!repo) throw notFound(`There is no repository "${name}".`);
  const parameters = { ...task.parameters };
  const fileName = path.basename(task.file.originalName);
  const file: ReceivedFile = { path: localPath, ...task.file };
  const messages: string[] = [];
  let processed: Omit<Processed, 'rules' | 'messages'>;
  if (command.kind === 'anyFile') {
    const stored = kept ?? (await ctx.store.keep(name, localPath, task.file.originalName, keptMeta(task)));
    const fileUrl = `${task.origin}/api/download/${encodeURIComponent(name)}/${stored.id}/${stored.name}`;
    Object.assign(parameters, { fileUrl, fileName: stored.name, fileId: stored.id, fileSize: String(task.file.size), fileMediaType: stored.meta.mediaType });
    messages.push(`INFO: "${stored.name}" (${task.file.size} bytes) kept at ${fileUrl}`);
    processed = { success: true, errors: [], fileUrl, fileName: stored.name, summary: `"${stored.name}" (${task.file.size} bytes) kept.` };
  } else {
    const loaded: Loaded =
      command.kind === 'xlsx'
        ? await loadXlsxUpload(repo, file, { graph: task.graph ?? `urn:grafiek:upload:${crypto.randomUUID()}`, fields: task.fields, refuse, limits: ctx.xlsxLimits })
        : await loadRdfUpload(repo, file, { graph: task.graph, base: task.fields.base?.trim() || task.graph || `${task.origin}/api/sparql/${name}`, refuse });
    ctx.cache.invalidate(name);
    Object.assign(parameters, { graph: loaded.graph, fileName });
    messages.push(`INFO: ${loaded.summary}`);
    processed = { success: true, errors: [], fileName, graph: loaded.graph, quads: loaded.quads, summary: `"${fileName}": ${loaded.summary}.` };
  }
  ctx.log.info({ repo: name, command: command.kind, file: task.file.originalName, size: task.file.size, by: task.who }, 'upload');

  let rules: Processed['rules'];
  if (command.tag) {
    rules = await runUploadRules({ db: ctx.db, repo, tag: command.tag, parameters, timeoutMs: ctx.timeoutMs, actorId: task.actorId, ruleLogs: ctx.ruleLogs });
    ctx.cache.invalidate(name);
    processed = { ...processed, success: rules.success, errors: rules.errors };
    messages.push(...rules.debugMessages);
  }
  return { ...processed, messages, rules };
}

/** How an upload's job ended. */
export function uploadOutcome(task: UploadTask, processed: Processed): JobOutcome {
  const { fileUrl, fileName, graph, quads } = processed;
  const result = Object.fromEntries(Object.entries({ fileUrl, fileName, graph, quads }).filter(([, v]) => v !== undefined));
  const ruleText = processed.rules && task.command.tag ? ` ${ruleJobOutcome(processed.rules, { tag: task.command.tag }).message}` : '';
  return { success: processed.success, message: `${processed.summary}${ruleText}`, errors: processed.errors, result };
}

/**
 * Runs an upload's background job from its payload, on any server: the kept file, or a local copy
 * of the staged one. The staged file is removed once the job has ended (not when its server
 * stops half-way: the job is then taken up again, and needs it).
 */
export function uploadJobHandler(ctx: UploadContext): JobHandler {

  return async (payload) => {
    const { task, kept, staged } = payload as unknown as UploadJobPayload;
    const refuse = refusalFor(false);
    if (kept) return uploadOutcome(task, await processUpload(ctx, task, '', refuse, kept));
    if (!staged) throw new Error('the upload job names no file');
    try {
      const copy = await ctx.store.staged(task.repository, staged);
      if (!copy) throw refuse(410, `The uploaded file "${path.basename(task.file.originalName)}" is no longer there: upload it again.`);
      try {
        return uploadOutcome(task, await processUpload(ctx, task, copy.path, refuse));
      } finally {
        await copy.release();
      }
    } finally {
      await ctx.store.unstage(task.repository, staged);
    }
  };
}

/** An upload job given up (its servers kept stopping while it ran): its staged file goes. */
export function uploadJobOptions(ctx: UploadContext): JobKindOptions {
  return {
    abandoned: async (payload) => {
      const { task, staged } = payload as unknown as UploadJobPayload;
      if (staged) await ctx.store.unstage(task.repository, staged);
    },
  };
}
