import { defaultGraph, parse, quad, Store, type Quad } from 'oxigraph';
import {
  answerTooLarge,
  canonicalMediaType,
  RepositoryError,
  graphMediaTypes,
  resultMediaTypes,
  type LoadRequest,
  type QueryRequest,
  type QueryResponse,
  type Repository,
  type UpdateRequest,
} from '../repository.js';

export interface RemoteDefinition {
  name: string;
  queryUrl: string;
  /** Where updates go; the query URL when absent (as with Virtuoso's /sparql). */
  updateUrl?: string | undefined;
  /** Credentials stay on the server: sent to the endpoint as HTTP Basic, never to the browser. */
  username?: string | undefined;
  password?: string | undefined;
}

/** Statements per INSERT DATA request when loading a file into a remote store. */
const loadBatch = 2000;
/** Of an error answer only the start is shown (600 characters), so only its start is read. */
const errorBodyBytes = 64 * 1024;

/** A body up to maxBytes (UTF-8); where it is longer, reading stops there and `complete` is false. */
async function readUpTo(response: Response, maxBytes: number | undefined): Promise<{ text: string; complete: boolean }> {
  if (maxBytes === undefined || !response.body) return { text: await response.text(), complete: true };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { text: Buffer.concat(chunks).toString('utf8'), complete: true };
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return { text: Buffer.concat(chunks).toString('utf8'), complete: false };
    }
    chunks.push(value);
  }
}

/**
 * Any SPARQL 1.1 Protocol endpoint (Virtuoso, Fuseki, GraphDB, QLever, Stardog, Neptune).
 * Errors are reported with the endpoint's own message, trimmed to what a person can read.
 */
export function openRemoteRepository(def: RemoteDefinition): Repository {
  const authorization =
    def.username !== undefined ? `Basic ${Buffer.from(`${def.username}:${def.password ?? ''}`).toString('base64')}` : undefined;

  async function post(url: string, form: URLSearchParams, accept: string, signal: AbortSignal, timeoutMs: number, maxBytes?: number) {
    const timeout = AbortSignal.timeout(timeoutMs);
    const combined = AbortSignal.any([signal, timeout]);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept,
          ...(authorization ? { authorization } : {}),
        },
        body: form,
        signal: combined,
        // A redirect could lead an allow-listed address to any internal service: never followed.
        redirect: 'manual',
      });
    } catch (error) {
      if (timeout.aborted) throw new RepositoryError('timeout', `The query took longer than ${timeoutMs} ms and was stopped.`);
      if (signal.aborted) throw new RepositoryError('aborted', 'The request was cancelled.');
      throw new RepositoryError('unavailable', `The SPARQL endpoint of repository "${def.name}" cannot be reached (${describe(error)}).`);
    }
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      const where = response.headers.get('location');
      throw new RepositoryError(
        'remote',
        `The SPARQL endpoint of repository "${def.name}" answered with a redirect${where ? ` to ${where}` : ''}; redirects are not followed: configure the address it names.`,
      );
    }
    const read = await readUpTo(response, response.ok ? maxBytes : errorBodyBytes);
    // Past the limit nothing more is read: the endpoint's answer is never held whole.
    if (response.ok && !read.complete) throw answerTooLarge(maxBytes!);
    const body = read.text;
    if (!response.ok) {
      const text = body.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 600);
      const kind = response.status === 400 || /syntax|parse|SP030/i.test(text) ? 'syntax' : 'remote';
      throw new RepositoryError(kind, `The SPARQL endpoint answered ${response.status}: ${text || response.statusText}`);
    }
    return { body, mediaType: answeredMediaType(def.name, response.headers.get('content-type'), accept) };
  }

  return {
    name: def.name,
    kind: 'remote',

    async query(request: QueryRequest): Promise<QueryResponse> {
      const form = new URLSearchParams({ query: request.query });
      for (const g of request.defaultGraphUris ?? []) form.append('default-graph-uri', g);
      for (const g of request.namedGraphUris ?? []) form.append('named-graph-uri', g);
      const started = performance.now();
      const { body, mediaType } = await post(def.queryUrl, form, request.mediaType, request.signal, request.timeoutMs, request.maxAnswerBytes);
      return { body, mediaType, engineMs: performance.now() - started };
    },

    async update(request: UpdateRequest) {
      await post(def.updateUrl ?? def.queryUrl, new URLSearchParams({ update: request.update }), '*/*', request.signal, request.timeoutMs);
    },

    async load(request: LoadRequest) {
      // Parse everything first, so that a file with an error sends nothing at all.
      let quads: Quad[];
      try {
        quads = parse(request.data as string, { format: request.mediaType, ...(request.baseIri ? { base_iri: request.baseIri } : {}) });
      } catch (error) {
        throw new RepositoryError('data', `The file could not be read: ${describe(error)}`);
      }
      const byGraph = new Map<string, Quad[]>();
      for (const q of quads) {
        const graph = request.graph ?? (q.graph.termType === 'DefaultGraph' ? '' : q.graph.value);
        const list = byGraph.get(graph) ?? byGraph.set(graph, []).get(graph)!;
        list.push(quad(q.subject, q.predicate, q.object, defaultGraph()));
      }
      // Blank nodes are scoped to one INSERT DATA, so one that spans batches would split in two;
      // files with blank nodes load in a single request per graph.
      const hasBlankNodes = quads.some((q) => q.subject.termType === 'BlankNode' || q.object.termType === 'BlankNode');
      for (const [graph, list] of byGraph) {
        const size = hasBlankNodes ? list.length : loadBatch;
        for (let i = 0; i < list.length; i += size) {
          const triples = new Store(list.slice(i, i + size)).dump({ format: graphMediaTypes.ntriples, from_graph_name: defaultGraph() });
          const body = graph ? `GRAPH <${graph}> { ${triples} }` : triples;
          await this.update({ update: `INSERT DATA { ${body} }`, signal: AbortSignal.timeout(600_000), timeoutMs: 600_000 });
        }
      }
      return { quads: quads.length };
    },

    async size() {
      return undefined;
    },

    async close() {},
  };
}

const knownMediaTypes = new Set<string>([...Object.values(resultMediaTypes), ...Object.values(graphMediaTypes)]);
/**
 * The media type the answer is passed on as: only SPARQL results and RDF formats. Anything else
 * (an HTML page, a script) is refused, so a remote endpoint can never serve a page that runs on
 * Grafiek's origin. An answer without a type is taken as the type that was asked for.
 */
function answeredMediaType(name: string, header: string | null, asked: string): string {
  if (!header) return asked;
  const type = header.split(';')[0]!.trim().toLowerCase();
  // Virtuoso, for one, answers JSON results as application/json.
  const known = canonicalMediaType(type);
  if (knownMediaTypes.has(known)) return known;
  if (asked === '*/*') return asked;
  throw new RepositoryError('remote', `The SPARQL endpoint of repository "${name}" answered ${type}, which is not SPARQL results or RDF.`);
}

function describe(error: unknown) {
  if (error instanceof Error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return cause?.code ?? cause?.message ?? error.message;
  }
  return String(error);
}
