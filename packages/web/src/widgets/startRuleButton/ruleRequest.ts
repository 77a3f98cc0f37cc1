import { resolvePlaceholders, type PlaceholderValues } from '@grafiek/core';
import { CommandError } from '../../api/commandClient';

/** The original product's texts (spec/widgets.md 8 and spec/platform.md 8), which visitors know. */
export const RULE_SUCCEEDED = 'successfully ran rule(-chain) completely';
export const RULE_FAILED = 'failed to run rule(-chain) completely';
export const COMMAND_ERROR = 'command error';
export const DEFAULT_CONFIRMATION = 'Are you sure?';

export const PARAMETERS_NOT_AN_OBJECT = 'Extra rule parameters must be a JSON object of parameter names and text values, e.g. {"status": "{{keuze}}"}.';

/** The parameters a run sends, or why it cannot be sent. */
export type RuleParameters = { ok: true; parameters: Record<string, string>; skipped: string[] } | { ok: false; error: string };

/** A variable's value as a rule parameter: the text `{{name}}` would give in the rule's template. */
function asParameter(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/**
 * What a start-rule button sends (spec/widgets.md 7): every app variable's current value, then
 * the extra parameters with their placeholders filled from the app variables. Extra values must
 * be text (spec 5): others are skipped and named in `skipped`. A placeholder without a value is
 * an error, so that a rule never writes an empty value the visitor did not mean.
 */
export function ruleParameters(variables: Readonly<Record<string, unknown>>, extras: unknown, lookup: PlaceholderValues = variables): RuleParameters {
  if (extras !== undefined && (typeof extras !== 'object' || extras === null || Array.isArray(extras))) return { ok: false, error: PARAMETERS_NOT_AN_OBJECT };
  const parameters: Record<string, string> = {};
  for (const [name, value] of Object.entries(variables)) {
    const text = asParameter(value);
    if (text !== undefined) parameters[name] = text;
  }
  const skipped: string[] = [];
  for (const [name, value] of Object.entries((extras ?? {}) as Record<string, unknown>)) {
    if (typeof value !== 'string') {
      skipped.push(name);
      continue;
    }
    const resolved = resolvePlaceholders(value, lookup, { mode: 'plain', unresolved: 'error' });
    if (!resolved.ok) return { ok: false, error: `Rule parameter "${name}": ${resolved.error}` };
    parameters[name] = resolved.text;
  }
  return { ok: true, parameters, skipped };
}

/** A settings problem the button shows instead of running: the extras cannot be read. */
export function extrasProblem(extras: unknown): string | undefined {
  return extras !== undefined && (typeof extras !== 'object' || extras === null || Array.isArray(extras)) ? PARAMETERS_NOT_AN_OBJECT : undefined;
}

/** What the visitor is told after a run failed. */
export interface FailureNotice {
  title: string;
  message: string;
}

/**
 * A call the server refused or could not answer (not logged in, no right, the server down) is
 * the spec's 'command error' with its reason; a rule that ran and failed is the failure message
 * with the rule engine's errors.
 */
export function failureNotice(error: unknown, failureMessage: string): FailureNotice {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof CommandError || error instanceof TypeError) return { title: COMMAND_ERROR, message };
  return { title: failureMessage.trim() || RULE_FAILED, message };
}

/** The value published after a successful run: the configured text filled in, or the time. */
export function valueAfterRun(template: string, lookup: PlaceholderValues, now: number): { ok: true; value: string | number } | { ok: false; error: string } {
  if (!template.trim()) return { ok: true, value: now };
  const resolved = resolvePlaceholders(template, lookup, { mode: 'plain', unresolved: 'error' });
  return resolved.ok ? { ok: true, value: resolved.text } : { ok: false, error: resolved.error };
}
