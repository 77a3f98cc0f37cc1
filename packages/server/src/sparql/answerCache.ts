import { skipsCache } from '@grafiek/core';
import type { FastifyRequest } from 'fastify';
import type { CachedAnswer, QueryCache } from './queryCache.js';

/**
 * The cache key of a query request: the request as it came (address, body, and the headers
 * that change the answer), not its parsed parameters. Visitors of an app send the very same
 * bytes for the same widget, so a hit is found before any parsing; a query spelled another way
 * is simply a separate entry. Only answered queries are stored under a key, so an update's
 * text never finds one.
 */
const requestKey = (request: FastifyRequest) =>
  `${request.method} ${request.host} ${request.url}\n${request.headers.accept ?? ''}\n${request.headers['content-type'] ?? ''}\n${typeof request.body === 'string' ? request.body : ''}`;

/** One request's place in the query cache of its target (a repository or a remote endpoint). */
export interface AnswerCache {
  /** The request carries the nocache marker (core's skipsCache): nothing is looked up or stored. */
  readonly skipped: boolean;
  lookup(): CachedAnswer | undefined;
  store(answer: { mediaType: string; body: string }): void;
  /** After a write to the target: every answer kept for it may be stale. */
  invalidate(): void;
}

export function answerCache(cache: QueryCache, request: FastifyRequest, targetKey: string): AnswerCache {
  const key = requestKey(request);
  // The marker is looked for in the request as sent (the query in its URL or body), so that a
  // hit needs no parsing either; the marker's letters are the same in URL and form encoding.
  const skipped = skipsCache(key);
  // Taken before the query runs: an answer read while a write came is not kept.
  const readAt = cache.generation(targetKey);
  return {
    skipped,
    lookup: () => (skipped ? undefined : cache.get(targetKey, key)),
    store: (answer) => {
      if (!skipped) cache.set(targetKey, key, { mediaType: answer.mediaType, body: Buffer.from(answer.body) }, readAt);
    },
    invalidate: () => cache.invalidate(targetKey),
  };
}
