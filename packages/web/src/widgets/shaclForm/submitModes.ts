import type { CommandAnswer } from '../../api/commandClient';
import { NO_RULE, runSubmission, type SubmitPlan } from '../../kit/ruleRuns';
import type { RuleRun } from '../../kit/useRunRule';

// Where a BBDForm's submit goes (spec: "a form command, internal parameters or JavaScript; a rule
// tag may run after submit"): a rule through the command endpoint, the app's variables, or author
// JavaScript in the script sandbox. In every mode the rules tagged "after submit" run afterwards,
// with the same parameters.

export type SubmitTo = 'rule' | 'variables' | 'script';

export const NO_SCRIPT = 'Write the JavaScript that receives the form (Submit JavaScript in its settings), or submit to a rule or to app variables.';
export const BAD_PREFIX = 'Variable prefix: use letters, digits and _ only, so that the variables can be used as {{placeholders}}.';
export const SCRIPT_FAILED = 'The submit JavaScript did not run to its end; the browser console says why.';
/** Said after a submit that ran no rule (the rule's texts are the spec's). */
export const SUBMITTED = 'The form was submitted.';
export const NOT_SUBMITTED = 'The form was not submitted';

/** The submit JavaScript threw, timed out or was refused by the sandbox. */
export class SubmitScriptError extends Error {
  constructor() {
    super(SCRIPT_FAILED);
    this.name = 'SubmitScriptError';
  }
}

export interface SubmitSettings {
  submitTo: string;
  submitRule: string;
  submitRuleIsTag: boolean;
  ruleTagAfterSubmit: string;
  variablePrefix: string;
  submitScript: string;
}

/** What the submit runs, or why the settings cannot submit. */
export type SubmitTarget =
  | { ok: true; to: 'rule'; plan: SubmitPlan }
  | { ok: true; to: 'variables'; prefix: string; plan: SubmitPlan }
  | { ok: true; to: 'script'; code: string; plan: SubmitPlan }
  | { ok: false; problem: string };

export function submitTarget(settings: SubmitSettings): SubmitTarget {
  const afterTag = settings.ruleTagAfterSubmit.trim();
  const plan: SubmitPlan = afterTag ? { afterTag } : {};
  if (settings.submitTo === 'variables') {
    const prefix = settings.variablePrefix.trim();
    if (prefix && !/^[A-Za-z0-9_]+$/.test(prefix)) return { ok: false, problem: BAD_PREFIX };
    return { ok: true, to: 'variables', prefix, plan };
  }
  if (settings.submitTo === 'script') {
    const code = settings.submitScript.trim();
    return code ? { ok: true, to: 'script', code, plan } : { ok: false, problem: NO_SCRIPT };
  }
  const rule = settings.submitRule.trim();
  if (rule) plan.rule = { name: rule, isTag: settings.submitRuleIsTag };
  return plan.rule || plan.afterTag ? { ok: true, to: 'rule', plan } : { ok: false, problem: NO_RULE };
}

export interface SubmitDependencies {
  runRule: (run: RuleRun) => Promise<CommandAnswer>;
  publish: (key: string, value: string) => void;
  /** Runs author JavaScript in the sandbox with `row`; resolves to whether it ran to its end. */
  runScript: (code: string, row: Record<string, string>) => Promise<boolean>;
}

/**
 * Submits a form that conforms to its shape. `own` is what the form itself gives (its values,
 * "resource" and the extra parameters); `parameters` adds the app variables, for rules.
 * - rule: the rule (or the rules with its tag), then the tag after submit;
 * - variables: each of `own` published as the app variable prefix + name, then the tag;
 * - script: the JavaScript with `row` = `own` (it may publish), then the tag.
 * Rejects with the first failure; a script that fails stops the submit before the tag.
 */
export async function submitForm(target: Extract<SubmitTarget, { ok: true }>, own: Record<string, string>, parameters: Record<string, string>, deps: SubmitDependencies): Promise<void> {
  if (target.to === 'variables') {
    for (const [name, value] of Object.entries(own)) deps.publish(target.prefix + name, value);
  } else if (target.to === 'script') {
    if (!(await deps.runScript(target.code, own))) throw new SubmitScriptError();
  }
  await runSubmission(deps.runRule, target.plan, parameters);
}

/** Whether a submit runs any rule: then its success and failure are told in the rule engine's texts. */
export function runsRules(target: Extract<SubmitTarget, { ok: true }>): boolean {
  return Boolean(target.plan.rule || target.plan.afterTag);
}
