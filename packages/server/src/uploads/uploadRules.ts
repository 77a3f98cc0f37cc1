import type { Db } from '../db/database.js';
import type { Repository } from '../repositories/repository.js';
import { runRules, type RuleRunResult } from '../rules/ruleRunner.js';
import { rulesWithTag, writeRuleLog, type RuleLogLimits } from '../rules/rulesStore.js';
import type { Refuse } from './uploadRefusal.js';

/** The tag a start-rule button of an existing app carries when it should run no rule at all. */
const emptyRuleTag = 'EMPTY';

/** Fields with a meaning of their own; every other field of an upload is a parameter for the rules. */
const reservedFields = new Set(['command', 'command3', 'tag', 'graph', 'base', 'namespace', 'parameters', 'debugMode', 'background', 'initiatorTags']);

/** Parameters for the rules: every field that is not reserved, plus the `parameters` field's JSON object. */
export function uploadRuleParameters(fields: Record<string, string>, refuse: Refuse): Record<string, unknown> {
  const parameters: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) if (!reservedFields.has(key)) parameters[key] = value;
  const json = fields.parameters?.trim();
  if (json) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(json);
    } catch (error) {
      throw refuse(400, `The field "parameters" is not valid JSON: ${(error as Error).message}`);
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw refuse(400, 'The field "parameters" must be a JSON object.');
    Object.assign(parameters, parsed);
  }
  return parameters;
}

/**
 * Runs the rules with a tag after an upload, as the command endpoint's `runSparqlRulesWithTag`
 * does, and writes the rule log.
 */
export async function runUploadRules(input: {
  db: Db;
  repo: Repository;
  tag: string;
  parameters: Record<string, unknown>;
  timeoutMs: number;
  actorId: string | null;
  ruleLogs: RuleLogLimits;
}): Promise<Omit<RuleRunResult, 'log'>> {
  const { db, repo, tag } = input;
  const none = { debugMessages: [], ran: [], failedRule: undefined, chainLength: 0 };
  if (tag === emptyRuleTag) return { success: true, errors: [], ...none };
  const rules = await rulesWithTag(db, repo.name, tag);
  if (rules.length === 0) return { success: false, errors: [`No rules have the tag "${tag}" in repository "${repo.name}".`], ...none };
  const result = await runRules({
    repo,
    rules,
    tag,
    uri: `urn:grafiek:upload:${repo.name}:${encodeURIComponent(tag)}`,
    parameters: input.parameters,
    timeoutMs: input.timeoutMs,
  });
  await writeRuleLog(db, { ...result.log, repository: repo.name, actorId: input.actorId }, input.ruleLogs);
  return result;
}
