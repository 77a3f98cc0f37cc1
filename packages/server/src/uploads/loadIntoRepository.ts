import { graphMediaTypes, RepositoryError, type Repository } from '../repositories/repository.js';
import type { Refuse } from './uploadRefusal.js';

/** What an upload put into the repository. */
export interface Loaded {
  /** The graph loaded into; '' for the default graph or the graphs a quad file names. */
  graph: string;
  quads: number;
  /** One line for the debug messages. */
  summary: string;
}

/**
 * Loads all or nothing (the repository's promise); data the engine cannot read is the uploader's
 * error, a 400 with the engine's message, which names the line.
 */
export async function loadOrRefuse(repo: Repository, request: Parameters<Repository['load']>[0], refuse: Refuse) {
  if (request.mediaType === graphMediaTypes.rdfxml && declaresXmlEntities(request.data)) {
    throw refuse(
      400,
      'The file was not loaded: RDF/XML with a DOCTYPE or ENTITY declaration is not accepted (entities can expand a small file into gigabytes). Expand the entities and remove the declaration.',
    );
  }
  try {
    return await repo.load(request);
  } catch (error) {
    if (error instanceof RepositoryError && (error.kind === 'data' || error.kind === 'syntax')) {
      throw refuse(400, `The file was not loaded: ${error.message}`);
    }
    throw error;
  }
}

/**
 * Whether an XML document declares a DOCTYPE or entities. The whole text is searched: the prolog
 * may hold comments of any length before a declaration, and `<!` outside markup can only start a
 * comment, CDATA or a declaration, so a false alarm needs the words inside CDATA.
 */
export function declaresXmlEntities(data: string | Uint8Array): boolean {
  const pattern = /<!(DOCTYPE|ENTITY)/;
  if (typeof data === 'string') return pattern.test(data);
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return bytes.includes('<!DOCTYPE') || bytes.includes('<!ENTITY');
}
