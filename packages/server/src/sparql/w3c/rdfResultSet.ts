import { Store, type Term } from 'oxigraph';
import { literal, type QueryResults, type ResultTerm, type Solution } from './resultTerms.js';

const rs = 'http://www.w3.org/2001/sw/DataAccess/tests/result-set#';

/** Expected results written in RDF with the DAWG result-set vocabulary (rs:ResultSet), as some .ttl expectations are. */
export function parseRdfResultSet(text: string, baseIri: string): QueryResults & { ordered: boolean } {
  const store = new Store();
  store.load(text, { format: 'text/turtle', base_iri: baseIri });
  const bool = store.query(`PREFIX rs: <${rs}> SELECT ?b WHERE { ?set a rs:ResultSet ; rs:boolean ?b }`) as Map<string, Term>[];
  if (bool.length) return { kind: 'boolean', value: bool[0]!.get('b')!.value === 'true', ordered: false };
  const variables = (store.query(`PREFIX rs: <${rs}> SELECT ?v WHERE { ?set a rs:ResultSet ; rs:resultVariable ?v }`) as Map<string, Term>[]).map(
    (row) => row.get('v')!.value,
  );
  const rows = store.query(
    `PREFIX rs: <${rs}> SELECT ?solution ?index ?variable ?value WHERE {
       ?set a rs:ResultSet ; rs:solution ?solution .
       OPTIONAL { ?solution rs:index ?index }
       OPTIONAL { ?solution rs:binding [ rs:variable ?variable ; rs:value ?value ] }
     }`,
  ) as Map<string, Term>[];
  const byNode = new Map<string, { index?: number; solution: Solution }>();
  for (const row of rows) {
    const key = row.get('solution')!.value;
    const entry = byNode.get(key) ?? byNode.set(key, { solution: new Map() }).get(key)!;
    const index = row.get('index');
    if (index) entry.index = Number(index.value);
    const variable = row.get('variable');
    const value = row.get('value');
    if (variable && value) entry.solution.set(variable.value, fromTerm(value));
  }
  const entries = [...byNode.values()];
  const ordered = entries.length > 0 && entries.every((e) => e.index !== undefined);
  if (ordered) entries.sort((a, b) => a.index! - b.index!);
  return { kind: 'bindings', variables, solutions: entries.map((e) => e.solution), ordered };
}

function fromTerm(term: Term): ResultTerm {
  if (term.termType === 'NamedNode') return { type: 'uri', value: term.value };
  if (term.termType === 'BlankNode') return { type: 'bnode', value: term.value };
  if (term.termType === 'Literal') return literal(term.value, term.datatype.value, term.language);
  throw new Error(`unexpected ${term.termType} in a result set`);
}
