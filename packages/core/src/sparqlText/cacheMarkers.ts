/**
 * A query whose text contains `nocache` (in any case, usually as a comment: `# nocache`) is
 * answered afresh: neither the web app's query cache nor the server's answer cache keeps or
 * reuses its answer. Authors add it to queries whose answer changes without a write through
 * Grafiek, such as a check right after an upload. One rule for both sides, so a query the
 * browser fetches afresh is never answered from the server's cache.
 */
const NO_CACHE_MARKER = /nocache/i;

export function skipsCache(queryText: string): boolean {
  return NO_CACHE_MARKER.test(queryText);
}
