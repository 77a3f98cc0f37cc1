import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
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

/** Who runs a job and until when, as the runner registers it. */
export interface JobClaim {
  /** The server (GRAFIEK_SERVER_NAME) running the job. */
  serverName: string;
  /** How long the claim holds unless renewed, from the database's clock. */
  leaseMs: number;
}

/** The end of a lease `leaseMs` from now, by the database's clock (servers' clocks may differ). */
const leaseEnd = (leaseMs: number) => sql`now() + ${Math.round(leaseMs)} * interval '1 millisecond'`;

/**
 * Registers a job: queued with the payload any server's handler runs it from, or running now
 * under `claim` (a job run during its request has no payload: it ends with that request).
 */
export async function insertJob(
  db: Db,
  job: NewJob,
  status: 'QUEUED' | 'RUNNING',
  extra: { payload?: Record<string, unknown>; claim?: JobClaim } = {},
  now = new Date(),
) {
  await db.insert(jobs).values({
    ...job,
    name: truncateText(job.name, maxNameBytes),
    status,
    createdAt: now,
    startedAt: status === 'RUNNING' ? now : null,
    payload: extra.payload ?? null,
    claimedBy: extra.claim?.serverName ?? null,
    leaseUntil: extra.claim ? leaseEnd(extra.claim.leaseMs) : null,
  });
}

/** Background jobs waiting in a repository, on every server. */
export async function countQueuedJobs(db: Db, repository: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(and(eq(jobs.repository, repository), eq(jobs.status, 'QUEUED')));
  return Number(row?.n ?? 0);
}

/** A background job a server has claimed: what its kind's handler runs. */
export interface ClaimedJob {
  id: string;
  repository: string;
  kind: JobKind;
  name: string;
  /** What the handler gets. */
  work: Record<string, unknown>;
  /** How many times a server has started it, this one included. */
  attempt: number;
}

/** The payload column: the handler's payload and how often a server started the job. */
interface StoredPayload {
  work: Record<string, unknown>;
  attempts?: number;
}

/** The payload column of a new background job. */
export const jobPayload = (work: Record<string, unknown>): Record<string, unknown> => ({ work, attempts: 0 } satisfies StoredPayload);

/** A running job whose lease has ended (or that never had one): its server stopped. */
const leaseExpired = or(isNull(jobs.leaseUntil), lt(jobs.leaseUntil, sql`now()`));

/**
 * Claims up to `limit` background jobs of `kinds` for this server, oldest first: queued ones, and
 * running ones whose lease expired (their server died). `SELECT ... FOR UPDATE SKIP LOCKED` in a
 * transaction: two servers claiming at once get different jobs, and neither waits for the other.
 */
export async function claimJobs(db: Db, options: JobClaim & { kinds: readonly JobKind[]; limit: number }, now = new Date()): Promise<ClaimedJob[]> {
  if (options.limit <= 0 || options.kinds.length === 0) return [];
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: jobs.id, repository: jobs.repository, kind: jobs.kind, name: jobs.name, payload: jobs.payload })
      .from(jobs)
      .where(
        and(
          inArray(jobs.kind, [...options.kinds]),
          isNotNull(jobs.payload),
          or(eq(jobs.status, 'QUEUED'), and(eq(jobs.status, 'RUNNING'), leaseExpired)),
        ),
      )
      .orderBy(asc(jobs.createdAt), asc(jobs.id))
      .limit(options.limit)
      .for('update', { skipLocked: true });
    const claimed: ClaimedJob[] = [];
    for (const row of rows) {
      const stored = row.payload as unknown as StoredPayload;
      const attempt = (stored.attempts ?? 0) + 1;
      await tx
        .update(jobs)
        .set({
          status: 'RUNNING',
          claimedBy: options.serverName,
          leaseUntil: leaseEnd(options.leaseMs),
          startedAt: now,
          payload: { ...stored, attempts: attempt } as unknown as Record<string, unknown>,
        })
        .where(eq(jobs.id, row.id));
      claimed.push({ id: row.id, repository: row.repository, kind: row.kind, name: row.name, work: stored.work ?? {}, attempt });
    }
    return claimed;
  });
}

/** Extends the leases of this server's running jobs; the ids it no longer holds are answered (another server took them over). */
export async function renewLeases(db: Db, claim: JobClaim, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const renewed = await db
    .update(jobs)
    .set({ leaseUntil: leaseEnd(claim.leaseMs) })
    .where(and(inArray(jobs.id, [...ids]), eq(jobs.claimedBy, claim.serverName), eq(jobs.status, 'RUNNING')))
    .returning({ id: jobs.id });
  const held = new Set(renewed.map((r) => r.id));
  return ids.filter((id) => !held.has(id));
}

/**
 * Ends the claims `serverName` held before it (re)started: a server's own jobs from before its
 * start cannot be running any more. With `everyServer` (PGlite: one server per database) every
 * claim ends. Those jobs are then taken up again (with a payload) or failed (without).
 */
export async function endStaleClaims(db: Db, serverName: string, everyServer: boolean): Promise<void> {
  await db
    .update(jobs)
    .set({ leaseUntil: null })
    .where(and(eq(jobs.status, 'RUNNING'), everyServer ? undefined : eq(jobs.claimedBy, serverName)));
}

/**
 * Records how a job ended. With `claimedBy`, only while that server still holds the job: a server
 * that lost its claim (it stalled past its lease and another took the job over) records nothing.
 * Answers whether the job was recorded.
 */
export async function finishJob(db: Db, id: string, outcome: JobOutcome, now = new Date(), claimedBy?: string): Promise<boolean> {
  const errors = outcome.errors.slice(0, maxErrors).map((e) => truncateText(e, maxErrorBytes));
  if (outcome.errors.length > maxErrors) errors.push(`[truncated: ${outcome.errors.length - maxErrors} more errors left out]`);
  const updated = await db
    .update(jobs)
    .set({
      status: outcome.success ? 'DONE' : 'FAILED',
      message: truncateText(outcome.message, maxMessageBytes),
      errors,
      result: outcome.result ?? null,
      endedAt: now,
      leaseUntil: null,
      // What the job was given (parameter values, files) is not kept past its end.
      payload: null,
    })
    .where(claimedBy === undefined ? eq(jobs.id, id) : and(eq(jobs.id, id), eq(jobs.claimedBy, claimedBy), eq(jobs.status, 'RUNNING')))
    .returning({ id: jobs.id });
  return updated.length > 0;
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
 * Jobs whose server stopped and that no server can take up: a job run during its request (no
 * payload) whose lease has expired, and a queued job without a payload (queued by a server
 * before jobs carried one). They are marked failed, so that no job stays "running" for ever.
 * A live server's jobs (lease not expired) are never touched.
 */
export async function failInterruptedJobs(db: Db, now = new Date()): Promise<number> {
  const running = await db
    .update(jobs)
    .set({ status: 'FAILED', message: 'The server stopped before this job finished.', endedAt: now, leaseUntil: null })
    .where(and(eq(jobs.status, 'RUNNING'), isNull(jobs.payload), leaseExpired))
    .returning({ id: jobs.id });
  const queued = await db
    .update(jobs)
    .set({ status: 'FAILED', message: 'The server stopped before this job started.', endedAt: now })
    .where(and(eq(jobs.status, 'QUEUED'), isNull(jobs.payload)))
    .returning({ id: jobs.id });
  return running.length + queued.length;
}

/** Fails a claimed job that has been started `attempts` times without ending (each time its server stopped). */
export async function failAbandonedJob(db: Db, id: string, attempts: number, now = new Date()) {
  await db
    .update(jobs)
    .set({
      status: 'FAILED',
      message: `The job was interrupted ${attempts} times (its server stopped each time) and is not tried again.`,
      endedAt: now,
      leaseUntil: null,
      payload: null,
    })
    .where(eq(jobs.id, id));
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
