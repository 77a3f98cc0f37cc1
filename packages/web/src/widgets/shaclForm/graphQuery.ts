import { AuthenticationRequiredError, errorText, QUERY_TIMEOUT_MS, SparqlQueryError } from '../../api/sparqlClient';
import type { SparqlEndpoint } from '../../api/sparqlEndpoint';
import { loginHeaders } from '../../api/loginCookie';

/**
 * Runs a CONSTRUCT (or DESCRIBE) query and gives the graph as Turtle, the way runSparqlQuery
 * runs a SELECT: POST form-encoded with the platform token, 401/403 as
 * AuthenticationRequiredError so the app can ask for a login. (The shared query client answers
 * SELECT and ASK only; this belongs beside it in api/ once another widget needs graphs.)
 */
export async function runGraphQuery(endpoint: SparqlEndpoint, query: string, options: { signal?: AbortSignal } = {}): Promise<string> {
  const headers: Record<string, string> = { Accept: 'text/turtle', 'Content-Type': 'application/x-www-form-urlencoded' };
  Object.assign(headers, loginHeaders());
  const timeout = AbortSignal.timeout(QUERY_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const body = new URLSearchParams({ query, infer: 'false', sameAs: 'false' });
  const response = await fetch(endpoint.queryUrl, { method: 'POST', headers, body, credentials: 'include', signal });
  if (response.status === 401 || response.status === 403) throw new AuthenticationRequiredError(response.status, await errorText(response));
  if (!response.ok) throw new SparqlQueryError(response.status, await errorText(response));
  return response.text();
}
