/** Namespaces every knowledge graph meets; an app's own prefixes come on top of them (the RDF viewer, the editor's prefix completion). */
export const COMMON_PREFIXES: Readonly<Record<string, string>> = {
  rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  rdfs: 'http://www.w3.org/2000/01/rdf-schema#',
  xsd: 'http://www.w3.org/2001/XMLSchema#',
  owl: 'http://www.w3.org/2002/07/owl#',
  skos: 'http://www.w3.org/2004/02/skos/core#',
  dct: 'http://purl.org/dc/terms/',
  foaf: 'http://xmlns.com/foaf/0.1/',
  schema: 'https://schema.org/',
  geo: 'http://www.opengis.net/ont/geosparql#',
  sh: 'http://www.w3.org/ns/shacl#',
};

/** `prefix:local` for an IRI in one of the namespaces (the longest that fits), else the IRI. */
export function compactIri(iri: string, prefixes: Readonly<Record<string, string>>): string {
  let best: [string, string] | undefined;
  for (const [name, namespace] of Object.entries(prefixes)) {
    if (iri.startsWith(namespace) && iri.length > namespace.length && /^[\w.-]+$/.test(iri.slice(namespace.length)) && (!best || namespace.length > best[1].length)) best = [name, namespace];
  }
  return best ? `${best[0]}:${iri.slice(best[1].length)}` : iri;
}
