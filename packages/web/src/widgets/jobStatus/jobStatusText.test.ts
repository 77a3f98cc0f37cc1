import { describe, expect, it } from 'vitest';
import { countJobsByStatus } from '../../api/jobsClient';
import { translator } from '../../i18n/testTranslations';
import { DEFAULT_STATUS_LABELS, DEFAULT_STATUS_TEMPLATE, DEFAULT_ZERO_JOBS, refetchInterval, statusLabels, statusLines, statusText, zeroJobsText } from './jobStatusText';

const en = await translator('en');
const nl = await translator('nl');

describe('refetchInterval', () => {
  it('is 5 seconds by default and takes whole or fractional seconds from 1 up', () => {
    expect(refetchInterval(undefined, en)).toEqual({ ok: true, ms: 5000 });
    expect(refetchInterval(1, en)).toEqual({ ok: true, ms: 1000 });
    expect(refetchInterval(2.5, en)).toEqual({ ok: true, ms: 2500 });
  });

  it('refuses less than a second with the spec’s message, in the reader’s language', () => {
    const tooLow = { ok: false, error: 'refetch interval cannot be lower than 1 second' };
    for (const seconds of [0.999, 0.5, 0, -3, Number.NaN]) expect(refetchInterval(seconds, en)).toEqual(tooLow);
    expect(refetchInterval(0, nl)).toEqual({ ok: false, error: 'het verversingsinterval kan niet korter zijn dan 1 seconde' });
  });
});

describe('statusLabels', () => {
  it('defaults to RUNNING "running" then QUEUED "queued", in the reader\'s language', () => {
    expect(statusLabels(undefined, en)).toEqual({ ok: true, labels: [['RUNNING', 'running'], ['QUEUED', 'queued']] });
    expect(statusLabels({ ...DEFAULT_STATUS_LABELS }, en)).toEqual({ ok: true, labels: [['RUNNING', 'running'], ['QUEUED', 'queued']] });
    expect(statusLabels(undefined, nl)).toEqual({ ok: true, labels: [['RUNNING', 'bezig'], ['QUEUED', 'in de wachtrij']] });
    expect(statusLabels(DEFAULT_STATUS_LABELS, nl)).toEqual({ ok: true, labels: [['RUNNING', 'bezig'], ['QUEUED', 'in de wachtrij']] });
    expect(statusLabels({ RUNNING: 'running' }, nl)).toEqual({ ok: true, labels: [['RUNNING', 'running']] });
  });

  it('says "no jobs" in the reader\'s language unless the author wrote their own text', () => {
    expect(zeroJobsText(DEFAULT_ZERO_JOBS, en)).toBe('No jobs running');
    expect(zeroJobsText(DEFAULT_ZERO_JOBS, nl)).toBe('Er lopen geen jobs');
    expect(zeroJobsText('Niets te doen', nl)).toBe('Niets te doen');
  });

  it('keeps the author’s order and reads statuses in any case', () => {
    expect(statusLabels({ queued: 'wacht', FAILED: 'mislukt', Running: 'bezig' }, en)).toEqual({
      ok: true,
      labels: [['QUEUED', 'wacht'], ['FAILED', 'mislukt'], ['RUNNING', 'bezig']],
    });
  });

  it('names what is wrong', () => {
    const unknown = statusLabels({ SLEEPING: 'zzz' }, en);
    expect(!unknown.ok && unknown.error).toMatch(/unknown job status "SLEEPING"; use .*QUEUED, RUNNING, DONE, FAILED.*e\.g\. \{"RUNNING": "running"/);
    expect(statusLabels(['RUNNING'], en)).toEqual({ ok: false, error: expect.stringMatching(/^Status labels: use an object of job statuses/) });
    expect(statusLabels({}, en)).toEqual({ ok: false, error: expect.stringMatching(/^Status labels name no status/) });
    expect(statusLabels({ RUNNING: { text: 'x' } }, en)).toEqual({ ok: false, error: 'Status labels: the label of RUNNING must be text.' });
    expect(statusLabels({ RUNNING: { text: 'x' } }, nl)).toEqual({ ok: false, error: 'Statuslabels: het label van RUNNING moet tekst zijn.' });
    const dutch = statusLabels({ SLEEPING: 'zzz' }, nl);
    expect(!dutch.ok && dutch.error).toMatch(/^Statuslabels: onbekende jobstatus "SLEEPING"; gebruik .*QUEUED, RUNNING, DONE, FAILED/);
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
