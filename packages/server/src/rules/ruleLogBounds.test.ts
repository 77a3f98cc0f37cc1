import { describe, expect, it } from 'vitest';
import type { RuleLogRow } from '../db/schema.js';
import { boundRuleLog, omittedParametersKey, truncateText } from './ruleLogBounds.js';

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

describe('truncateText', () => {
  it('keeps a text that fits, and cuts a longer one to the limit with a marker saying how much was left out', () => {
    expect(truncateText('short', 100)).toBe('short');
    const cut = truncateText('x'.repeat(1000), 100);
    expect(new TextEncoder().encode(cut).length).toBeLessThanOrEqual(100);
    expect(cut).toMatch(/^x+… \[truncated: \d+ more bytes\]$/);
    const kept = cut.indexOf('…');
    expect(cut).toContain(`[truncated: ${1000 - kept} more bytes]`);
  });

  it('never cuts inside a character', () => {
    const cut = truncateText('é'.repeat(200), 81);
    expect(cut).not.toContain('\uFFFD');
    expect(new TextEncoder().encode(cut).length).toBeLessThanOrEqual(81);
    expect(cut.startsWith('éé')).toBe(true);
  });
});

describe('boundRuleLog', () => {
  const entry = (params: Record<string, unknown>, messages: RuleLogRow['messages'] = []) => ({ tag: 't', uri: 'urn:x', params, messages, items: [] });

  it('leaves an entry that fits as it is', () => {
    const small = entry({ person: 'urn:p:1', name: 'Ada' }, [{ level: 'INFO', text: 'Rule "a" ran.' }]);
    expect(boundRuleLog(small, 4096)).toEqual(small);
  });

  it('cuts long parameter values, also nested ones, and leaves out parameters past half the budget', () => {
    const params: Record<string, unknown> = { big: 'a'.repeat(100_000), nested: { deeper: ['b'.repeat(50_000)] } };
    for (let i = 0; i < 2000; i++) params[`p${i}`] = `value ${i}`;
    const bounded = boundRuleLog(entry(params), 4096);
    expect(bytes(bounded.params)).toBeLessThanOrEqual(2048);
    expect(bounded.params.big).toMatch(/^a+… \[truncated: \d+ more bytes\]$/);
    expect(new TextEncoder().encode(bounded.params.big as string).length).toBeLessThanOrEqual(512);
    expect(bounded.params[omittedParametersKey]).toMatch(/^\d+ parameters \(\d+ bytes in all\) left out$/);
    // What is kept comes first, in order.
    expect(Object.keys(bounded.params).slice(0, 2)).toEqual(['big', 'nested']);
  });

  it('keeps the errors of a run and leaves out other messages past a quarter of the budget', () => {
    const messages: RuleLogRow['messages'] = Array.from({ length: 5000 }, (_, i) => ({ level: 'WARN' as const, text: `Parameter "n${i}" is not a text value and was skipped.` }));
    messages.push({ level: 'ERROR', text: `Rule "b" failed: ${'syntax '.repeat(10_000)}` });
    const bounded = boundRuleLog(entry({}, messages), 8192);
    expect(bytes(bounded.messages)).toBeLessThanOrEqual(2048);
    expect(bounded.messages.at(-1)).toMatchObject({ level: 'ERROR' });
    expect(bounded.messages.at(-1)!.text).toMatch(/^Rule "b" failed: syntax .*… \[truncated: \d+ more bytes\]$/);
    expect(bounded.messages.at(-2)).toEqual({ level: 'WARN', text: expect.stringMatching(/^\[truncated: \d+ more messages left out\]$/) });
    expect(bounded.messages[0]!.text).toBe('Parameter "n0" is not a text value and was skipped.');
  });
});
