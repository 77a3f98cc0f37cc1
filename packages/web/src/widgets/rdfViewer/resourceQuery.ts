import type { SparqlJsonResults, SparqlTerm } from '@grafiek/core';

/** The most triples the viewer asks for; a resource with more says it shows the first ones. */
export const TRIPLE_LIMIT = 2000;

/** Characters an IRI may not hold (RFC 3987, as SPARQL's IRIREF has it), and the placeholder braces. */
const NOT_IN_IRI = /[\s<>"{}|\\^`]/;

/**
 * The IRI an app variable or option names: as it is, or between angle brackets as SPARQL and
 * Turtle write it. `null` for anything that is not an absolute IRI.
 */
export function readIri(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  let text = value.trim();
  if (text.startsWith('<') && text.endsWith('>')) text = text.slice(1, -1);
  if (!/^[A-Za-z][\w+.-]*:/.test(text) || NOT_IN_IRI.test(text)) return null;
  return text;
}

/**
 * The triples of a resource and those of the blank nodes it points to (one level: their
 * labels only hold within one answer, so they cannot be followed later).
 */
export function resourceQuery(iri: string): string {
  const subject = `<${iri}>`;
  return `SELECT ?s ?p ?o WHERE {
  { ${subject} ?p ?o . BIND(${subject} AS ?s) }
  UNION
  { ${subject} ?via ?s . FILTER(isBlank(?s)) ?s ?p ?o . }
} LIMIT ${TRIPLE_LIMIT}`;
}

/** An RDF term in the shape RDF/JS (and so n3's writer) uses, without the factory's methods. */
export type RdfTerm =
  | { termType: 'NamedNode'; value: string }
  | { termType: 'BlankNode'; value: string }
  | { termType: 'Literal'; value: string; language: string; datatype: string };

export interface Triple {
  subject: RdfTerm;
  predicate: RdfTerm & { termType: 'NamedNode' };
  object: RdfTerm;
}

const XSD_STRING = 'http://www.w3.org/2001/XMLSchema#string';
const RDF_LANG_STRING = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#langString';

export function toRdfTerm(term: SparqlTerm): RdfTerm {
  if (term.type === 'uri') return { termType: 'NamedNode', value: term.value };
  if (term.type === 'bnode') return { termType: 'BlankNode', value: term.value };
  const language = term.type === 'literal' ? (term['xml:lang'] ?? '') : '';
  return { termType: 'Literal', value: term.value, language, datatype: language ? RDF_LANG_STRING : (term.datatype ?? XSD_STRING) };
}

/** The answer of {@link resourceQuery} as triples, the resource's own first. */
export function resourceTriples(results: SparqlJsonResults): Triple[] {
  if (!('results' in results)) return [];
  const triples: Triple[] = [];
  for (const binding of results.results.bindings) {
    const { s, p, o } = binding;
    if (!s || !p || !o || p.type !== 'uri' || s.type === 'literal' || s.type === 'typed-literal') continue;
    triples.push({ subject: toRdfTerm(s), predicate: { termType: 'NamedNode', value: p.value }, object: toRdfTerm(o) });
  }
  return triples.sort((a, b) => Number(a.subject.termType === 'BlankNode') - Number(b.subject.termType === 'BlankNode'));
}
