import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { openRegistry } from '../repositories/openRegistry.js';
import { runImport } from './importCommand.js';

// `npm run import -- --repo demo [--graph IRI] FILE...` against the data folder of GRAFIEK_DATA_DIR.
const config = loadConfig();
// With DATABASE_URL the registry is the one the servers share.
const database = config.databaseUrl ? await openDatabase({ kind: 'postgres', url: config.databaseUrl }) : undefined;
const registry = await openRegistry(config, database);
let code = 1;
try {
  code = await runImport(process.argv.slice(2), registry, { write: (t) => process.stdout.write(t), isTTY: process.stdout.isTTY });
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
} finally {
  await registry.close();
  await database?.close();
}
process.exit(code);
