import { resolvePlaceholders, type PlaceholderValues } from '@grafiek/core';
import type { TFunction } from 'i18next';
import { UploadError, type UploadAnswer } from '../../api/uploadClient';
import { resolveSparqlEndpoint, type SparqlEndpoint } from '../../api/sparqlEndpoint';
import { coreText } from '../../kit/coreTexts';

/** The original product's texts, which visitors know. */
export const UPLOAD_FAILED = 'could not upload file';
export const NO_UPLOAD_URL = 'no upload url defined';

/** An example of the extra JSON, filled into the text widget.upload.extraNotAnObject. */
export const EXTRA_EXAMPLE = '{"graph": "http://example.org/g", "status": "{{keuze}}"}';
export const EXTRA_NOT_AN_OBJECT = `Extra JSON must be an object of field names and values, e.g. ${EXTRA_EXAMPLE}.`;

/**
 * The accepted extensions of the option, as lower-case suffixes with their dot (`ttl`, `.TTL` and
 * `*.ttl` all read `.ttl`), or null when any file is accepted (empty, or `*`).
 */
export function acceptedExtensions(configured: readonly string[]): string[] | null {
  const list = configured
    .map((entry) => entry.trim().toLowerCase().replace(/^\*/, ''))
    .filter((entry) => entry !== '' && entry !== '.');
  if (list.length === 0 || configured.some((entry) => entry.trim() === '*' || entry.trim() === '*.*')) return null;
  return [...new Set(list.map((entry) => (entry.startsWith('.') ? entry : `.${entry}`)))];
}

/** The file input's `accept` attribute for the accepted extensions. */
export function acceptAttribute(accepted: readonly string[] | null): string | undefined {
  return accepted ? accepted.join(',') : undefined;
}

/** `.ttl`, `.csv` and `.xlsx` as a person reads a list. */
function listed(extensions: readonly string[], or: string): string {
  if (extensions.length === 1) return extensions[0]!;
  return `${extensions.slice(0, -1).join(', ')} ${or} ${extensions[extensions.length - 1]}`;
}

/**
 * Why a file is not uploaded because of its name, or null when its extension is accepted. Checked
 * by name only, to tell the visitor early; the server checks the content.
 */
export function extensionRefusal(fileName: string, accepted: readonly string[] | null, t?: TFunction): string | null {
  if (!accepted) return null;
  const name = fileName.toLowerCase();
  if (accepted.some((extension) => name.endsWith(extension) && name.length > extension.length)) return null;
  if (t) return t('widget.upload.refused', { name: fileName, extensions: listed(accepted, t('widget.upload.or')) });
  return `"${fileName}" was not uploaded: choose a ${listed(accepted, 'or')} file.`;
}

const OWN_UPLOAD = /^(?:https?:\/\/[^/]+)?\/?api\/upload\/([^/?#]+)\/?$/i;

export type UploadTarget = { ok: true; endpoint: SparqlEndpoint } | { ok: false; error: string };

/**
 * Where the files go: the repository the widget names (`serverUrl`: a repository name, or its
 * `/api/sparql/…` or `/api/upload/…` address on this server), else the app's own repository.
 * The upload address is always this server's (the repository URL with `sparql` replaced by
 * `upload`), so the platform token is never sent elsewhere; another server's endpoint is refused.
 */
export function uploadTarget(serverUrl: string, appEndpoint: SparqlEndpoint | null, origin: string): UploadTarget {
  const configured = serverUrl.trim();
  let endpoint: SparqlEndpoint | null;
  if (!configured) endpoint = appEndpoint;
  else {
    const upload = OWN_UPLOAD.exec(configured);
    const ownServer = !/^https?:/i.test(configured) || configured.toLowerCase().startsWith(`${origin.toLowerCase()}/`);
    endpoint = resolveSparqlEndpoint(upload && ownServer ? `/api/sparql/${upload[1]}` : configured, origin);
  }
  if (!endpoint) return { ok: false, error: NO_UPLOAD_URL };
  if (endpoint.repo === null) return { ok: false, error: `${NO_UPLOAD_URL}: files go to a repository of this server, and "${endpoint.configured}" is not one.` };
  return { ok: true, endpoint };
}

/** A field's value as the multipart form carries it: text. */
function asField(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export type UploadFields = { ok: true; fields: Record<string, string> } | { ok: false; error: string };

/**
 * The fields an upload sends besides its command and file (`extraJSON`): `graph`, `base` and
 * `namespace` for loaded data, anything else a parameter of the rules that run after it. Text
 * values get their `{{placeholders}}` filled from the app variables; one without a value stops
 * the upload, so that no rule gets an empty value the visitor did not mean. Errors are in the
 * reader's language with `t`, else in English.
 */
export function uploadFields(extra: unknown, lookup: PlaceholderValues, t?: TFunction): UploadFields {
  if (extra === undefined || extra === null || extra === '') return { ok: true, fields: {} };
  if (typeof extra !== 'object' || Array.isArray(extra)) return { ok: false, error: t ? t('widget.upload.extraNotAnObject', { example: EXTRA_EXAMPLE }) : EXTRA_NOT_AN_OBJECT };
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(extra as Record<string, unknown>)) {
    if (typeof value === 'string') {
      const resolved = resolvePlaceholders(value, lookup, { mode: 'plain', unresolved: 'error' });
      if (!resolved.ok) return { ok: false, error: t ? t('widget.upload.extraField', { name, message: coreText(resolved.error, t) }) : `Extra field "${name}": ${resolved.error}` };
      fields[name] = resolved.text;
      continue;
    }
    const text = asField(value);
    if (text !== undefined) fields[name] = text;
  }
  return { ok: true, fields };
}

/** What an upload made, as far as the server said: an answer, or a background job's result. */
export interface UploadMade {
  fileName: string;
  fileUrl?: string;
  graph?: string;
  quads?: number;
  jobId?: string;
}

/** An upload's answer, or a finished background job's `result`, as what the upload made. */
export function uploadMade(fileName: string, answer: Partial<UploadAnswer> | Record<string, unknown> | null | undefined, jobId?: string): UploadMade {
  const source = (answer ?? {}) as Record<string, unknown>;
  const made: UploadMade = { fileName: typeof source.fileName === 'string' && source.fileName ? source.fileName : fileName };
  if (typeof source.fileUrl === 'string' && source.fileUrl) made.fileUrl = source.fileUrl;
  if (typeof source.graph === 'string') made.graph = source.graph;
  if (typeof source.quads === 'number') made.quads = source.quads;
  const id = jobId ?? (typeof source.jobId === 'string' ? source.jobId : undefined);
  if (id) made.jobId = id;
  return made;
}

/** What `resultUri` gets: the kept file's address, else the graph the data went into (none for the default graph). */
export function resultValue(made: UploadMade): string | undefined {
  return made.fileUrl ?? (made.graph ? made.graph : undefined);
}

/** What `successEval` gets as `row`: what the upload made, as text. */
export function scriptRow(made: UploadMade): Record<string, string> {
  const row: Record<string, string> = {};
  for (const [key, value] of Object.entries(made)) if (value !== undefined) row[key] = String(value);
  return row;
}

/** One line saying what happened to an uploaded file (in the reader's language with `t`). */
export function madeText(made: UploadMade, t?: TFunction): string {
  if (made.quads !== undefined) return t ? t('widget.upload.loaded', { count: made.quads }) : `${made.quads} ${made.quads === 1 ? 'triple' : 'triples'} loaded`;
  if (made.fileUrl) return t ? t('widget.upload.kept') : 'kept';
  return t ? t('widget.upload.uploaded') : 'uploaded';
}

/** Why an upload failed, in the server's words where it gave any. */
export function failureReason(error: unknown): string {
  if (error instanceof UploadError) return error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Percentage of bytes sent, 0 to 100. */
export function percentSent(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((loaded / total) * 100)));
}
