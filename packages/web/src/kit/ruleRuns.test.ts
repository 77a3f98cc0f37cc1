import { describe, expect, it } from 'vitest';
import { CommandError, type CommandAnswer } from '../api/commandClient';
import type { RuleRun } from './useRunRule';
import {
  AfterSubmitError,
  COMMAND_ERROR,
  ENGLISH_RULE_TEXTS,
  extraParameters,
  extrasProblemText,
  failureNotice,
  messageText,
  PARAMETERS_NOT_AN_OBJECT,
  resourceIri,
  RULE_FAILED,
  ruleTexts,
  runSubmission,
  submitPlan,
  variableParameters,
  type RuleTexts,
} from './ruleRuns';
import { translator } from '../i18n/testTranslations';

const ANSWER: CommandAnswer = { success: true, loggedIn: true, errors: [], debugMessages: [] };

/** A runRule that records what it was asked and fails for the rules named in `failing`. */
function recorder(failing: Record<string, Error> = {}) {
  const runs: RuleRun[] = [];
  const runRule = async (run: RuleRun) => {
    runs.push(run);
    const failure = failing[run.rule];
    if (failure) throw failure;
    return ANSWER;
  };
  return { runs, runRule };
}

describe('submitPlan', () => {
  it('runs the rule, the tag after submit, or both; nothing to run is no plan', () => {
    expect(submitPlan(' bewaar ', false, '')).toEqual({ rule: { name: 'bewaar', isTag: false } });
    expect(submitPlan('bewaar', true, ' daarna ')).toEqual({ rule: { name: 'bewaar', isTag: true }, afterTag: 'daarna' });
    expect(submitPlan('', false, 'daarna')).toEqual({ afterTag: 'daarna' });
    expect(submitPlan(' ', false, '')).toBeUndefined();
  });
});

describe('runSubmission', () => {
  it('runs the storing rule, then the tag after submit, with the same parameters', async () => {
    const { runs, runRule } = recorder();
    await runSubmission(runRule, { rule: { name: 'bewaar', isTag: false }, afterTag: 'daarna' }, { titel: 'x' });
    expect(runs).toEqual([
      { rule: 'bewaar', command: 'runSparqlRule', parameters: { titel: 'x' } },
      { rule: 'daarna', command: 'runSparqlRulesWithTag', parameters: { titel: 'x' } },
    ]);
  });

  it('runs a tag as the storing rule when asked', async () => {
    const { runs, runRule } = recorder();
    await runSubmission(runRule, { rule: { name: 'opslaan', isTag: true } }, {});
    expect(runs.map((run) => run.command)).toEqual(['runSparqlRulesWithTag']);
  });

  it('stops at a failing storing rule, without running the tag after it', async () => {
    const { runs, runRule } = recorder({ bewaar: new Error('Rule "bewaar" failed: parse error') });
    await expect(runSubmission(runRule, { rule: { name: 'bewaar', isTag: false }, afterTag: 'daarna' }, {})).rejects.toThrow('parse error');
    expect(runs.map((run) => run.rule)).toEqual(['bewaar']);
  });

  it('says the form was stored when only the tag after it failed', async () => {
    const { runRule } = recorder({ daarna: new Error('No rules have the tag "daarna" in repository "demo".') });
    const failure = runSubmission(runRule, { rule: { name: 'bewaar', isTag: false }, afterTag: 'daarna' }, {});
    await expect(failure).rejects.toBeInstanceOf(AfterSubmitError);
    await expect(failure).rejects.toThrow('The form was stored, but the rules tagged "daarna" after it failed: No rules have the tag');
  });

  it('passes a refused call and a tag-only failure on as they are', async () => {
    const refused = new CommandError(403, 'not public');
    await expect(runSubmission(recorder({ daarna: refused }).runRule, { rule: { name: 'b', isTag: false }, afterTag: 'daarna' }, {})).rejects.toBe(refused);
    const failed = new Error('rule failed');
    await expect(runSubmission(recorder({ daarna: failed }).runRule, { afterTag: 'daarna' }, {})).rejects.toBe(failed);
  });
});

describe('parameters', () => {
  it('sends every app variable as text', () => {
    expect(variableParameters({ a: 'x', n: 3, b: false, l: ['p'], u: undefined, z: null })).toEqual({ a: 'x', n: '3', b: 'false', l: '["p"]' });
  });

  it('fills the extras from the form and app variables, skips values that are not text, refuses a missing value', () => {
    expect(extraParameters({ label: '{{titel}} ({{soort::onbekend}})', aantal: 3 }, { titel: 'Lek' })).toEqual({
      ok: true,
      parameters: { label: 'Lek (onbekend)' },
      skipped: ['aantal'],
    });
    expect(extraParameters({ door: '{{gebruiker}}' }, {})).toEqual({ ok: false, error: 'Rule parameter "door": Template-placeholder {{gebruiker}} did not resolve to a value' });
    expect(extraParameters(undefined, {})).toEqual({ ok: true, parameters: {}, skipped: [] });
    expect(extraParameters(['x'], {})).toEqual({ ok: false, error: PARAMETERS_NOT_AN_OBJECT });
  });

  it('says what stops them in the reader’s language', async () => {
    const [en, nl] = [await translator('en'), await translator('nl')];
    expect(extraParameters({ door: '{{gebruiker}}' }, {}, en)).toEqual(extraParameters({ door: '{{gebruiker}}' }, {}));
    expect(extraParameters(['x'], {}, en)).toEqual({ ok: false, error: PARAMETERS_NOT_AN_OBJECT });
    expect(extraParameters({ door: '{{gebruiker}}' }, {}, nl)).toEqual({ ok: false, error: 'Regelparameter "door": Sjabloonplaatshouder {{gebruiker}} kreeg geen waarde' });
    expect(resourceIri('melding {{titel}}', { titel: 'x' }, undefined, en)).toEqual(resourceIri('melding {{titel}}', { titel: 'x' }));
    expect(resourceIri('melding {{titel}}', { titel: 'x' }, undefined, nl)).toEqual({ ok: false, error: 'IRI van de nieuwe resource: "melding x" is geen IRI (zoals https://example.org/id/{{UUID}}).' });
  });
});

describe('resourceIri', () => {
  it('makes a fresh IRI from the template, or none without one', () => {
    expect(resourceIri('https://example.org/melding/{{UUID}}', {}, () => 'u-1')).toEqual({ ok: true, iri: 'https://example.org/melding/u-1' });
    expect(resourceIri('https://example.org/gebouw/{{code}}', { code: 'G7' })).toEqual({ ok: true, iri: 'https://example.org/gebouw/G7' });
    expect(resourceIri('  ', {})).toEqual({ ok: true, iri: undefined });
  });

  it('refuses what is not an IRI, and a placeholder without a value', () => {
    expect(resourceIri('melding {{titel}}', { titel: 'x' })).toEqual({ ok: false, error: 'New resource IRI: "melding x" is not an IRI (such as https://example.org/id/{{UUID}}).' });
    expect(resourceIri('https://example.org/{{titel}}', { titel: 'lek dak' }).ok).toBe(false);
    expect(resourceIri('https://example.org/{{code}}', {})).toEqual({ ok: false, error: 'New resource IRI: Template-placeholder {{code}} did not resolve to a value' });
  });
});

describe('failureNotice and messages', () => {
  it('calls a refused or failed call a command error, with the reason', () => {
    expect(failureNotice(new CommandError(401, 'Log in to run rule "x"'), 'Mislukt')).toEqual({ title: COMMAND_ERROR, message: 'Log in to run rule "x"' });
    expect(failureNotice(new TypeError('Failed to fetch'), '')).toEqual({ title: COMMAND_ERROR, message: 'Failed to fetch' });
  });

  it('shows a failed rule under the failure message, or the original text', () => {
    expect(failureNotice(new Error('Rule "x" failed'), 'Opslaan mislukt')).toEqual({ title: 'Opslaan mislukt', message: 'Rule "x" failed' });
    expect(failureNotice(new Error('Rule "x" failed'), ' ')).toEqual({ title: RULE_FAILED, message: 'Rule "x" failed' });
  });

  it('fills messages with values, leaving unknown placeholders empty', () => {
    expect(messageText('Melding {{titel}} opgeslagen als {{resource}}{{niets}}', { titel: 'Lek', resource: 'urn:x' })).toBe('Melding Lek opgeslagen als urn:x');
    expect(messageText('  ', {})).toBe('');
  });
});

describe('the rule texts in the reader language', () => {
  it('are the original product texts in English, and Dutch for a Dutch reader', async () => {
    expect(ruleTexts(await translator('en'))).toEqual(ENGLISH_RULE_TEXTS);
    const dutch = ruleTexts(await translator('nl'));
    for (const [key, english] of Object.entries(ENGLISH_RULE_TEXTS)) expect(dutch[key as keyof RuleTexts], key).not.toBe(english);
  });

  it('tell a failure in them, and the parameters problem with its example intact', async () => {
    const nl = await translator('nl');
    expect(failureNotice(new CommandError(401, 'Log in'), '', ruleTexts(nl)).title).toBe(nl('widget.rule.commandError'));
    expect(failureNotice(new Error('kapot'), '', ruleTexts(nl))).toEqual({ title: 'regel(-keten) kon niet volledig worden uitgevoerd', message: 'kapot' });
    expect(extrasProblemText(await translator('en'), ['x'])).toBe(PARAMETERS_NOT_AN_OBJECT);
    expect(extrasProblemText(nl, ['x'])).toContain('{"status": "{{keuze}}"}');
    expect(extrasProblemText(nl, { status: 'x' })).toBeUndefined();
  });
});
