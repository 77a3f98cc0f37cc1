import { parseAnswer } from './evaluationRunner.js';
import type { ProtocolRequest, ProtocolTest } from './manifest.js';
import { insertTriples, nTriplesOf, type DatasetStrategy } from './testDataset.js';
import type { W3cEndpoint } from './w3cEndpoint.js';

/** The media types each mf:expectedFormat of the protocol manifest allows. */
const formats: Record<string, string[]> = {
  boolean: ['application/sparql-results+json', 'application/sparql-results+xml'],
  tabular: ['application/sparql-results+json', 'application/sparql-results+xml', 'text/csv', 'text/tab-separated-values'],
  // "expect one of: RDF/XML, Turtle, N-Triples, RDFa"
  RDF: ['application/rdf+xml', 'text/turtle', 'application/n-triples', 'text/html', 'application/xhtml+xml'],
};

const statusClasses: Record<string, (status: number) => boolean> = {
  StatusCode2xx: (s) => s >= 200 && s < 300,
  StatusCode3xx: (s) => s >= 300 && s < 400,
  StatusCode4xx: (s) => s >= 400 && s < 500,
  StatusCode5xx: (s) => s >= 500 && s < 600,
};

/** Graphs a test's updates write to, to drop afterwards on a shared store. */
function graphsWritten(test: ProtocolTest): string[] {
  const names = test.requests.flatMap((r) => [...(r.body ?? '').matchAll(/GRAPH\s*<([^>]+)>/gi)].map((m) => m[1]!));
  return [...new Set([...names, ...test.graphData.map((g) => g.graph)])];
}

/**
 * Sends the HTTP exchanges of a protocol test to the endpoint, in order: the manifest's
 * `/sparql/` becomes `/api/sparql/{repo}`; the requests carry the superadmin's login, since
 * Grafiek lets only logged-in authors update. Checks the status class, the result format and
 * the boolean the manifest expects.
 */
export async function runProtocolTest(endpoint: W3cEndpoint, strategy: DatasetStrategy, test: ProtocolTest): Promise<void> {
  const written = graphsWritten(test);
  const dropWritten = async () => {
    for (const g of written) await endpoint.update(`DROP SILENT GRAPH <${g}>`);
  };
  if (strategy === 'replace') await endpoint.update('DROP ALL');
  else await dropWritten();
  try {
    for (const g of test.graphData) await insertTriples(endpoint, nTriplesOf(g.file), g.graph);
    for (const [i, request] of test.requests.entries()) await exchange(endpoint, request, i + 1);
  } finally {
    if (strategy === 'isolated') await dropWritten();
  }
}

async function exchange(endpoint: W3cEndpoint, request: ProtocolRequest, n: number) {
  if (!request.absolutePath.startsWith('/sparql/')) throw new Error(`request ${n}: path ${request.absolutePath} does not start with /sparql/`);
  const url = endpoint.path + request.absolutePath.slice('/sparql/'.length);
  const headers = Object.fromEntries([...request.headers.map(([k, v]) => [k.toLowerCase(), v]), ...Object.entries(endpoint.updateAuth)]);
  const answer = await endpoint.send({ method: request.method, url, headers, ...(request.body !== undefined ? { body: request.body } : {}) });
  const what = `request ${n} (${request.method} ${url}${request.headers.length ? ` ${request.headers.map(([k, v]) => `${k}: ${v}`).join(', ')}` : ''})`;
  const statusOk = request.expectedStatus.some((c) => statusClasses[c]?.(answer.status));
  if (!statusOk) throw new Error(`${what}: expected ${request.expectedStatus.join(' or ')}, got ${answer.status}: ${answer.body.slice(0, 400)}`);
  if (request.expectedFormat !== undefined) {
    const allowed = formats[request.expectedFormat];
    if (!allowed) throw new Error(`${what}: unknown mf:expectedFormat "${request.expectedFormat}"`);
    if (!allowed.includes(answer.mediaType)) throw new Error(`${what}: expected ${request.expectedFormat} (${allowed.join(', ')}), got ${answer.mediaType}`);
  }
  if (request.expectedBoolean !== undefined) {
    const result = parseAnswer(answer.mediaType, answer.body);
    if (result.kind !== 'boolean' || result.value !== request.expectedBoolean) {
      throw new Error(`${what}: expected the boolean ${request.expectedBoolean}, got ${result.kind === 'boolean' ? result.value : 'a table'}`);
    }
  }
}
