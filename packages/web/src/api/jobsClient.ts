import { readErrorBody } from './ApiError';
import { siblingUrl, type SparqlEndpoint } from './sparqlEndpoint';
import { loginHeaders } from './loginCookie';

/** A job's state, as the server writes it (and as the JobStatus widget's `statusLabels` name them). */
export const jobStatuses = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/** A rule chain or an upload the server runs (README: Jobs; `GET /api/jobs/{repo}`). */
export interface Job {
  id: string;
  repository: string;
  kind: 'rule' | 'upload';
  /** The rule's name or tag, or the uploaded file's name. */
  name: string;
  /** The rule's name or tag (an upload: its command and tag), then the tags its starter gave. */
  initiatorTags: string[];
  status: JobStatus;
  /** What happened, in words for anyone who may read the repository. */
  message: string;
  /** ISO times; `startedAt` is null while queued, `endedAt` until done or failed. */
  createdAt: string;
  startedAt: string | null;
  endedAt: string | null;
  /** Only for users who may change the repository: the reasons of a failure in full. */
  errors?: string[];
  /** Only for users who may change the repository: what the job made (an upload's fileUrl, fileName, graph, quads). */
  result?: Record<string, unknown> | null;
}

/** The job list could not be read; `status` 0 when the server was not reached. */
export class JobsError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'JobsError';
  }
}

export const JOBS_NEED_OWN_REPOSITORY = 'Jobs are kept for the repositories of this server; the app’s endpoint is not one of them.';

export interface JobFilter {
  /** Jobs carrying at least one of these tags; every job when absent or empty. */
  initiatorTags?: readonly string[];
  statuses?: readonly JobStatus[];
  /** Newest first, at most this many (server: 1 to 1000, default 100). */
  limit?: number;
}

/** The job list's URL for an endpoint of this server: `/api/jobs/{repo}` with the filter. */
export function jobsUrl(endpoint: SparqlEndpoint, filter: JobFilter = {}, id?: string): string {
  if (endpoint.repo === null) throw new JobsError(0, JOBS_NEED_OWN_REPOSITORY);
  const base = siblingUrl(endpoint, 'jobs');
  if (id !== undefined) return `${base}/${encodeURIComponent(id)}`;
  const query = new URLSearchParams();
  for (const tag of filter.initiatorTags ?? []) query.append('initiatorTags', tag);
  if (filter.statuses && filter.statuses.length > 0) query.set('status', filter.statuses.join(','));
  if (filter.limit !== undefined) query.set('limit', String(filter.limit));
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}

function isJob(value: unknown): value is Job {
  if (typeof value !== 'object' || value === null) return false;
  const job = value as Record<string, unknown>;
  return (
    typeof job.id === 'string' &&
    typeof job.name === 'string' &&
    typeof job.message === 'string' &&
    Array.isArray(job.initiatorTags) &&
    (jobStatuses as readonly unknown[]).includes(job.status)
  );
}

async function getJson(url: string, signal: AbortSignal | undefined): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  Object.assign(headers, loginHeaders());
  let response: Response;
  try {
    response = await fetch(url, { headers, credentials: 'include', signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new JobsError(0, `The job list could not be reached: ${(error as Error).message}`);
  }
  if (!response.ok) throw new JobsError(response.status, (await readErrorBody(response)).message);
  try {
    return await response.json();
  } catch {
    throw new JobsError(response.status, 'The server did not answer with a job list.');
  }
}

/** The jobs of the app's repository, newest first; a repository session or the platform token decides what is shown. */
export async function listJobs(endpoint: SparqlEndpoint, filter: JobFilter = {}, options: { signal?: AbortSignal } = {}): Promise<Job[]> {
  const body = await getJson(jobsUrl(endpoint, filter), options.signal);
  if (!Array.isArray(body) || !body.every(isJob)) throw new JobsError(200, 'The server did not answer with a job list.');
  return body;
}

/** One job, e.g. the one a background rule run or upload answered with. */
export async function getJob(endpoint: SparqlEndpoint, id: string, options: { signal?: AbortSignal } = {}): Promise<Job> {
  const body = await getJson(jobsUrl(endpoint, {}, id), options.signal);
  if (!isJob(body)) throw new JobsError(200, 'The server did not answer with a job.');
  return body;
}

export const isJobFinished = (job: Pick<Job, 'status'>) => job.status === 'DONE' || job.status === 'FAILED';

/** How many jobs are in each state: what the JobStatus widget shows. */
export function countJobsByStatus(jobs: readonly Pick<Job, 'status'>[]): Record<JobStatus, number> {
  const counts: Record<JobStatus, number> = { QUEUED: 0, RUNNING: 0, DONE: 0, FAILED: 0 };
  for (const job of jobs) counts[job.status]++;
  return counts;
}

/**
 * Follows a job until it is done or failed, asking every `intervalMs` (at least 1 s, as the
 * JobStatus widget's refetch interval). Resolves with the ended job; `onUpdate` sees each state.
 */
export async function waitForJob(
  endpoint: SparqlEndpoint,
  id: string,
  options: { intervalMs?: number; signal?: AbortSignal; onUpdate?: (job: Job) => void } = {},
): Promise<Job> {
  const interval = Math.max(1000, options.intervalMs ?? 1000);
  for (;;) {
    const job = await getJob(endpoint, id, { signal: options.signal });
    options.onUpdate?.(job);
    if (isJobFinished(job)) return job;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, interval);
      options.signal?.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          reject(options.signal!.reason);
        },
        { once: true },
      );
    });
  }
}
