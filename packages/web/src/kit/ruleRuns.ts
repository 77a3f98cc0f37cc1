import { resolvePlaceholders, type PlaceholderValues } from '@grafiek/core';
import type { TFunction } from 'i18next';
import { CommandError, type CommandAnswer } from '../api/commandClient';
import { coreText } from './coreTexts';
import type { RuleRun } from './useRunRule';

// What every widget that runs rules says and sends (buttons, forms, table actions): the original
// product's texts, the parameters (app variables, then a widget's own values and its extra
// parameters with placeholders filled), and how a failure is told. Beside useRunRule, which runs
// them; imported directly (not through the kit index) so it stays out of the first download.

/** The original product's texts, which visitors know. */
export const RULE_SUCCEEDED = 'successfully ran rule(-chain) completely';
export const RULE_FAILED = 'failed to run rule(-chain) completely';
export const COMMAND_ERROR = 'command error';

export const NO_RULE = 'Name the rule that stores the form (Rule in its settings), or a rule tag to run after submit.';
const PARAMETERS_EXAMPLE = '{"status": "{{keuze}}"}';
export const PARAMETERS_NOT_AN_OBJECT = `Extra rule parameters must be a JSON object of parameter names and text values, e.g. ${PARAMETERS_EXAMPLE}.`;

/** Asked before a rule runs when the author wants a confirmation and gave no question. */
export const DEFAULT_CONFIRMATION = 'Are you sure?';

/**
 * The texts of rule runs and row actions as the visitor reads them. Views pass
 * {@link ruleTexts}(t), the keys `widget.rule.*` of en.json and nl.json, whose English is the
 * original product's texts above (ruleRuns.test.ts holds them equal); pure code without a
 * language (unit tests) uses the English.
 */
export interface RuleTexts {
  succeeded: string;
  failed: string;
  commandError: string;
  areYouSure: string;
  publishSucceeded: string;
  publishFailed: string;
  /** A row button without label or icon. */
  action: string;
}

export const ENGLISH_RULE_TEXTS: RuleTexts = {
  succeeded: RULE_SUCCEEDED,
  failed: RULE_FAILED,
  commandError: COMMAND_ERROR,
  areYouSure: DEFAULT_CONFIRMATION,
  publishSucceeded: 'successfully published app variable',
  publishFailed: 'failed to published app variable',
  action: 'Action',
};

/** The texts in the reader's language. */
export function ruleTexts(t: TFunction): RuleTexts {
  return {
    succeeded: t('widget.rule.succeeded'),
    failed: t('widget.rule.failed'),
    commandError: t('widget.rule.commandError'),
    areYouSure: t('widget.rule.areYouSure'),
    publishSucceeded: t('widget.rule.publishSucceeded'),
    publishFailed: t('widget.rule.publishFailed'),
    action: t('widget.rule.action'),
  };
}

/** What a submit runs, in order. */
export interface SubmitPlan {
  /** The rule that stores the form: one rule by name, or every rule with a tag. */
  rule?: { name: string; isTag: boolean };
  /** Rules with this tag run after the first succeeded. */
  afterTag?: string;
}

export function submitPlan(rule: string, ruleIsTag: boolean, afterTag: string): SubmitPlan | undefined {
  const plan: SubmitPlan = {};
  if (rule.trim()) plan.rule = { name: rule.trim(), isTag: ruleIsTag };
  if (afterTag.trim()) plan.afterTag = afterTag.trim();
  return plan.rule || plan.afterTag ? plan : undefined;
}

/** A variable's value as a rule parameter: the text `{{name}}` would give in a template. */
function asParameter(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/** Every app variable as text, under its own name: what a rule resolves its parameters from. */
export function variableParameters(variables: Readonly<Record<string, unknown>>): Record<string, string> {
  const parameters: Record<string, string> = {};
  for (const [name, value] of Object.entries(variables)) {
    const text = asParameter(value);
    if (text !== undefined) parameters[name] = text;
  }
  return parameters;
}

export function extrasProblem(extras: unknown): string | undefined {
  return extras !== undefined && (typeof extras !== 'object' || extras === null || Array.isArray(extras)) ? PARAMETERS_NOT_AN_OBJECT : undefined;
}

/** {@link extrasProblem} in the reader's language. */
export function extrasProblemText(t: TFunction, extras: unknown): string | undefined {
  return extrasProblem(extras) && t('widget.rule.parametersNotAnObject', { example: PARAMETERS_EXAMPLE });
}

export type ExtraParameters = { ok: true; parameters: Record<string, string>; skipped: string[] } | { ok: false; error: string };

/**
 * The extra parameters with their placeholders filled (from the form's values and the app
 * variables). Values must be text: others are skipped and named. A
 * placeholder without a value stops the submit, so a rule never writes a value nobody meant.
 * Errors are in the reader's language with their `t`, else in English.
 */
export function extraParameters(extras: unknown, lookup: PlaceholderValues, t?: TFunction): ExtraParameters {
  const problem = extrasProblem(extras);
  if (problem) return { ok: false, error: t ? extrasProblemText(t, extras)! : problem };
  const parameters: Record<string, string> = {};
  const skipped: string[] = [];
  for (const [name, value] of Object.entries((extras ?? {}) as Record<string, unknown>)) {
    if (typeof value !== 'string') {
      skipped.push(name);
      continue;
    }
    const resolved = resolvePlaceholders(value, lookup, { mode: 'plain', unresolved: 'error' });
    if (!resolved.ok) return { ok: false, error: t ? t('widget.rule.parameterProblem', { name, problem: coreText(resolved.error, t) }) : `Rule parameter "${name}": ${resolved.error}` };
    parameters[name] = resolved.text;
  }
  return { ok: true, parameters, skipped };
}

/** An absolute IRI, as a rule's `<{{resource}}>` takes it. */
function isIri(value: string): boolean {
  return /^[A-Za-z][A-Za-z0-9+.-]*:[^\s<>"{}|^`\\]+$/.test(value);
}

export type ResourceIri = { ok: true; iri: string | undefined } | { ok: false; error: string };

/**
 * The IRI of the resource a submit creates, from its template (`{{UUID}}` gives a fresh one,
 * other placeholders the form's values and app variables); undefined without a template.
 * Errors are in the reader's language with their `t`, else in English.
 */
export function resourceIri(template: string, lookup: PlaceholderValues, uuid?: () => string, t?: TFunction): ResourceIri {
  if (!template.trim()) return { ok: true, iri: undefined };
  const resolved = resolvePlaceholders(template.trim(), lookup, { mode: 'plain', unresolved: 'error', ...(uuid ? { uuid } : {}) });
  if (!resolved.ok) return { ok: false, error: t ? t('widget.rule.resourceProblem', { problem: coreText(resolved.error, t) }) : `New resource IRI: ${resolved.error}` };
  if (!isIri(resolved.text)) {
    const example = 'https://example.org/id/{{UUID}}';
    return { ok: false, error: t ? t('widget.rule.resourceNotIri', { text: resolved.text, example }) : `New resource IRI: "${resolved.text}" is not an IRI (such as ${example}).` };
  }
  return { ok: true, iri: resolved.text };
}

/** The rules after submit failed, while the rule that stores the form had run. */
export class AfterSubmitError extends Error {
  constructor(tag: string, cause: unknown) {
    super(`The form was stored, but the rules tagged "${tag}" after it failed: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'AfterSubmitError';
  }
}

/**
 * Runs a submit's rules in order with the same parameters: the storing rule, then the tag after
 * submit. Rejects with the first failure (a failed tag after submit as {@link AfterSubmitError}).
 */
export async function runSubmission(
  runRule: (run: RuleRun) => Promise<CommandAnswer>,
  plan: SubmitPlan,
  parameters: Record<string, string>,
): Promise<void> {
  if (plan.rule) {
    await runRule({ rule: plan.rule.name, command: plan.rule.isTag ? 'runSparqlRulesWithTag' : 'runSparqlRule', parameters });
  }
  if (plan.afterTag) {
    try {
      await runRule({ rule: plan.afterTag, command: 'runSparqlRulesWithTag', parameters });
    } catch (error) {
      // Nothing was stored when the tag is all a submit runs: its failure is the failure itself.
      if (!plan.rule || error instanceof CommandError) throw error;
      throw new AfterSubmitError(plan.afterTag, error);
    }
  }
}

/** What the visitor is told after a submit failed. */
export interface FailureNotice {
  title: string;
  message: string;
}

/**
 * A call the server refused or could not answer (not logged in, no right, the server down) is
 * the spec's 'command error' with its reason; a rule that ran and failed is the failure message
 * (or the spec's text) with the rule engine's errors.
 */
export function failureNotice(error: unknown, failureMessage: string, texts: RuleTexts = ENGLISH_RULE_TEXTS): FailureNotice {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof CommandError || error instanceof TypeError) return { title: texts.commandError, message };
  return { title: failureMessage.trim() || texts.failed, message };
}

/** A configured message with the form's values and app variables filled in. */
export function messageText(template: string, lookup: PlaceholderValues): string {
  const resolved = resolvePlaceholders(template, lookup, { mode: 'plain', unresolved: 'emptyValue' });
  return (resolved.ok ? resolved.text : template).trim();
}
