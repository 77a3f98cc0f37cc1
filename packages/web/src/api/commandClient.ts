import { siblingUrl, type SparqlEndpoint } from './sparqlEndpoint';
import { loginHeaders } from './loginCookie';

/** The answer of the command endpoint (README "Rules and commands"). */
export interface CommandAnswer {
  success: boolean;
  loggedIn: boolean;
  errors: string[];
  debugMessages: string[];
  /**
   * The job of the run (README: Jobs): ended when the answer comes, or, with `background`, queued
   * (follow it with jobsClient's `getJob` or `waitForJob`).
   */
  jobId?: string;
}

/** The command endpoint refused or failed the request itself (not a rule that failed). */
export class CommandError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'CommandError';
  }
}

export type RuleCommand = 'runSparqlRule' | 'runSparqlRulesWithTag';

export interface RunRuleInput {
  /** One rule's name (runSparqlRule) or a tag (runSparqlRulesWithTag). */
  rule: string;
  command?: RuleCommand;
  /** Rule parameters; the server uses text values only and logs the others as skipped. */
  parameters: Record<string, unknown>;
  debugMode?: boolean;
  /** Run as a background job: the server answers at once (202) with `jobId` and `success` true for "accepted". */
  background?: boolean;
  /** Tags the job carries besides the rule's name or tag, for a JobStatus widget to filter on. */
  initiatorTags?: readonly string[];
  signal?: AbortSignal;
}

/**
 * Runs a rule or a chain of rules through the command endpoint, the repository URL with `sparql`
 * replaced by `command`, with the body older apps send: `commando`,
 * `command2` (what to do), `command3` (rule or tag) and `parameters`. Resolves with the
 * server's answer, whose `success` says whether every rule ran; rejects with a
 * {@link CommandError} when the call itself failed: 401 (log in to run a rule that is not
 * public) and 403 (this user may not run it) carry the server's message.
 */
export async function runRule(endpoint: SparqlEndpoint, input: RunRuleInput): Promise<CommandAnswer> {
  const command = input.command ?? 'runSparqlRule';
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  Object.assign(headers, loginHeaders());
  const body = {
    commando: command,
    command2: command,
    command3: input.rule,
    parameters: input.parameters,
    debugMode: input.debugMode ?? false,
    ...(input.background ? { background: true } : {}),
    ...(input.initiatorTags && input.initiatorTags.length > 0 ? { initiatorTags: [...input.initiatorTags] } : {}),
  };
  const response = await fetch(siblingUrl(endpoint, 'command'), {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    credentials: 'include',
    signal: input.signal,
  });
  const text = await response.text().catch(() => '');
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!response.ok) {
    const message = typeof (parsed as { message?: unknown } | undefined)?.message === 'string' ? (parsed as { message: string }).message : text.trim() || `${response.status} ${response.statusText}`;
    throw new CommandError(response.status, message);
  }
  if (!isCommandAnswer(parsed)) throw new CommandError(response.status, 'The command endpoint did not answer with a command result.');
  return parsed;
}

function isCommandAnswer(value: unknown): value is CommandAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const answer = value as Record<string, unknown>;
  return typeof answer.success === 'boolean' && Array.isArray(answer.errors) && Array.isArray(answer.debugMessages);
}
