import { HttpError } from '../../http/httpError.js';
import type { RepositoryRegistry } from '../../repositories/repositoryRegistry.js';
import { resolveSparqlTarget, type SparqlTarget } from '../sparqlTarget.js';

/** What a SERVICE IRI names, decided before anything is contacted. */
export type ServiceTarget =
  /**
   * One of this server's repositories (by its endpoint URL), or an allow-listed endpoint (by its
   * own URL, or by this server's proxy URL for it): the same targets `/api/sparql/{target}` serves.
   */
  | { kind: 'endpoint'; iri: string; target: SparqlTarget; embedded: boolean }
  | { kind: 'refused'; iri: string; reason: string };

/** This server's endpoint path: `/api/sparql/{repository}` (or the proxy's `/api/sparql/{encoded URL}`). */
const OWN_ENDPOINT = /^\/api\/sparql\/([^/]+)\/?$/;

/**
 * Classifies a SERVICE IRI. An IRI on the host the request came to (`origin`) with this server's
 * endpoint path names a repository, whatever its query string says (a `?persona=` in an app's IRI
 * never changes whose rights apply: the caller's do). Any other http(s) IRI is an endpoint that must
 * be on GRAFIEK_ALLOWED_ENDPOINTS, exactly as for the proxy. Everything else is refused, with the reason.
 */
export function classifyService(iri: string, origin: string, registry: RepositoryRegistry, allowedEndpoints: readonly string[]): ServiceTarget {
  let url: URL;
  try {
    url = new URL(iri);
  } catch {
    return { kind: 'refused', iri, reason: 'it is not an absolute IRI' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { kind: 'refused', iri, reason: 'only http(s) SPARQL endpoints can be federated' };
  }
  const own = url.host === new URL(origin).host ? OWN_ENDPOINT.exec(url.pathname) : null;
  let raw = iri;
  if (own) {
    try {
      raw = decodeURIComponent(own[1]!);
    } catch {
      return { kind: 'refused', iri, reason: 'its repository name is not valid URL encoding' };
    }
  }
  try {
    const target = resolveSparqlTarget(raw, registry, allowedEndpoints);
    const embedded = target.name !== undefined && registry.definition(target.name)?.kind === 'embedded';
    return { kind: 'endpoint', iri, target, embedded };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { kind: 'refused', iri, reason: error.message.replace(/\.$/, '') };
  }
}

/** The message of a refused SERVICE IRI: it names the IRI and says what may be federated. */
export function refusalMessage(refused: { iri: string; reason: string }, origin: string): string {
  return (
    `SERVICE <${refused.iri}> is not allowed (${refused.reason}). A SERVICE clause may name this server's repositories ` +
    `(${origin}/api/sparql/{repository}) and endpoints whose host is on GRAFIEK_ALLOWED_ENDPOINTS.`
  );
}
