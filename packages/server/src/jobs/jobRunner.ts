import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { HttpError } from '../http/httpError.js';
import { failInterruptedJobs, finishJob, insertJob, markJobRunning, pruneExpiredJobs, pruneJobs, type JobOutcome, type NewJob } from './jobsStore.js';

/** README: Configuration (GRAFIEK_JOB_*). */
export interface JobLimits {
  /** Background jobs running side by side, server-wide. */
  concurrency: number;
  /** Background jobs waiting per repository; one more is refused with 429. */
  queue: number;
  /** Finished jobs kept per repository, the newest. */
  maxEntries: number;
  /** Finished jobs older than this are removed. */
  retentionDays: number;
}

/** What a job is: everything but its id, which the runner gives it. */
export type JobSpec = Omit<NewJob, 'id'>;

interface Waiting {
  id: string;
  spec: JobSpec;
  work: () => Promise<JobOutcome>;
  /** Runs once the job has ended, however it ended (e.g. removing an upload's temporary file). */
  cleanup: (() => Promise<void>) | undefined;
}

/** The outcome of a job whose work threw: a failure, its reason for those who may see it. */
function failureOf(spec: JobSpec, error: unknown): JobOutcome {
  const what = spec.kind === 'upload' ? `Upload of "${spec.name}"` : `Rule run "${spec.name}"`;
  const reason = error instanceof HttpError ? error.message : `unexpected error: ${error instanceof Error ? error.message : String(error)}`;
  return { success: false, message: `${what} failed.`, errors: [reason] };
}

/**
 * The jobs of this server: rule chains and uploads. A job run during its request (`run`) is
 * registered as running and ends with the request; a job asked for in the background (`enqueue`)
 * waits as queued until one of `concurrency` places is free, runs, and ends done or failed,
 * while its request has long been answered. Each job is a row of the platform database, so the
 * JobStatus widget reads them from any server process; the work itself lives in this process,
 * so a job that was queued or running when the server stopped is marked failed at the next start.
 */
export class JobRunner {
  private readonly waiting: Waiting[] = [];
  private readonly running = new Set<Promise<void>>();
  private closing = false;

  private constructor(
    private readonly db: Db,
    private readonly limits: JobLimits,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Marks the jobs a stopped server left behind as failed, removes expired ones, and starts. */
  static async start(db: Db, limits: JobLimits, log: FastifyBaseLogger): Promise<JobRunner> {
    const interrupted = await failInterruptedJobs(db);
    if (interrupted > 0) log.warn({ jobs: interrupted }, 'jobs left queued or running by a stopped server marked failed');
    await pruneExpiredJobs(db, limits);
    return new JobRunner(db, limits, log);
  }

  /**
   * Runs `work` now, as a job of this request: registered as running, ended as `outcome` says or
   * as failed when the work throws (the error goes on to the request).
   */
  async run<T>(spec: JobSpec, work: () => Promise<T>, outcome: (result: T) => JobOutcome): Promise<{ jobId: string; result: T }> {
    const id = crypto.randomUUID();
    await insertJob(this.db, { id, ...spec }, 'RUNNING');
    let result: T;
    try {
      result = await work();
    } catch (error) {
      await this.finish(id, spec, failureOf(spec, error));
      throw error;
    }
    await this.finish(id, spec, outcome(result));
    return { jobId: id, result };
  }

  /**
   * Queues `work` to run in the background and answers its job id at once. Refuses (429) when the
   * repository already has `queue` jobs waiting, and (503) while the server stops. `cleanup` runs
   * when the job has ended; when the job is refused, cleaning up is the caller's business.
   */
  async enqueue(spec: JobSpec, work: () => Promise<JobOutcome>, cleanup?: () => Promise<void>): Promise<string> {
    if (this.closing) throw new HttpError(503, 'The server is stopping: start the job again in a moment.');
    const waiting = this.waiting.filter((w) => w.spec.repository === spec.repository).length;
    if (waiting >= this.limits.queue) {
      throw new HttpError(429, `Repository "${spec.repository}" already has ${waiting} jobs waiting (GRAFIEK_JOB_QUEUE): start this one when they have run.`);
    }
    const id = crypto.randomUUID();
    await insertJob(this.db, { id, ...spec }, 'QUEUED');
    this.waiting.push({ id, spec, work, cleanup });
    this.pump();
    return id;
  }

  /** Background jobs waiting or running in this process. */
  get pending(): number {
    return this.waiting.length + this.running.size;
  }

  private pump() {
    while (!this.closing && this.running.size < this.limits.concurrency && this.waiting.length > 0) {
      const next = this.waiting.shift()!;
      const task: Promise<void> = this.execute(next).finally(() => {
        this.running.delete(task);
        this.pump();
      });
      this.running.add(task);
    }
  }

  private async execute(job: Waiting) {
    let cleaned = false;
    // Cleaned up before the job is recorded as ended: whoever sees it ended finds its
    // temporary files gone.
    const cleanUp = async () => {
      if (cleaned) return;
      cleaned = true;
      await job.cleanup?.().catch((error: unknown) => this.log.error({ err: error, job: job.id }, 'could not clean up after a job'));
    };
    try {
      await markJobRunning(this.db, job.id);
      let outcome: JobOutcome;
      try {
        outcome = await job.work();
      } catch (error) {
        if (!(error instanceof HttpError)) this.log.error({ err: error, job: job.id }, 'background job failed');
        outcome = failureOf(job.spec, error);
      }
      await cleanUp();
      await this.finish(job.id, job.spec, outcome);
    } catch (error) {
      this.log.error({ err: error, job: job.id }, 'could not record a background job');
    } finally {
      await cleanUp();
    }
  }

  private async finish(id: string, spec: JobSpec, outcome: JobOutcome) {
    await finishJob(this.db, id, outcome);
    await pruneJobs(this.db, spec.repository, this.limits);
  }

  /**
   * Stops taking jobs: those still waiting end as failed (they never started), those running
   * are waited for (their SPARQL has a timeout), so that the repositories close after them.
   */
  async close(): Promise<void> {
    this.closing = true;
    for (const job of this.waiting.splice(0)) {
      await finishJob(this.db, job.id, { success: false, message: 'The server stopped before this job started.', errors: [] }).catch(() => undefined);
      await job.cleanup?.().catch(() => undefined);
    }
    await Promise.allSettled([...this.running]);
  }
}
