import crypto from 'node:crypto';
import { createReadStream, promises as fs } from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { HttpError, forbidden, notFound, unauthorized } from '../http/httpError.js';
import type { Policy } from '../platform/policy.js';
import { RepositoryError, graphMediaTypes, type Repository } from '../repositories/repository.js';
import type { RepositoryRegistry } from '../repositories/repositoryRegistry.js';
import type { QueryCache } from '../sparql/queryCache.js';
import { isAbsoluteIri } from '../sparql/updateDataset.js';
import { contentMismatch, readHead, servedMediaType, sniffContent } from './fileContent.js';
import { receiveUpload, type ReceivedFile } from './receiveUpload.js';
import { rdfFormatOfUpload } from './rdfUpload.js';
import { parseUploadCommand } from './uploadCommand.js';
import { runUploadRules } from './uploadRules.js';
import { UploadStore } from './uploadStore.js';
import { XlsxError, defaultColumnNamespace, xlsxToRdf } from './xlsxToRdf.js';

const quadFormats = new Set<string>([graphMediaTypes.nquads, graphMediaTypes.trig]);

/** Fields with a meaning of their own; every other field is a parameter for the rules. */
const reservedFields = new Set(['command', 'command3', 'tag', 'graph', 'base', 'namespace', 'parameters', 'debugMode']);

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
      const session = request.repoSession;
      const loggedIn = request.actor !== null || session?.repo === def.name;
      if (!policy.updateRepository(request.actor, def, session)) {
        throw loggedIn ? forbidden(`You may not upload to repository "${def.name}".`) : unauthorized(`Log in to upload to repository "${def.name}".`);
      }
      /** A refusal that reads as a failed command too, for clients that look at `success` and `errors`. */
      const refuse = (status: number, message: string) => new HttpError(status, message, { success: false, loggedIn, errors: [message], debugMessages: [] });
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

        const debug = fields.debugMode === 'true';
        const parameters = ruleParameters(fields, refuse);
        const graph = fields.graph?.trim() || undefined;
        if (graph !== undefined && !isAbsoluteIri(graph)) throw refuse(400, `The graph "${graph}" is not an absolute IRI.`);
        const repo = await registry.get(def.name);
        if (!repo) throw notFound(`There is no repository "${def.name}".`);
        const who = request.actor?.email ?? (session ? `${session.login} (repository account)` : null);

        let answer: UploadAnswer;
        const messages: string[] = [];
        if (command.kind === 'anyFile') {
          const kept = await store.keep(def.name, file.path, file.originalName, {
            mediaType: servedMediaType(file.originalName, sniffContent(head)),
            size: file.size,
            uploadedAt: new Date().toISOString(),
            uploadedBy: who,
          });
          const fileUrl = `${request.protocol}://${request.host}/api/download/${encodeURIComponent(def.name)}/${kept.id}/${kept.name}`;
          Object.assign(parameters, { fileUrl, fileName: kept.name, fileId: kept.id, fileSize: String(file.size), fileMediaType: kept.meta.mediaType });
          messages.push(`INFO: "${kept.name}" (${file.size} bytes) kept at ${fileUrl}`);
          answer = { success: true, loggedIn, errors: [], debugMessages: [], fileUrl, fileName: kept.name };
        } else {
          const loaded =
            command.kind === 'xlsx'
              ? await loadXlsx(repo, file, { graph, fields, refuse, defaultGraph: `urn:grafiek:upload:${crypto.randomUUID()}` })
              : await loadRdf(repo, file, { graph, base: fields.base?.trim() || graph || `${request.protocol}://${request.host}/api/sparql/${def.name}`, refuse });
          cache.invalidate(def.name);
          Object.assign(parameters, { graph: loaded.graph, fileName: path.basename(file.originalName) });
          messages.push(`INFO: ${loaded.quads} ${loaded.what} loaded into ${loaded.graph ? `graph <${loaded.graph}>` : 'the default graph'}`);
          answer = { success: true, loggedIn, errors: [], debugMessages: [], graph: loaded.graph, quads: loaded.quads };
        }
        request.log.info({ repo: def.name, command: command.kind, file: file.originalName, size: file.size, by: who }, 'upload');

        if (command.tag) {
          const rules = await runUploadRules({ db, repo, tag: command.tag, parameters, timeoutMs, actorId: request.actor?.id ?? null });
          cache.invalidate(def.name);
          answer = { ...answer, success: rules.success, errors: rules.errors };
          messages.push(...rules.debugMessages);
        }
        return { ...answer, debugMessages: debug ? messages : [] };
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
      if (!policy.queryRepository(request.actor, def, request.repoSession)) {
        const loggedIn = request.actor !== null || request.repoSession?.repo === def.name;
        throw loggedIn ? forbidden(`You may not read files of repository "${def.name}".`) : unauthorized(`Log in to read files of repository "${def.name}".`);
      }
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

/** Parameters for the rules: every field that is not reserved, plus the `parameters` field's JSON object. */
function ruleParameters(fields: Record<string, string>, refuse: (status: number, message: string) => HttpError): Record<string, unknown> {
  const parameters: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) if (!reservedFields.has(key)) parameters[key] = value;
  const json = fields.parameters?.trim();
  if (json) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(json);
    } catch (error) {
      throw refuse(400, `The field "parameters" is not valid JSON: ${(error as Error).message}`);
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw refuse(400, 'The field "parameters" must be a JSON object.');
    Object.assign(parameters, parsed);
  }
  return parameters;
}

interface Loaded {
  graph: string;
  quads: number;
  what: string;
}

async function loadXlsx(
  repo: Repository,
  file: ReceivedFile,
  options: { graph: string | undefined; defaultGraph: string; fields: Record<string, string>; refuse: (status: number, message: string) => HttpError },
): Promise<Loaded> {
  const { refuse, fields } = options;
  const namespace = fields.namespace?.trim() || defaultColumnNamespace;
  if (!isAbsoluteIri(namespace)) throw refuse(400, `The namespace "${namespace}" is not an absolute IRI.`);
  const graph = options.graph ?? options.defaultGraph;
  const rowBase = fields.base?.trim() || `${graph}/`;
  if (!isAbsoluteIri(rowBase)) throw refuse(400, `The base "${rowBase}" is not an absolute IRI.`);
  const fileName = path.basename(file.originalName);
  if (sniffContent(await readHead(file.path)) !== 'zip') throw refuse(400, `"${fileName}" is not an Excel workbook (.xlsx).`);
  let rdf;
  try {
    rdf = await xlsxToRdf(file.path, { rowBase, columnNamespace: namespace, fileName });
  } catch (error) {
    if (error instanceof XlsxError) throw refuse(400, error.message);
    throw error;
  }
  await loadOrRefuse(repo, { data: rdf.ntriples, mediaType: graphMediaTypes.ntriples, graph }, refuse);
  return { graph, quads: rdf.triples, what: `triples from ${rdf.rows} rows of ${rdf.sheets} sheet${rdf.sheets === 1 ? '' : 's'}` };
}

async function loadRdf(
  repo: Repository,
  file: ReceivedFile,
  options: { graph: string | undefined; base: string; refuse: (status: number, message: string) => HttpError },
): Promise<Loaded> {
  const { refuse } = options;
  const fileName = path.basename(file.originalName);
  const mediaType = rdfFormatOfUpload(fileName, file.declaredType);
  if (!mediaType) {
    throw refuse(400, `"${fileName}" is not a known RDF format: send Turtle (.ttl), N-Triples (.nt), N-Quads (.nq), TriG (.trig), RDF/XML (.rdf, .owl) or JSON-LD (.jsonld), or give its media type.`);
  }
  const kind = sniffContent(await readHead(file.path));
  if (kind !== 'unknown') throw refuse(400, `"${fileName}" is not RDF: its content is ${kind === 'ifc' ? 'an IFC' : `a ${kind.toUpperCase()}`} file.`);
  if (!isAbsoluteIri(options.base)) throw refuse(400, `The base "${options.base}" is not an absolute IRI.`);
  const data = await fs.readFile(file.path);
  const { quads } = await loadOrRefuse(repo, { data, mediaType, ...(options.graph ? { graph: options.graph } : {}), baseIri: options.base }, refuse);
  // N-Quads and TriG name their own graphs; a graph parameter does not apply to them.
  if (quadFormats.has(mediaType)) return { graph: '', quads, what: 'quads into the graphs the file names, and the default graph,' };
  return { graph: options.graph ?? '', quads, what: 'triples' };
}

/** Loads all or nothing; a file the engine cannot read is the uploader's error (400), with the engine's message naming the line. */
async function loadOrRefuse(repo: Repository, request: Parameters<Repository['load']>[0], refuse: (status: number, message: string) => HttpError) {
  try {
    return await repo.load(request);
  } catch (error) {
    if (error instanceof RepositoryError && (error.kind === 'data' || error.kind === 'syntax')) {
      throw refuse(400, `The file was not loaded: ${error.message}`);
    }
    throw error;
  }
}
