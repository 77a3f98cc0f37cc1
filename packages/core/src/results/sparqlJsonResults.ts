import { z } from 'zod';

/**
 * SPARQL 1.1 Query Results JSON (https://www.w3.org/TR/sparql11-results-json/).
 * `typed-literal` is the SPARQL 1.0-era form some stores (older Virtuoso) still send.
 */
export const sparqlTermSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('uri'), value: z.string() }),
  z.object({ type: z.literal('bnode'), value: z.string() }),
  z.object({
    type: z.literal('literal'),
    value: z.string(),
    'xml:lang': z.string().optional(),
    datatype: z.string().optional(),
  }),
  z.object({ type: z.literal('typed-literal'), value: z.string(), datatype: z.string() }),
]);

export type SparqlTerm = z.infer<typeof sparqlTermSchema>;
export type SparqlBinding = Record<string, SparqlTerm>;

const selectResultsSchema = z.object({
  head: z.object({ vars: z.array(z.string()), link: z.array(z.string()).optional() }),
  results: z.object({ bindings: z.array(z.record(z.string(), sparqlTermSchema)) }),
});

const askResultsSchema = z.object({
  head: z.object({ link: z.array(z.string()).optional() }).optional(),
  boolean: z.boolean(),
});

export type SparqlSelectResults = z.infer<typeof selectResultsSchema>;
export type SparqlAskResults = z.infer<typeof askResultsSchema>;
export type SparqlJsonResults = SparqlSelectResults | SparqlAskResults;

export function isAskResults(results: SparqlJsonResults): results is SparqlAskResults {
  return 'boolean' in results;
}

/**
 * Checks that a response body really is SPARQL JSON results before anything renders it; an endpoint
 * answering with an HTML error page or a CONSTRUCT graph must fail here with a readable message.
 */
export function parseSparqlJsonResults(json: unknown): SparqlJsonResults {
  const ask = askResultsSchema.safeParse(json);
  if (ask.success) return ask.data;
  const select = selectResultsSchema.safeParse(json);
  if (select.success) return select.data;
  const issue = select.error.issues[0];
  const where = issue && issue.path.length ? ` at ${issue.path.join('.')}` : '';
  throw new Error(
    `The response is not SPARQL JSON results${where}: ${issue?.message ?? 'unexpected shape'}`,
  );
}
