import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { notFound } from '../http/httpError.js';
import { authorize, isLoggedIn, type Policy } from '../platform/policy.js';
import type { RepositoryRegistry } from '../repositories/repositoryRegistry.js';
import { logOutOfRepository } from '../repository-login/repositoryLogout.js';
import type { QueryCache } from '../sparql/queryCache.js';
import { runRules } from './ruleRunner.js';
import { findRule, rulesWithTag, writeRuleLog } from './rulesStore.js';

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
});
const commandAnswer = z.object({
  success: z.boolean(),
  loggedIn: z.boolean(),
  errors: z.array(z.string()),
  debugMessages: z.array(z.string()),
});

function parametersOf(raw: unknown): Record<string, unknown> {
  if (typeof raw !== 'string') return (raw as Record<string, unknown> | undefined) ?? {};
  if (raw.trim() === '') return {};
  const parsed: unknown = JSON.parse(raw);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('parameters must be a JSON object');
  return parsed as Record<string, unknown>;
}

/**
 * The command endpoint: the repository URL with `sparql` replaced by `command`. Runs one named
 * rule (`runSparqlRule`) or every rule with a tag in order (`runSparqlRulesWithTag`), writes a rule
 * log, and clears the repository's query cache; `refreshCache` clears the cache only, and `logout`
 * ends the browser's repository login (as `/api/logout/{repo}` does).
 */
export const commandRoutes: FastifyPluginAsyncZod<{
  db: Db;
  registry: RepositoryRegistry;
  policy: Policy;
  cache: QueryCache;
  timeoutMs: number;
}> = async (app, { db, registry, policy, cache, timeoutMs }) => {
  app.post(
    '/api/command/:repo',
    {
      schema: {
        tags: ['rules'],
        summary: 'Run a rule or a chain of rules, or another repository command',
        params: z.object({ repo: z.string() }),
        body: commandBody,
        response: { 200: commandAnswer },
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
      const repo = await registry.get(def.name);
      if (!repo) throw notFound(`There is no repository "${def.name}".`);
      const result = await runRules({
        repo,
        rules: chain,
        tag: name,
        uri: `urn:grafiek:${body.command2 === 'runSparqlRule' ? 'rule' : 'tag'}:${def.name}:${encodeURIComponent(name)}`,
        parameters,
        timeoutMs,
      });
      cache.invalidate(def.name);
      await writeRuleLog(db, { ...result.log, repository: def.name, actorId: request.actor?.id ?? null });
      return answer(result.success, result.errors, debug ? result.debugMessages : []);
    },
  );
};
