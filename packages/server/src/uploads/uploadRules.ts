import type { Db } from '../db/database.js';
import type { Repository } from '../repositories/repository.js';
import { runRules } from '../rules/ruleRunner.js';
import { rulesWithTag, writeRuleLog } from '../rules/rulesStore.js';

/** The tag a start-rule button may carry to run nothing (spec/widgets.md §9). */
const emptyRuleTag = 'EMPTY';

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
}): Promise<{ success: boolean; errors: string[]; debugMessages: string[] }> {
  const { db, repo, tag } = input;
  if (tag === emptyRuleTag) return { success: true, errors: [], debugMessages: [] };
  const rules = await rulesWithTag(db, repo.name, tag);
  if (rules.length === 0) return { success: false, errors: [`No rules have the tag "${tag}" in repository "${repo.name}".`], debugMessages: [] };
  const result = await runRules({
    repo,
    rules,
    tag,
    uri: `urn:grafiek:upload:${repo.name}:${encodeURIComponent(tag)}`,
    parameters: input.parameters,
    timeoutMs: input.timeoutMs,
  });
  await writeRuleLog(db, { ...result.log, repository: repo.name, actorId: input.actorId });
  return result;
}
