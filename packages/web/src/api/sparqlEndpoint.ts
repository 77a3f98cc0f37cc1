/**
 * Where an app's queries go. Apps store `repoURL` as a repository name (`demo`), as the platform's
 * own endpoint path (`/api/sparql/demo`), or as a full URL of any SPARQL endpoint; the browser
 * always talks to this server, which proxies a full URL only when its host is on the allow-list.
 */
export interface SparqlEndpoint {
  /** What the app's setting said, for messages. */
  configured: string;
  /** The URL the browser posts queries to. */
  queryUrl: string;
  /** The repository name when the endpoint is one of this server's repositories. */
  repo: string | null;
  /**
   * Queries go straight to the endpoint, on another origin, without a platform token or
   * cookies: a static export has no server of its own to proxy them (platform README: Static export).
   */
  direct?: boolean;
  /** A static export's stored answers (api/snapshot.ts), asked before the endpoint. */
  snapshotUrl?: string;
}

const OWN_ENDPOINT = /^\/?api\/sparql\/([^/?#]+)\/?$/;

export function resolveSparqlEndpoint(
  repoURL: unknown,
  origin: string = window.location.origin,
  options: { direct?: boolean; snapshotUrl?: string } = {},
): SparqlEndpoint | null {
  const configured = typeof repoURL === 'string' ? repoURL.trim() : '';
  if (!configured) return null;
  if (options.direct) {
    // The export wrote the endpoint's full URL; anything else would point at the static server.
    if (!/^https?:\/\//i.test(configured)) throw new Error(`A static site needs the full URL of its SPARQL endpoint, not "${configured}".`);
    return { configured, queryUrl: new URL(configured).toString(), repo: null, direct: true, ...(options.snapshotUrl ? { snapshotUrl: options.snapshotUrl } : {}) };
  }
  if (/^https?:\/\//i.test(configured)) {
    const url = new URL(configured);
    const own = url.origin === origin ? OWN_ENDPOINT.exec(url.pathname) : null;
    if (own) return { configured, queryUrl: `/api/sparql/${own[1]}`, repo: decodeURIComponent(own[1]!) };
    return { configured, queryUrl: `/api/sparql/${encodeURIComponent(url.toString())}`, repo: null };
  }
  const own = OWN_ENDPOINT.exec(configured);
  const repo = own ? decodeURIComponent(own[1]!) : configured.replace(/^\/+|\/+$/g, '');
  return { configured, queryUrl: `/api/sparql/${encodeURIComponent(repo)}`, repo };
}

/**
 * The command, upload, login and logout calls sit beside the query endpoint: the spec derives
 * them by replacing `sparql` in its URL. This server's job list (`jobs`) sits there too.
 */
export function siblingUrl(endpoint: SparqlEndpoint, service: 'command' | 'upload' | 'jobs' | 'login' | 'logout' | 'isloggedin'): string {
  return endpoint.queryUrl.replace('/api/sparql/', `/api/${service}/`);
}
