import { and, desc, eq, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { jobs, type JobKind, type JobRow, type JobStatus } from '../db/schema.js';
import { truncateText } from '../rules/ruleLogBounds.js';

/** A job as it is registered: what runs, where, started by whom, under which tags. */
export interface NewJob {
  id: string;
  repository: string;
  kind: JobKind;
  name: string;
  initiatorTags: string[];
  actorId: string | null;
}

/** How a job ended. */
export interface JobOutcome {
  success: boolean;
  /** In words safe to show whoever may read the repository (no parameter values, no engine text). */
  message: string;
  /** The reasons of a failure in full, for those who may change the repository. */
  errors: string[];
  /** What the job made (an upload's file URL, graph, ...), for those who may change the repository. */
  result?: Record<string, unknown>;
}

/** Bounds of what one job row holds: the caller names tags and files, engines write errors. */
const maxNameBytes = 500;
const maxMessageBytes = 2000;
const maxErrorBytes = 4000;
const maxErrors = 20;

const finished: JobStatus[] = ['DONE', 'FAILED'];

export async function insertJob(db: Db, job: NewJob, status: 'QUEUED' | 'RUNNING', now = new Date()) {
  await db.insert(jobs).values({
    ...job,
    name: truncateText(job.name, maxNameBytes),
    status,
    createdAt: now,
    startedAt: status === 'RUNNING' ? now : null,
  });
}

export async function markJobRunning(db: Db, id: string, now = new Date()) {
  await db.update(jobs).set({ status: 'RUNNING', startedAt: now }).where(eq(jobs.id, id));
}

export async function finishJob(db: Db, id: string, outcome: JobOutcome, now = new Date()) {
  const errors = outcome.errors.slice(0, maxErrors).map((e) => truncateText(e, maxErrorBytes));
  if (outcome.errors.length > maxErrors) errors.push(`[truncated: ${outcome.errors.length - maxErrors} more errors left out]`);
  await db
    .update(jobs)
    .set({
      status: outcome.success ? 'DONE' : 'FAILED',
      message: truncateText(outcome.message, maxMessageBytes),
      errors,
      result: outcome.result ?? null,
      endedAt: now,
    })
    .where(eq(jobs.id, id));
}

export interface JobFilter {
  /** Jobs carrying at least one of these initiator tags; all jobs when absent or empty. */
  initiatorTags?: readonly string[];
  statuses?: readonly JobStatus[];
  limit: number;
}

/** A repository's jobs, newest first. */
export async function listJobs(db: Db, repository: string, filter: JobFilter): Promise<JobRow[]> {
  const conditions = [eq(jobs.repository, repository)];
  if (filter.statuses && filter.statuses.length > 0) conditions.push(inArray(jobs.status, [...filter.statuses]));
  if (filter.initiatorTags && filter.initiatorTags.length > 0) {
    const tags = sql.join(
      filter.initiatorTags.map((t) => sql`${t}`),
      sql`, `,
    );
    conditions.push(sql`(${jobs.initiatorTags})::jsonb ?| ARRAY[${tags}]::text[]`);
  }
  return db
    .select()
    .from(jobs)
    .where(and(...conditions))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(filter.limit);
}

export async function findJob(db: Db, repository: string, id: string): Promise<JobRow | undefined> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.repository, repository), eq(jobs.id, id)));
  return row;
}

/**
 * Jobs that were queued or running when the server stopped cannot go on: their work lived in
 * that process. At start they are marked failed, so that no job stays "running" for ever.
 */
export async function failInterruptedJobs(db: Db, now = new Date()): Promise<number> {
  const failed = await db
    .update(jobs)
    .set({ status: 'FAILED', message: 'The server stopped before this job finished.', endedAt: now })
    .where(inArray(jobs.status, ['QUEUED', 'RUNNING']))
    .returning({ id: jobs.id });
  return failed.length;
}

const retentionCutoff = (days: number, now: Date) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

/** Removes a repository's finished jobs past the retention: older than `retentionDays`, or beyond the newest `maxEntries`. */
export async function pruneJobs(db: Db, repository: string, limits: { maxEntries: number; retentionDays: number }, now = new Date()) {
  const done = and(eq(jobs.repository, repository), inArray(jobs.status, finished));
  await db.delete(jobs).where(and(done, lt(jobs.createdAt, retentionCutoff(limits.retentionDays, now))));
  const newest = db.select({ id: jobs.id }).from(jobs).where(done).orderBy(desc(jobs.createdAt), desc(jobs.id)).limit(limits.maxEntries);
  await db.delete(jobs).where(and(done, notInArray(jobs.id, newest)));
}

/** Removes finished jobs of every repository that are older than the retention (at start). */
export async function pruneExpiredJobs(db: Db, limits: { retentionDays: number }, now = new Date()) {
  await db.delete(jobs).where(and(inArray(jobs.status, finished), lt(jobs.createdAt, retentionCutoff(limits.retentionDays, now))));
}
