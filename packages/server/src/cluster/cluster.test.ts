import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { sharedSigningKey } from '../platform/tokens.js';
import { RepositoryRegistry } from '../repositories/repositoryRegistry.js';
import { QueryCache } from '../sparql/queryCache.js';
import { createTestPostgres, postgresSkip } from '../testing/testDatabases.js';
import { ClusterNotifications, decodeChange, encodeChange, notifyStatement } from './clusterNotifications.js';
import { clusterListener } from './joinCluster.js';

const quiet = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
const answer = (text: string) => ({ mediaType: 'application/sparql-results+json', body: Buffer.from(text) });

describe('an answer read while a write came', () => {
  it('is not kept, and one read after it is', () => {
    const cache = new QueryCache(1_000_000);
    const before = cache.generation('r');
    cache.invalidate('r');
    cache.set('r', 'q', answer('old'), before);
    expect(cache.get('r', 'q')).toBeUndefined();
    cache.set('r', 'q', answer('new'), cache.generation('r'));
    expect(cache.get('r', 'q')?.body.toString()).toBe('new');
  });

  it('is not kept while the cache is off, and the cache works again once on', () => {
    const cache = new QueryCache(1_000_000);
    cache.set('r', 'q', answer('a'));
    const before = cache.generation('r');
    cache.off();
    expect(cache.get('r', 'q')).toBeUndefined();
    cache.set('r', 'q', answer('b'));
    expect(cache.get('r', 'q')).toBeUndefined();
    cache.on();
    cache.set('r', 'q', answer('c'), before);
    expect(cache.get('r', 'q')).toBeUndefined();
    cache.set('r', 'q', answer('d'), cache.generation('r'));
    expect(cache.get('r', 'q')?.body.toString()).toBe('d');
  });

  it('names its change in a payload that reads back', () => {
    expect(decodeChange(encodeChange({ kind: 'data', repository: 'a:b' }))).toEqual({ kind: 'data', repository: 'a:b' });
    expect(decodeChange(encodeChange({ kind: 'registry' }))).toEqual({ kind: 'registry' });
    expect(decodeChange('nonsense')).toBeUndefined();
  });
});

interface TestServer {
  name: string;
  registry: RepositoryRegistry;
  cache: QueryCache;
  notifications: ClusterNotifications;
}

describe.skipIf(postgresSkip)('servers over one PostgreSQL database', { timeout: 60_000 }, () => {
  let url: string;
  let database: Database;
  const servers: TestServer[] = [];
  const folders: string[] = [];

  beforeAll(async () => {
    ({ url, database } = await createTestPostgres());
  });
  afterAll(async () => {
    for (const server of servers) {
      await server.notifications.close();
      await server.registry.close();
    }
    await database?.close();
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });

  /** What joinCluster sets up for a server, on the test's database, without HTTP around it. */
  async function start(name: string): Promise<TestServer> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `grafiek-cluster-${name}-`));
    folders.push(dataDir);
    const registry = await RepositoryRegistry.shared({
      dataDir,
      db: database.db,
      serverName: name,
      openEmbedded: async () => {
        throw new Error('no embedded store in this test');
      },
      notify: async (tx) => {
        await tx.execute(notifyStatement({ kind: 'registry' }));
      },
    });
    const cache = new QueryCache(1_000_000, async (repository) => {
      await database.db.execute(notifyStatement({ kind: 'data', repository }));
    });
    const notifications = await ClusterNotifications.start(url, clusterListener(cache, registry), quiet);
    const server = { name, registry, cache, notifications };
    servers.push(server);
    return server;
  }

  it('clears the answers every server holds before a write through any of them is acknowledged', async () => {
    const [a, b, c] = [await start('a'), await start('b'), await start('c')];
    for (let round = 0; round < 100; round++) {
      for (const server of [a, c]) server.cache.set('demo', 'q', answer(`old ${round}`), server.cache.generation('demo'));
      // The write through b: its server answers the writer once this resolves.
      b.cache.invalidate('demo');
      await b.cache.published();
      // A request that reaches a or c after the acknowledgement syncs first.
      await Promise.all([a.notifications.sync(), c.notifications.sync()]);
      expect(a.cache.get('demo', 'q'), `round ${round}: a kept an answer from before the write`).toBeUndefined();
      expect(c.cache.get('demo', 'q'), `round ${round}: c kept an answer from before the write`).toBeUndefined();
    }
  });

  it('shares one registry: a repository added or removed through one server is known to the others at their next request', async () => {
    const [a, b] = [servers[0]!, servers[1]!];
    await b.registry.put({ name: 'store', kind: 'remote', queryUrl: 'http://127.0.0.1:1/sparql', public: true, projects: [] });
    await a.notifications.sync();
    expect(a.registry.definition('store')).toMatchObject({ kind: 'remote', queryUrl: 'http://127.0.0.1:1/sparql' });
    await a.registry.remove('store');
    await b.notifications.sync();
    expect(b.registry.definition('store')).toBeUndefined();
  });

  it('serves an embedded repository only on the server that holds it, and says which that is', async () => {
    const [a, b] = [servers[0]!, servers[1]!];
    // The first server over the empty table brought the first start's demo repository.
    expect(a.registry.servesHere('demo')).toBe(true);
    expect(b.registry.servesHere('demo')).toBe(false);
    await expect(b.registry.get('demo')).rejects.toMatchObject({ statusCode: 421, message: expect.stringMatching(/server "a".*remote store/s) });
  });

  it('keeps no answers while its notification connection is gone, and keeps them again once it is back', async () => {
    const a = servers[0]!;
    a.cache.set('demo', 'q', answer('before'), a.cache.generation('demo'));
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'grafiek-notifications'");
    await admin.end();
    await expect.poll(() => a.notifications.listening, { timeout: 10_000 }).toBe(false);
    expect(a.cache.get('demo', 'q')).toBeUndefined();
    a.cache.set('demo', 'q', answer('while away'), a.cache.generation('demo'));
    expect(a.cache.get('demo', 'q')).toBeUndefined();
    await expect.poll(() => a.notifications.listening, { timeout: 20_000 }).toBe(true);
    // And it hears writes again.
    a.cache.set('demo', 'q', answer('after'), a.cache.generation('demo'));
    expect(a.cache.get('demo', 'q')?.body.toString()).toBe('after');
    servers[1]!.cache.invalidate('demo');
    await servers[1]!.cache.published();
    await a.notifications.sync();
    expect(a.cache.get('demo', 'q')).toBeUndefined();
  });

  it('signs tokens with one key, made once by whichever server comes first', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'grafiek-cluster-key-'));
    folders.push(folder);
    const keys = await Promise.all([1, 2, 3].map(() => sharedSigningKey(database.db, folder, undefined)));
    expect(Buffer.from(keys[0]!).length).toBeGreaterThan(32);
    expect(new Set(keys.map((key) => Buffer.from(key).toString('hex'))).size).toBe(1);
  });
});
