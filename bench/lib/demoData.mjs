// The demo knowledge graph the scenarios run on: the server's own deterministic generator (issue
// #7) when the server build has it, else the stand-in in bench/data/ with the same shape.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeStandInDemoData } from '../data/standInDemoData.mjs';
import { serverDist } from './paths.mjs';

const generatorModule = path.join(serverDist, 'demo', 'generator', 'generateDemoGraph.js');

/**
 * @typedef {object} DemoData
 * @property {string} file N-Triples.
 * @property {number} triples
 * @property {string} source Which generator wrote it, for the results.
 */

/** @param {string} file @returns {Promise<DemoData>} */
export async function writeDemoData(file) {
  if (existsSync(generatorModule)) {
    /** @type {{ generateDemoGraph: () => { nTriples: string, tripleCount: number } }} */
    const generator = await import(pathToFileURL(generatorModule).href);
    const graph = generator.generateDemoGraph();
    await writeFile(file, graph.nTriples);
    return { file, triples: graph.tripleCount, source: "server's demo generator (packages/server/src/demo/generator)" };
  }
  const { triples } = await writeStandInDemoData(file);
  return { file, triples, source: 'bench stand-in generator (bench/data/standInDemoData.mjs), until the server build has its own' };
}
