import { resolvePlaceholders } from '@grafiek/core';
import type { RuleLogRow, RuleRow } from '../db/schema.js';
import { RepositoryError, type Repository } from '../repositories/repository.js';
import { ruleTimestamp } from './ruleTimestamp.js';

export interface RuleRunResult {
  success: boolean;
  errors: string[];
  debugMessages: string[];
  /** The rules that ran, in order, and the one that failed or did not run (the chain stops there). */
  ran: string[];
  failedRule: string | undefined;
  chainLength: number;
  log: Omit<RuleLogRow, 'id' | 'createdAt' | 'repository' | 'actorId'>;
}

type Message = RuleLogRow['messages'][number];

/**
 * Runs rules in order against a repository. Parameters fill the templates' placeholders safely
 * (a value can never change the structure of an update); the first failing rule stops the chain
 * and the result says which rule failed and why.
 */
export async function runRules(input: {
  repo: Repository;
  rules: RuleRow[];
  tag: string;
  uri: string;
  parameters: Record<string, unknown>;
  timeoutMs: number;
  now?: () => Date;
}): Promise<RuleRunResult> {
  const now = input.now ?? (() => new Date());
  const messages: Message[] = [];
  const items: RuleLogRow['items'] = [];
  const errors: string[] = [];
  const values: Record<string, string> = {};
  const ran: string[] = [];
  let failedRule: string | undefined;
  for (const [key, value] of Object.entries(input.parameters)) {
    // Rule parameters are strings, as the placeholders of a template read them; others are skipped with a log line.
    if (typeof value === 'string') values[key] = value;
    else messages.push({ level: 'WARN', text: `Parameter "${key}" is not a text value and was skipped.` });
  }
  for (const rule of input.rules) {
    items.push({ type: 'before-rule', rule: rule.name, timestamp: ruleTimestamp(now()) });
    const resolved = resolvePlaceholders(rule.template, values, { mode: 'sparql' });
    if (!resolved.ok) {
      errors.push(`Rule "${rule.name}" did not run: ${resolved.error}`);
      failedRule = rule.name;
      break;
    }
    try {
      await input.repo.update({ update: resolved.text, signal: AbortSignal.timeout(input.timeoutMs), timeoutMs: input.timeoutMs });
    } catch (error) {
      const reason = error instanceof RepositoryError || error instanceof Error ? error.message : String(error);
      errors.push(`Rule "${rule.name}" failed: ${reason}`);
      failedRule = rule.name;
      break;
    }
    items.push({ type: 'after-rule', rule: rule.name, timestamp: ruleTimestamp(now()) });
    messages.push({ level: 'INFO', text: `Rule "${rule.name}" ran.` });
    ran.push(rule.name);
  }
  for (const text of errors) messages.push({ level: 'ERROR', text });
  return {
    success: errors.length === 0,
    errors,
    debugMessages: messages.map((m) => `${m.level}: ${m.text}`),
    ran,
    failedRule,
    chainLength: input.rules.length,
    log: { tag: input.tag, uri: input.uri, params: input.parameters, success: errors.length === 0, messages, items },
  };
}
