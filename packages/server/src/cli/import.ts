import { loadConfig } from '../config.js';
import { openEmbeddedRepository } from '../repositories/embedded/embeddedRepository.js';
import { RepositoryRegistry } from '../repositories/repositoryRegistry.js';
import { runImport } from './importCommand.js';

// `npm run import -- --repo demo [--graph IRI] FILE...` against the data folder of GRAFIEK_DATA_DIR.
const config = loadConfig();
const registry = RepositoryRegistry.load(config.dataDir, openEmbeddedRepository);
let code = 1;
try {
  code = await runImport(process.argv.slice(2), registry, { write: (t) => process.stdout.write(t), isTTY: process.stdout.isTTY });
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
} finally {
  await registry.close();
}
process.exit(code);
