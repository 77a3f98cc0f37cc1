import { isAskResults } from '@grafiek/core';
import { AuthenticationRequiredError, errorText, runSparqlQuery, SparqlQueryError } from './sparqlClient';
import type { SparqlEndpoint } from './sparqlEndpoint';
import { loginHeaders } from './loginCookie';

/**
 * Sends a SPARQL UPDATE to the app's endpoint (SPARQL 1.1 Protocol: POST form `update=`), with the
 * platform token; the server decides whether this user may change the repository. Rejects with
 * the server's message: AuthenticationRequiredError for 401/403, SparqlQueryError otherwise.
 */
export async function runSparqlUpdate(endpoint: SparqlEndpoint, update: string, options: { signal?: AbortSignal } = {}): Promise<void> {
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' };
  Object.assign(headers, loginHeaders());
  const response = await fetch(endpoint.queryUrl, {
    method: 'POST',
    headers,
    body: new URLSearchParams({ update }),
    credentials: 'include',
    signal: options.signal,
  });
  if (response.status === 401 || response.status === 403) throw new AuthenticationRequiredError(response.status, await errorText(response));
  if (!response.ok) throw new SparqlQueryError(response.status, await errorText(response));
}

/** Runs an ASK query, past every cache: the answer must describe the store as it is now. */
export async function askSparql(endpoint: SparqlEndpoint, ask: string, options: { signal?: AbortSignal } = {}): Promise<boolean> {
  const results = await runSparqlQuery(endpoint, `${ask}\n# nocache`, options);
  if (!isAskResults(results)) throw new SparqlQueryError(200, 'The endpoint answered an ASK query without a yes or no.');
  return results.boolean;
}
