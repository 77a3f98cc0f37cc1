import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { QueryEngine } from '@comunica/query-sparql';
import { defaultGraph, Store, type Quad } from 'oxigraph';
import { HttpError, badRequest } from '../../http/httpError.js';
import type { Caller, Policy } from '../../platform/policy.js';
import {
  RepositoryError,
  repositoryErrorStatus,
  type GraphMediaType,
  type QueryForm,
  type QueryResponse,
  type Repository,
  type ResultMediaType,
} from '../../repositories/repository.js';
import type { RepositoryRegistry } from '../../repositories/repositoryRegistry.js';
import { ClientGate } from '../clientGate.js';
import { negotiate } from '../contentNegotiation.js';
import { sparqlForm } from '../queryForm.js';
import { comunicaEngine } from './comunicaEngine.js';
import { delegateToServices, findServices, mentionsService, withPlainStrings, type Operation, type Term } from './serviceClauses.js';
import { classifyService, refusalMessage, type ServiceTarget } from './serviceTargets.js';

/**
 * Queries with SERVICE clauses on an embedded repository. Oxigraph (in WebAssembly) cannot call
 * other endpoints, so Comunica evaluates the query: every part of it is addressed to an endpoint
 * (serviceClauses.ts), and Comunica's HTTP requests to those endpoints never leave the process
 * unchecked: they go to `dispatch` below, which answers the queried repository and this server's
 * other repositories in-process, under the caller's rights, and forwards allow-listed endpoints
 * through the same remote client as the proxy (no redirects, the query's deadline, SPARQL media
 * types only).
 *
 * Comunica keeps sources per endpoint URL between queries; so that no query can ever be answered
 * through another caller's sources, each query addresses its endpoints by URLs of its own
 * (`https://federation.invalid/{query}/{n}/sparql`) that only its own `dispatch` knows, and they
 * are dropped from Comunica's caches when the query ends.
 */

/** Bytes of endpoint answers one federated query may take in (they are held in memory for joins). */
export const MAX_FEDERATED_ANSWER_BYTES = 256 * 1024 * 1024;

/**
 * Requests one query sends to one remote endpoint at the same time. Comunica sends every block of
 * a bind join at once (157 for a join of 10,000 rows in blocks of 64), which made Virtuoso answer
 * "Transaction deadlocked" and would flood any endpoint on the Web; the rest wait their turn.
 */
export const REMOTE_CONCURRENCY = 4;

/** How deep SERVICE clauses may nest through this server's own repositories. */
const MAX_DEPTH = 4;

export interface FederationScope {
  registry: RepositoryRegistry;
  policy: Policy;
  allowedEndpoints: readonly string[];
  caller: Caller;
  /** `protocol://host` the request came to: SERVICE IRIs on this host name its repositories. */
  origin: string;
}

export interface FederatedRequest {
  /** The queried repository (embedded) and its endpoint URL, the base of relative IRIs. */
  repo: Repository;
  endpoint: string;
  query: string;
  form: QueryForm;
  mediaType: ResultMediaType | GraphMediaType;
  defaultGraphUris?: string[] | undefined;
  namedGraphUris?: string[] | undefined;
  signal: AbortSignal;
  /** `Date.now()` after which the query is stopped. */
  deadline: number;
}

export interface FederatedAnswer extends QueryResponse {
  /** SERVICE IRIs of repositories the caller may not query: they answered no rows. */
  denied: string[];
  /** Requests Comunica made to the endpoints (nested federations included). */
  requests: number;
}

/** An endpoint of one query: what answers the requests Comunica sends to its URL. */
interface Endpoint {
  /** For messages: the IRI as the query wrote it, or the queried repository. */
  label: string;
  silent: boolean;
  answer(request: SubQuery): Promise<QueryResponse>;
}

interface SubQuery {
  query: string;
  form: QueryForm;
  mediaType: ResultMediaType | GraphMediaType;
  signal: AbortSignal;
  timeoutMs: number;
}

class NamedNode implements Term {
  readonly termType = 'NamedNode';
  constructor(readonly value: string) {}
  equals(other: { termType?: string; value?: string } | null | undefined) {
    return !!other && other.termType === 'NamedNode' && other.value === this.value;
  }
}

/**
 * Runs a query with SERVICE clauses; undefined when the parsed query has none after all (a false
 * alarm of mentionsService), so that the caller takes the direct path.
 */
export async function federatedQuery(scope: FederationScope, request: FederatedRequest, depth = 0): Promise<FederatedAnswer | undefined> {
  const started = performance.now();
  const parser = await comunicaEngine('inProcess');
  if (request.signal.aborted) throw request.signal.reason;
  const parsed = await parse(parser, request.query, request.endpoint);
  const clauses = findServices(parsed);
  if (clauses.length === 0) return undefined;
  if (depth >= MAX_DEPTH) throw badRequest(`SERVICE clauses nest through this server's repositories more than ${MAX_DEPTH} deep.`);

  // Every IRI is checked before anything is contacted.
  const targets = new Map<string, ServiceTarget>();
  const targetOf = (iri: string) => {
    let target = targets.get(iri);
    if (!target) targets.set(iri, (target = classifyService(iri, scope.origin, scope.registry, scope.allowedEndpoints)));
    return target;
  };
  for (const clause of clauses) {
    if (clause.name.termType !== 'NamedNode') {
      throw badRequest(`SERVICE ?${clause.name.value}: a SERVICE clause must name its endpoint by IRI; a variable is not allowed.`);
    }
    const target = targetOf(clause.name.value);
    if (target.kind !== 'refused') continue;
    // SILENT turns a refusal into no rows, but only where this server would make the call: inside
    // a clause sent to another endpoint, that endpoint would make it.
    const sentAway = clause.enclosing.some((outer) => {
      const t = targetOf(outer.value);
      return t.kind === 'endpoint' && !t.embedded;
    });
    if (!clause.silent || sentAway) throw new HttpError(400, refusalMessage(target, scope.origin), { service: target.iri });
  }

  // Large blocks of bindings for this server's embedded repositories, small ones where a remote
  // endpoint is among the outermost clauses (comunicaEngine.ts says why).
  const remote = clauses.some((c) => {
    const target = c.enclosing.length === 0 ? targetOf(c.name.value) : undefined;
    return target?.kind === 'endpoint' && !target.embedded;
  });
  const engine = await comunicaEngine(remote ? 'remote' : 'inProcess');
  if (request.signal.aborted) throw request.signal.reason;

  const queryId = crypto.randomUUID();
  const endpoints = new Map<string, Endpoint>();
  const urlFor = (index: number) => `https://federation.invalid/${queryId}/${index}/sparql`;
  const remaining = () => Math.max(1, request.deadline - Date.now());
  const denied = new Set<string>();
  const failures: { url: string; error: RepositoryError | HttpError }[] = [];
  const stop = new AbortController();
  const signal = AbortSignal.any([request.signal, stop.signal]);
  let fatal: Error | undefined;
  let answerBytes = 0;
  let requests = 0;
  const remoteGate = new ClientGate(REMOTE_CONCURRENCY, Number.MAX_SAFE_INTEGER);

  // Every clause, and every part of the query without one, gets an endpoint URL of its own, so
  // that Comunica never merges two of them into one request: two clauses naming the same endpoint,
  // or two local parts, share no variable as often as not, and one request would ask the endpoint
  // for their cross product.
  const addEndpoint = (endpoint: Endpoint) => {
    const url = urlFor(endpoints.size);
    endpoints.set(url, endpoint);
    return new NamedNode(url);
  };
  const usesGraphs = (list?: string[]) => (list?.length ? list : undefined);
  let dataset = { defaultGraphs: [] as string[], namedGraphs: [] as string[] };
  const local: Endpoint = {
    label: 'this repository',
    silent: false,
    answer: (sub) => {
      // The Protocol's graph parameters replace FROM / FROM NAMED, as on the direct path.
      const protocolGraphs = usesGraphs(request.defaultGraphUris) ?? usesGraphs(request.namedGraphUris);
      return request.repo.query({
        ...sub,
        defaultGraphUris: protocolGraphs ? request.defaultGraphUris : usesGraphs(dataset.defaultGraphs),
        namedGraphUris: protocolGraphs ? request.namedGraphUris : usesGraphs(dataset.namedGraphs),
      });
    },
  };
  const localEndpoint = () => addEndpoint(local);
  const endpointOf = (iri: string, silent: boolean) =>
    addEndpoint({ label: `SERVICE <${iri}>`, silent, answer: (sub) => answerFor(targetOf(iri), sub) });

  const answerFor = async (target: ServiceTarget, sub: SubQuery): Promise<QueryResponse> => {
    if (target.kind === 'refused') throw new RepositoryError('remote', refusalMessage(target, scope.origin));
    if (!scope.policy.queryRepository(scope.caller.actor, target.target, scope.caller.repositorySession ?? null)) {
      // The caller's rights apply to every repository a query names: without them, no rows.
      denied.add(target.iri);
      return emptyAnswer(sub);
    }
    const repo = await target.target.open();
    if (!repo) throw new RepositoryError('unavailable', `repository ${target.target.raw} does not exist`);
    if (repo.kind === 'embedded' && mentionsService(sub.query)) {
      // A clause nested in this one: the repository federates it in turn, for the same caller.
      const nested = await federatedQuery(
        scope,
        { repo, endpoint: target.iri, query: sub.query, form: sub.form, mediaType: sub.mediaType, signal: sub.signal, deadline: request.deadline },
        depth + 1,
      );
      if (nested) {
        for (const iri of nested.denied) denied.add(iri);
        requests += nested.requests;
        return nested;
      }
    }
    if (repo.kind === 'embedded') return repo.query(sub);
    return remoteGate.run(target.target.key, sub.signal, () => retryingSerializationFailures(() => repo.query({ ...sub, timeoutMs: remaining() }), sub.signal));
  };

  const dispatch = async (input: unknown, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const key = `${url.origin}${url.pathname}`;
    const endpoint = endpoints.get(key);
    if (!endpoint) return new Response(`No endpoint ${key} in this query.`, { status: 404 });
    requests++;
    try {
      const subquery = withPlainStrings(await readSubQuery(url, init));
      // Comunica first reads the endpoint's URL to learn what it is: a SPARQL service description.
      if (subquery === '') return serviceDescription(key);
      const form = asQueryForm(sparqlForm(subquery));
      const accept = new Headers(init?.headers).get('accept') ?? undefined;
      const mediaType = negotiate(form, accept) ?? negotiate(form, undefined)!;
      const answer = await endpoint.answer({ query: subquery, form, mediaType, signal, timeoutMs: remaining() });
      answerBytes += Buffer.byteLength(answer.body);
      if (answerBytes > MAX_FEDERATED_ANSWER_BYTES) {
        fatal ??= badRequest(
          `The SERVICE endpoints answered more than ${MAX_FEDERATED_ANSWER_BYTES / 1024 / 1024} MB for this query; narrow the patterns inside SERVICE (a FILTER, fewer variables) or add LIMIT.`,
        );
        stop.abort(fatal);
        return new Response('Too much data.', { status: 507 });
      }
      return new Response(answer.body, { status: 200, headers: { 'content-type': answer.mediaType } });
    } catch (error) {
      const known = error instanceof RepositoryError || error instanceof HttpError ? error : new RepositoryError('unavailable', String((error as Error)?.message ?? error));
      const message = endpoint.label === 'this repository' ? known.message : `${endpoint.label}: ${known.message}`;
      const failure = known instanceof HttpError ? new HttpError(known.statusCode, message, known.extra) : new RepositoryError(known.kind, message);
      if (!endpoint.silent) failures.push({ url: key, error: failure });
      const status = known instanceof HttpError ? known.statusCode : repositoryErrorStatus[known.kind];
      return new Response(message, { status, headers: { 'content-type': 'text/plain' } });
    }
  };

  const delegated = delegateToServices(parsed, localEndpoint, endpointOf);
  dataset = { defaultGraphs: delegated.defaultGraphs, namedGraphs: delegated.namedGraphs };
  try {
    const body = await untilAborted(signal, () => evaluate(engine, delegated.operation, request, dispatch, signal));
    return { mediaType: request.mediaType, body, engineMs: performance.now() - started, denied: [...denied], requests };
  } catch (error) {
    if (fatal) throw fatal;
    if (request.signal.aborted) throw request.signal.reason;
    const failure = failures.find((f) => (error as Error)?.message?.includes(f.url)) ?? failures[0];
    if (failure) throw failure.error;
    if (error instanceof HttpError || error instanceof RepositoryError) throw error;
    throw new RepositoryError('syntax', `The federated query could not be evaluated: ${describe(error, endpoints)}`);
  } finally {
    stop.abort();
    await Promise.all([...endpoints.keys()].map((url) => engine.invalidateHttpCache(url).catch(() => undefined)));
  }
}

/**
 * SQL state 40001 (a serialization failure, which Virtuoso reports for "Transaction deadlocked"
 * between concurrent reads) means: try again. A federated query sends a remote endpoint many
 * requests, and one lost to a busy Virtuoso would fail the whole query.
 */
async function retryingSerializationFailures<T>(work: () => Promise<T>, signal: AbortSignal): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= 3 || signal.aborted || !(error instanceof RepositoryError) || !/\b40001\b/.test(error.message)) throw error;
      await sleep(100 * attempt, undefined, { signal });
    }
  }
}

async function parse(engine: QueryEngine, query: string, baseIRI: string): Promise<Operation> {
  try {
    const explained = await engine.explain(query, { sources: [], baseIRI }, 'parsed');
    return explained.data as Operation;
  } catch (error) {
    throw new RepositoryError('syntax', (error as Error).message);
  }
}

/** Comunica runs the rewritten query; the answer is serialised in the media type the client asked for. */
async function evaluate(
  engine: QueryEngine,
  operation: Operation,
  request: FederatedRequest,
  dispatch: (input: unknown, init?: RequestInit) => Promise<Response>,
  signal: AbortSignal,
): Promise<string> {
  const context = { sources: [], fetch: dispatch as typeof fetch, baseIRI: request.endpoint };
  // The rewritten algebra is Comunica's own (from its parser), with plain objects put in.
  const result = await engine.query(operation as unknown as Exclude<Parameters<QueryEngine['query']>[0], string>, context);
  if (result.resultType === 'quads') {
    // Graphs are written by Oxigraph, as on the direct path, in any of its formats.
    const quads = await collect<Quad>((await result.execute()) as unknown as Readable, signal);
    const store = new Store(quads);
    const quadFormat = request.mediaType === 'application/n-quads' || request.mediaType === 'application/trig';
    return store.dump(quadFormat ? { format: request.mediaType } : { format: request.mediaType, from_graph_name: defaultGraph() });
  }
  const { data } = await engine.resultToString(result, request.mediaType);
  const chunks = await collect<string | Buffer>(data as Readable, signal);
  return chunks.map((c) => c.toString()).join('');
}

function collect<T>(stream: Readable, signal: AbortSignal): Promise<T[]> {
  return new Promise((resolve, reject) => {
    const items: T[] = [];
    const onAbort = () => {
      stream.destroy();
      reject(signal.reason as Error);
    };
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    stream.on('data', (item: T) => items.push(item));
    stream.on('error', (error) => {
      signal.removeEventListener('abort', onAbort);
      reject(error);
    });
    stream.on('end', () => {
      signal.removeEventListener('abort', onAbort);
      resolve(items);
    });
  });
}

/** Comunica may wait on a request that will never be answered once the query is stopped. */
function untilAborted<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work().then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** The query text of a SPARQL Protocol request as Comunica sends it: GET, POST form or POST direct. */
async function readSubQuery(url: URL, init: RequestInit | undefined): Promise<string> {
  const fromUrl = url.searchParams.get('query');
  if (fromUrl !== null) return fromUrl;
  const body = init?.body;
  const text = typeof body === 'string' ? body : body instanceof URLSearchParams ? body.toString() : body ? await new Response(body).text() : '';
  const type = new Headers(init?.headers).get('content-type') ?? '';
  if (type.startsWith('application/x-www-form-urlencoded')) return new URLSearchParams(text).get('query') ?? '';
  return text;
}

/** What a GET of an endpoint without a query answers (SPARQL 1.1 Service Description). */
function serviceDescription(url: string): Response {
  const sd = 'http://www.w3.org/ns/sparql-service-description#';
  return new Response(`<${url}> a <${sd}Service> ; <${sd}endpoint> <${url}> .\n`, { status: 200, headers: { 'content-type': 'text/turtle' } });
}

const asQueryForm = (form: ReturnType<typeof sparqlForm>): QueryForm => (form === 'UPDATE' || form === 'unknown' ? 'SELECT' : form);

/** What a repository the caller may not query answers: the query over no data (no rows, false, no triples). */
function emptyAnswer(sub: SubQuery): QueryResponse {
  try {
    const body = String(new Store().query(sub.query, { results_format: sub.mediaType }));
    return { mediaType: sub.mediaType, body, engineMs: 0 };
  } catch {
    // A clause nested in this one cannot run here either; its answer is empty all the same.
    if (sub.form === 'SELECT' || sub.form === 'ASK') {
      const body = sub.form === 'ASK' ? '{"head":{},"boolean":false}' : '{"head":{"vars":[]},"results":{"bindings":[]}}';
      return { mediaType: 'application/sparql-results+json', body, engineMs: 0 };
    }
    return { mediaType: 'application/n-triples', body: '', engineMs: 0 };
  }
}

/** Comunica's message, with this query's endpoint URLs put back as the IRIs the query wrote. */
function describe(error: unknown, endpoints: Map<string, Endpoint>): string {
  let message = error instanceof Error ? error.message : String(error);
  for (const [url, endpoint] of endpoints) message = message.replaceAll(url, endpoint.label);
  return message.slice(0, 2000);
}
