import { describe, expect, it } from 'vitest';
import { countJobsByStatus } from '../../api/jobsClient';
import { DEFAULT_STATUS_TEMPLATE, REFETCH_TOO_LOW, refetchInterval, statusLabels, statusLines, statusText } from './jobStatusText';

describe('refetchInterval', () => {
  it('is 5 seconds by default and takes whole or fractional seconds from 1 up', () => {
    expect(refetchInterval(undefined)).toEqual({ ok: true, ms: 5000 });
    expect(refetchInterval(1)).toEqual({ ok: true, ms: 1000 });
    expect(refetchInterval(2.5)).toEqual({ ok: true, ms: 2500 });
  });

  it('refuses less than a second with the spec’s message', () => {
    for (const seconds of [0.999, 0.5, 0, -3, Number.NaN]) expect(refetchInterval(seconds)).toEqual({ ok: false, error: REFETCH_TOO_LOW });
    expect(REFETCH_TOO_LOW).toBe('refetch interval cannot be lower than 1 second');
  });
});

describe('statusLabels', () => {
  it('defaults to RUNNING "running" then QUEUED "queued"', () => {
    expect(statusLabels(undefined)).toEqual({ ok: true, labels: [['RUNNING', 'running'], ['QUEUED', 'queued']] });
  });

  it('keeps the author’s order and reads statuses in any case', () => {
    expect(statusLabels({ queued: 'wacht', FAILED: 'mislukt', Running: 'bezig' })).toEqual({
      ok: true,
      labels: [['QUEUED', 'wacht'], ['FAILED', 'mislukt'], ['RUNNING', 'bezig']],
    });
  });

  it('names what is wrong', () => {
    const unknown = statusLabels({ SLEEPING: 'zzz' });
    expect(!unknown.ok && unknown.error).toMatch(/unknown job status "SLEEPING"; use .*QUEUED, RUNNING, DONE, FAILED/);
    expect(statusLabels(['RUNNING']).ok).toBe(false);
    expect(statusLabels({}).ok).toBe(false);
    expect(statusLabels({ RUNNING: { text: 'x' } })).toEqual({ ok: false, error: 'Status labels: the label of RUNNING must be text.' });
  });
});

describe('statusText and statusLines', () => {
  it('fills the spec’s default template', () => {
    expect(statusText(DEFAULT_STATUS_TEMPLATE, 3, 'running')).toBe('<b>3</b> running');
    expect(statusText('{{ .status }}: {{.Count}} ({{.other}})', 1, 'queued')).toBe('queued: 1 ({{.other}})');
  });

  it('puts a label in as text, never as markup', () => {
    expect(statusText('{{.status}}', 1, '<img src=x onerror=alert(1)>')).toBe('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('gives a line per labelled status that has jobs, none when none have', () => {
    const labels = [['RUNNING', 'running'], ['QUEUED', 'queued']] as ['RUNNING' | 'QUEUED', string][];
    const counts = countJobsByStatus([{ status: 'RUNNING' }, { status: 'QUEUED' }, { status: 'QUEUED' }, { status: 'DONE' }]);
    expect(statusLines(counts, labels, DEFAULT_STATUS_TEMPLATE)).toEqual(['<b>1</b> running', '<b>2</b> queued']);
    expect(statusLines(countJobsByStatus([{ status: 'QUEUED' }]), labels, '')).toEqual(['<b>1</b> queued']);
    expect(statusLines(countJobsByStatus([{ status: 'DONE' }, { status: 'FAILED' }]), labels, DEFAULT_STATUS_TEMPLATE)).toEqual([]);
  });
});
