import { setTimeout as sleep } from 'node:timers/promises';
import { scanSparql } from '@grafiek/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, badRequest, notFound } from '../http/httpError.js';
import type { Policy } from '../platform/policy.js';
import type { QueryResponse, Repository } from '../repositories/repository.js';
import type { RepositoryRegistry } from '../repositories/repositoryRegistry.js';
import { answerCache } from './answerCache.js';
import { negotiate } from './contentNegotiation.js';
import { runWithDeadline } from './deadline.js';
import { protocolParameters } from './protocolParameters.js';
import type { QueryCache } from './queryCache.js';
import { sparqlForm } from './queryForm.js';
import { authorizeQuery, authorizeUpdate, mayQuery, openSparqlTarget, resolveSparqlTarget } from './sparqlTarget.js';
import { ClientGate } from './clientGate.js';
import { checkSparqlSize } from './sparqlLimits.js';
import { withUsingGraphs } from './updateDataset.js';
import { federatedQuery, type FederatedAnswer } from './federation/federatedQuery.js';
import { mentionsService } from './federation/serviceClauses.js';

export interface SparqlRoutesOptions {
  registry: RepositoryRegistry;
  cache: QueryCache;
  policy: Policy;
  timeoutMs: number;
  /** The timeout for callers who are not logged in (shorter: anyone can send those). */
  anonymousTimeoutMs: number;
  /** The largest answer sent (GRAFIEK_MAX_ANSWER_BYTES); repositories stop at it. */
  maxAnswerBytes: number;
  /** Per client: queries running side by side, and waiting beyond those (clientGate.ts). */
  clientConcurrency: number;
  clientQueue: number;
  allowedEndpoints: string[];
  /** GRAFIEK_SPARQL_CORS: the sites whose pages may read answers ('*': any), none when empty. */
  corsOrigins: readonly string[];
}

/**
 * Answers are data, never pages: opened directly in a browser, nothing in them may run or load
 * (a remote endpoint's answer passes through here).
 */
const ANSWER_CSP = "default-src 'none'; sandbox";

/** A query text with this marker waits N ms before it runs, to try out loading states. */
const slowMarker = /artificially-slow-query\s+(\d+)/;

/** Appends the SPARQL runner's paging unless the query already ends with its own LIMIT/OFFSET. */
export function withPaging(query: string, limit?: number, offset?: number) {
  if (limit === undefined && offset === undefined) return query;
  // Comments blanked by core's scanner (linear; a regex over the comments was quadratic in them).
  const withoutComments = scanSparql(query).code.trimEnd();
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
  return `BASE <${endpointUrl(request, name)}> ${text}`;
}

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
const endpointUrl = (request: FastifyRequest, name: string) => `${originOf(request)}/api/sparql/${encodeURIComponent(name)}`;

/**
 * The SPARQL 1.1 Protocol endpoint `/api/sparql/{repo}`: queries by GET, POST form and POST
 * direct; updates for authors with access; results negotiated by Accept. It composes the target
 * and its access check (sparqlTarget.ts), the cache of answers that every write clears
 * (answerCache.ts), and the deadline every run has (deadline.ts).
 */
export async function sparqlRoutes(app: FastifyInstance, options: SparqlRoutesOptions) {
  const { registry, cache, policy, allowedEndpoints } = options;
  const gate = new ClientGate(options.clientConcurrency, options.clientQueue);
  /** A logged-in person is one client wherever they are; anyone else is their address. */
  const clientOf = (request: FastifyRequest) => (request.actor ? `user:${request.actor.id}` : `address:${request.ip}`);
  const timeoutOf = (request: FastifyRequest) => (request.actor ? options.timeoutMs : Math.min(options.timeoutMs, options.anonymousTimeoutMs));
  for (const type of ['application/x-www-form-urlencoded', 'application/sparql-query', 'application/sparql-update']) {
    app.addContentTypeParser(type, { parseAs: 'string' }, (_request, body, done) => done(null, body));
  }

  async function handle(request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) {
    let raw: string;
    try {
      raw = decodeURIComponent(request.params['*'] ?? '');
    } catch {
      throw badRequest(`"${request.params['*']}" is not a repository name or endpoint URL: it has a %-escape that does not decode.`);
    }
    if (!raw) throw notFound('Name a repository: /api/sparql/{repository}.');
    const target = resolveSparqlTarget(raw, registry, allowedEndpoints);
    const answers = answerCache(cache, request, target.key);
    const hit = answers.lookup();
    if (hit && mayQuery(request, policy, target)) {
      return reply.header('content-type', `${hit.mediaType}; charset=utf-8`).header('content-security-policy', ANSWER_CSP).header('x-grafiek-cache', 'hit').send(hit.body);
    }
    const params = protocolParameters(request);

    if (params.update !== undefined) {
      if (request.method !== 'POST') throw new HttpError(405, 'Updates must be sent with POST.');
      authorizeUpdate(request, policy, target);
      checkSparqlSize(params.update, 'update');
      const repo = await openSparqlTarget(target);
      const update = withServiceBase(repo, request, raw, withUsingGraphs(params.update, params));
      const timeoutMs = timeoutOf(request);
      await runWithDeadline(request, timeoutMs, (signal) => gate.run(clientOf(request), signal, () => repo.update({ update, signal, timeoutMs })));
      answers.invalidate();
      request.log.info({ repo: raw, by: request.actor?.email }, 'sparql update');
      return reply.status(204).send();
    }

    if (params.query === undefined || params.query.trim() === '') {
      throw badRequest('Give a SPARQL query in the parameter "query" (or an update in "update").');
    }
    authorizeQuery(request, policy, target);
    checkSparqlSize(params.query, 'query');
    const detected = sparqlForm(params.query);
    if (detected === 'UPDATE') throw badRequest('This is a SPARQL update: send it in the parameter "update" with POST.');
    const form = detected === 'unknown' ? 'SELECT' : detected;
    const mediaType = negotiate(form, request.headers.accept);
    if (!mediaType) {
      throw new HttpError(406, `Cannot answer a ${form} query as ${request.headers.accept}.`);
    }
    const query = form === 'SELECT' ? withPaging(params.query, params.limit, params.offset) : params.query;
    const repo = await openSparqlTarget(target);
    const slow = slowMarker.exec(query);
    const timeoutMs = timeoutOf(request);
    // An embedded repository federates a query with SERVICE clauses (federation/federatedQuery.ts);
    // every other query takes the direct path to its repository.
    const federates = repo.kind === 'embedded' && mentionsService(query);
    const deadline = Date.now() + timeoutMs;
    const result: QueryResponse | FederatedAnswer = await runWithDeadline(request, timeoutMs, (signal) =>
      gate.run(clientOf(request), signal, async () => {
        if (slow) await sleep(Number(slow[1]), undefined, { signal });
        const federated = federates
          ? await federatedQuery(
              { registry, policy, allowedEndpoints, caller: request, origin: originOf(request) },
              { repo, endpoint: endpointUrl(request, raw), query, form, mediaType, defaultGraphUris: params.defaultGraphUris, namedGraphUris: params.namedGraphUris, signal, deadline },
            )
          : undefined;
        if (federated) return federated;
        return repo.query({
          query: withServiceBase(repo, request, raw, query),
          form,
          mediaType,
          defaultGraphUris: params.defaultGraphUris,
          namedGraphUris: params.namedGraphUris,
          signal,
          timeoutMs,
          maxAnswerBytes: options.maxAnswerBytes,
        });
      }),
    );
    // A federated answer depends on several repositories and on the caller's rights in each of
    // them, while the cache is kept per repository and checks one right: it is never cached.
    const federated = 'denied' in result ? (result as FederatedAnswer) : undefined;
    if (!federated) answers.store(result);
    if (federated?.denied.length) reply.header('x-grafiek-service-denied', federated.denied.map((iri) => `<${iri}>`).join(' '));
    return reply
      .header('content-type', `${result.mediaType}; charset=utf-8`)
      .header('content-security-policy', ANSWER_CSP)
      .header('server-timing', `engine;dur=${result.engineMs.toFixed(1)}${federated ? `, service;desc="${federated.requests} requests"` : ''}`)
      .header('x-grafiek-cache', answers.skipped || federated ? 'skip' : 'miss')
      .send(result.body);
  }

  const schema = { hide: false, tags: ['sparql'], summary: 'SPARQL 1.1 Protocol endpoint of a repository' };
  app.get('/api/sparql/*', { schema }, handle);
  app.post('/api/sparql/*', { schema }, handle);

  // Pages of other sites may read answers, as of any public SPARQL endpoint: a static export
  // queries it straight from another origin. Without credentials only (browsers withhold cookies
  // from a wildcard, and the listed origins are not told to send them), so a page elsewhere gets
  // what an anonymous visitor gets, or what a bearer token it holds allows. GRAFIEK_SPARQL_CORS
  // narrows it (an intranet server: its own sites only) or turns it off.
  const { corsOrigins } = options;
  const allowedOrigin = (request: FastifyRequest): string | undefined => {
    if (corsOrigins.includes('*')) return '*';
    const origin = request.headers.origin;
    return origin && corsOrigins.includes(origin) ? origin : undefined;
  };
  if (corsOrigins.length > 0) {
    app.addHook('onSend', async (request, reply) => {
      if (!request.url.startsWith('/api/sparql/')) return;
      const origin = allowedOrigin(request);
      if (origin) reply.header('access-control-allow-origin', origin);
      if (origin !== '*') reply.header('vary', 'Origin');
    });
    app.options('/api/sparql/*', { schema: { hide: true } }, async (request, reply) => {
      const origin = allowedOrigin(request);
      if (!origin) return reply.status(204).send();
      return reply
        .status(204)
        .header('access-control-allow-origin', origin)
        .header('access-control-allow-methods', 'GET, POST')
        .header('access-control-allow-headers', 'Accept, Content-Type, Authorization')
        .header('access-control-max-age', '600')
        .send();
    });
  }
}
