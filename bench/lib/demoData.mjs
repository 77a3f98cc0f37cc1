// The demo knowledge graph the scenarios run on. The stand-in in bench/data/ serves until the
// server's own deterministic generator (issue #7) is built.
import { writeStandInDemoData } from '../data/standInDemoData.mjs';

/**
 * @typedef {object} DemoData
 * @property {string} file N-Triples.
 * @property {number} triples
 * @property {string} source Which generator wrote it, for the results.
 */

/** @param {string} file @returns {Promise<DemoData>} */
export async function writeDemoData(file) {
  const { triples } = await writeStandInDemoData(file);
  return { file, triples, source: 'bench stand-in generator (bench/data/standInDemoData.mjs)' };
}
