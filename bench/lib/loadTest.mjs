// autocannon against the SPARQL endpoint, as the web app posts: form-encoded query, infer and
// sameAs off, JSON results. Each response's Server-Timing `engine;dur=` (the time the engine
// spent, sent by the endpoint) is paired with the time the client saw, for the server's overhead.
import autocannon from 'autocannon';
import { median } from './statistics.mjs';

/**
 * @typedef {object} LoadResult
 * @property {number} requestsPerSecond Mean over the run's seconds.
 * @property {number} p50 ms
 * @property {number} p99 ms
 * @property {number} errors Connection errors, timeouts and non-2xx answers.
 * @property {number} requests
 * @property {number | undefined} medianEngineMs From Server-Timing; undefined when no answer carried it.
 * @property {number | undefined} medianOverheadMs Median of (client latency − engine time) per request.
 */

/** @param {unknown} opts what autocannon's HTTP parser hands the 'headers' event */
function engineMsOf(opts) {
  const raw = /** @type {{ headers?: unknown }} */ (opts)?.headers;
  if (!Array.isArray(raw)) return undefined;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    if (String(raw[i]).toLowerCase() !== 'server-timing') continue;
    const match = /engine;dur=([\d.]+)/.exec(String(raw[i + 1]));
    if (match) return Number(match[1]);
  }
  return undefined;
}

/**
 * @param {{ url: string, query: string, connections: number, seconds: number }} options
 * @returns {Promise<LoadResult>}
 */
export async function loadTest({ url, query, connections, seconds }) {
  /** @type {number[]} */
  const engine = [];
  /** @type {number[]} */
  const overhead = [];
  const result = await autocannon({
    url,
    method: 'POST',
    connections,
    duration: seconds,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/sparql-results+json' },
    body: new URLSearchParams({ query, infer: 'false', sameAs: 'false' }).toString(),
    setupClient(client) {
      // One request at a time per connection: the headers of a reply come just before its 'response'.
      /** @type {number | undefined} */
      let lastEngine;
      client.on('headers', (opts) => {
        lastEngine = engineMsOf(opts);
      });
      client.on('response', (_status, _bytes, responseTime) => {
        if (lastEngine === undefined) return;
        engine.push(lastEngine);
        overhead.push(responseTime - lastEngine);
        lastEngine = undefined;
      });
    },
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
    medianEngineMs: engine.length ? median(engine) : undefined,
    medianOverheadMs: overhead.length ? median(overhead) : undefined,
  };
}
