import crypto from 'node:crypto';
import { defaultGraph, parse, quad, Store } from 'oxigraph';
import type { GraphData } from './manifest.js';
import type { Dataset, W3cEndpoint } from './w3cEndpoint.js';
import { readW3cFile } from './w3cFiles.js';

/**
 * How a test's data gets into the repository.
 * - `replace`: the repository belongs to this suite: `DROP ALL`, then the data into the default
 *   graph and the named graphs; queries carry no dataset parameters.
 * - `isolated`: the store is shared (the CI Virtuoso serves other suites at the same time), so
 *   nothing is dropped wholesale: the data goes into a fresh graph that the query names as its
 *   default graph (`default-graph-uri`), the named graphs are given with `named-graph-uri`, and
 *   all of them are dropped afterwards.
 */
export type DatasetStrategy = 'replace' | 'isolated';

export interface PreparedDataset {
  dataset: Dataset;
  cleanup(): Promise<void>;
}

const formats: Record<string, string> = { ttl: 'text/turtle', nt: 'application/n-triples', rdf: 'application/rdf+xml', nq: 'application/n-quads', trig: 'application/trig' };

/** The triples of a test data file as N-Triples, to send in an INSERT DATA. */
export function nTriplesOf(fileIri: string): string {
  const extension = fileIri.slice(fileIri.lastIndexOf('.') + 1);
  const format = formats[extension];
  if (!format) throw new Error(`no RDF format for ${fileIri}`);
  const quads = parse(readW3cFile(fileIri), { format, base_iri: fileIri });
  return new Store(quads.map((q) => quad(q.subject, q.predicate, q.object, defaultGraph()))).dump({
    format: 'application/n-triples',
    from_graph_name: defaultGraph(),
  });
}

/**
 * Sends triples in one update. Blank nodes go through `INSERT { ... } WHERE {}` (one solution, so
 * one fresh node per label), since Virtuoso refuses blank nodes in INSERT DATA.
 */
export async function insertTriples(endpoint: W3cEndpoint, triples: string, graph?: string) {
  if (triples.trim() === '') return;
  const block = graph ? `GRAPH <${graph}> { ${triples} }` : triples;
  const hasBlankNodes = /(^|\s)_:/.test(triples);
  await endpoint.update(hasBlankNodes ? `INSERT { ${block} } WHERE {}` : `INSERT DATA { ${block} }`);
}

export async function prepareDataset(endpoint: W3cEndpoint, strategy: DatasetStrategy, data: string[], graphData: GraphData[]): Promise<PreparedDataset> {
  if (strategy === 'replace') {
    await endpoint.update('DROP ALL');
    for (const file of data) await insertTriples(endpoint, nTriplesOf(file));
    for (const g of graphData) await insertTriples(endpoint, nTriplesOf(g.file), g.graph);
    return { dataset: {}, cleanup: async () => {} };
  }
  const defaultGraph = `urn:grafiek:w3c:${crypto.randomUUID()}`;
  const graphs = [...new Set(graphData.map((g) => g.graph))];
  const cleanup = async () => {
    for (const g of [defaultGraph, ...graphs]) await endpoint.update(`DROP SILENT GRAPH <${g}>`);
  };
  await cleanup();
  for (const file of data) await insertTriples(endpoint, nTriplesOf(file), defaultGraph);
  for (const g of graphData) await insertTriples(endpoint, nTriplesOf(g.file), g.graph);
  return { dataset: { defaultGraphUris: [defaultGraph], namedGraphUris: graphs }, cleanup };
}
