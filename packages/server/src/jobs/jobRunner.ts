import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import type { JobKind } from '../db/schema.js';
import { HttpError } from '../http/httpError.js';
import {
  claimJobs,
  countQueuedJobs,
  endStaleClaims,
  failAbandonedJob,
  failInterruptedJobs,
  finishJob,
  insertJob,
  jobPayload,
  pruneExpiredJobs,
  pruneJobs,
  renewLeases,
  type ClaimedJob,
  type JobClaim,
  type JobOutcome,
  type NewJob,
} from './jobsStore.js';

/** README: Configuration (GRAFIEK_JOB_*). */
export interface JobLimits {
  /** Background jobs running side by side, per server. */
  concurrency: number;
  /** Background jobs waiting per repository; one more is refused with 429. */
  queue: number;
  /** Finished jobs kept per repository, the newest. */
  maxEntries: number;
  /** Finished jobs older than this are removed. */
  retentionDays: number;
}

/** How this server takes part in running the jobs of its platform database. */
export interface JobRunnerOptions {
  /** This server's name (GRAFIEK_SERVER_NAME): who holds a job's claim. Unique among the servers of one database. */
  serverName: string;
  /**
   * The only server of its database (PGlite, which one process opens): at start, every claim
   * left behind is a stopped server's, and its jobs are taken up at once.
   */
  soleServer?: boolean;
  /** How long a claim holds unless renewed (default 30 s); a job whose server died is taken up after it. */
  leaseMs?: number;
  /** How often the leases of running jobs are renewed (default 10 s). */
  renewMs?: number;
  /** How often the database is asked for work (default 1.5 s; at once after an enqueue on this server). */
  pollMs?: number;
  /** How often a job is started before it counts as one that brings its servers down (default 3). */
  maxAttempts?: number;
}

/** What a job is: everything but its id, which the runner gives it. */
export type JobSpec = Omit<NewJob, 'id'>;

/** The job a handler runs: its row's identity besides its payload. */
export interface JobContext {
  id: string;
  repository: string;
  name: string;
  /** 1 the first time; more when a server that ran it before stopped on the way. */
  attempt: number;
}

/**
 * Runs the background jobs of one kind from their payload (JSON, as `enqueue` got it). Any
 * server may run any job, and a job whose server stopped half-way runs again from the start:
 * a handler must be safe to run twice on the same payload.
 */
export type JobHandler = (payload: Record<string, unknown>, job: JobContext) => Promise<JobOutcome>;

/** What else a kind of job needs: clearing up after a job that is given up without running (e.g. its staged file). */
export interface JobKindOptions {
  abandoned?: (payload: Record<string, unknown>) => Promise<void>;
}

/** The outcome of a job whose work threw: a failure, its reason for those who may see it. */
function failureOf(job: { kind: JobKind; name: string }, error: unknown): JobOutcome {
  const what = job.kind === 'upload' ? `Upload of "${job.name}"` : `Rule run "${job.name}"`;
  const reason = error instanceof HttpError ? error.message : `unexpected error: ${error instanceof Error ? error.message : String(error)}`;
  return { success: false, message: `${what} failed.`, errors: [reason] };
}

/**
 * The jobs of this server: rule chains and uploads, each a row of the platform database, so that
 * the JobStatus widget reads them from any server. A job run during its request (`run`) is
 * registered as running and ends with the request. A job asked for in the background (`enqueue`)
 * is a row with a payload: what to do, as data. Every server polls the database and claims
 * queued jobs of the kinds it has handlers for (`SELECT ... FOR UPDATE SKIP LOCKED`), at most
 * `concurrency` at a time, under a lease it renews while the job runs. When a server dies its
 * leases run out and another server (or itself, restarted) claims the job and runs it again
 * from its payload. A starting server fails only jobs whose lease has expired and that cannot
 * run again (those run during a request), never a live server's.
 */
export class JobRunner {
  private readonly handlers = new Map<JobKind, JobHandler>();
  private readonly kindOptions = new Map<JobKind, JobKindOptions>();
  /** Background jobs running here. */
  private readonly running = new Map<string, Promise<void>>();
  /** Jobs of this server whose leases it renews: background ones and those of requests. */
  private readonly held = new Set<string>();
  private readonly claim: JobClaim;
  private readonly renewMs: number;
  private readonly pollMs: number;
  private readonly maxAttempts: number;
  private polling: Promise<void> | undefined;
  private pollTimer: NodeJS.Timeout | undefined;
  private renewTimer: NodeJS.Timeout | undefined;
  private closing = false;
  /** When this server last failed the jobs of stopped servers that cannot run again. */
  private lastSweep = Date.now();

  private constructor(
    private readonly db: Db,
    private readonly limits: JobLimits,
    private readonly log: FastifyBaseLogger,
    options: JobRunnerOptions,
  ) {
    this.claim = { serverName: options.serverName, leaseMs: options.leaseMs ?? 30_000 };
    this.renewMs = options.renewMs ?? 10_000;
    this.pollMs = options.pollMs ?? 1500;
    this.maxAttempts = options.maxAttempts ?? 3;
  }

  /**
   * Ends this server's claims from before its start (all claims on a sole server), fails the jobs
   * of stopped servers that cannot run again, removes expired ones, and starts polling for work.
   */
  static async start(db: Db, limits: JobLimits, log: FastifyBaseLogger, options: JobRunnerOptions): Promise<JobRunner> {
    await endStaleClaims(db, options.serverName, options.soleServer ?? false);
    const interrupted = await failInterruptedJobs(db);
    if (interrupted > 0) log.warn({ jobs: interrupted }, 'jobs of a stopped server that cannot run again marked failed');
    await pruneExpiredJobs(db, limits);
    const runner = new JobRunner(db, limits, log, options);
    runner.pollTimer = setInterval(() => void runner.poll(), runner.pollMs);
    runner.renewTimer = setInterval(() => void runner.renew(), runner.renewMs);
    runner.pollTimer.unref();
    runner.renewTimer.unref();
    return runner;
  }

  /**
   * Registers how background jobs of `kind` run. This server claims only jobs of kinds it has
   * a handler for; the jobs already waiting for this kind are looked for at once.
   */
  handle(kind: JobKind, handler: JobHandler, options: JobKindOptions = {}): void {
    this.handlers.set(kind, handler);
    this.kindOptions.set(kind, options);
    void this.poll();
  }

  /**
   * Runs `work` now, as a job of this request: registered as running, ended as `outcome` says or
   * as failed when the work throws (the error goes on to the request).
   */
  async run<T>(spec: JobSpec, work: () => Promise<T>, outcome: (result: T) => JobOutcome): Promise<{ jobId: string; result: T }> {
    const id = crypto.randomUUID();
    await insertJob(this.db, { id, ...spec }, 'RUNNING', { claim: this.claim });
    this.held.add(id);
    try {
      let result: T;
      try {
        result = await work();
      } catch (error) {
        await this.finish(id, spec, failureOf(spec, error));
        throw error;
      }
      await this.finish(id, spec, outcome(result));
      return { jobId: id, result };
    } finally {
      this.held.delete(id);
    }
  }

  /**
   * Queues a job to run in the background, on whichever server claims it first, and answers its
   * id at once. `payload` (JSON) is all its kind's handler gets. Refuses (429) when the
   * repository already has `queue` jobs waiting, and (503) while this server stops.
   */
  async enqueue(spec: JobSpec, payload: Record<string, unknown>): Promise<string> {
    if (this.closing) throw new HttpError(503, 'The server is stopping: start the job again in a moment.');
    // Counted over every server; two servers enqueueing at the same moment may each let one more in.
    const waiting = await countQueuedJobs(this.db, spec.repository);
    if (waiting >= this.limits.queue) {
      throw new HttpError(429, `Repository "${spec.repository}" already has ${waiting} jobs waiting (GRAFIEK_JOB_QUEUE): start this one when they have run.`);
    }
    const id = crypto.randomUUID();
    await insertJob(this.db, { id, ...spec }, 'QUEUED', { payload: jobPayload(payload) });
    await this.poll();
    return id;
  }

  /** Background jobs running on this server. */
  get pending(): number {
    return this.running.size;
  }

  /** Claims what this server has room and handlers for; one poll at a time, each after the one before. */
  private async poll(): Promise<void> {
    while (this.polling) await this.polling;
    if (this.closing) return;
    this.polling = this.claimAndStart()
      .catch((error: unknown) => this.log.error({ err: error }, 'could not look for background jobs'))
      .finally(() => (this.polling = undefined));
    await this.polling;
  }

  private async claimAndStart() {
    // Now and then, not at every poll: a request's job of a stopped server only needs to end some time.
    if (Date.now() - this.lastSweep >= this.renewMs) {
      this.lastSweep = Date.now();
      const interrupted = await failInterruptedJobs(this.db);
      if (interrupted > 0) this.log.warn({ jobs: interrupted }, 'jobs of a stopped server that cannot run again marked failed');
    }
    const room = this.limits.concurrency - this.running.size;
    const claimed = await claimJobs(this.db, { ...this.claim, kinds: [...this.handlers.keys()], limit: room });
    for (const job of claimed) {
      if (job.attempt > this.maxAttempts) {
        this.log.error({ job: job.id, attempts: job.attempt - 1 }, 'background job given up: its server stopped every time it ran');
        await this.kindOptions.get(job.kind)?.abandoned?.(job.work).catch((error: unknown) => this.log.error({ err: error, job: job.id }, 'could not clean up after a job given up'));
        await failAbandonedJob(this.db, job.id, job.attempt - 1);
        continue;
      }
      if (job.attempt > 1) this.log.warn({ job: job.id, attempt: job.attempt }, 'background job of a stopped server taken up again');
      this.held.add(job.id);
      const task = this.execute(job).finally(() => {
        this.running.delete(job.id);
        this.held.delete(job.id);
        if (!this.closing) void this.poll();
      });
      this.running.set(job.id, task);
    }
  }

  private async execute(job: ClaimedJob) {
    try {
      let outcome: JobOutcome;
      try {
        const handler = this.handlers.get(job.kind);
        if (!handler) throw new Error(`no handler for jobs of kind "${job.kind}"`);
        outcome = await handler(job.work, { id: job.id, repository: job.repository, name: job.name, attempt: job.attempt });
      } catch (error) {
        if (!(error instanceof HttpError)) this.log.error({ err: error, job: job.id }, 'background job failed');
        outcome = failureOf(job, error);
      }
      await this.finish(job.id, job, outcome, this.claim.serverName);
    } catch (error) {
      this.log.error({ err: error, job: job.id }, 'could not record a background job');
    }
  }

  private async finish(id: string, spec: { repository: string }, outcome: JobOutcome, claimedBy?: string) {
    const recorded = await finishJob(this.db, id, outcome, new Date(), claimedBy);
    if (!recorded) this.log.warn({ job: id }, 'background job ended after another server took it over: its outcome is not recorded');
    await pruneJobs(this.db, spec.repository, this.limits);
  }

  private async renew() {
    try {
      const lost = await renewLeases(this.db, this.claim, [...this.held]);
      for (const id of lost) if (this.running.has(id)) this.log.warn({ job: id }, 'lost the claim of a background job (its lease ran out): another server runs it');
    } catch (error) {
      this.log.error({ err: error }, 'could not renew the leases of running jobs');
    }
  }

  /**
   * Stops taking jobs and waits for those running here (their SPARQL has a timeout), so that the
   * repositories close after them. Queued jobs stay queued: another server, or this one at its
   * next start, runs them.
   */
  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.pollTimer);
    await this.polling;
    await Promise.allSettled([...this.running.values()]);
    clearInterval(this.renewTimer);
  }
}
