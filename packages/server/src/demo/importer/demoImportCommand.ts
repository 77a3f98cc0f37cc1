import fs from 'node:fs';
import { parseArgs } from 'node:util';
import type { ImportOutput } from '../../cli/importCommand.js';
import type { RepositoryRegistry } from '../../repositories/repositoryRegistry.js';
import { demoRepositoryName, replaceDemoGraph } from '../seed/demoRepository.js';
import { importRealData } from './importRealData.js';

const usage = 'Usage: npm run demo:import -- [--no-synthetic-fill] [DIR]   (DIR defaults to ../shared/data)';

/**
 * `npm run demo:import`: replaces the demo data in the `demo` repository of the data folder with
 * real open data read from DIR. The whole graph is built first; only then is the repository's
 * default graph (where the demo data lives) cleared and the new graph loaded, so a bad file
 * leaves the old demo data in place. Returns the process exit code.
 */
export async function runDemoImport(argv: string[], registry: RepositoryRegistry, out: ImportOutput): Promise<number> {
  let args;
  try {
    args = parseArgs({ args: argv, allowPositionals: true, options: { 'no-synthetic-fill': { type: 'boolean' }, help: { type: 'boolean' } } });
  } catch (error) {
    out.write(`${(error as Error).message}\n${usage}\n`);
    return 2;
  }
  if (args.values.help || args.positionals.length > 1) {
    out.write(`${usage}\n`);
    return args.values.help ? 0 : 2;
  }
  const dir = args.positionals[0] ?? '../shared/data';
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
    out.write(`No such folder: ${dir}\n${usage}\n`);
    return 2;
  }
  const definition = registry.definition(demoRepositoryName);
  if (definition?.kind !== 'embedded') {
    out.write(`The data folder has no embedded repository "${demoRepositoryName}" to import into.\n`);
    return 2;
  }

  const started = performance.now();
  out.write(`Reading open data from ${dir} …\n`);
  let graph;
  try {
    graph = importRealData(dir, { syntheticFill: !args.values['no-synthetic-fill'], progress: (line) => out.write(`  ${line}\n`) });
  } catch (error) {
    out.write(`Nothing imported: ${(error as Error).message}\n`);
    return 1;
  }
  out.write(`Built ${graph.tripleCount.toLocaleString('en')} triples in ${((performance.now() - started) / 1000).toFixed(1)} s.\n`);

  const repo = await registry.get(demoRepositoryName);
  if (!repo) throw new Error(`repository "${demoRepositoryName}" vanished`);
  out.write(`Replacing the demo data in repository "${demoRepositoryName}" (its default graph is cleared first) …\n`);
  const loadStarted = performance.now();
  const { quads } = await replaceDemoGraph(repo, graph.nTriples);
  const seconds = (performance.now() - loadStarted) / 1000;
  const counts = [...graph.counts].map(([label, n]) => `${n.toLocaleString('en')} ${label}`).join(', ');
  out.write(`Loaded ${quads.toLocaleString('en')} triples in ${seconds.toFixed(1)} s: ${counts}.\n`);
  return 0;
}
