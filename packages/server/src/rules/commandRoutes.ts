import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import type { RuleRow } from '../db/schema.js';
import { notFound } from '../http/httpError.js';
import { jobTags, parseInitiatorTags } from '../jobs/initiatorTags.js';
import type { JobRunner } from '../jobs/jobRunner.js';
import { authorize, isLoggedIn, type Policy } from '../platform/policy.js';
import { errorSchema } from '../platform/schemas.js';
import type { RepositoryRegistry } from '../repositories/repositoryRegistry.js';
import { logOutOfRepository } from '../repository-login/repositoryLogout.js';
import type { QueryCache } from '../sparql/queryCache.js';
import { ruleJobOutcome } from './ruleJob.js';
import { runRules } from './ruleRunner.js';
import { findRule, rulesWithTag, writeRuleLog, type RuleLogLimits } from './rulesStore.js';

/** The tag a start-rule button of an existing app carries when it should run no rule at all. */
export const emptyRuleTag = 'EMPTY';

const commandBody = z.looseObject({
  commando: z.string().optional(),
  command2: z.string().optional(),
  command3: z.string().optional(),
  /** A map of values, or the same as JSON text (older apps send it that way). */
  parameters: z.union([z.record(z.string(), z.unknown()), z.string()]).optional(),
  debugMode: z.union([z.boolean(), z.string()]).optional(),
  graph: z.string().optional(),
  /** Run the rules as a background job: the answer (202) comes at once, with the job's id. */
  background: z.union([z.boolean(), z.string()]).optional(),
  /** Tags the job carries besides the rule's name or tag, for the JobStatus widget to filter on. */
  initiatorTags: z.union([z.array(z.string()), z.string()]).optional(),
});
const commandAnswer = z.object({
  success: z.boolean(),
  loggedIn: z.boolean(),
  errors: z.array(z.string()),
  debugMessages: z.array(z.string()),
  /** The job of a rule run (README: Jobs). */
  jobId: z.string().optional(),
});

function parametersOf(raw: unknown): Record<string, unknown> {
  if (typeof raw !== 'string') return (raw as Record<string, unknown> | undefined) ?? {};
  if (raw.trim() === '') return {};
  const parsed: unknown = JSON.parse(raw);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('parameters must be a JSON object');
  return parsed as Record<string, unknown>;
}

/** A rule run as data: the payload of its background job, which any server can run. */
interface RuleJobPayload {
  repository: string;
  rules: RuleRow[];
  tag: string;
  uri: string;
  parameters: Record<string, unknown>;
  actorId: string | null;
}

interface RuleJobContext {
  db: Db;
  registry: RepositoryRegistry;
  cache: QueryCache;
  timeoutMs: number;
  ruleLogs: RuleLogLimits;
}

/**
 * Runs a chain of rules, clears the repository's query cache and writes the rule log. A background
 * job taken up again after its server stopped runs the whole chain again with the same
 * parameters: an INSERT DATA adds the same triples again (a graph holds each once); a rule that
 * reads what it changes should be written so that running it twice does no harm.
 */
async function runChain(ctx: RuleJobContext, run: RuleJobPayload) {
  const repo = await ctx.registry.get(run.repository);
  if (!repo) throw notFound(`There is no repository "${run.repository}".`);
  const result = await runRules({ repo, rules: run.rules, tag: run.tag, uri: run.uri, parameters: run.parameters, timeoutMs: ctx.timeoutMs });
  ctx.cache.invalidate(run.repository);
  await writeRuleLog(ctx.db, { ...result.log, repository: run.repository, actorId: run.actorId }, ctx.ruleLogs);
  return result;
}

/**
 * The command endpoint: the repository URL with `sparql` replaced by `command`. Runs one named
 * rule (`runSparqlRule`) or every rule with a tag in order (`runSparqlRulesWithTag`), writes a rule
 * log, and clears the repository's query cache; `refreshCache` clears the cache only, and `logout`
 * ends the browser's repository login (as `/api/logout/{repo}` does). A rule changes the
 * repository: running it needs the right to update it, unless the rule is public (policy.runRule).
 * Every run is a job, run during the request or, with `background`, after it.
 */
export const commandRoutes: FastifyPluginAsyncZod<{
  db: Db;
  registry: RepositoryRegistry;
  policy: Policy;
  cache: QueryCache;
  timeoutMs: number;
  ruleLogs: RuleLogLimits;
  jobs: JobRunner;
}> = async (app, { db, registry, policy, cache, timeoutMs, ruleLogs, jobs }) => {
  const context: RuleJobContext = { db, registry, cache, timeoutMs, ruleLogs };
  jobs.handle('rule', async (payload) => {
    const run = payload as unknown as RuleJobPayload & { outcomeTag?: string };
    return ruleJobOutcome(await runChain(context, run), { tag: run.outcomeTag });
  });
  app.post(
    '/api/command/:repo',
    {
      schema: {
        tags: ['rules'],
        summary: 'Run a rule or a chain of rules, or another repository command',
        params: z.object({ repo: z.string() }),
        body: commandBody,
        response: { 200: commandAnswer, 202: commandAnswer, 401: errorSchema, 403: errorSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const def = registry.definition(request.params.repo);
      if (!def) throw notFound(`There is no repository "${request.params.repo}".`);
      // Logging out needs no access: it only ends the browser's session of this repository.
      if (request.body.commando === 'logout' || request.body.command2 === 'logout') {
        logOutOfRepository(request, reply, def.name);
        return { success: true, loggedIn: request.actor !== null, errors: [], debugMessages: [] };
      }
      authorize(request, policy.queryRepository(request.actor, def, request.repositorySession), {
        repository: def.name,
        forbidden: `You may not run commands on repository "${def.name}".`,
        logIn: 'Log in to run this command.',
      });
      const loggedIn = isLoggedIn(request, def.name);
      const body = request.body;
      const answer = (success: boolean, errors: string[] = [], debugMessages: string[] = []) => ({ success, loggedIn, errors, debugMessages });
      const debug = body.debugMode === true || body.debugMode === 'true';

      if (body.commando === 'refreshCache') {
        cache.invalidate(def.name);
        return answer(true, [], debug ? [`INFO: query cache of "${def.name}" cleared${body.graph ? ` (graph ${body.graph})` : ''}`] : []);
      }
      if (body.command2 !== 'runSparqlRule' && body.command2 !== 'runSparqlRulesWithTag') {
        return answer(false, [`Unknown command "${body.command2 ?? body.commando ?? ''}": use runSparqlRule or runSparqlRulesWithTag.`]);
      }
      const name = body.command3?.trim() ?? '';
      if (!name) return answer(false, ['Name the rule or tag to run in command3.']);
      let parameters: Record<string, unknown>;
      try {
        parameters = parametersOf(body.parameters);
      } catch (error) {
        return answer(false, [`The parameters are not valid: ${(error as Error).message}`]);
      }
      if (body.command2 === 'runSparqlRulesWithTag' && name === emptyRuleTag) return answer(true);

      const chain =
        body.command2 === 'runSparqlRule'
          ? [await findRule(db, def.name, name)].filter((r) => r !== undefined)
          : await rulesWithTag(db, def.name, name);
      if (chain.length === 0) {
        return answer(false, [body.command2 === 'runSparqlRule' ? `There is no rule "${name}" in repository "${def.name}".` : `No rules have the tag "${name}" in repository "${def.name}".`]);
      }
      // Running a rule changes the repository: it needs the update right, unless the rule is public.
      const refused = chain.find((rule) => !policy.runRule(request.actor, def, rule, request.repositorySession));
      if (refused) {
        const which = body.command2 === 'runSparqlRule' ? `Rule "${refused.name}"` : `Rule "${refused.name}" (tagged "${name}")`;
        authorize(request, false, {
          repository: def.name,
          forbidden: `${which} changes repository "${def.name}" and is not public: only those who may change the repository (editors and admins of its project, or a repository login with full access) may run it.`,
          logIn: `Log in to run ${which.charAt(0).toLowerCase()}${which.slice(1)}: it changes repository "${def.name}" and is not public.`,
        });
      }
      const givenTags = parseInitiatorTags(body.initiatorTags);
      if ('error' in givenTags) return answer(false, [givenTags.error]);
      if (!(await registry.get(def.name))) throw notFound(`There is no repository "${def.name}".`);
      const run: RuleJobPayload = {
        repository: def.name,
        // The rules as they were when the caller was allowed to run them: a job run later runs those.
        rules: chain,
        tag: name,
        uri: `urn:grafiek:${body.command2 === 'runSparqlRule' ? 'rule' : 'tag'}:${def.name}:${encodeURIComponent(name)}`,
        parameters,
        actorId: request.actor?.id ?? null,
      };
      const tag = body.command2 === 'runSparqlRulesWithTag' ? name : undefined;
      const execute = () => runChain(context, run);
      const job = { repository: def.name, kind: 'rule' as const, name, initiatorTags: jobTags([name], givenTags), actorId: run.actorId };
      if (body.background === true || body.background === 'true') {
        const jobId = await jobs.enqueue(job, { ...run, outcomeTag: tag } as unknown as Record<string, unknown>);
        reply.code(202);
        return { ...answer(true), jobId };
      }
      const { jobId, result } = await jobs.run(job, execute, (r) => ruleJobOutcome(r, { tag }));
      return { ...answer(result.success, result.errors, debug ? result.debugMessages : []), jobId };
    },
  );
};
