// Issue #19: query throughput with one server and with three behind HAProxy, over one PostgreSQL
// database and one remote repository on Virtuoso. The deployment is the deployment test's
// (e2e/deployment/cluster.mjs, haproxy.cfg.template); both proxies run that configuration.
import { randomUUID } from 'node:crypto';
import { findHaproxy, startCluster, startHaproxy } from '../../e2e/deployment/cluster.mjs';
import { notMeasured } from '../lib/figure.mjs';
import { loadTest } from '../lib/loadTest.mjs';
import { dropGraph, findVirtuoso } from '../lib/virtuoso.mjs';

const CONNECTIONS = 50;
const ROWS = 1000;
const REPO = 'cluster';

/** @param {number} a @param {number} b */
const ratio = (a, b) => (b > 0 ? Math.round((a / b) * 100) / 100 : null);

/** @param {string} reason */
function nothingMeasured(reason) {
  const figure = (/** @type {string} */ id, /** @type {string} */ label, /** @type {string} */ unit) => notMeasured(id, label, unit, reason);
  return {
    figures: [
      figure('one-cached-throughput', 'cached query, 1 server behind HAProxy', 'req/s'),
      figure('three-cached-throughput', 'cached query, 3 servers behind HAProxy', 'req/s'),
      figure('cached-ratio', 'cached query: 3 servers ÷ 1 server', 'ratio'),
      figure('one-uncached-throughput', 'uncached query, 1 server behind HAProxy', 'req/s'),
      figure('three-uncached-throughput', 'uncached query, 3 servers behind HAProxy', 'req/s'),
      figure('uncached-ratio', 'uncached query: 3 servers ÷ 1 server', 'ratio'),
      figure('errors', 'errors, timeouts and non-2xx in the measured runs', 'errors'),
    ],
    details: [],
  };
}

/** @param {string} url @param {RequestInit} init */
async function send(url, init) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(120_000) });
  const body = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${body.slice(0, 300)}`);
  return { body, cache: response.headers.get('x-grafiek-cache') };
}

/** @type {import('../lib/figure.mjs').Scenario} */
export const cluster = {
  name: 'cluster',
  title: 'Several servers behind HAProxy (issue #19)',
  notQuick: true,
  async run({ quick, log }) {
    const adminDatabaseUrl = process.env.TEST_DATABASE_URL;
    const virtuoso = await findVirtuoso();
    const missing = [
      !adminDatabaseUrl && 'TEST_DATABASE_URL is not set (a PostgreSQL role that may create databases)',
      !virtuoso && 'Virtuoso is not running (bash scripts/ci-virtuoso.sh, or set TEST_VIRTUOSO_URL)',
      !findHaproxy() && 'haproxy is not installed',
    ].filter(Boolean);
    if (!adminDatabaseUrl || !virtuoso || missing.length) return nothingMeasured(missing.join('; '));

    const seconds = quick ? 5 : 10;
    const graph = `urn:grafiek:bench:cluster:${randomUUID()}`;
    const deployment = await startCluster({ adminDatabaseUrl, count: 3, log: (m) => log(`cluster: ${m}`) });
    /** @type {import('../../e2e/deployment/cluster.mjs').Proxy | undefined} */
    let single;
    try {
      const [first] = deployment.servers;
      if (!first) throw new Error('no server started');
      single = await startHaproxy({ servers: [first] });
      const login = JSON.parse(
        (
          await send(`${first.url}/api/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: deployment.adminEmail, password: deployment.adminPassword }),
          })
        ).body,
      );
      const auth = { authorization: `Bearer ${login.token}` };
      await send(`${first.url}/api/repositories/${REPO}`, {
        method: 'PUT',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ name: REPO, kind: 'remote', queryUrl: virtuoso, public: true, projects: [] }),
      });
      // 1,000 labelled items, written through the server in parts Virtuoso's compiler accepts.
      for (let part = 0; part < ROWS; part += 250) {
        const triples = Array.from({ length: 250 }, (_, i) => `<urn:item:${part + i}> <urn:label> "item ${String(part + i).padStart(4, '0')}" .`).join('\n');
        await send(`${first.url}/api/sparql/${REPO}`, { method: 'POST', headers: auth, body: new URLSearchParams({ update: `INSERT DATA { GRAPH <${graph}> { ${triples} } }` }) });
      }
      const query = `SELECT ?item ?label WHERE { GRAPH <${graph}> { ?item <urn:label> ?label } } ORDER BY ?label LIMIT 100`;
      const uncached = `${query}\n# nocache`;

      /** @param {import('../../e2e/deployment/cluster.mjs').Proxy} proxy */
      const endpointOf = (proxy) => `${proxy.url}/api/sparql/${REPO}`;
      const form = (/** @type {string} */ text) => ({
        method: 'POST',
        headers: { accept: 'application/sparql-results+json' },
        body: new URLSearchParams({ query: text, infer: 'false', sameAs: 'false' }),
      });
      // Round robin: two rounds fill every server's cache, the third must be hits only.
      for (let i = 0; i < 6; i++) await send(endpointOf(deployment.proxy), form(query));
      for (let i = 0; i < 3; i++) {
        const again = await send(endpointOf(deployment.proxy), form(query));
        if (again.cache !== 'hit') throw new Error(`a repeated query through the proxy was not a cache hit (x-grafiek-cache: ${again.cache})`);
      }
      await send(endpointOf(single), form(query));
      // A fresh Node process is several times slower until its code is compiled: every server
      // gets the same warm-up (through the three-server proxy) before anything is measured.
      log(`cluster: warm-up, ${seconds} s through the proxy of 3 servers`);
      await loadTest({ url: endpointOf(deployment.proxy), query, connections: CONNECTIONS, seconds });
      await loadTest({ url: endpointOf(deployment.proxy), query: uncached, connections: CONNECTIONS, seconds: quick ? 2 : 5 });

      /** @param {import('../../e2e/deployment/cluster.mjs').Proxy} proxy @param {number} servers @param {string} text @param {string} what */
      const measure = async (proxy, servers, text, what) => {
        log(`cluster: ${servers} server(s), ${what} query, ${CONNECTIONS} connections, ${seconds} s`);
        const result = await loadTest({ url: endpointOf(proxy), query: text, connections: CONNECTIONS, seconds });
        // Queued queries are cancelled as the connections close; one answer shows the servers idle again.
        await send(endpointOf(proxy), form(uncached));
        return result;
      };
      // Alternately, twice each: the machine's other work changes between runs, and both setups get its share.
      const cachedRuns = { one: /** @type {import('../lib/loadTest.mjs').LoadResult[]} */ ([]), three: /** @type {import('../lib/loadTest.mjs').LoadResult[]} */ ([]) };
      for (let round = 0; round < 2; round++) {
        cachedRuns.one.push(await measure(single, 1, query, 'cached'));
        cachedRuns.three.push(await measure(deployment.proxy, 3, query, 'cached'));
      }
      const mean = (/** @type {import('../lib/loadTest.mjs').LoadResult[]} */ runs) => runs.reduce((sum, r) => sum + r.requestsPerSecond, 0) / runs.length;
      const one = { cached: cachedRuns.one, fresh: await measure(single, 1, uncached, 'uncached') };
      const three = { cached: cachedRuns.three, fresh: await measure(deployment.proxy, 3, uncached, 'uncached') };
      const oneCached = mean(one.cached);
      const threeCached = mean(three.cached);
      const requests = (/** @type {import('../lib/loadTest.mjs').LoadResult[]} */ runs) => runs.map((r) => `${Math.round(r.requestsPerSecond).toLocaleString('en-US')} req/s (p50 ${r.p50} ms, p99 ${r.p99} ms)`).join(', ');
      const errors = [...one.cached, one.fresh, ...three.cached, three.fresh].reduce((sum, r) => sum + r.errors, 0);
      return {
        figures: [
          { id: 'one-cached-throughput', label: `cached query, 1 server behind HAProxy, ${CONNECTIONS} connections, mean of 2 runs of ${seconds} s`, value: Math.round(oneCached), unit: 'req/s' },
          { id: 'three-cached-throughput', label: `cached query, 3 servers behind HAProxy, ${CONNECTIONS} connections, mean of 2 runs of ${seconds} s`, value: Math.round(threeCached), unit: 'req/s' },
          { id: 'cached-ratio', label: 'cached query: 3 servers ÷ 1 server (2 cores: see bench/README.md)', value: ratio(threeCached, oneCached), unit: 'ratio' },
          { id: 'one-uncached-throughput', label: `uncached query (nocache, to Virtuoso), 1 server behind HAProxy`, value: Math.round(one.fresh.requestsPerSecond), unit: 'req/s' },
          { id: 'three-uncached-throughput', label: `uncached query (nocache, to Virtuoso), 3 servers behind HAProxy`, value: Math.round(three.fresh.requestsPerSecond), unit: 'req/s' },
          { id: 'uncached-ratio', label: 'uncached query: 3 servers ÷ 1 server', value: ratio(three.fresh.requestsPerSecond, one.fresh.requestsPerSecond), unit: 'ratio' },
          { id: 'errors', label: 'errors, timeouts and non-2xx in the measured runs', value: errors, unit: 'errors' },
        ],
        details: [
          `Cached, runs alternating: 1 server ${requests(one.cached)}; 3 servers ${requests(three.cached)}.`,
          `Uncached: ${one.fresh.requests.toLocaleString('en-US')} requests on 1 server (p50 ${one.fresh.p50} ms), ${three.fresh.requests.toLocaleString('en-US')} on 3 (p50 ${three.fresh.p50} ms). All from one client address: each server runs 6 of its queries at a time (GRAFIEK_SPARQL_CONCURRENCY).`,
          `The query: ${ROWS} labelled items in a graph of their own on Virtuoso, the first 100 by label; one PostgreSQL database, HAProxy as in e2e/deployment/haproxy.cfg.template.`,
        ],
      };
    } finally {
      await single?.stop();
      await dropGraph(virtuoso, graph).catch(() => undefined);
      await deployment.stop();
    }
  },
};
