import { siblingUrl, type SparqlEndpoint } from './sparqlEndpoint';
import { loginHeaders } from './loginCookie';

/** The upload endpoint's answer (README: Uploads): a command answer plus what the upload made. */
export interface UploadAnswer {
  success: boolean;
  loggedIn: boolean;
  errors: string[];
  debugMessages: string[];
  /** uploadAnyFile: where the kept file is downloaded, and its name. */
  fileUrl?: string;
  fileName?: string;
  /** uploadAnyXLSX and uploadRDF: the graph loaded into ('' for the default graph) and how many triples. */
  graph?: string;
  quads?: number;
  /** The upload's job; with `background` the answer comes before it has run (follow it with jobsClient). */
  jobId?: string;
}

/**
 * The upload failed as a request: refused (400 bad file, 401/403 no right, 413 too large, 429 too
 * many jobs waiting) or not sent at all (`status` 0). `message` is the server's; `answer` holds the
 * command fields a refusal carries too.
 */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly answer: UploadAnswer | null = null,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

export interface UploadInput {
  /** `uploadAnyFile`, `uploadAnyXLSX` or `uploadRDF`, optionally `:tag` to run the rules with that tag afterwards. */
  command: string;
  file: Blob;
  /** The file's name as sent; a File's own name when absent. */
  fileName?: string;
  /** Further fields: `graph`, `base`, `namespace`, rule parameters (e.g. the widget's extraJSON). */
  fields?: Record<string, string>;
  /** Process the file as a background job: the answer (202) comes as soon as the file has arrived. */
  background?: boolean;
  initiatorTags?: readonly string[];
  debugMode?: boolean;
  /** Bytes sent so far, for a progress bar. */
  onProgress?: (progress: { loaded: number; total: number }) => void;
  signal?: AbortSignal;
}

/** The multipart body as the server reads it: fields first, then the one file in `file`. */
export function uploadForm(input: UploadInput): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(input.fields ?? {})) form.append(key, value);
  form.set('command', input.command);
  if (input.background) form.set('background', 'true');
  if (input.initiatorTags && input.initiatorTags.length > 0) form.set('initiatorTags', JSON.stringify(input.initiatorTags));
  if (input.debugMode) form.set('debugMode', 'true');
  const name = input.fileName ?? (input.file as Partial<File>).name ?? 'upload';
  form.append('file', input.file, name);
  return form;
}

function isUploadAnswer(value: unknown): value is UploadAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const answer = value as Record<string, unknown>;
  return typeof answer.success === 'boolean' && Array.isArray(answer.errors);
}

/** Reads the server's answer to an upload; what a failed one says, as an UploadError. */
export function readUploadAnswer(status: number, text: string): UploadAnswer {
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  const answer = isUploadAnswer(body)
    ? { ...body, loggedIn: body.loggedIn === true, debugMessages: Array.isArray(body.debugMessages) ? body.debugMessages : [] }
    : null;
  if (status >= 200 && status < 300) {
    if (!answer) throw new UploadError(status, 'The upload endpoint did not answer with an upload result.');
    return answer;
  }
  const message = typeof (body as { message?: unknown } | undefined)?.message === 'string' ? (body as { message: string }).message : text.trim() || `Upload failed (${status}).`;
  throw new UploadError(status, message, answer);
}

/**
 * Uploads one file to the app's repository (the repository URL with `sparql` replaced by
 * `upload`), with the platform token and the repository session cookie. Through XMLHttpRequest,
 * since fetch reports no upload progress. Resolves with the answer, whose `success` says whether
 * the rules after it ran; rejects with an {@link UploadError}, or the signal's reason when aborted.
 */
export function uploadFile(endpoint: SparqlEndpoint, input: UploadInput): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    if (input.signal?.aborted) {
      reject(input.signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', siblingUrl(endpoint, 'upload'));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(loginHeaders())) xhr.setRequestHeader(name, value);
    if (input.onProgress) {
      const report = input.onProgress;
      xhr.upload.addEventListener('progress', (event) => report({ loaded: event.loaded, total: event.lengthComputable ? event.total : input.file.size }));
    }
    const onAbort = () => xhr.abort();
    input.signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => input.signal?.removeEventListener('abort', onAbort);
    xhr.addEventListener('load', () => {
      done();
      try {
        resolve(readUploadAnswer(xhr.status, xhr.responseText));
      } catch (error) {
        reject(error);
      }
    });
    xhr.addEventListener('error', () => {
      done();
      reject(new UploadError(0, 'The upload did not reach the server.'));
    });
    xhr.addEventListener('abort', () => {
      done();
      reject(input.signal?.reason ?? new DOMException('The upload was cancelled.', 'AbortError'));
    });
    xhr.send(uploadForm(input));
  });
}
