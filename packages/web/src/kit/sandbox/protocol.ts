// The messages between the app and the script sandbox page (packages/web/public/sandbox.html),
// which runs all author JavaScript: pre-app JavaScript, a table's onClick and <script> blocks in
// queries (README, "Author JavaScript"). The page is plain JavaScript served as it is, so the names here
// are repeated there; sandboxClient.test.ts checks that the two agree.

/** How long one call may run before its worker is terminated (the sandbox page has the same). */
export const SCRIPT_TIME_LIMIT_MS = 1000;

/** Where the page is; in an iframe with sandbox="allow-scripts" it has an opaque origin. */
export const SANDBOX_PAGE_PATH = 'sandbox.html';

export const RUN_MESSAGE = 'grafiek-sandbox-run';
export const ANSWER_MESSAGE = 'grafiek-sandbox-answer';
export const READY_MESSAGE = 'grafiek-sandbox-ready';

/** What one call gives the script; nothing else of the app reaches the sandbox. */
export interface SandboxCall {
  /** A function body; it gets `row`, `publish(key, value)`, `getVariable(key)` and `__v(key)`. */
  code: string;
  /** The app variables `getVariable` answers from. */
  variables: Record<string, unknown>;
  /** `__v`'s answers: the values of a query block's placeholders. */
  data?: Record<string, string>;
  /** A table row's values by variable name (onClick). */
  row?: Record<string, string>;
  /** Whether `publish` works; in a query's <script> block it does not. */
  canPublish: boolean;
}

export interface SandboxErrorInfo {
  name: string;
  message: string;
}

/** The sandbox's answer: the return value or the error, and the variables published before either. */
export type SandboxAnswer =
  | { ok: true; value: unknown; published: [string, unknown][] }
  | { ok: false; error: SandboxErrorInfo; published: [string, unknown][] };

export interface RunMessage {
  type: typeof RUN_MESSAGE;
  id: string;
  call: SandboxCall;
}

/** Named errors of the sandbox itself, besides whatever the author's script throws. */
export const SCRIPT_TIMEOUT_ERROR = 'ScriptTimeoutError';
export const SANDBOX_ACCESS_ERROR = 'SandboxAccessError';
export const SANDBOX_UNAVAILABLE_ERROR = 'SandboxUnavailableError';
export const SCRIPT_TIMEOUT_MESSAGE = 'script took longer than 1 s and was stopped';

/** An error from author code or from the sandbox, under its own name (`error.name`). */
export class AuthorScriptError extends Error {
  constructor(name: string, message: string) {
    super(message);
    this.name = name;
  }
}

/** The answer in a message from the sandbox page, or undefined when the message is not one. */
export function readAnswer(data: unknown): { id: string; answer: SandboxAnswer } | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const message = data as Record<string, unknown>;
  if (message.type !== ANSWER_MESSAGE || typeof message.id !== 'string') return undefined;
  const published = Array.isArray(message.published)
    ? message.published.filter((entry): entry is [string, unknown] => Array.isArray(entry) && entry.length === 2 && typeof entry[0] === 'string')
    : [];
  if (message.ok === true) return { id: message.id, answer: { ok: true, value: message.value, published } };
  const error = message.error as Partial<SandboxErrorInfo> | undefined;
  return {
    id: message.id,
    answer: { ok: false, error: { name: String(error?.name ?? 'Error'), message: String(error?.message ?? 'the script failed') }, published },
  };
}
