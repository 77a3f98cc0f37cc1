import { RESET_VALUE } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { CommandError } from '../../api/commandClient';
import { COMMAND_ERROR, PARAMETERS_NOT_AN_OBJECT, RULE_FAILED, extrasProblem, failureNotice } from '../../kit/ruleRuns';
import { ruleParameters, valueAfterRun } from './ruleRequest';

describe('ruleParameters', () => {
  it('sends every app variable as text, under its own name', () => {
    const result = ruleParameters({ gebouw: 'http://example.org/g1', jaar: 2024, actief: true, keuzes: ['a', 'b'], leeg: undefined, niets: null }, undefined);
    expect(result).toEqual({ ok: true, skipped: [], parameters: { gebouw: 'http://example.org/g1', jaar: '2024', actief: 'true', keuzes: '["a","b"]' } });
  });

  it('keeps the reset marker, which the rule engine reads as empty like every placeholder does', () => {
    expect(ruleParameters({ gebouw: RESET_VALUE }, undefined)).toMatchObject({ ok: true, parameters: { gebouw: RESET_VALUE } });
  });

  it('adds the extra parameters with their placeholders filled, over a variable of the same name', () => {
    const result = ruleParameters({ keuze: 'klaar', status: 'oud' }, { status: 'status {{keuze}}', door: '{{gebruiker::onbekend}}' });
    expect(result).toEqual({ ok: true, skipped: [], parameters: { keuze: 'klaar', status: 'status klaar', door: 'onbekend' } });
  });

  it('skips extra values that are not text, and names them', () => {
    const result = ruleParameters({}, { aantal: 3, lijst: ['x'], tekst: 'ja' });
    expect(result).toEqual({ ok: true, skipped: ['aantal', 'lijst'], parameters: { tekst: 'ja' } });
  });

  it('refuses a run whose extra parameter needs a variable without a value', () => {
    expect(ruleParameters({ keuze: '' }, { status: '{{keuze}}' })).toEqual({
      ok: false,
      error: 'Rule parameter "status": Template-placeholder {{keuze}} did not resolve to a value',
    });
  });

  it('refuses extras that are not an object', () => {
    for (const extras of [[], 'status=klaar', null, 5]) {
      expect(ruleParameters({}, extras)).toEqual({ ok: false, error: PARAMETERS_NOT_AN_OBJECT });
      expect(extrasProblem(extras)).toBe(PARAMETERS_NOT_AN_OBJECT);
    }
    expect(extrasProblem(undefined)).toBeUndefined();
    expect(extrasProblem({ a: 'b' })).toBeUndefined();
  });
});

describe('failureNotice', () => {
  it('calls a refused or failed call a command error, with the server\'s reason', () => {
    expect(failureNotice(new CommandError(403, 'Rule "x" is not public'), 'Mislukt')).toEqual({ title: COMMAND_ERROR, message: 'Rule "x" is not public' });
    expect(failureNotice(new TypeError('Failed to fetch'), '')).toEqual({ title: COMMAND_ERROR, message: 'Failed to fetch' });
  });

  it('shows a failed rule under the failure message, or the original text', () => {
    const error = new Error('No rules have the tag "x" in repository "demo".');
    expect(failureNotice(error, 'Opslaan mislukt')).toEqual({ title: 'Opslaan mislukt', message: error.message });
    expect(failureNotice(error, '  ')).toEqual({ title: RULE_FAILED, message: error.message });
  });
});

describe('valueAfterRun', () => {
  it('publishes the time of the run without a configured value', () => {
    expect(valueAfterRun('', {}, 1234)).toEqual({ ok: true, value: 1234 });
  });

  it('fills the configured value, and says which placeholder has no value', () => {
    expect(valueAfterRun('{{gebouw}}#opmerking', { gebouw: 'http://example.org/g1' }, 0)).toEqual({ ok: true, value: 'http://example.org/g1#opmerking' });
    expect(valueAfterRun('{{gebouw}}', {}, 0)).toEqual({ ok: false, error: 'Template-placeholder {{gebouw}} did not resolve to a value' });
  });
});
