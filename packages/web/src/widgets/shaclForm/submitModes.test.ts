import { describe, expect, it } from 'vitest';
import type { CommandAnswer } from '../../api/commandClient';
import { NO_RULE } from '../../kit/ruleRuns';
import type { RuleRun } from '../../kit/useRunRule';
import { BAD_PREFIX, NO_SCRIPT, runsRules, SCRIPT_FAILED, submitForm, SubmitScriptError, submitTarget, type SubmitSettings } from './submitModes';

const ANSWER: CommandAnswer = { success: true, loggedIn: true, errors: [], debugMessages: [] };
const BASE: SubmitSettings = { submitTo: 'rule', submitRule: '', submitRuleIsTag: false, ruleTagAfterSubmit: '', variablePrefix: '', submitScript: '' };
const OWN = { naam: 'Anna', resource: 'urn:p:1' };
const PARAMETERS = { ronde: '2', ...OWN };

/** What a submit did, in order: rules run, variables published, scripts run. */
function recorder(options: { scriptOk?: boolean; failing?: string[] } = {}) {
  const steps: string[] = [];
  const rows: Record<string, string>[] = [];
  const runs: RuleRun[] = [];
  return {
    steps,
    rows,
    runs,
    deps: {
      runRule: async (run: RuleRun) => {
        runs.push(run);
        steps.push(`${run.command} ${run.rule}`);
        if (options.failing?.includes(run.rule)) throw new Error(`Rule "${run.rule}" failed`);
        return ANSWER;
      },
      publish: (key: string, value: string) => steps.push(`publish ${key}=${value}`),
      runScript: async (code: string, row: Record<string, string>) => {
        steps.push(`script ${code}`);
        rows.push(row);
        return options.scriptOk ?? true;
      },
    },
  };
}

const target = (settings: Partial<SubmitSettings>) => {
  const made = submitTarget({ ...BASE, ...settings });
  if (!made.ok) throw new Error(made.problem);
  return made;
};

describe('where a BBDForm submit goes', () => {
  it('needs a rule or a tag for a rule, a script for JavaScript, and a prefix fit for placeholders', () => {
    expect(submitTarget(BASE)).toEqual({ ok: false, problem: NO_RULE });
    expect(submitTarget({ ...BASE, submitTo: 'script', submitScript: '  ' })).toEqual({ ok: false, problem: NO_SCRIPT });
    expect(submitTarget({ ...BASE, submitTo: 'variables', variablePrefix: 'per soon' })).toEqual({ ok: false, problem: BAD_PREFIX });
    expect(submitTarget({ ...BASE, submitTo: 'variables' })).toEqual({ ok: true, to: 'variables', prefix: '', plan: {} });
    expect(submitTarget({ ...BASE, submitRule: ' bewaar ', submitRuleIsTag: true, ruleTagAfterSubmit: 'na' })).toEqual({ ok: true, to: 'rule', plan: { rule: { name: 'bewaar', isTag: true }, afterTag: 'na' } });
    // A rule named while submitting elsewhere is not run.
    expect(target({ submitTo: 'script', submitScript: 'x()', submitRule: 'bewaar' }).plan).toEqual({});
    // A value from an older config that is not a mode reads as the rule.
    expect(target({ submitTo: 'iets', submitRule: 'bewaar' }).to).toBe('rule');
  });

  it('runs the rule with every parameter, then the tag after submit', async () => {
    const r = recorder();
    const chosen = target({ submitRule: 'bewaar', ruleTagAfterSubmit: 'na' });
    await submitForm(chosen, OWN, PARAMETERS, r.deps);
    expect(r.steps).toEqual(['runSparqlRule bewaar', 'runSparqlRulesWithTag na']);
    expect(r.runs[0]!.parameters).toEqual(PARAMETERS);
    expect(runsRules(chosen)).toBe(true);
  });

  it('publishes the form\'s own parameters as app variables with the prefix, then runs the tag after submit', async () => {
    const r = recorder();
    await submitForm(target({ submitTo: 'variables', variablePrefix: 'persoon_', ruleTagAfterSubmit: 'na' }), OWN, PARAMETERS, r.deps);
    expect(r.steps).toEqual(['publish persoon_naam=Anna', 'publish persoon_resource=urn:p:1', 'runSparqlRulesWithTag na']);
    expect(r.runs[0]!.parameters).toEqual(PARAMETERS);

    const quiet = recorder();
    const alone = target({ submitTo: 'variables' });
    await submitForm(alone, OWN, PARAMETERS, quiet.deps);
    expect(quiet.steps).toEqual(['publish naam=Anna', 'publish resource=urn:p:1']);
    expect(runsRules(alone)).toBe(false);
  });

  it('gives the JavaScript the form\'s own parameters as row; a failing script stops the submit before the tag', async () => {
    const r = recorder();
    await submitForm(target({ submitTo: 'script', submitScript: 'publish("x", row.naam)', ruleTagAfterSubmit: 'na' }), OWN, PARAMETERS, r.deps);
    expect(r.steps).toEqual(['script publish("x", row.naam)', 'runSparqlRulesWithTag na']);
    expect(r.rows).toEqual([OWN]);

    const failing = recorder({ scriptOk: false });
    const submit = submitForm(target({ submitTo: 'script', submitScript: 'throw 1', ruleTagAfterSubmit: 'na' }), OWN, PARAMETERS, failing.deps);
    await expect(submit).rejects.toBeInstanceOf(SubmitScriptError);
    await expect(submit).rejects.toThrow(SCRIPT_FAILED);
    expect(failing.runs).toEqual([]);
  });

  it('rejects with the tag\'s failure when the tag after submit fails', async () => {
    const r = recorder({ failing: ['na'] });
    await expect(submitForm(target({ submitTo: 'variables', ruleTagAfterSubmit: 'na' }), OWN, PARAMETERS, r.deps)).rejects.toThrow('Rule "na" failed');
  });
});
