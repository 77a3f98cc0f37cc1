import { compareResults } from './compareResults.js';
import { parseSparqlCsvResults, parseSparqlTsvResults } from './csvTsvResults.js';
import type { EvaluationTest, NegativeSyntaxTest } from './manifest.js';
import { orderByVariables } from './queryOrder.js';
import { parseRdfResultSet } from './rdfResultSet.js';
import type { QueryResults } from './resultTerms.js';
import { parseSparqlJsonResults } from './sparqlJsonResults.js';
import { parseSparqlXmlResults } from './sparqlXmlResults.js';
import { prepareDataset, type DatasetStrategy } from './testDataset.js';
import type { W3cEndpoint } from './w3cEndpoint.js';
import { readW3cFile } from './w3cFiles.js';

const json = 'application/sparql-results+json';
const xml = 'application/sparql-results+xml';
const csv = 'text/csv';
const tsv = 'text/tab-separated-values';

/** The expected results of a test, the media type to ask the endpoint for, and whether the order counts. */
function expectation(resultIri: string): { expected: QueryResults; accept: string; ordered: boolean } {
  const text = readW3cFile(resultIri);
  const extension = resultIri.slice(resultIri.lastIndexOf('.') + 1);
  switch (extension) {
    case 'srj':
      return { expected: parseSparqlJsonResults(text), accept: json, ordered: true };
    case 'srx':
      return { expected: parseSparqlXmlResults(text), accept: json, ordered: true };
    case 'csv':
      return { expected: parseSparqlCsvResults(text), accept: csv, ordered: true };
    case 'tsv':
      return { expected: parseSparqlTsvResults(text), accept: tsv, ordered: true };
    case 'ttl': {
      const { ordered, ...expected } = parseRdfResultSet(text, resultIri);
      return { expected, accept: json, ordered };
    }
    default:
      throw new Error(`no reader for the expected results ${resultIri}`);
  }
}

export function parseAnswer(mediaType: string, body: string): QueryResults {
  switch (mediaType) {
    case json:
    case 'application/json':
      return parseSparqlJsonResults(body);
    case xml:
      return parseSparqlXmlResults(body);
    case csv:
      return parseSparqlCsvResults(body);
    case tsv:
      return parseSparqlTsvResults(body);
    default:
      throw new Error(`the endpoint answered ${mediaType || 'without a content type'}`);
  }
}

/** Loads the data, runs the query through the endpoint, and throws when the answer is not the expected one. */
export async function runEvaluationTest(endpoint: W3cEndpoint, strategy: DatasetStrategy, test: EvaluationTest): Promise<void> {
  const query = readW3cFile(test.query);
  const { expected, accept, ordered } = expectation(test.result);
  const prepared = await prepareDataset(endpoint, strategy, test.data, test.graphData);
  try {
    const answer = await endpoint.query(query, accept, prepared.dataset);
    if (answer.status !== 200) throw new Error(`the endpoint answered ${answer.status}: ${answer.body.slice(0, 600)}`);
    if (answer.mediaType !== accept) throw new Error(`asked for ${accept}, the endpoint answered ${answer.mediaType}`);
    const actual = parseAnswer(answer.mediaType, answer.body);
    const orderedBy = ordered ? orderByVariables(query) : undefined;
    const difference = compareResults(expected, actual, orderedBy ? { orderedBy } : {});
    if (difference) throw new Error(`${difference}\nquery:\n${query}`);
  } finally {
    await prepared.cleanup();
  }
}

/** A query with a syntax error must be refused with 400. */
export async function runNegativeSyntaxTest(endpoint: W3cEndpoint, strategy: DatasetStrategy, test: NegativeSyntaxTest): Promise<void> {
  const query = readW3cFile(test.query);
  // On a shared store, a query that is wrongly accepted should not read everyone's data.
  const answer = await endpoint.query(query, json, strategy === 'isolated' ? { defaultGraphUris: ['urn:grafiek:w3c:empty'] } : {});
  if (answer.status !== 400) throw new Error(`expected 400 for a query with a syntax error, got ${answer.status}: ${answer.body.slice(0, 300)}\nquery:\n${query}`);
}
