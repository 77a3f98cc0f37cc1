import { loadConfig } from '../config.js';
import { runDemoImport } from '../demo/importer/demoImportCommand.js';
import { openDatabase } from '../db/database.js';
import { openRegistry } from '../repositories/openRegistry.js';

// `npm run demo:import -- [DIR]` against the data folder of GRAFIEK_DATA_DIR, with the server stopped.
const config = loadConfig();
// With DATABASE_URL the registry is the one the servers share.
const database = config.databaseUrl ? await openDatabase({ kind: 'postgres', url: config.databaseUrl }) : undefined;
const registry = await openRegistry(config, database);
let code = 1;
try {
  code = await runDemoImport(process.argv.slice(2), registry, { write: (t) => process.stdout.write(t), isTTY: process.stdout.isTTY });
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
} finally {
  await registry.close();
  await database?.close();
}
process.exit(code);
