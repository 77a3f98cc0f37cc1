import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import type { RepositoryRegistry } from '../repositories/repositoryRegistry.js';
import { QueryCache } from '../sparql/queryCache.js';
import { ClusterNotifications, notifyStatement, type ClusterListener } from './clusterNotifications.js';

/** What a server over a shared PostgreSQL database runs beside its routes. */
export interface Cluster {
  notifications: ClusterNotifications;
  /** The query cache, coherent with the other servers'. */
  cache: QueryCache;
}

/**
 * Makes this server one of several over the PostgreSQL database at `databaseUrl` (docs/deploy.md):
 * - its query cache tells the others of every write and hears theirs; the writer is answered only
 *   after PostgreSQL has taken the notification (`onSend` waits for it);
 * - every API request first syncs with the notifications (one shared round trip), so it sees
 *   every write and registry change acknowledged anywhere before it arrived;
 * - the shared registry reloads when another server changes it;
 * - without the notification connection the cache is off, and it comes back with the connection
 *   (the registry is reloaded then, as changes may have been missed).
 */
export async function joinCluster(app: FastifyInstance, databaseUrl: string, db: Db, registry: RepositoryRegistry, cacheBytes: number): Promise<Cluster> {
  const cache = new QueryCache(cacheBytes, async (repository) => {
    await db.execute(notifyStatement({ kind: 'data', repository }));
  });
  const notifications = await ClusterNotifications.start(databaseUrl, clusterListener(cache, registry), app.log);
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/') && !request.url.startsWith('/api/health')) await notifications.sync();
  });
  app.addHook('onSend', async () => {
    await cache.published();
  });
  return { notifications, cache };
}

/**
 * What a server does with what it hears: another server's write clears that repository's
 * answers, a registry change reloads the registry; without the connection the cache is off, and
 * once it is back the registry (which may have missed changes) is reloaded before the cache is on.
 */
export function clusterListener(cache: QueryCache, registry: RepositoryRegistry): ClusterListener {
  return {
    changed: (change) => (change.kind === 'data' ? cache.heard(change.repository) : registry.reload()),
    lost: () => cache.off(),
    back: async () => {
      await registry.reload();
      cache.on();
    },
  };
}
