import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { jobKinds, jobStatuses, type JobRow } from '../db/schema.js';
import { badRequest, notFound } from '../http/httpError.js';
import { authorize, type Policy } from '../platform/policy.js';
import { errorSchema } from '../platform/schemas.js';
import type { RepositoryRegistry } from '../repositories/repositoryRegistry.js';
import { findJob, listJobs } from './jobsStore.js';

export const jobView = z.object({
  id: z.string(),
  repository: z.string(),
  /** A rule chain (or one rule), or an upload. */
  kind: z.enum(jobKinds),
  /** The rule's name or tag, or the uploaded file's name. */
  name: z.string(),
  initiatorTags: z.array(z.string()),
  status: z.enum(jobStatuses),
  message: z.string(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** Only for callers who may change the repository: the reasons of a failure in full. */
  errors: z.array(z.string()).optional(),
  /** Only for callers who may change the repository: what the job made (an upload's fileUrl, graph, ...). */
  result: z.record(z.string(), z.unknown()).nullable().optional(),
});

const textOrList = z.union([z.string(), z.array(z.string())]).optional();
const listOf = (value: string | string[] | undefined) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * The jobs of a repository, for whoever may query it: `GET /api/jobs/{repo}` (the repository URL
 * with `sparql` replaced by `jobs`, like the command and upload calls beside it), newest first.
 */
export const jobRoutes: FastifyPluginAsyncZod<{ db: Db; registry: RepositoryRegistry; policy: Policy }> = async (app, { db, registry, policy }) => {
  function view(row: JobRow, detailed: boolean): z.infer<typeof jobView> {
    // What a background job does (its payload: parameters, files) and which server runs it stay inside.
    const { errors, result, actorId: _actor, payload: _payload, claimedBy: _claimedBy, leaseUntil: _leaseUntil, ...rest } = row;
    return {
      ...rest,
      createdAt: row.createdAt.toISOString(),
      startedAt: row.startedAt?.toISOString() ?? null,
      endedAt: row.endedAt?.toISOString() ?? null,
      ...(detailed ? { errors, result } : {}),
    };
  }

  function repositoryFor(request: FastifyRequest, name: string) {
    const def = registry.definition(name);
    if (!def) throw notFound(`There is no repository "${name}".`);
    authorize(request, policy.listJobs(request.actor, def, request.repositorySession), {
      repository: def.name,
      forbidden: `You may not see the jobs of repository "${def.name}".`,
      logIn: `Log in to see the jobs of repository "${def.name}".`,
    });
    // The reasons of failures and what jobs made are for those who may change the repository.
    return { def, detailed: policy.updateRepository(request.actor, def, request.repositorySession) };
  }

  app.get(
    '/api/jobs/:repo',
    {
      schema: {
        tags: ['jobs'],
        summary: 'The jobs (rule chains, uploads) of a repository, newest first',
        description:
          'Filter with `initiatorTags` (repeat it; jobs carrying any of the tags) and `status` (repeat it or separate with commas: QUEUED, RUNNING, DONE, FAILED).',
        params: z.object({ repo: z.string() }),
        querystring: z.object({
          initiatorTags: textOrList,
          status: textOrList,
          limit: z.coerce.number().int().min(1).max(1000).default(100),
        }),
        response: { 200: z.array(jobView), 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { def, detailed } = repositoryFor(request, request.params.repo);
      const statuses = listOf(request.query.status)
        .flatMap((s) => s.split(','))
        .map((s) => s.trim().toUpperCase())
        .filter(Boolean);
      const unknown = statuses.find((s) => !(jobStatuses as readonly string[]).includes(s));
      if (unknown) throw badRequest(`Unknown job status "${unknown}": use ${jobStatuses.join(', ')}.`);
      const initiatorTags = listOf(request.query.initiatorTags)
        .map((t) => t.trim())
        .filter(Boolean);
      const rows = await listJobs(db, def.name, { initiatorTags, statuses: statuses as (typeof jobStatuses)[number][], limit: request.query.limit });
      return rows.map((row) => view(row, detailed));
    },
  );

  app.get(
    '/api/jobs/:repo/:id',
    {
      schema: {
        tags: ['jobs'],
        summary: 'One job of a repository',
        params: z.object({ repo: z.string(), id: z.string() }),
        response: { 200: jobView, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { def, detailed } = repositoryFor(request, request.params.repo);
      const row = await findJob(db, def.name, request.params.id);
      if (!row) throw notFound(`There is no job "${request.params.id}" in repository "${def.name}".`);
      return view(row, detailed);
    },
  );
};
