import path from 'node:path';
import { graphMediaTypes, type GraphMediaType } from './repository.js';

const byExtension: Record<string, GraphMediaType> = {
  '.ttl': graphMediaTypes.turtle,
  '.turtle': graphMediaTypes.turtle,
  '.nt': graphMediaTypes.ntriples,
  '.ntriples': graphMediaTypes.ntriples,
  '.nq': graphMediaTypes.nquads,
  '.nquads': graphMediaTypes.nquads,
  '.trig': graphMediaTypes.trig,
  '.rdf': graphMediaTypes.rdfxml,
  '.owl': graphMediaTypes.rdfxml,
  '.xml': graphMediaTypes.rdfxml,
  '.jsonld': graphMediaTypes.jsonld,
  '.json': graphMediaTypes.jsonld,
};

/** The RDF format of a file from its name; undefined for names we do not recognise. */
export function rdfFormatOf(file: string): GraphMediaType | undefined {
  return byExtension[path.extname(file).toLowerCase()];
}

export const knownRdfExtensions = Object.keys(byExtension);
