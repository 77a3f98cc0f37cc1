/**
 * A resource's triples as Turtle (n3's writer) and as JSON-LD (the jsonld library: from
 * N-Quads, compacted with the prefixes the triples use). Only the view imports this module.
 */
import jsonld from 'jsonld';
import { DataFactory, Writer, type Quad, type Quad_Object, type Quad_Subject } from 'n3';
import type { RdfTerm, Triple } from './resourceQuery';

export type Prefixes = Readonly<Record<string, string>>;

const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
const XSD_STRING = 'http://www.w3.org/2001/XMLSchema#string';

function subjectTerm(term: RdfTerm): Quad_Subject {
  return term.termType === 'BlankNode' ? DataFactory.blankNode(term.value) : DataFactory.namedNode(term.value);
}

function objectTerm(term: RdfTerm): Quad_Object {
  if (term.termType === 'NamedNode') return DataFactory.namedNode(term.value);
  if (term.termType === 'BlankNode') return DataFactory.blankNode(term.value);
  return DataFactory.literal(term.value, term.language || DataFactory.namedNode(term.datatype));
}

function quads(triples: readonly Triple[]): Quad[] {
  return triples.map((triple) => DataFactory.quad(subjectTerm(triple.subject), DataFactory.namedNode(triple.predicate.value), objectTerm(triple.object)));
}

/** The prefixes whose namespace starts an IRI among the triples (datatypes included). */
export function usedPrefixes(triples: readonly Triple[], prefixes: Prefixes): Record<string, string> {
  const iris = new Set<string>();
  for (const { subject, predicate, object } of triples) {
    // Turtle writes rdf:type as "a"; it needs no prefix of its own.
    for (const term of predicate.value === RDF_TYPE ? [subject, object] : [subject, predicate, object]) {
      if (term.termType === 'NamedNode') iris.add(term.value);
      // A language tag or a plain string is written without its datatype.
      else if (term.termType === 'Literal' && !term.language && term.datatype !== XSD_STRING) iris.add(term.datatype);
    }
  }
  const used: Record<string, string> = {};
  for (const [name, namespace] of Object.entries(prefixes)) {
    for (const iri of iris) {
      if (iri.startsWith(namespace) && iri.length > namespace.length) {
        used[name] = namespace;
        break;
      }
    }
  }
  return used;
}

function write(triples: readonly Triple[], options: ConstructorParameters<typeof Writer>[0]): Promise<string> {
  return new Promise((resolve, reject) => {
    const writer = new Writer(options);
    writer.addQuads(quads(triples));
    writer.end((error: Error | null, text: string) => (error ? reject(error) : resolve(text)));
  });
}

export function toTurtle(triples: readonly Triple[], prefixes: Prefixes): Promise<string> {
  return write(triples, { format: 'Turtle', prefixes: usedPrefixes(triples, prefixes) });
}

export async function toJsonLd(triples: readonly Triple[], prefixes: Prefixes): Promise<string> {
  const nquads = await write(triples, { format: 'N-Quads' });
  const expanded = await jsonld.fromRDF(nquads, { format: 'application/n-quads' });
  const compacted = await jsonld.compact(expanded, { '@context': usedPrefixes(triples, prefixes) });
  return JSON.stringify(compacted, null, 2);
}
