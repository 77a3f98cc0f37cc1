/**
 * The Python worker: Pyodide, loaded from this server (pyodide/<version>/, which the web build
 * writes; see vite.config.ts), running one cell at a time off the page's thread, so a long or
 * endless loop never freezes the app (the page stops the worker after the widget's time limit).
 *
 * Author code gets no way out: once Pyodide has loaded its files, the worker removes every
 * network and storage door from its own global scope (fetch, XMLHttpRequest, WebSocket,
 * importScripts...), so neither Python (`import js`, pyodide.http) nor JavaScript reached from it
 * can send what it was given anywhere, or call this server as the visitor. The worker also runs
 * under the app's Content-Security-Policy (no eval).
 */
import type { PyodideAPI } from 'pyodide';
import { version } from 'pyodide/package.json';
import { PYTHON_PRELUDE } from './pythonPrelude';
import type { RunRequest, WorkerReply, WorkerRequest } from './pythonProtocol';

interface WorkerScope {
  location: Location;
  postMessage: (message: WorkerReply) => void;
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
}

const scope = globalThis as unknown as WorkerScope;
// pyodide/<version>/ stands beside assets/, where this worker is; found relative to the worker, so
// that a copy of the app under a sub-path (a static export) finds it too.
const indexURL = new URL(`../pyodide/${version}/`, scope.location.href).href;

/** What the worker takes away before author code runs. */
const DOORS = [
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'WebSocketStream',
  'WebTransport',
  'EventSource',
  'importScripts',
  'Worker',
  'SharedWorker',
  'BroadcastChannel',
  'indexedDB',
  'caches',
  'cookieStore',
];

function closeDoors(): void {
  for (let object: object | null = globalThis; object && object !== Object.prototype; object = Object.getPrototypeOf(object) as object | null) {
    for (const name of DOORS) {
      if (!Object.prototype.hasOwnProperty.call(object, name)) continue;
      if (!Reflect.deleteProperty(object, name)) Object.defineProperty(object, name, { value: undefined, writable: false, configurable: false });
    }
  }
}

let printed = '';
const decoder = new TextDecoder();
const write = (buffer: Uint8Array) => {
  printed += decoder.decode(buffer, { stream: true });
  return buffer.length;
};

async function start(): Promise<(code: string, inputs: string) => Promise<string>> {
  const { loadPyodide } = (await import(/* @vite-ignore */ `${indexURL}pyodide.mjs`)) as { loadPyodide: (options: { indexURL: string; fullStdLib: boolean }) => Promise<PyodideAPI> };
  const pyodide = await loadPyodide({ indexURL, fullStdLib: false });
  pyodide.setStdout({ write });
  pyodide.setStderr({ write });
  // input() ends at once instead of waiting for a console that is not there.
  pyodide.setStdin({ error: true });
  await pyodide.runPythonAsync(PYTHON_PRELUDE);
  closeDoors();
  const run = pyodide.globals.get('_grafiek_run') as (code: string, inputs: string) => Promise<string>;
  return run;
}

let runtime: ReturnType<typeof start> | undefined;
let queue: Promise<void> = Promise.resolve();

async function handle(request: RunRequest): Promise<void> {
  let run: Awaited<ReturnType<typeof start>>;
  try {
    run = await (runtime ??= start());
  } catch (error) {
    runtime = undefined;
    scope.postMessage({ id: request.id, type: 'failed', output: '', error: `Python could not be started: ${error instanceof Error ? error.message : String(error)}` });
    return;
  }
  scope.postMessage({ id: request.id, type: 'started' });
  printed = '';
  try {
    const result = await run(request.code, request.inputs);
    scope.postMessage({ id: request.id, type: 'done', output: printed + decoder.decode(), result });
  } catch (error) {
    scope.postMessage({ id: request.id, type: 'failed', output: printed, error: error instanceof Error ? error.message : String(error) });
  }
}

scope.onmessage = (event) => {
  const request = event.data;
  if (request.type === 'load') {
    // A failure is reported to the run that needs Python.
    (runtime ??= start()).catch(() => (runtime = undefined));
    return;
  }
  queue = queue.then(() => handle(request));
};
