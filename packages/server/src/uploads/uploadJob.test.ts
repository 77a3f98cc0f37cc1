import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { JobRunner } from '../jobs/jobRunner.js';
import { findJob } from '../jobs/jobsStore.js';
import { openEmbeddedRepository } from '../repositories/embedded/embeddedRepository.js';
import type { Repository } from '../repositories/repository.js';
import type { RepositoryRegistry } from '../repositories/repositoryRegistry.js';
import { QueryCache } from '../sparql/queryCache.js';
import { testDatabaseKinds } from '../testing/testDatabases.js';
import { openTwoServersDatabase, type TwoServersDatabase } from '../testing/twoServersDatabase.js';
import { DatabaseUploadStore } from './databaseUploadStore.js';
import { keptMeta, uploadJobHandler, type UploadContext, type UploadJobPayload, type UploadTask } from './uploadJob.js';

const log = Fastify({ logger: false }).log;
const limits = { concurrency: 2, queue: 100, maxEntries: 1000, retentionDays: 30 };

describe.each(testDatabaseKinds)('an upload received by one server and processed by another ($name)', (kind) => {
  let shared: TwoServersDatabase;
  let dir: string;
  let repo: Repository;
  beforeAll(async () => {
    if (kind.skip) return;
    shared = await openTwoServersDatabase(kind);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'grafiek-upload-job-'));
    // The graph store both servers write to (a remote store in a deployment).
    repo = await openEmbeddedRepository({ name: 'store', dir: path.join(dir, 'store'), queryWorkers: 1 });
  });
  afterAll(async () => {
    await repo?.close();
    await shared?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** One server's side: its own connection, its own disk. */
  function serverSide(db: Db, name: string): UploadContext {
    const config = loadConfig({ GRAFIEK_DATA_DIR: path.join(dir, name) });
    const registry = { get: async (repository: string) => (repository === 'store' ? repo : undefined) } as unknown as RepositoryRegistry;
    const store = new DatabaseUploadStore(db, path.join(dir, name, 'uploads', '.incoming'));
    return { db, registry, cache: new QueryCache(1_000_000), store, xlsxLimits: config.xlsxLimits, timeoutMs: config.queryTimeoutMs, ruleLogs: config.ruleLogs, log };
  }
  const task = (command: UploadTask['command'], originalName: string, size: number): UploadTask => ({
    repository: 'store',
    command,
    fields: {},
    graph: 'urn:graph:handoff',
    parameters: {},
    origin: 'http://server-a.example',
    who: 'editor@example.org',
    actorId: null,
    file: { originalName, declaredType: 'application/octet-stream', size },
    mediaType: 'text/plain',
  });
  function arrive(ctx: UploadContext, bytes: string) {
    fs.mkdirSync(ctx.store.incomingDir, { recursive: true });
    const file = path.join(ctx.store.incomingDir, crypto.randomUUID());
    fs.writeFileSync(file, bytes);
    return file;
  }
  const ended = (db: Db, id: string) =>
    vi.waitFor(
      async () => {
        const job = await findJob(db, 'store', id);
        if (job?.status !== 'DONE' && job?.status !== 'FAILED') throw new Error(`job ${id} is ${job?.status}`);
        return job;
      },
      { timeout: 20_000, interval: 20 },
    );

  describe.skipIf(kind.skip)('', () => {
    it('loads an RDF file staged by the receiving server, and serves a kept file from the other', async () => {
      const a = serverSide(shared.first.db, 'a');
      const b = serverSide(shared.second.db, 'b');
      // Server A only queues (it runs no upload jobs here); server B runs them.
      const receiving = await JobRunner.start(a.db, limits, log, { serverName: 'server-a' });
      const running = await JobRunner.start(b.db, limits, log, { serverName: 'server-b', pollMs: 30 });
      running.handle('upload', uploadJobHandler(b));
      try {
        const turtle = '<urn:s> <urn:p> "one" .\n<urn:s> <urn:p> "two" .\n';
        const rdfTask = task({ kind: 'rdf', tag: undefined }, 'data.ttl', turtle.length);
        const staged: UploadJobPayload = { task: rdfTask, staged: await a.store.stage('store', arrive(a, turtle)) };
        const spec = (name: string) => ({ repository: 'store', kind: 'upload' as const, name, initiatorTags: [], actorId: null });
        const loadJob = await receiving.enqueue(spec('data.ttl'), staged as unknown as Record<string, unknown>);
        expect(await ended(a.db, loadJob)).toMatchObject({
          status: 'DONE',
          claimedBy: 'server-b',
          message: '"data.ttl": 2 triples loaded into graph <urn:graph:handoff>.',
          result: { fileName: 'data.ttl', graph: 'urn:graph:handoff', quads: 2 },
        });
        expect(await repo.size()).toBe(2);
        // The staged file is gone from the database, the local copy from B's disk.
        expect(await a.store.staged('store', staged.staged!)).toBeUndefined();
        expect(fs.readdirSync(b.store.incomingDir)).toEqual([]);

        const text = 'kept by A, served by B';
        const fileTask = task({ kind: 'anyFile', tag: undefined }, 'notes.txt', text.length);
        const kept = await a.store.keep('store', arrive(a, text), 'notes.txt', keptMeta(fileTask));
        const keepJob = await receiving.enqueue(spec('notes.txt'), { task: fileTask, kept } as unknown as Record<string, unknown>);
        const done = await ended(a.db, keepJob);
        expect(done).toMatchObject({ status: 'DONE', claimedBy: 'server-b', message: `"notes.txt" (${text.length} bytes) kept.` });
        expect(done.result).toEqual({ fileUrl: `http://server-a.example/api/download/store/${kept.id}/notes.txt`, fileName: 'notes.txt' });
        const found = await b.store.find('store', kept.id, 'notes.txt');
        expect((await buffer(b.store.read('store', found!))).toString()).toBe(text);
      } finally {
        await receiving.close();
        await running.close();
      }
    });
  });
});
