/** The model the result parsers produce and the comparison works on. */

export const xsd = 'http://www.w3.org/2001/XMLSchema#';
export const rdfLangString = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#langString';

export type ResultTerm =
  | { type: 'uri'; value: string }
  | { type: 'bnode'; value: string }
  /** datatype is always set (xsd:string for simple literals, rdf:langString with a language). */
  | { type: 'literal'; value: string; datatype: string; lang?: string };

export type Solution = Map<string, ResultTerm>;

export type QueryResults =
  | { kind: 'boolean'; value: boolean }
  | { kind: 'bindings'; variables: string[]; solutions: Solution[] };

/** A literal in RDF 1.1 terms: a simple literal is an xsd:string, a language tag makes it rdf:langString. */
export function literal(value: string, datatype?: string, lang?: string): ResultTerm {
  if (lang) return { type: 'literal', value, datatype: rdfLangString, lang: lang.toLowerCase() };
  return { type: 'literal', value, datatype: datatype || `${xsd}string` };
}

/** N-Triples-like text of a term, for messages. */
export function showTerm(term: ResultTerm | undefined): string {
  if (!term) return '(unbound)';
  if (term.type === 'uri') return `<${term.value}>`;
  if (term.type === 'bnode') return `_:${term.value}`;
  const text = JSON.stringify(term.value);
  if (term.lang) return `${text}@${term.lang}`;
  if (term.datatype === `${xsd}string`) return text;
  return `${text}^^<${term.datatype.replace(xsd, 'xsd:')}>`;
}

export function showResults(results: QueryResults): string {
  if (results.kind === 'boolean') return String(results.value);
  const lines = results.solutions.map((s) => results.variables.map((v) => `?${v}=${showTerm(s.get(v))}`).join(' '));
  return [`vars: ${results.variables.join(' ')}`, ...lines].join('\n');
}
