import { loadConfig } from '../config.js';
import { runDemoImport } from '../demo/importer/demoImportCommand.js';
import { openEmbeddedRepository } from '../repositories/embedded/embeddedRepository.js';
import { RepositoryRegistry } from '../repositories/repositoryRegistry.js';

// `npm run demo:import -- [DIR]` against the data folder of GRAFIEK_DATA_DIR, with the server stopped.
const config = loadConfig();
const registry = RepositoryRegistry.load(config.dataDir, openEmbeddedRepository);
let code = 1;
try {
  code = await runDemoImport(process.argv.slice(2), registry, { write: (t) => process.stdout.write(t), isTTY: process.stdout.isTTY });
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
} finally {
  await registry.close();
}
process.exit(code);
