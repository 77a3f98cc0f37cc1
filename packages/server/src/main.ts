import path from 'node:path';
import { buildServer } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { seedDemo } from './demo/seed/seedDemo.js';
import { ensureFirstAdmin } from './platform/firstAdmin.js';
import { openRegistry } from './repositories/openRegistry.js';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: path.join(config.dataDir, 'platform-db') },
  );
  const firstAdmin = await ensureFirstAdmin(database.db, config.adminEmail, config.adminPassword);
  // With PostgreSQL the registry is shared by every server over that database (docs/deploy.md).
  const registry = await openRegistry(config, database);
  const app = await buildServer({ config, database, registry });
  const demo = await seedDemo(registry, database.db, (message) => app.log.info(message));

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const lines = [`Grafiek is running at http://localhost:${port}`];
  if (demo.url) lines.push(`Demo app: http://localhost:${port}${demo.url}`);
  if (firstAdmin?.generatedPassword) {
    lines.push(`First login (shown once): ${firstAdmin.email} / ${firstAdmin.generatedPassword}`);
  } else if (firstAdmin) {
    lines.push(`First login: ${firstAdmin.email} with the password from GRAFIEK_ADMIN_PASSWORD`);
  }
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Grafiek could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
