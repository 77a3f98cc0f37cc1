// (4) The SPARQL endpoint under load (autocannon): a cached query, and an uncached selective one
// (the `nocache` marker) with the server's own overhead, total minus the engine's time.
import { drillDown } from '../lib/demoQueries.mjs';
import { notMeasured } from '../lib/figure.mjs';
import { loadTest } from '../lib/loadTest.mjs';
import { roundMs } from '../lib/queryLatency.mjs';
import { rowsOf } from '../lib/sparqlJson.mjs';

const CONNECTIONS = 50;

/** @param {string} endpoint @param {string} query */
async function post(endpoint, query) {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { accept: 'application/sparql-results+json' },
    body: new URLSearchParams({ query, infer: 'false', sameAs: 'false' }),
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`the endpoint answered ${response.status}: ${body.slice(0, 300)}`);
  return { body, cache: response.headers.get('x-grafiek-cache') };
}

/** @param {string} endpoint @param {string} query */
const select = async (endpoint, query) => rowsOf((await post(endpoint, query)).body);

/** @type {import('../lib/figure.mjs').Scenario} */
export const sparqlEndpoint = {
  name: 'sparql-endpoint',
  title: 'SPARQL endpoint',
  async run({ quick, log, scene }) {
    const server = await scene.server();
    const endpoint = `${server.url}/api/sparql/demo`;
    const seconds = quick ? 5 : 20;
    // The demonstrator's first two maps: the provinces (no variables: every visitor sends the same
    // text, so it is served from the cache) and the municipalities of one province.
    const walk = await drillDown((q) => select(endpoint, q));
    const provinces = walk.answered.find((q) => q.label.includes('Provincies'));
    const municipalities = walk.answered.find((q) => q.label.includes('Gemeenten'));
    if (!provinces || !municipalities) throw new Error('the demo app has no provinces or municipalities query that answers');
    const uncached = `${municipalities.query}\n# nocache`;

    log(`sparql endpoint: cached query, ${CONNECTIONS} connections, ${seconds} s`);
    await post(endpoint, provinces.query); // fills the cache
    const second = await post(endpoint, provinces.query);
    if (second.cache !== 'hit') throw new Error(`the repeated provinces query was not served from the cache (x-grafiek-cache: ${second.cache})`);
    const cached = await loadTest({ url: endpoint, query: provinces.query, connections: CONNECTIONS, seconds });
    log(`sparql endpoint: uncached query, ${CONNECTIONS} connections, ${seconds} s`);
    const loaded = await loadTest({ url: endpoint, query: uncached, connections: CONNECTIONS, seconds });
    // Requests the load left queued on the server are cancelled as their connections close;
    // one answered request shows the server is idle again before the single-connection run.
    await select(endpoint, uncached);
    log(`sparql endpoint: uncached query, 1 connection, ${quick ? 3 : 10} s`);
    const alone = await loadTest({ url: endpoint, query: uncached, connections: 1, seconds: quick ? 3 : 10 });
    if (alone.requests === 0) throw new Error(`no uncached request finished within ${quick ? 3 : 10} s on one connection`);
    if (alone.medianOverheadMs === undefined) throw new Error('the endpoint sent no Server-Timing engine time for an uncached query');

    const ms = (/** @type {number | undefined} */ x) => (x === undefined ? null : roundMs(x));
    return {
      figures: [
        server.restartMs === undefined
          ? notMeasured('server-restart', 'server restart with the demo data, to first answered query', 'ms', 'a quick run starts the server once')
          : { id: 'server-restart', label: 'server restart with the demo data: process start to first answered query', value: Math.round(server.restartMs), unit: 'ms' },
        { id: 'server-first-start', label: 'first server start (creates the platform database), to first answered query', value: Math.round(server.firstStartMs), unit: 'ms' },
        { id: 'cached-throughput', label: `cached query (${provinces.label}), ${CONNECTIONS} connections, ${seconds} s`, value: Math.round(cached.requestsPerSecond), unit: 'req/s' },
        { id: 'cached-p50', label: 'cached query, p50 latency', value: cached.p50, unit: 'ms' },
        { id: 'cached-p99', label: 'cached query, p99 latency', value: cached.p99, unit: 'ms' },
        { id: 'cached-errors', label: 'cached query, errors, timeouts and non-2xx', value: cached.errors, unit: 'errors' },
        { id: 'uncached-throughput', label: `uncached selective query (${municipalities.label}, nocache), ${CONNECTIONS} connections`, value: Math.round(loaded.requestsPerSecond), unit: 'req/s' },
        { id: 'uncached-p50', label: 'uncached query under load, p50 latency', value: loaded.p50, unit: 'ms' },
        { id: 'uncached-p99', label: 'uncached query under load, p99 latency', value: loaded.p99, unit: 'ms' },
        { id: 'uncached-errors', label: 'uncached query under load, errors, timeouts and non-2xx', value: loaded.errors, unit: 'errors' },
        { id: 'uncached-overhead-loaded', label: 'uncached under load: median of total − engine time (includes waiting for a free engine worker)', value: ms(loaded.medianOverheadMs), unit: 'ms' },
        { id: 'uncached-engine', label: 'uncached, 1 connection: median engine time (Server-Timing)', value: ms(alone.medianEngineMs), unit: 'ms' },
        { id: 'uncached-overhead', label: "uncached, 1 connection: the server's own overhead, median of total − engine time", value: ms(alone.medianOverheadMs), unit: 'ms' },
      ],
      details: [
        `Cached: ${cached.requests.toLocaleString('en-US')} requests. Uncached under load: ${loaded.requests.toLocaleString('en-US')} requests. Uncached alone: ${alone.requests.toLocaleString('en-US')} requests, median total ${alone.p50} ms.`,
        `The selective query asks for the ${municipalities.rows} municipalities of one province; the engine time comes from the endpoint's Server-Timing header (engine;dur=…), measured inside the worker thread.`,
      ],
    };
  },
};
