import { afterEach, describe, expect, it, vi } from 'vitest';
import { runRule } from './commandClient';
import { countJobsByStatus, getJob, JOBS_NEED_OWN_REPOSITORY, jobsUrl, listJobs, type Job } from './jobsClient';
import type { SparqlEndpoint } from './sparqlEndpoint';

const demo: SparqlEndpoint = { configured: 'demo', queryUrl: '/api/sparql/demo', repo: 'demo' };
const elsewhere: SparqlEndpoint = { configured: 'https://example.org/sparql', queryUrl: '/api/sparql/https%3A%2F%2Fexample.org%2Fsparql', repo: null };

const job = (status: Job['status'], extra: Partial<Job> = {}): Job => ({
  id: `job-${status}`,
  repository: 'demo',
  kind: 'rule',
  name: 'import',
  initiatorTags: ['import'],
  status,
  message: '',
  createdAt: '2025-01-01T00:00:00.000Z',
  startedAt: null,
  endedAt: null,
  ...extra,
});

function answer(status: number, body: unknown) {
  return vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

afterEach(() => vi.unstubAllGlobals());

describe('jobsUrl', () => {
  it('puts the job list beside the query endpoint, with the filter', () => {
    expect(jobsUrl(demo)).toBe('/api/jobs/demo');
    expect(jobsUrl(demo, { initiatorTags: ['import BAG', 'nightly'], statuses: ['RUNNING', 'QUEUED'], limit: 50 })).toBe(
      '/api/jobs/demo?initiatorTags=import+BAG&initiatorTags=nightly&status=RUNNING%2CQUEUED&limit=50',
    );
    expect(jobsUrl(demo, {}, 'a/b')).toBe('/api/jobs/demo/a%2Fb');
  });

  it('says so for an endpoint that is not one of this server’s repositories', () => {
    expect(() => jobsUrl(elsewhere)).toThrow(JOBS_NEED_OWN_REPOSITORY);
  });
});

describe('listJobs and getJob', () => {
  it('read the jobs, and give the server’s message when it refuses', async () => {
    const fetch = answer(200, [job('RUNNING'), job('QUEUED')]);
    vi.stubGlobal('fetch', fetch);
    expect((await listJobs(demo, { statuses: ['RUNNING', 'QUEUED'] })).map((j) => j.status)).toEqual(['RUNNING', 'QUEUED']);
    expect(fetch.mock.calls[0]![0]).toBe('/api/jobs/demo?status=RUNNING%2CQUEUED');
    expect(fetch.mock.calls[0]![1]).toMatchObject({ credentials: 'include' });

    vi.stubGlobal('fetch', answer(401, { message: 'Log in to see the jobs of repository "demo".' }));
    await expect(listJobs(demo)).rejects.toMatchObject({ name: 'JobsError', status: 401, message: 'Log in to see the jobs of repository "demo".' });
    vi.stubGlobal('fetch', answer(200, { not: 'a list' }));
    await expect(listJobs(demo)).rejects.toThrow('The server did not answer with a job list.');
    vi.stubGlobal('fetch', answer(200, job('DONE', { id: 'x' })));
    expect(await getJob(demo, 'x')).toMatchObject({ id: 'x', status: 'DONE' });
  });
});

describe('countJobsByStatus', () => {
  it('counts the jobs in each state', () => {
    expect(countJobsByStatus([job('RUNNING'), job('RUNNING'), job('QUEUED'), job('FAILED')])).toEqual({ QUEUED: 1, RUNNING: 2, DONE: 0, FAILED: 1 });
  });
});

describe('runRule', () => {
  it('asks for a background job and passes initiator tags only when given', async () => {
    const fetch = answer(202, { success: true, loggedIn: false, errors: [], debugMessages: [], jobId: 'j1' });
    vi.stubGlobal('fetch', fetch);
    const result = await runRule(demo, { rule: 'import', command: 'runSparqlRulesWithTag', parameters: {}, background: true, initiatorTags: ['nightly'] });
    expect(result.jobId).toBe('j1');
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toMatchObject({ command2: 'runSparqlRulesWithTag', command3: 'import', background: true, initiatorTags: ['nightly'] });
    await runRule(demo, { rule: 'import', parameters: {} });
    const plain = JSON.parse(String(fetch.mock.calls[1]![1]!.body));
    expect(plain).not.toHaveProperty('background');
    expect(plain).not.toHaveProperty('initiatorTags');
  });
});
