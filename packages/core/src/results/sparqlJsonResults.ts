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

/**
 * Whether `term` has the shape {@link sparqlTermSchema} describes. Results of 100,000 rows carry
 * 400,000 terms, and having zod check (and copy) each one took longer than everything else
 * between the response and the first rows on screen; this loop checks the same rules without
 * copying. `sparqlJsonResults.test.ts` holds both to the same answers.
 */
export function isSparqlTerm(term: unknown): term is SparqlTerm {
  if (typeof term !== 'object' || term === null) return false;
  const { type, value, datatype } = term as Record<string, unknown>;
  if (typeof value !== 'string') return false;
  switch (type) {
    case 'uri':
    case 'bnode':
      return true;
    case 'literal': {
      const lang = (term as Record<string, unknown>)['xml:lang'];
      return (lang === undefined || typeof lang === 'string') && (datatype === undefined || typeof datatype === 'string');
    }
    case 'typed-literal':
      return typeof datatype === 'string';
    default:
      return false;
  }
}

function isSparqlBinding(binding: unknown): binding is SparqlBinding {
  if (typeof binding !== 'object' || binding === null || Array.isArray(binding)) return false;
  for (const key in binding) {
    if (!isSparqlTerm((binding as Record<string, unknown>)[key])) return false;
  }
  return true;
}

const selectResultsSchema = z.object({
  head: z.object({ vars: z.array(z.string()), link: z.array(z.string()).optional() }),
  results: z.object({
    // One loop over the rows rather than a zod check per row: zod's per-element work (and its
    // copy of the array) was a tenth of the wait for a 100,000-row table.
    bindings: z.custom<SparqlBinding[]>((bindings) => Array.isArray(bindings), 'expected an array of rows').superRefine((bindings, context) => {
      const bad = bindings.findIndex((binding) => !isSparqlBinding(binding));
      if (bad >= 0) context.addIssue({ code: 'custom', path: [bad], message: 'expected an object of SPARQL terms ({ type, value }) per variable' });
    }),
  }),
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
