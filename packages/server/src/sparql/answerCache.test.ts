import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { answerCache } from './answerCache.js';
import { QueryCache } from './queryCache.js';

const request = (url: string, body?: string, accept = 'application/sparql-results+json') =>
  ({ method: body === undefined ? 'GET' : 'POST', host: 'localhost:3000', url, headers: { accept }, body }) as unknown as FastifyRequest;

const answer = { mediaType: 'application/sparql-results+json', body: '{"head":{}}' };

describe('answerCache', () => {
  it('keeps an answer for the very same request, and only for it', () => {
    const cache = new QueryCache(1_000_000);
    answerCache(cache, request('/api/sparql/demo', 'query=ASK%7B%7D'), 'demo').store(answer);
    expect(answerCache(cache, request('/api/sparql/demo', 'query=ASK%7B%7D'), 'demo').lookup()?.body.toString()).toBe(answer.body);
    expect(answerCache(cache, request('/api/sparql/demo', 'query=ASK%7B%7D'), 'other').lookup()).toBeUndefined();
    expect(answerCache(cache, request('/api/sparql/demo', 'query=ASK%7B%7D', 'text/csv'), 'demo').lookup()).toBeUndefined();
    expect(answerCache(cache, request('/api/sparql/demo', 'query=ASK+%7B%7D'), 'demo').lookup()).toBeUndefined();
  });

  it('neither looks up nor stores a request whose text carries nocache', () => {
    const cache = new QueryCache(1_000_000);
    const skipping = answerCache(cache, request('/api/sparql/demo?query=ASK%7B%7D%20%23nocache'), 'demo');
    expect(skipping.skipped).toBe(true);
    skipping.store(answer);
    expect(cache.size).toBe(0);
    expect(skipping.lookup()).toBeUndefined();
    expect(cache.misses).toBe(0);
    expect(answerCache(cache, request('/api/sparql/demo', 'query=ASK%7B%7D%20%23NoCache'), 'demo').skipped).toBe(true);
  });

  it('forgets every answer of a target after a write to it, and only of that target', () => {
    const cache = new QueryCache(1_000_000);
    answerCache(cache, request('/api/sparql/demo?query=a'), 'demo').store(answer);
    answerCache(cache, request('/api/sparql/other?query=a'), 'other').store(answer);
    answerCache(cache, request('/api/sparql/demo', 'update=x'), 'demo').invalidate();
    expect(answerCache(cache, request('/api/sparql/demo?query=a'), 'demo').lookup()).toBeUndefined();
    expect(answerCache(cache, request('/api/sparql/other?query=a'), 'other').lookup()).toBeDefined();
  });
});
