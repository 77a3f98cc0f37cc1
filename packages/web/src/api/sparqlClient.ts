import { parseSparqlJsonResults, type SparqlJsonResults } from '@grafiek/core';
import { readErrorBody } from './ApiError';
import { loadSnapshot, notInSnapshotMessage, storedAnswer } from './snapshot';
import type { SparqlEndpoint } from './sparqlEndpoint';
import { loginHeaders } from './loginCookie';

/** A query gives up after 250 s. */
export const QUERY_TIMEOUT_MS = 250_000;

/** A 401 or 403 from the endpoint: the widget runs the login flow, then tries again. */
export class AuthenticationRequiredError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'AuthenticationRequiredError';
  }
}

/** The endpoint answered, but not with results; `message` is the engine's own text. */
export class SparqlQueryError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'SparqlQueryError';
  }
}

/** The endpoint's own message for a failed request. */
export async function errorText(response: Response): Promise<string> {
  return (await readErrorBody(response)).message;
}

export interface RunQueryOptions {
  signal?: AbortSignal;
  /** Extra protocol fields, e.g. `limit` and `offset` for the SPARQL runner. */
  extra?: Record<string, string>;
}

/**
 * Runs a query as the original product sends it: POST form-encoded with `infer=false` and
 * `sameAs=false`, asking for SPARQL JSON results, with credentials and the platform token (a
 * restricted repository accepts either).
 */
export async function runSparqlQuery(endpoint: SparqlEndpoint, query: string, options: RunQueryOptions = {}): Promise<SparqlJsonResults> {
  const headers: Record<string, string> = {
    Accept: 'application/sparql-results+json',
    'Content-Type': 'application/x-www-form-urlencoded',
  };
  // A direct endpoint is another site: it gets no login of this one.
  if (!endpoint.direct) Object.assign(headers, loginHeaders());
  const timeout = AbortSignal.timeout(QUERY_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const body = new URLSearchParams({ query, infer: 'false', sameAs: 'false', ...options.extra });
  const stored = endpoint.snapshotUrl ? storedAnswer(await loadSnapshot(endpoint.snapshotUrl), body.toString()) : undefined;
  let response: Response;
  if (stored) {
    response = new Response(stored.body, { status: stored.status, headers: { 'Content-Type': stored.contentType } });
  } else {
    try {
      // Another site's endpoint answers anybody (Access-Control-Allow-Origin: *), which browsers accept only without credentials.
      response = await fetch(endpoint.queryUrl, { method: 'POST', headers, body, credentials: endpoint.direct ? 'omit' : 'include', signal });
    } catch (error) {
      if (!endpoint.snapshotUrl || signal.aborted) throw error;
      throw new SparqlQueryError(0, notInSnapshotMessage(error instanceof Error ? error.message : String(error)));
    }
  }
  if (response.status === 401 || response.status === 403) {
    throw new AuthenticationRequiredError(response.status, await errorText(response));
  }
  if (!response.ok) throw new SparqlQueryError(response.status, await errorText(response));
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new SparqlQueryError(response.status, 'The endpoint did not answer with SPARQL JSON results.');
  }
  return parseSparqlJsonResults(json);
}
