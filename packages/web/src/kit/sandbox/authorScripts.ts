import type { ScriptBlockCall, VariableStore } from '@grafiek/core';
import { AuthorScriptError, SANDBOX_ACCESS_ERROR, SANDBOX_UNAVAILABLE_ERROR, SCRIPT_TIMEOUT_ERROR, type SandboxAnswer, type SandboxCall } from './protocol';
import { scriptSandbox } from './sandboxClient';

/** Runs one call in the sandbox; the tab's shared sandbox unless a test gives another. */
export type SandboxRunner = (call: SandboxCall) => Promise<SandboxAnswer>;

const sharedRunner: SandboxRunner = (call) => scriptSandbox().run(call);

export interface AuthorScript {
  /** Names the script in the console: 'Pre-app JavaScript', 'Table onClick'. */
  label: string;
  code: string;
  /** A table row's values by variable name. */
  row?: Record<string, string>;
  /** Names the publisher in the event log. */
  source?: string;
}

/**
 * Runs author JavaScript with `getVariable` over the app's current variables and `publish`, in the
 * sandbox, and publishes what it published there through the store, in order (also what it
 * published before it failed). A failure is logged under the script's label and a name, e.g.
 * "Pre-app JavaScript: document is not available in the sandbox"; it never reaches the app.
 * Resolves to whether the script ran to its end.
 */
export async function runAuthorScript(store: VariableStore, script: AuthorScript, run: SandboxRunner = sharedRunner): Promise<boolean> {
  const code = script.code.trim();
  if (!code) return true;
  let answer: SandboxAnswer;
  try {
    answer = await run({ code, variables: copyableVariables(store.getSnapshot()), row: script.row, canPublish: true });
  } catch (error) {
    logScriptError(script.label, error);
    return false;
  }
  for (const [key, value] of answer.published) if (key) store.publish(key, value, script.source);
  if (answer.ok) return true;
  logScriptError(script.label, new AuthorScriptError(answer.error.name, answer.error.message));
  return false;
}

/**
 * Runs a query's <script> blocks (core's `scriptBlockCalls`), all at once, and gives their return
 * values in order. A block cannot publish. Throws an AuthorScriptError naming the block that failed.
 */
export async function runScriptBlocks(calls: readonly ScriptBlockCall[], run: SandboxRunner = sharedRunner): Promise<unknown[]> {
  return Promise.all(
    calls.map(async (call, index) => {
      const where = `<script> block ${index + 1}`;
      let answer: SandboxAnswer;
      try {
        answer = await run({ code: call.code, data: { ...call.data }, variables: copyableVariables(call.variables), canPublish: false });
      } catch (error) {
        throw new AuthorScriptError(error instanceof Error ? error.name : 'Error', `${where}: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (!answer.ok) throw new AuthorScriptError(answer.error.name, `${where}: ${describe(answer.error)}`);
      return answer.value;
    }),
  );
}

const OWN_ERRORS = new Set([SCRIPT_TIMEOUT_ERROR, SANDBOX_ACCESS_ERROR, SANDBOX_UNAVAILABLE_ERROR]);

/** The sandbox's own errors say what happened in words; an error from the script keeps its name. */
function describe(error: { name: string; message: string }): string {
  return OWN_ERRORS.has(error.name) ? error.message : `${error.name}: ${error.message}`;
}

export function logScriptError(label: string, error: unknown): void {
  const info = error instanceof Error ? error : new AuthorScriptError('Error', String(error));
  console.error(`${label}: ${describe(info)}`, info);
}

/**
 * The variables as the sandbox can receive them: a value the browser cannot copy to another
 * window (a function, a DOM node) is left out rather than failing the call.
 */
export function copyableVariables(variables: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(variables)) {
    try {
      copy[key] = structuredClone(value);
    } catch {
      // not sent
    }
  }
  return copy;
}
