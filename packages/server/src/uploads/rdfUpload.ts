import { promises as fs } from 'node:fs';
import path from 'node:path';
import { rdfFormatOf } from '../repositories/rdfFormats.js';
import { graphMediaTypes, type GraphMediaType, type Repository } from '../repositories/repository.js';
import { isAbsoluteIri } from '../sparql/updateDataset.js';
import { readHead, sniffContent } from './fileContent.js';
import { loadOrRefuse, type Loaded } from './loadIntoRepository.js';
import type { ReceivedFile } from './receiveUpload.js';
import type { Refuse } from './uploadRefusal.js';

const byMediaType: Record<string, GraphMediaType> = {
  ...Object.fromEntries(Object.values(graphMediaTypes).map((t) => [t, t])),
  'application/x-turtle': graphMediaTypes.turtle,
  'application/json': graphMediaTypes.jsonld,
};
const quadFormats = new Set<string>([graphMediaTypes.nquads, graphMediaTypes.trig]);

/**
 * The RDF format of an uploaded file: the media type the browser declared when it is an RDF
 * one, else the file's extension. Whether the content really is that format, the parser decides:
 * a file that does not parse loads nothing.
 */
export function rdfFormatOfUpload(fileName: string, declaredType: string): GraphMediaType | undefined {
  const type = declaredType.split(';')[0]!.trim().toLowerCase();
  return byMediaType[type] ?? rdfFormatOf(fileName);
}

/**
 * `uploadRDF`: loads an RDF file into `graph` (the default graph when absent; N-Quads and TriG
 * name their own graphs). Relative IRIs resolve against `base`.
 */
export async function loadRdfUpload(repo: Repository, file: ReceivedFile, options: { graph: string | undefined; base: string; refuse: Refuse }): Promise<Loaded> {
  const { refuse, graph, base } = options;
  const fileName = path.basename(file.originalName);
  const mediaType = rdfFormatOfUpload(fileName, file.declaredType);
  if (!mediaType) {
    throw refuse(
      400,
      `"${fileName}" is not a known RDF format: send Turtle (.ttl), N-Triples (.nt), N-Quads (.nq), TriG (.trig), RDF/XML (.rdf, .owl) or JSON-LD (.jsonld), or give its media type.`,
    );
  }
  const kind = sniffContent(await readHead(file.path));
  if (kind !== 'unknown') throw refuse(400, `"${fileName}" is not RDF: its content is ${kind === 'ifc' ? 'an IFC' : `a ${kind.toUpperCase()}`} file.`);
  if (!isAbsoluteIri(base)) throw refuse(400, `The base "${base}" is not an absolute IRI.`);
  const data = await fs.readFile(file.path);
  const { quads } = await loadOrRefuse(repo, { data, mediaType, ...(graph ? { graph } : {}), baseIri: base }, refuse);
  if (quadFormats.has(mediaType)) return { graph: '', quads, summary: `${quads} quads loaded into the graphs "${fileName}" names` };
  return { graph: graph ?? '', quads, summary: `${quads} triples loaded into ${graph ? `graph <${graph}>` : 'the default graph'}` };
}
