import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/database.js';
import { jobs as jobsTable } from '../db/schema.js';
import { testDatabaseKinds } from '../testing/testDatabases.js';
import { JobRunner, type JobHandler, type JobRunnerOptions } from './jobRunner.js';
import { findJob, insertJob, jobPayload } from './jobsStore.js';
import { openTwoServersDatabase, type TwoServersDatabase } from '../testing/twoServersDatabase.js';

const log = Fastify({ logger: false }).log;
const limits = { concurrency: 2, queue: 100, maxEntries: 1000, retentionDays: 30 };

/** A promise to settle by hand: a job that runs until the test lets it finish. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

const spec = (repository: string, name: string) => ({ repository, kind: 'rule' as const, name, initiatorTags: [], actorId: null });

describe.each(testDatabaseKinds)('jobs claimed by several servers on $name', (kind) => {
  let shared: TwoServersDatabase;
  const runners: JobRunner[] = [];
  beforeAll(async () => {
    if (!kind.skip) shared = await openTwoServersDatabase(kind);
  });
  afterAll(async () => {
    // A test that failed half-way may have left a runner waiting for its gate.
    await Promise.race([Promise.all(runners.map((runner) => runner.close())), new Promise((resolve) => setTimeout(resolve, 5000))]);
    await shared?.close();
  });
  /** A server's job runner, polling often so that the test need not wait. */
  async function server(db: Db, serverName: string, options: Partial<JobRunnerOptions> = {}, concurrency = limits.concurrency) {
    const runner = await JobRunner.start(db, { ...limits, concurrency }, log, { serverName, pollMs: 30, ...options });
    runners.push(runner);
    return runner;
  }
  const ended = (db: Db, repository: string, id: string) =>
    vi.waitFor(
      async () => {
        const job = await findJob(db, repository, id);
        if (job?.status !== 'DONE' && job?.status !== 'FAILED') throw new Error(`job ${id} is ${job?.status}`);
        return job;
      },
      { timeout: 20_000, interval: 20 },
    );

  describe.skipIf(kind.skip)('', () => {
    it('runs each queued job exactly once, whichever server queued it and whichever claims it', async () => {
      const runs: { n: number; by: string; id: string }[] = [];
      const handler =
        (by: string): JobHandler =>
        async (payload, job) => {
          runs.push({ n: payload.n as number, by, id: job.id });
          await new Promise((resolve) => setTimeout(resolve, 5));
          return { success: true, message: `${payload.n} ran on ${by}.`, errors: [] };
        };
      const a = await server(shared.first.db, 'server-a');
      const b = await server(shared.second.db, 'server-b');
      a.handle('rule', handler('server-a'));
      b.handle('rule', handler('server-b'));
      const ids: string[] = [];
      for (let n = 0; n < 24; n++) ids.push(await (n % 2 === 0 ? a : b).enqueue(spec('once', `job ${n}`), { n }));
      for (const id of ids) await ended(shared.first.db, 'once', id);
      expect(runs.map((r) => r.n).sort((x, y) => x - y)).toEqual(Array.from({ length: 24 }, (_, n) => n));
      for (const run of runs) {
        expect(await findJob(shared.second.db, 'once', run.id)).toMatchObject({ status: 'DONE', claimedBy: run.by, message: `${run.n} ran on ${run.by}.`, leaseUntil: null, payload: null });
      }
      await a.close();
      await b.close();
    });

    it('takes up the job of a server that died once its lease has run out, and ignores the dead server’s late outcome', async () => {
      // Server A claims the job under a short lease, then neither renews it nor looks for work: as a server killed with -9.
      const stuck = gate();
      const a = await server(shared.first.db, 'server-a', { leaseMs: 300, renewMs: 60_000, pollMs: 60_000 });
      let startedOnA!: () => void;
      const claimedByA = new Promise<void>((resolve) => (startedOnA = resolve));
      a.handle('rule', async () => {
        startedOnA();
        await stuck.opened;
        return { success: true, message: 'A finished after all.', errors: [] };
      });
      const id = await a.enqueue(spec('died', 'import'), { file: 'x' });
      await claimedByA;
      expect(await findJob(shared.second.db, 'died', id)).toMatchObject({ status: 'RUNNING', claimedBy: 'server-a' });

      const b = await server(shared.second.db, 'server-b');
      const seen: unknown[] = [];
      b.handle('rule', async (payload, job) => {
        seen.push({ payload, attempt: job.attempt });
        return { success: true, message: 'B ran it.', errors: [] };
      });
      expect(await ended(shared.second.db, 'died', id)).toMatchObject({ status: 'DONE', message: 'B ran it.', claimedBy: 'server-b' });
      expect(seen).toEqual([{ payload: { file: 'x' }, attempt: 2 }]);

      // A comes back to life and ends its run: the job stays as B recorded it.
      stuck.open();
      await a.close();
      expect(await findJob(shared.first.db, 'died', id)).toMatchObject({ status: 'DONE', message: 'B ran it.', claimedBy: 'server-b' });
      await b.close();
    });

    it('a starting server leaves a live server’s jobs alone, and takes up or fails only those whose lease ran out', async () => {
      const db = shared.first.db;
      // A has room for one background job: the jobs left behind are for C to take up.
      const a = await server(db, 'server-a', {}, 1);
      const background = gate();
      a.handle('rule', async () => {
        await background.opened;
        return { success: true, message: 'background ran on A.', errors: [] };
      });
      const queued = await a.enqueue(spec('live', 'background'), {});
      await vi.waitFor(async () => expect(await findJob(db, 'live', queued)).toMatchObject({ status: 'RUNNING', claimedBy: 'server-a' }));
      const duringRequest = gate();
      const request = a.run(spec('live', 'request'), () => duringRequest.opened, () => ({ success: true, message: 'request ran on A.', errors: [] }));
      const requestJob = await vi.waitFor(async () => {
        const [row] = await db.select().from(jobsTable).where(eq(jobsTable.name, 'request'));
        if (!row) throw new Error('not yet');
        return row;
      });

      // Left behind by a server that is gone: a background job (runs again) and a request's job (cannot).
      const left = crypto.randomUUID();
      await insertJob(shared.second.db, { id: left, ...spec('live', 'left background') }, 'RUNNING', { payload: jobPayload({ again: true }), claim: { serverName: 'server-gone', leaseMs: -1000 } });
      const leftRequest = crypto.randomUUID();
      await insertJob(shared.second.db, { id: leftRequest, ...spec('live', 'left request') }, 'RUNNING', { claim: { serverName: 'server-gone', leaseMs: -1000 } });

      const c = await server(shared.second.db, 'server-c');
      const ranOnC: unknown[] = [];
      c.handle('rule', async (payload) => {
        ranOnC.push(payload);
        return { success: true, message: 'ran on C.', errors: [] };
      });
      expect(await ended(db, 'live', left)).toMatchObject({ status: 'DONE', message: 'ran on C.', claimedBy: 'server-c' });
      expect(ranOnC).toEqual([{ again: true }]);
      expect(await findJob(db, 'live', leftRequest)).toMatchObject({ status: 'FAILED', message: 'The server stopped before this job finished.' });
      // Several polls of C later, A's jobs are still A's.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await findJob(db, 'live', queued)).toMatchObject({ status: 'RUNNING', claimedBy: 'server-a' });
      expect(await findJob(db, 'live', requestJob.id)).toMatchObject({ status: 'RUNNING', claimedBy: 'server-a' });

      background.open();
      duringRequest.open();
      await request;
      expect(await ended(db, 'live', queued)).toMatchObject({ status: 'DONE', message: 'background ran on A.' });
      expect(await findJob(db, 'live', requestJob.id)).toMatchObject({ status: 'DONE', message: 'request ran on A.' });
      await a.close();
      await c.close();
    });

    it('a sole server (PGlite) takes up at its start the job it was running when it stopped, and gives up on a job that keeps stopping servers', async () => {
      const db = shared.first.db;
      // The process before the restart: it claims the job when it is queued, then (stopped) neither renews nor polls.
      const before = await server(db, 'only-server', { soleServer: true, renewMs: 60_000, pollMs: 60_000 });
      let started!: () => void;
      const running = new Promise<void>((resolve) => (started = resolve));
      const never = gate();
      before.handle('rule', async () => {
        started();
        await never.opened;
        return { success: false, message: 'never recorded', errors: [] };
      });
      const id = await before.enqueue(spec('sole', 'interrupted'), { step: 1 });
      await running;

      // Restarted (under another port, so another name): the claim of the stopped process ends at once.
      const after = await server(db, 'only-server:other-port', { soleServer: true });
      const givenUp: unknown[] = [];
      after.handle('rule', async (payload, job) => ({ success: true, message: `ran again (attempt ${job.attempt}, step ${payload.step as number}).`, errors: [] }), {
        abandoned: async (payload) => void givenUp.push(payload),
      });
      expect(await ended(db, 'sole', id)).toMatchObject({ status: 'DONE', message: 'ran again (attempt 2, step 1).' });

      const poison = crypto.randomUUID();
      await insertJob(db, { id: poison, ...spec('sole', 'poison') }, 'RUNNING', {
        payload: { work: { file: 'poison' }, attempts: 3 },
        claim: { serverName: 'only-server', leaseMs: -1000 },
      });
      expect(await ended(db, 'sole', poison)).toMatchObject({
        status: 'FAILED',
        message: 'The job was interrupted 3 times (its server stopped each time) and is not tried again.',
      });
      expect(givenUp).toEqual([{ file: 'poison' }]);
      never.open();
      await before.close();
      await after.close();
    });
  });
});
