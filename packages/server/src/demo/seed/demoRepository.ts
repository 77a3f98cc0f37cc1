import { graphMediaTypes, type Repository } from '../../repositories/repository.js';

/** The embedded repository the demo app queries; the registry creates it on the first start. */
export const demoRepositoryName = 'demo';

/** Loading the demo graph can take a while on a slow machine; it is not a user's query. */
const demoWriteTimeoutMs = 10 * 60 * 1000;

/**
 * Replaces the demo data. The demo graph lives in the repository's default graph (the one the
 * demonstrator's queries read), so that graph is cleared first; named graphs are left alone.
 * The caller builds the whole graph before calling, so a bad source never clears the old data.
 */
export async function replaceDemoGraph(repo: Repository, nTriples: string): Promise<{ quads: number }> {
  const signal = new AbortController().signal;
  await repo.update({ update: 'CLEAR SILENT DEFAULT', signal, timeoutMs: demoWriteTimeoutMs });
  return repo.load({ data: nTriples, mediaType: graphMediaTypes.ntriples });
}
