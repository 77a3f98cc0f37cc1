import { jobStatuses, type JobStatus } from '../../api/jobsClient';

/** The job status widget's texts and defaults, as the original product has them. */
export const REFETCH_TOO_LOW = 'refetch interval cannot be lower than 1 second';
export const DEFAULT_REFETCH_SECONDS = 5;
export const DEFAULT_STATUS_LABELS: Readonly<Partial<Record<JobStatus, string>>> = { RUNNING: 'running', QUEUED: 'queued' };
export const DEFAULT_STATUS_TEMPLATE = '<b>{{.count}}</b> {{.status}}';

export type RefetchInterval = { ok: true; ms: number } | { ok: false; error: string };

/** The refetch interval in milliseconds; under 1 second is the spec's validation error. */
export function refetchInterval(seconds: number | undefined): RefetchInterval {
  const value = seconds ?? DEFAULT_REFETCH_SECONDS;
  if (!(value >= 1)) return { ok: false, error: REFETCH_TOO_LOW };
  return { ok: true, ms: Math.round(value * 1000) };
}

export type StatusLabels = { ok: true; labels: [JobStatus, string][] } | { ok: false; error: string };

const LABELS_HELP = `use an object of job statuses (${jobStatuses.join(', ')}) and their labels, e.g. {"RUNNING": "running", "QUEUED": "queued"}`;

/**
 * The statuses the widget counts, in the order the author wrote them, with their labels. The
 * spec's labels when none are set; a status the server does not know is named in the error.
 */
export function statusLabels(configured: unknown): StatusLabels {
  if (configured === undefined || configured === null || configured === '') return { ok: true, labels: Object.entries(DEFAULT_STATUS_LABELS) as [JobStatus, string][] };
  if (typeof configured !== 'object' || Array.isArray(configured)) return { ok: false, error: `Status labels: ${LABELS_HELP}.` };
  const labels: [JobStatus, string][] = [];
  for (const [key, label] of Object.entries(configured as Record<string, unknown>)) {
    const status = key.trim().toUpperCase() as JobStatus;
    if (!jobStatuses.includes(status)) return { ok: false, error: `Status labels: unknown job status "${key}"; ${LABELS_HELP}.` };
    if (typeof label !== 'string' && typeof label !== 'number') return { ok: false, error: `Status labels: the label of ${status} must be text.` };
    if (!labels.some(([known]) => known === status)) labels.push([status, String(label)]);
  }
  if (labels.length === 0) return { ok: false, error: `Status labels name no status: ${LABELS_HELP}.` };
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
