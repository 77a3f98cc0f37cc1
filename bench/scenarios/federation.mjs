// Issue #13: federated queries. Three embedded repositories of 10,000 rows each (persons,
// companies, parcels) joined with SERVICE on this server, beside the same join on one repository
// that holds all three datasets. The federated query runs through Comunica
// (packages/server/src/sparql/federation/); the single-store query is Oxigraph alone.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { startBenchServer } from '../lib/benchServer.mjs';
import { roundMs } from '../lib/queryLatency.mjs';
import { rowsOf } from '../lib/sparqlJson.mjs';
import { median, percentile } from '../lib/statistics.mjs';

const ROWS = 10_000;
const EX = 'https://example.org/';
const DATASETS = ['persons', 'companies', 'parcels'];

/**
 * The datasets of the federation test: person i works at company 7i mod ROWS and owns parcel i;
 * parcel k has area 100 + k mod 900 and lies in municipality k mod 20.
 * @returns {Record<string, string[]>}
 */
function datasets() {
  /** @type {Record<string, string[]>} */
  const lines = { persons: [], companies: [], parcels: [] };
  for (let i = 0; i < ROWS; i++) {
    lines.persons?.push(
      `<${EX}person/${i}> <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <${EX}Person> .`,
      `<${EX}person/${i}> <${EX}name> "Person ${i}" .`,
      `<${EX}person/${i}> <${EX}worksAt> <${EX}company/${(i * 7) % ROWS}> .`,
      `<${EX}person/${i}> <${EX}owns> <${EX}parcel/${i}> .`,
    );
    lines.companies?.push(`<${EX}company/${i}> <${EX}name> "Company ${i}" .`, `<${EX}company/${i}> <${EX}city> "City ${i % 50}" .`);
    lines.parcels?.push(
      `<${EX}parcel/${i}> <${EX}area> "${100 + (i % 900)}"^^<http://www.w3.org/2001/XMLSchema#integer> .`,
      `<${EX}parcel/${i}> <${EX}municipality> "Municipality ${i % 20}" .`,
    );
  }
  return lines;
}

/**
 * The app's join; `service(name)` is how the other datasets are reached: a SERVICE IRI on the
 * federated server, nothing on the single store.
 * @param {(name: string, body: string) => string} service @param {string | undefined} municipality
 */
function joinQuery(service, municipality) {
  const where = municipality ? ` ; <${EX}municipality> "${municipality}"` : '';
  return `SELECT ?name ?company ?area WHERE {
  ?person a <${EX}Person> ; <${EX}name> ?name ; <${EX}worksAt> ?employer ; <${EX}owns> ?parcel .
  ${service('companies', `?employer <${EX}name> ?company`)}
  ${service('parcels', `?parcel <${EX}area> ?area${where}`)}
}
# nocache`;
}

/**
 * @param {string} url @param {string} token @param {string} query
 * @returns {Promise<{ ms: number, rows: number, requests: number | undefined }>}
 */
async function timeQuery(url, token, query) {
  const start = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { accept: 'application/sparql-results+json', authorization: `Bearer ${token}` },
    body: new URLSearchParams({ query }),
  });
  const body = await response.text();
  const ms = performance.now() - start;
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${body.slice(0, 300)}`);
  const requests = /service;desc="(\d+) requests"/.exec(response.headers.get('server-timing') ?? '')?.[1];
  return { ms, rows: rowsOf(body).length, requests: requests === undefined ? undefined : Number(requests) };
}

/** @type {import('../lib/figure.mjs').Scenario} */
export const federation = {
  name: 'federation',
  title: 'Federated queries (SERVICE)',
  async run({ quick, log, scene }) {
    const rounds = quick ? 3 : 10;
    const lines = datasets();
    /** @type {{ name: string, file: string }[]} */
    const repositories = [];
    for (const name of DATASETS) {
      const file = path.join(scene.workDir, `federation-${name}.nt`);
      writeFileSync(file, `${lines[name]?.join('\n')}\n`);
      repositories.push({ name, file });
    }
    const all = path.join(scene.workDir, 'federation-all.nt');
    writeFileSync(all, `${DATASETS.flatMap((name) => lines[name] ?? []).join('\n')}\n`);
    repositories.push({ name: 'all', file: all });

    // A server of its own: no web app, only these repositories (and the empty demo).
    const server = await startBenchServer({ repositories, webDir: path.join(scene.workDir, 'no-web'), restart: false, log });
    try {
      const federated = (/** @type {string | undefined} */ municipality) =>
        joinQuery((name, body) => `SERVICE <${server.url}/api/sparql/${name}?persona=system> { ${body} }`, municipality);
      const single = (/** @type {string | undefined} */ municipality) => joinQuery((_name, body) => `${body} .`, municipality);
      const persons = `${server.url}/api/sparql/persons`;
      const one = `${server.url}/api/sparql/all`;

      log('federation: first federated query (loads Comunica)');
      const first = await timeQuery(persons, server.adminToken, federated('Municipality 3'));
      const cases = [
        { id: 'selective', label: 'join, one municipality (500 of 10,000 rows)', municipality: 'Municipality 3', rows: ROWS / 20 },
        { id: 'full', label: 'join, all 10,000 rows', municipality: undefined, rows: ROWS },
      ];
      /** @type {import('../lib/figure.mjs').Figure[]} */
      const figures = [{ id: 'first-query', label: 'first federated query after start (Comunica loads), selective join', value: roundMs(first.ms), unit: 'ms' }];
      /** @type {string[]} */
      const details = [];
      for (const c of cases) {
        log(`federation: ${c.label}, ${rounds} rounds on three repositories and on one`);
        /** @type {number[]} */
        const fed = [];
        /** @type {number[]} */
        const alone = [];
        let requests;
        for (let r = 0; r < rounds; r++) {
          const a = await timeQuery(persons, server.adminToken, federated(c.municipality));
          const b = await timeQuery(one, server.adminToken, single(c.municipality));
          if (a.rows !== c.rows || b.rows !== c.rows) throw new Error(`${c.label}: ${a.rows} rows federated, ${b.rows} on one store; expected ${c.rows}`);
          fed.push(a.ms);
          alone.push(b.ms);
          requests = a.requests;
        }
        figures.push(
          { id: `${c.id}-federated`, label: `${c.label}: SERVICE over 3 repositories, median of ${rounds}`, value: roundMs(median(fed)), unit: 'ms' },
          { id: `${c.id}-one-store`, label: `${c.label}: the same join in one store, median of ${rounds}`, value: roundMs(median(alone)), unit: 'ms' },
          { id: `${c.id}-requests`, label: `${c.label}: requests to the endpoints per federated query`, value: requests ?? null, unit: 'requests' },
        );
        details.push(
          `${c.label}: federated median ${roundMs(median(fed))} ms (p90 ${roundMs(percentile(fed, 90))} ms), one store ${roundMs(median(alone))} ms; ratio ${(median(fed) / median(alone)).toFixed(1)}×.`,
        );
      }
      return { figures, details };
    } finally {
      await server.stop();
    }
  },
};
