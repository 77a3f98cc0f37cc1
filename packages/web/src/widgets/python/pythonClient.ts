import type { RunRequest, WorkerReply, WorkerRequest } from './pythonProtocol';
import { readResult, type PythonResult } from './pythonValues';

/**
 * The page's side of the Python worker: one worker for every Python widget of the page (Pyodide
 * loads once), started by the first run, cells run one after another. A cell that runs longer
 * than its time limit has the worker stopped (the only way to end an endless loop); the runs
 * waiting behind it go to a new worker.
 */

export type PythonOutcome = { ok: true; output: string; result: PythonResult } | { ok: false; output: string; error: string };

export interface PythonRunOptions {
  /** Milliseconds the code may run once Python is loaded. */
  timeoutMs: number;
  /** Called when Python has loaded and this run's code starts. */
  onStarted?: () => void;
}

interface Pending {
  request: RunRequest;
  options: PythonRunOptions;
  resolve: (outcome: PythonOutcome) => void;
  timer?: ReturnType<typeof setTimeout>;
}

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function startWorker(): Worker {
  const started = new Worker(new URL('./pythonWorker.ts', import.meta.url), { type: 'module', name: 'python' });
  started.onmessage = (event: MessageEvent<WorkerReply>) => answer(event.data);
  started.onerror = (event) => {
    event.preventDefault();
    stopWorker();
    for (const [id, run] of pending) {
      pending.delete(id);
      run.resolve({ ok: false, output: '', error: `Python could not be started: ${event.message || 'the worker failed to load'}` });
    }
  };
  return started;
}

function stopWorker(): void {
  worker?.terminate();
  worker = null;
}

function answer(reply: WorkerReply): void {
  const run = pending.get(reply.id);
  if (!run) return;
  if (reply.type === 'started') {
    run.options.onStarted?.();
    run.timer = setTimeout(() => timedOut(reply.id), run.options.timeoutMs);
    return;
  }
  clearTimeout(run.timer);
  pending.delete(reply.id);
  run.resolve(reply.type === 'done' ? { ok: true, output: reply.output, result: readResult(reply.result) } : { ok: false, output: reply.output, error: reply.error });
}

function timedOut(id: number): void {
  const run = pending.get(id);
  if (!run) return;
  pending.delete(id);
  stopWorker();
  run.resolve({ ok: false, output: '', error: `The Python code did not finish within ${Math.round(run.options.timeoutMs / 1000)} s and was stopped.` });
  // The others start again on a fresh worker.
  if (pending.size > 0) {
    worker = startWorker();
    for (const other of pending.values()) {
      clearTimeout(other.timer);
      worker.postMessage(other.request);
    }
  }
}

/** Starts loading Python now, for a widget that will run code soon: its query and Python's files then load at the same time. */
export function preparePython(): void {
  if (worker) return;
  worker = startWorker();
  worker.postMessage({ type: 'load' } satisfies WorkerRequest);
}

/** Runs Python code with its inputs (PythonInputs as JSON) in the page's Python worker. */
export function runPython(code: string, inputs: string, options: PythonRunOptions): Promise<PythonOutcome> {
  const request: RunRequest = { type: 'run', id: nextId++, code, inputs };
  return new Promise((resolve) => {
    pending.set(request.id, { request, options, resolve });
    worker ??= startWorker();
    worker.postMessage(request);
  });
}
