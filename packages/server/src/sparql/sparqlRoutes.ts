import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, badRequest, forbidden, notFound } from '../http/httpError.js';
import { authorize, type Policy } from '../platform/policy.js';
import { openRemoteRepository } from '../repositories/remote/remoteRepository.js';
import { RepositoryError, repositoryErrorStatus, type Repository } from '../repositories/repository.js';
import type { RepositoryRegistry } from '../repositories/repositoryRegistry.js';
import { negotiate } from './contentNegotiation.js';
import { protocolParameters } from './protocolParameters.js';
import type { QueryCache } from './queryCache.js';
import { sparqlForm } from './queryForm.js';
import { withUsingGraphs } from './updateDataset.js';

export interface SparqlRoutesOptions {
  registry: RepositoryRegistry;
  cache: QueryCache;
  policy: Policy;
  timeoutMs: number;
  allowedEndpoints: string[];
}


/** Markers a query text may carry (spec/platform.md §9). */
const noCacheMarker = /nocache/;
const slowMarker = /artificially-slow-query\s+(\d+)/;

/** Appends the SPARQL runner's paging unless the query already ends with its own LIMIT/OFFSET. */
export function withPaging(query: string, limit?: number, offset?: number) {
  if (limit === undefined && offset === undefined) return query;
  const withoutComments = query.replace(/#[^\n<>"]*$/gm, '').trimEnd();
  if (/\b(limit|offset)\s+\d+\s*$/i.test(withoutComments)) return query;
  return `${query}\n${limit !== undefined ? `LIMIT ${limit}` : ''} ${offset !== undefined ? `OFFSET ${offset}` : ''}`;
}

/**
 * Relative IRIs in a request resolve against the endpoint's own URL, as the SPARQL Protocol
 * allows. Oxigraph has no base of its own, so embedded repositories get a BASE declaration in
 * front of the text (on the same line, so the engine's line numbers stay right); remote
 * endpoints use their own base.
 */
function withServiceBase(repo: Repository, request: FastifyRequest, name: string, text: string) {
  if (repo.kind !== 'embedded') return text;
  return `BASE <${request.protocol}://${request.host}/api/sparql/${encodeURIComponent(name)}> ${text}`;
}

/**
 * The SPARQL 1.1 Protocol endpoint `/api/sparql/{repo}`: queries by GET, POST form and POST
 * direct; updates for authors with access; results negotiated by Accept; a bounded cache per
 * repository that every write clears; timeouts; cancellation when the client goes away.
 */
export async function sparqlRoutes(app: FastifyInstance, options: SparqlRoutesOptions) {
  const { registry, cache, policy, timeoutMs, allowedEndpoints } = options;
  for (const type of ['application/x-www-form-urlencoded', 'application/sparql-query', 'application/sparql-update']) {
    app.addContentTypeParser(type, { parseAs: 'string' }, (_request, body, done) => done(null, body));
  }

  /** Resolves the target: a named repository, or a full URL on the allow-list (proxied). */
  function target(raw: string): { key: string; name?: string; repo: () => Promise<Repository | undefined>; public: boolean; projects: string[] } {
    if (/^https?:\/\//i.test(raw)) {
      let url: URL;
      try {
        url = new URL(raw);
      } catch {
        throw badRequest(`"${raw}" is not a valid endpoint URL.`);
      }
      if (!allowedEndpoints.includes(url.host.toLowerCase())) {
        throw forbidden(`The endpoint ${url.host} is not on this server's list of allowed endpoints (GRAFIEK_ALLOWED_ENDPOINTS).`);
      }
      return { key: url.toString(), repo: async () => openRemoteRepository({ name: url.host, queryUrl: url.toString() }), public: true, projects: [] };
    }
    const def = registry.definition(raw);
    if (!def) throw notFound(`There is no repository "${raw}".`);
    return { key: def.name, name: def.name, repo: () => registry.get(def.name), public: def.public, projects: def.projects };
  }

  /**
   * The cache key of a query request: the request as it came (address, body, and the headers
   * that change the answer), not its parsed parameters. Visitors of an app send the very same
   * bytes for the same widget, so a hit is found before any parsing; a query spelled another way
   * is simply a separate entry. Only answered queries are stored under a key, so an update's
   * text never finds one.
   */
  const requestKey = (request: FastifyRequest) =>
    `${request.method} ${request.host} ${request.url}\n${request.headers.accept ?? ''}\n${request.headers['content-type'] ?? ''}\n${typeof request.body === 'string' ? request.body : ''}`;

  async function handle(request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) {
    const raw = decodeURIComponent(request.params['*'] ?? '');
    if (!raw) throw notFound('Name a repository: /api/sparql/{repository}.');
    const t = target(raw);
    const cacheKey = requestKey(request);
    const cached = noCacheMarker.test(cacheKey) ? undefined : cache.get(t.key, cacheKey);
    if (cached && policy.queryRepository(request.actor, t, request.repoSession)) {
      return reply.header('content-type', `${cached.mediaType}; charset=utf-8`).header('x-grafiek-cache', 'hit').send(cached.body);
    }
    const params = protocolParameters(request);

    if (params.update !== undefined) {
      if (request.method !== 'POST') throw new HttpError(405, 'Updates must be sent with POST.');
      authorize(request, policy.updateRepository(request.actor, t, request.repoSession), {
        repository: t.name,
        forbidden: `You may not change repository "${raw}".`,
        logIn: 'Log in to change this repository.',
      });
      const repo = await t.repo();
      if (!repo) throw notFound(`There is no repository "${raw}".`);
      const update = withServiceBase(repo, request, raw, withUsingGraphs(params.update, params));
      await run(request, (signal) => repo.update({ update, signal, timeoutMs }));
      cache.invalidate(t.key);
      request.log.info({ repo: raw, by: request.actor?.email }, 'sparql update');
      return reply.status(204).send();
    }

    if (params.query === undefined || params.query.trim() === '') {
      throw badRequest('Give a SPARQL query in the parameter "query" (or an update in "update").');
    }
    authorize(request, policy.queryRepository(request.actor, t, request.repoSession), {
      repository: t.name,
      forbidden: `You may not query repository "${raw}".`,
      logIn: `Log in to query repository "${raw}".`,
    });
    const detected = sparqlForm(params.query);
    if (detected === 'UPDATE') throw badRequest('This is a SPARQL update: send it in the parameter "update" with POST.');
    const form = detected === 'unknown' ? 'SELECT' : detected;
    const mediaType = negotiate(form, request.headers.accept);
    if (!mediaType) {
      throw new HttpError(406, `Cannot answer a ${form} query as ${request.headers.accept}.`);
    }
    const query = form === 'SELECT' ? withPaging(params.query, params.limit, params.offset) : params.query;
    const useCache = !noCacheMarker.test(cacheKey);
    const repo = await t.repo();
    if (!repo) throw notFound(`There is no repository "${raw}".`);
    const slow = slowMarker.exec(query);
    const result = await run(request, async (signal) => {
      if (slow) await sleep(Number(slow[1]), undefined, { signal });
      return repo.query({
        query: withServiceBase(repo, request, raw, query),
        form,
        mediaType,
        defaultGraphUris: params.defaultGraphUris,
        namedGraphUris: params.namedGraphUris,
        signal,
        timeoutMs,
      });
    });
    if (useCache) cache.set(t.key, cacheKey, { mediaType: result.mediaType, body: Buffer.from(result.body) });
    return reply
      .header('content-type', `${result.mediaType}; charset=utf-8`)
      .header('server-timing', `engine;dur=${result.engineMs.toFixed(1)}`)
      .header('x-grafiek-cache', useCache ? 'miss' : 'skip')
      .send(result.body);
  }

  /**
   * Runs repository work under the request timeout; the work stops when the client disconnects
   * or the time is up, and engine errors become HTTP statuses.
   */
  async function run<T>(request: FastifyRequest, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const disconnected = new AbortController();
    const deadline = AbortSignal.timeout(timeoutMs);
    const onClose = () => {
      if (!request.raw.complete || !request.raw.socket?.writable) disconnected.abort();
    };
    request.raw.socket?.once('close', onClose);
    try {
      return await work(AbortSignal.any([disconnected.signal, deadline]));
    } catch (error) {
      if (deadline.aborted) throw new HttpError(504, `The query took longer than ${timeoutMs} ms and was stopped.`);
      if (error instanceof RepositoryError) throw new HttpError(repositoryErrorStatus[error.kind], error.message);
      if ((error as Error).name === 'AbortError') throw new HttpError(499, 'The request was cancelled.');
      throw error;
    } finally {
      request.raw.socket?.off('close', onClose);
    }
  }

  const schema = { hide: false, tags: ['sparql'], summary: 'SPARQL 1.1 Protocol endpoint of a repository' };
  app.get('/api/sparql/*', { schema }, handle);
  app.post('/api/sparql/*', { schema }, handle);
}
