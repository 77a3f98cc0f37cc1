import { literal, type QueryResults, type ResultTerm, type Solution } from './resultTerms.js';

interface JsonTerm {
  type: string;
  value: string;
  datatype?: string;
  'xml:lang'?: string;
}

/** Reads the SPARQL 1.1 Query Results JSON Format (also the old "typed-literal" type). */
export function parseSparqlJsonResults(text: string): QueryResults {
  const doc = JSON.parse(text) as { head?: { vars?: string[] }; boolean?: boolean; results?: { bindings?: Record<string, JsonTerm>[] } };
  if (typeof doc.boolean === 'boolean') return { kind: 'boolean', value: doc.boolean };
  if (!doc.results || !Array.isArray(doc.results.bindings)) throw new Error('not SPARQL JSON results: neither "boolean" nor "results.bindings"');
  const solutions = doc.results.bindings.map((row) => {
    const solution: Solution = new Map();
    for (const [name, term] of Object.entries(row)) solution.set(name, jsonTerm(term));
    return solution;
  });
  return { kind: 'bindings', variables: doc.head?.vars ?? [], solutions };
}

function jsonTerm(term: JsonTerm): ResultTerm {
  switch (term.type) {
    case 'uri':
      return { type: 'uri', value: term.value };
    case 'bnode':
      return { type: 'bnode', value: term.value };
    case 'literal':
    case 'typed-literal':
      return literal(term.value, term.datatype, term['xml:lang']);
    default:
      throw new Error(`unknown term type "${term.type}" in SPARQL JSON results`);
  }
}
