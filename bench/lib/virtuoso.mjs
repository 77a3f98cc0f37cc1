// Virtuoso (Debian's virtuoso-opensource, started by scripts/ci-virtuoso.sh) as the peer the
// embedded store is compared with: loaded and queried through its SPARQL endpoint only.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { rowsOf } from './sparqlJson.mjs';

export const DEFAULT_VIRTUOSO_URL = 'http://127.0.0.1:8890/sparql';
const PART = 100_000;

/** The endpoint from TEST_VIRTUOSO_URL (or the CI default), or undefined when nothing answers there. */
export async function findVirtuoso() {
  const url = process.env.TEST_VIRTUOSO_URL ?? DEFAULT_VIRTUOSO_URL;
  try {
    const response = await fetch(`${url}?query=${encodeURIComponent('ASK {}')}`, { signal: AbortSignal.timeout(3000) });
    return response.ok ? url : undefined;
  } catch {
    return undefined;
  }
}

/** @param {string} url @param {string} update */
async function runUpdate(url, update) {
  const response = await fetch(url, { method: 'POST', body: new URLSearchParams({ update }), signal: AbortSignal.timeout(600_000) });
  if (!response.ok) throw new Error(`Virtuoso refused an update (${response.status}): ${(await response.text()).slice(0, 300)}`);
  await response.arrayBuffer();
}

/** @param {string} url @param {string} graph */
export function dropGraph(url, graph) {
  return runUpdate(url, `DROP SILENT GRAPH <${graph}>`);
}

/**
 * Loads an N-Triples file into a named graph through Virtuoso's SPARQL 1.1 Graph Store endpoint
 * (`/sparql-graph-crud`, which the anonymous SPARQL user may write to in the CI set-up), in parts
 * of 100,000 lines. INSERT DATA is about 20 times slower, and Virtuoso's SPARQL compiler gives
 * up on requests of more than about 1,000 triples; the bulk loader would be faster still but needs
 * isql and Virtuoso's file system.
 * @param {string} url the SPARQL endpoint @param {string} graph @param {string} file
 * @returns {Promise<{ triples: number, ms: number }>}
 */
export async function loadIntoGraph(url, graph, file) {
  const store = `${url.replace(/\/sparql\/?$/, '')}/sparql-graph-crud?graph-uri=${encodeURIComponent(graph)}`;
  const started = performance.now();
  /** @type {string[]} */
  let part = [];
  let triples = 0;
  const send = async () => {
    if (!part.length) return;
    const response = await fetch(store, {
      method: 'POST',
      headers: { 'content-type': 'text/turtle' },
      body: `${part.join('\n')}\n`,
      signal: AbortSignal.timeout(600_000),
    });
    if (!response.ok) throw new Error(`Virtuoso's graph store (${store}) answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    await response.arrayBuffer();
    triples += part.length;
    part = [];
  };
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    if (!line.trim()) continue;
    part.push(line);
    if (part.length >= PART) await send();
  }
  await send();
  return { triples, ms: performance.now() - started };
}

/**
 * A SELECT over one graph (the SPARQL Protocol's default-graph-uri), so other data in the
 * shared Virtuoso does not change the answers.
 * @param {string} url @param {string} graph @param {string} query
 */
export async function selectFromGraph(url, graph, query) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { accept: 'application/sparql-results+json' },
    body: new URLSearchParams({ query, 'default-graph-uri': graph }),
    signal: AbortSignal.timeout(250_000),
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`Virtuoso answered ${response.status}: ${body.slice(0, 300).trim()}`);
  return rowsOf(body);
}
