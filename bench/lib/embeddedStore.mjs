// Grafiek's embedded store (Oxigraph in worker threads, journal and snapshots), from the server build.
import { openEmbeddedRepository } from '../../packages/server/dist/repositories/embedded/embeddedRepository.js';
import { requireBuilt } from './builtPackages.mjs';
import { rowsOf } from './sparqlJson.mjs';

/** @typedef {import('../../packages/server/dist/repositories/embedded/embeddedRepository.js').EmbeddedRepository} EmbeddedRepository */

/** @param {string} name @param {string} dir @returns {Promise<EmbeddedRepository>} */
export function openStore(name, dir) {
  requireBuilt('server');
  return openEmbeddedRepository({ name, dir });
}

/**
 * Runs a SELECT as the SPARQL endpoint would, and reads the rows.
 * @param {EmbeddedRepository} store
 * @param {string} query
 */
export async function selectRows(store, query) {
  const response = await store.query({
    query,
    form: 'SELECT',
    mediaType: 'application/sparql-results+json',
    signal: new AbortController().signal,
    timeoutMs: 250_000,
  });
  return { rows: rowsOf(response.body), engineMs: response.engineMs };
}
