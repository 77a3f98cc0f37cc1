import { resolvePlaceholders, type PlaceholderValues } from '@grafiek/core';
import type { TFunction } from 'i18next';
import { extraParameters, variableParameters, type ExtraParameters } from '../../kit/ruleRuns';

/** The parameters a run sends, or why it cannot be sent. */
export type RuleParameters = ExtraParameters;

/**
 * What a start-rule button sends: every app variable's current value, then
 * the extra parameters with their placeholders filled from the app variables. Extra values must
 * be text (spec 5): others are skipped and named in `skipped`. A placeholder without a value is
 * an error, so that a rule never writes an empty value the visitor did not mean. Errors are in
 * the reader's language with their `t`, else in English.
 */
export function ruleParameters(variables: Readonly<Record<string, unknown>>, extras: unknown, lookup: PlaceholderValues = variables, t?: TFunction): RuleParameters {
  const extra = extraParameters(extras, lookup, t);
  if (!extra.ok) return extra;
  return { ok: true, parameters: { ...variableParameters(variables), ...extra.parameters }, skipped: extra.skipped };
}

/** The value published after a successful run: the configured text filled in, or the time. */
export function valueAfterRun(template: string, lookup: PlaceholderValues, now: number): { ok: true; value: string | number } | { ok: false; error: string } {
  if (!template.trim()) return { ok: true, value: now };
  const resolved = resolvePlaceholders(template, lookup, { mode: 'plain', unresolved: 'error' });
  return resolved.ok ? { ok: true, value: resolved.text } : { ok: false, error: resolved.error };
}
