import type { JobOutcome } from '../jobs/jobsStore.js';
import type { RuleRunResult } from './ruleRunner.js';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * How a rule run ends as a job. The message names rules and the tag only (the repository's
 * authors wrote those), never parameter values or the engine's text: whoever may read the
 * repository sees it. The errors in full are for those who may change the repository.
 */
export function ruleJobOutcome(result: Omit<RuleRunResult, 'log'>, run: { tag?: string | undefined }): JobOutcome {
  const chain = run.tag === undefined ? '' : ` (rules tagged "${run.tag}": ${result.ran.length} of ${result.chainLength} ran)`;
  if (result.success) {
    const message =
      run.tag === undefined ? `Rule "${result.ran[0] ?? ''}" ran.` : `${plural(result.chainLength, 'rule')} tagged "${run.tag}" ran.`;
    return { success: true, message, errors: [] };
  }
  const failed = result.failedRule === undefined ? 'The rules did not run' : `Rule "${result.failedRule}" failed`;
  return { success: false, message: `${failed}${chain}.`, errors: result.errors };
}
