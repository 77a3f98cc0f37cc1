/**
 * The keys SPARQL answers are cached under, one factory for every reader and writer: a widget's
 * query, and the invalidation after a rule or an edit changed the repository.
 */
export const sparqlQueryKeys = {
  all: ['sparql'] as const,
  /** Every answer from one endpoint: what a write to that repository makes stale. */
  endpoint: (queryUrl: string) => ['sparql', queryUrl] as const,
  query: (queryUrl: string, resolvedQuery: string | null) => ['sparql', queryUrl, resolvedQuery] as const,
};
