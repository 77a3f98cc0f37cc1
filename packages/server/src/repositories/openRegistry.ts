import { notifyStatement } from '../cluster/clusterNotifications.js';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { openEmbeddedRepository } from './embedded/embeddedRepository.js';
import { RepositoryRegistry } from './repositoryRegistry.js';

/**
 * The registry a server (or a command-line tool beside it) works with: with PostgreSQL the one
 * every server over that database shares (docs/deploy.md), else the data folder's repositories.json.
 */
export async function openRegistry(config: ServerConfig, database: Database | undefined): Promise<RepositoryRegistry> {
  if (!config.databaseUrl || database?.kind !== 'postgres') return RepositoryRegistry.load(config.dataDir, openEmbeddedRepository);
  return RepositoryRegistry.shared({
    dataDir: config.dataDir,
    openEmbedded: openEmbeddedRepository,
    db: database.db,
    serverName: config.serverName,
    notify: async (tx) => {
      await tx.execute(notifyStatement({ kind: 'registry' }));
    },
  });
}
