import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../http/httpError.js';
import { openEmbeddedRepository } from '../repositories/embedded/embeddedRepository.js';
import { testDatabaseKinds } from '../testing/testDatabases.js';
import { startTestServer, type Persona, type TestServer } from '../testing/testServer.js';
import { JobRunner, type JobHandler } from './jobRunner.js';
import { findJob, insertJob, listJobs } from './jobsStore.js';

/** A promise to settle by hand: a job that runs until the test lets it finish. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe.each(testDatabaseKinds)('jobs on $name', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    if (kind.skip) return;
    s = await startTestServer(kind, {}, {
      repositories: [
        { name: 'open', kind: 'embedded', public: true, projects: ['alpha'] },
        { name: 'closed', kind: 'embedded', public: false, projects: ['alpha'] },
      ],
      openEmbedded: openEmbeddedRepository,
    });
    for (const [name, body] of Object.entries({
      addPerson: { template: 'INSERT DATA { <{{person}}> <urn:name> "{{name}}" }', tags: ['onboard'], position: 1, public: true },
      addMembership: { template: 'INSERT DATA { <{{person}}> <urn:member> <urn:club> }', tags: ['onboard'], position: 2, public: true },
      broken: { template: 'INSERT DATA { <urn:x> <urn:y> "z" }', tags: ['faulty'], position: 1 },
      brokenToo: { template: 'INSERT DATA { <{{person}}> <urn:y> "z" }', tags: ['faulty'], position: 2 },
    })) {
      for (const repo of ['open', 'closed']) {
        const res = await s.app.inject({ method: 'PUT', url: `/api/repositories/${repo}/rules/${name}`, headers: s.auth('editor'), payload: body });
        expect(res.statusCode, res.body).toBe(200);
      }
    }
  });
  afterAll(async () => s?.close());

  const command = (repo: string, body: object, who: Persona = 'editor') => s.app.inject({ method: 'POST', url: `/api/command/${repo}`, headers: s.auth(who), payload: body });
  const getJobs = (url: string, who: Persona = 'editor') => s.app.inject({ method: 'GET', url, headers: s.auth(who) });
  /** Follows a job as the JobStatus widget does, until it has ended. */
  const ended = (repo: string, id: string) =>
    vi.waitFor(
      async () => {
        const job = (await getJobs(`/api/jobs/${repo}/${id}`)).json();
        if (job.status !== 'DONE' && job.status !== 'FAILED') throw new Error(`job ${id} is ${job.status}`);
        return job;
      },
      { timeout: 15_000, interval: 20 },
    );
  const ask = async (repo: string, pattern: string) =>
    (await s.app.inject({ method: 'GET', url: `/api/sparql/${repo}?query=${encodeURIComponent(`ASK { ${pattern} } #nocache`)}`, headers: s.auth('editor') })).json().boolean as boolean;

  describe.skipIf(kind.skip)('', () => {
    it('registers every rule run as a job with its tags, times and an outcome', async () => {
      const before = Date.now();
      const res = await command('open', { command2: 'runSparqlRulesWithTag', command3: 'onboard', parameters: { person: 'urn:p:1', name: 'Ada' }, initiatorTags: ['importBAG', 'nightly'] });
      expect(res.json()).toMatchObject({ success: true, jobId: expect.any(String) });
      const job = (await getJobs(`/api/jobs/open/${res.json().jobId}`)).json();
      expect(job).toMatchObject({
        id: res.json().jobId,
        repository: 'open',
        kind: 'rule',
        name: 'onboard',
        initiatorTags: ['onboard', 'importBAG', 'nightly'],
        status: 'DONE',
        message: '2 rules tagged "onboard" ran.',
        errors: [],
      });
      expect(Date.parse(job.startedAt)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(job.endedAt)).toBeGreaterThanOrEqual(Date.parse(job.startedAt));

      const one = await command('open', { command2: 'runSparqlRule', command3: 'addPerson', parameters: { person: 'urn:p:2', name: 'Bo' }, initiatorTags: 'manual' });
      expect((await getJobs(`/api/jobs/open/${one.json().jobId}`)).json()).toMatchObject({ name: 'addPerson', initiatorTags: ['addPerson', 'manual'], message: 'Rule "addPerson" ran.' });
    });

    it('marks a failing chain failed, with the reasons only for those who may change the repository', async () => {
      const res = await command('open', { command2: 'runSparqlRulesWithTag', command3: 'faulty', parameters: {} });
      expect(res.json().success).toBe(false);
      const url = `/api/jobs/open/${res.json().jobId}`;
      const job = (await getJobs(url)).json();
      expect(job).toMatchObject({ status: 'FAILED', message: 'Rule "brokenToo" failed (rules tagged "faulty": 1 of 2 ran).' });
      expect(job.errors[0]).toMatch(/^Rule "brokenToo" did not run: Template-placeholder \{\{person\}\}/);
      for (const who of ['anonymous', 'viewer'] as const) {
        const seen = (await getJobs(url, who)).json();
        expect(seen).toMatchObject({ status: 'FAILED', message: job.message });
        expect(seen).not.toHaveProperty('errors');
        expect(seen).not.toHaveProperty('result');
      }
    });

    it('lists a repository’s jobs newest first, by initiator tag and status, to whoever may read it', async () => {
      const all = (await getJobs('/api/jobs/open', 'anonymous')).json();
      expect(all.map((j: { name: string }) => j.name)).toEqual(['faulty', 'addPerson', 'onboard']);
      const tagged = (await getJobs('/api/jobs/open?initiatorTags=nightly&initiatorTags=manual', 'anonymous')).json();
      expect(tagged.map((j: { name: string }) => j.name)).toEqual(['addPerson', 'onboard']);
      expect((await getJobs('/api/jobs/open?initiatorTags=nobody')).json()).toEqual([]);
      expect((await getJobs('/api/jobs/open?status=FAILED')).json().map((j: { name: string }) => j.name)).toEqual(['faulty']);
      expect((await getJobs('/api/jobs/open?status=running,queued')).json()).toEqual([]);
      expect((await getJobs('/api/jobs/open?limit=1')).json()).toHaveLength(1);
      const bad = await getJobs('/api/jobs/open?status=SLEEPING');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message: 'Unknown job status "SLEEPING": use QUEUED, RUNNING, DONE, FAILED.' });

      expect((await getJobs('/api/jobs/closed', 'anonymous')).statusCode).toBe(401);
      expect((await getJobs('/api/jobs/closed', 'otherProjectEditor')).statusCode).toBe(403);
      expect((await getJobs('/api/jobs/closed', 'viewer')).statusCode).toBe(200);
      expect((await getJobs('/api/jobs/nowhere')).statusCode).toBe(404);
      expect((await getJobs(`/api/jobs/open/${crypto.randomUUID()}`)).statusCode).toBe(404);
      // A job belongs to its repository.
      expect((await getJobs(`/api/jobs/closed/${all[0].id}`)).statusCode).toBe(404);
    });

    it('runs a chain in the background when asked: the answer comes at once, the job ends done', async () => {
      const res = await command('open', { command2: 'runSparqlRulesWithTag', command3: 'onboard', parameters: { person: 'urn:p:3', name: 'Cy' }, background: true, initiatorTags: ['import'] }, 'anonymous');
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json()).toMatchObject({ success: true, errors: [], jobId: expect.any(String) });
      const job = await ended('open', res.json().jobId);
      expect(job).toMatchObject({ status: 'DONE', initiatorTags: ['onboard', 'import'] });
      expect(await ask('open', '<urn:p:3> <urn:name> "Cy" ; <urn:member> <urn:club>')).toBe(true);

      const failing = await command('open', { command2: 'runSparqlRulesWithTag', command3: 'faulty', parameters: {}, background: 'true' });
      expect(failing.statusCode).toBe(202);
      expect(await ended('open', failing.json().jobId)).toMatchObject({ status: 'FAILED', message: 'Rule "brokenToo" failed (rules tagged "faulty": 1 of 2 ran).' });
      // The refusals of a rule that may not run come before any job.
      const refused = await command('open', { command2: 'runSparqlRulesWithTag', command3: 'faulty', background: true }, 'viewer');
      expect(refused.statusCode).toBe(403);
      expect((await command('open', { command2: 'runSparqlRule', command3: 'addPerson', initiatorTags: { not: 'a list' } })).statusCode).toBe(400);
      const tooMany = await command('open', { command2: 'runSparqlRule', command3: 'addPerson', initiatorTags: Array.from({ length: 21 }, (_, i) => `t${i}`) });
      expect(tooMany.json()).toMatchObject({ success: false, errors: ['Give a job at most 20 initiator tags.'] });
    });

    it('queues background jobs past the places free, refuses past the queue, keeps queued jobs for the next start, and fails what cannot run again', async () => {
      // A database of its own: the test server's runner would claim these jobs too.
      const database = await kind.open();
      const db = database.db;
      try {
        const limits = { concurrency: 1, queue: 1, maxEntries: 2, retentionDays: 30 };
        const runner = await JobRunner.start(db, limits, s.app.log, { serverName: 'first' });
        const gates = { a: gate(), b: gate(), d: gate() } as Record<string, ReturnType<typeof gate>>;
        const ran: string[] = [];
        const handler: JobHandler = async (payload) => {
          const name = payload.name as string;
          ran.push(name);
          await gates[name]?.opened;
          if (name === 'b') throw new HttpError(400, 'b could not.');
          return { success: true, message: `${name} ran.`, errors: [] };
        };
        runner.handle('rule', handler);
        const spec = (name: string) => ({ repository: 'runner', kind: 'rule' as const, name, initiatorTags: ['t'], actorId: null });
        const a = await runner.enqueue(spec('a'), { name: 'a' });
        const b = await runner.enqueue(spec('b'), { name: 'b' });
        await vi.waitFor(async () => expect((await findJob(db, 'runner', a))?.status).toBe('RUNNING'), { timeout: 15_000 });
        expect((await findJob(db, 'runner', b))?.status).toBe('QUEUED');
        await expect(runner.enqueue(spec('c'), { name: 'c' })).rejects.toMatchObject({
          statusCode: 429,
          message: 'Repository "runner" already has 1 jobs waiting (GRAFIEK_JOB_QUEUE): start this one when they have run.',
        });

        gates.a!.open();
        await vi.waitFor(async () => expect((await findJob(db, 'runner', b))?.status).toBe('RUNNING'), { timeout: 15_000 });
        expect(await findJob(db, 'runner', a)).toMatchObject({ status: 'DONE', message: 'a ran.' });
        gates.b!.open();
        await vi.waitFor(async () => expect((await findJob(db, 'runner', b))?.status).toBe('FAILED'), { timeout: 15_000 });
        expect(await findJob(db, 'runner', b)).toMatchObject({ message: 'Rule run "b" failed.', errors: ['b could not.'] });

        // Closing: a running job is waited for; a waiting one stays queued, for whichever server starts next.
        const d = await runner.enqueue(spec('d'), { name: 'd' });
        const e = await runner.enqueue(spec('e'), { name: 'e' });
        const closing = runner.close();
        gates.d!.open();
        await closing;
        expect(await findJob(db, 'runner', d)).toMatchObject({ status: 'DONE' });
        expect(await findJob(db, 'runner', e)).toMatchObject({ status: 'QUEUED' });
        expect(ran).toEqual(['a', 'b', 'd']);
        await expect(runner.enqueue(spec('f'), { name: 'f' })).rejects.toMatchObject({ statusCode: 503 });

        // A job of a request left running (no payload: it cannot run again) is failed at the next start.
        const left = crypto.randomUUID();
        await insertJob(db, { id: left, ...spec('left running') }, 'RUNNING');
        const next = await JobRunner.start(db, limits, s.app.log, { serverName: 'first' });
        expect(await findJob(db, 'runner', left)).toMatchObject({ status: 'FAILED', message: 'The server stopped before this job finished.' });
        next.handle('rule', handler);
        await vi.waitFor(async () => expect(await findJob(db, 'runner', e)).toMatchObject({ status: 'DONE', message: 'e ran.' }), { timeout: 15_000 });
        await next.close();
        // Finished jobs kept: the newest two of the repository.
        expect((await listJobs(db, 'runner', { limit: 10 })).map((j) => j.name)).toEqual(['left running', 'e']);
      } finally {
        await database.close();
      }
      // Opening a database of its own takes a while on a loaded machine.
    }, 120_000);
  });
});
