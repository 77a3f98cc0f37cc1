import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import type { RuleRow } from '../db/schema.js';
import { badRequest, notFound } from '../http/httpError.js';
import { authorize, type Actor, type Policy } from '../platform/policy.js';
import { errorSchema } from '../platform/schemas.js';
import type { RepositoryRegistry } from '../repositories/repositoryRegistry.js';
import { sparqlForm } from '../sparql/queryForm.js';
import { deleteRule, listRuleLogs, listRules, putRule } from './rulesStore.js';

const ruleView = z.object({
  name: z.string(),
  tags: z.array(z.string()),
  position: z.number().int(),
  template: z.string(),
  description: z.string(),
  /** Whoever may query the repository may run a public rule; others need the right to change it. */
  public: z.boolean(),
  updatedAt: z.string(),
});
const ruleBody = z.object({
  template: z.string().min(1, 'is required'),
  tags: z.array(z.string().min(1)).default([]),
  position: z.number().int().default(0),
  description: z.string().default(''),
  /**
   * Whether whoever may query the repository (a reader, an anonymous visitor of a public app)
   * may run the rule; by default only those who may change the repository may.
   */
  public: z.boolean().default(false),
});
const ruleLogView = z.object({
  id: z.string(),
  tag: z.string(),
  uri: z.string(),
  params: z.record(z.string(), z.unknown()),
  success: z.boolean(),
  messages: z.array(z.object({ level: z.enum(['INFO', 'WARN', 'ERROR']), text: z.string() })),
  items: z.array(z.object({ type: z.enum(['before-rule', 'after-rule']), rule: z.string(), timestamp: z.string() })),
  createdAt: z.string(),
});

const ruleOut = ({ isPublic, id: _id, repository: _repository, ...rule }: RuleRow): z.infer<typeof ruleView> => ({
  ...rule,
  public: isPublic,
  updatedAt: rule.updatedAt.toISOString(),
});

/** Rules are managed, and their logs read, by those who may change the repository. */
export const ruleRoutes: FastifyPluginAsyncZod<{ db: Db; registry: RepositoryRegistry; policy: Policy }> = async (app, { db, registry, policy }) => {
  function repositoryFor(actor: Actor | null, name: string) {
    const def = registry.definition(name);
    if (!def) throw notFound(`There is no repository "${name}".`);
    // Rules are platform things: a repository login does not count here, so no `repository`.
    authorize({ actor }, policy.updateRepository(actor, def), { forbidden: `You may not manage the rules of repository "${name}".` });
    return def;
  }

  app.get(
    '/api/repositories/:name/rules',
    { schema: { tags: ['rules'], params: z.object({ name: z.string() }), response: { 200: z.array(ruleView), 401: errorSchema, 403: errorSchema, 404: errorSchema } } },
    async (request) => {
      const def = repositoryFor(request.actor, request.params.name);
      return (await listRules(db, def.name)).map(ruleOut);
    },
  );

  app.put(
    '/api/repositories/:name/rules/:rule',
    {
      schema: {
        tags: ['rules'],
        summary: 'Create or replace a rule: a SPARQL UPDATE template with {{placeholders}}; `public` lets readers run it',
        params: z.object({ name: z.string(), rule: z.string().min(1).max(200) }),
        body: ruleBody,
        response: { 200: ruleView, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const def = repositoryFor(request.actor, request.params.name);
      if (sparqlForm(request.body.template) !== 'UPDATE') throw badRequest('Invalid request body: template: must be a SPARQL UPDATE (INSERT, DELETE, ...)');
      const { public: isPublic, ...rule } = request.body;
      return ruleOut(await putRule(db, { repository: def.name, name: request.params.rule, ...rule, isPublic }));
    },
  );

  app.delete(
    '/api/repositories/:name/rules/:rule',
    { schema: { tags: ['rules'], params: z.object({ name: z.string(), rule: z.string() }), response: { 200: z.object({ success: z.literal(true) }), 401: errorSchema, 403: errorSchema, 404: errorSchema } } },
    async (request) => {
      const def = repositoryFor(request.actor, request.params.name);
      if (!(await deleteRule(db, def.name, request.params.rule))) throw notFound(`There is no rule "${request.params.rule}".`);
      return { success: true as const };
    },
  );

  app.get(
    '/api/repositories/:name/rule-logs',
    {
      schema: {
        tags: ['rules'],
        summary: 'The latest rule runs, newest first',
        params: z.object({ name: z.string() }),
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(1000).default(100) }),
        response: { 200: z.array(ruleLogView), 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const def = repositoryFor(request.actor, request.params.name);
      return (await listRuleLogs(db, def.name, request.query.limit)).map((l) => ({ ...l, createdAt: l.createdAt.toISOString() }));
    },
  );
};
