import type { TFunction } from 'i18next';
import { jobStatuses, type JobStatus } from '../../api/jobsClient';

/**
 * The job status widget's defaults, as the original product has them. Its messages are the keys
 * `widget.jobStatus.*`, said with the reader's `t` (English: the original's wording).
 */
export const DEFAULT_REFETCH_SECONDS = 5;
export const DEFAULT_STATUS_LABELS: Readonly<Partial<Record<JobStatus, string>>> = { RUNNING: 'running', QUEUED: 'queued' };
export const DEFAULT_STATUS_TEMPLATE = '<b>{{.count}}</b> {{.status}}';
export const DEFAULT_ZERO_JOBS = 'No jobs running';

/** Whether the author left the labels as they come (unset, or the defaults as stored). */
function defaultLabels(configured: unknown): boolean {
  return configured === undefined || configured === null || configured === '' || JSON.stringify(configured) === JSON.stringify(DEFAULT_STATUS_LABELS);
}

/** The text shown without jobs: the author's, or the default in the reader's language. */
export function zeroJobsText(configured: string, t: TFunction): string {
  return configured === DEFAULT_ZERO_JOBS ? t('widget.jobStatus.noJobs') : configured;
}

export type RefetchInterval = { ok: true; ms: number } | { ok: false; error: string };

/** The refetch interval in milliseconds; under 1 second is the spec's validation error. */
export function refetchInterval(seconds: number | undefined, t: TFunction): RefetchInterval {
  const value = seconds ?? DEFAULT_REFETCH_SECONDS;
  if (!(value >= 1)) return { ok: false, error: t('widget.jobStatus.refetchTooLow') };
  return { ok: true, ms: Math.round(value * 1000) };
}

export type StatusLabels = { ok: true; labels: [JobStatus, string][] } | { ok: false; error: string };

/**
 * The statuses the widget counts, in the order the author wrote them, with their labels. The
 * spec's labels when none are set (or the defaults are), in the reader's language; a status the
 * server does not know is named in the error.
 */
export function statusLabels(configured: unknown, t: TFunction): StatusLabels {
  const help = { statuses: jobStatuses.join(', '), example: '{"RUNNING": "running", "QUEUED": "queued"}' };
  if (defaultLabels(configured)) {
    return { ok: true, labels: Object.keys(DEFAULT_STATUS_LABELS).map((status) => [status as JobStatus, t(`widget.jobStatus.defaultLabels.${status}`)]) };
  }
  if (typeof configured !== 'object' || Array.isArray(configured)) return { ok: false, error: t('widget.jobStatus.labelsNotAnObject', help) };
  const labels: [JobStatus, string][] = [];
  for (const [key, label] of Object.entries(configured as Record<string, unknown>)) {
    const status = key.trim().toUpperCase() as JobStatus;
    if (!jobStatuses.includes(status)) return { ok: false, error: t('widget.jobStatus.unknownStatus', { ...help, status: key }) };
    if (typeof label !== 'string' && typeof label !== 'number') return { ok: false, error: t('widget.jobStatus.labelNotText', { status }) };
    if (!labels.some(([known]) => known === status)) labels.push([status, String(label)]);
  }
  if (labels.length === 0) return { ok: false, error: t('widget.jobStatus.noStatus', help) };
  return { ok: true, labels };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * One status line from the template, as the original wrote it in Go's template syntax:
 * `{{.count}}` is the number of jobs, `{{.status}}` the status's label (as text, never markup).
 * The result is HTML, which is sanitised where it is shown.
 */
export function statusText(template: string, count: number, label: string): string {
  return template.replace(/\{\{\s*\.(count|status)\s*\}\}/gi, (_, name: string) => (name.toLowerCase() === 'count' ? String(count) : escapeHtml(label)));
}

/** A line for every counted status that has jobs, in the labels' order; none when there are none. */
export function statusLines(counts: Readonly<Record<JobStatus, number>>, labels: readonly [JobStatus, string][], template: string): string[] {
  const text = template.trim() ? template : DEFAULT_STATUS_TEMPLATE;
  return labels.filter(([status]) => counts[status] > 0).map(([status, label]) => statusText(text, counts[status], label));
}
