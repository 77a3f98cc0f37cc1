import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { serverPackageDir } from '../../config.js';

/** The plain-JavaScript worker, outside src/ so it runs unchanged under Vitest and from dist/. */
export const workerScript = path.join(serverPackageDir, 'workers', 'oxigraphWorker.mjs');

/** Raised for every request still open when the worker is stopped or dies. */
export class WorkerStoppedError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'WorkerStoppedError';
  }
}

/** The engine rejected a request; `partial` means the store may hold part of it. */
export class EngineError extends Error {
  constructor(
    message: string,
    readonly partial: boolean,
  ) {
    super(message);
    this.name = 'EngineError';
  }
}

export type WorkerRequest =
  /** With `maxBytes`, an answer longer than that (UTF-8) is not sent: the reply says `tooLarge`. */
  | { type: 'query'; query: string; format: string; defaultGraphs?: string[]; namedGraphs?: string[]; maxBytes?: number }
  /** With `effect`, the worker also answers the quads the update removed and added (see updateEffect.ts). */
  | { type: 'update'; update: string; effect?: boolean }
  /** Applies an effect answered by another worker: N-Quads naming blank nodes by their ids. */
  | { type: 'effect'; removed: string; added: string }
  | {
      type: 'load';
      data: Uint8Array;
      format: string;
      graph?: string;
      baseIri?: string;
      /** Blank nodes of the file get ids from this salt, the same in every worker and on replay. */
      blankNodeSalt?: string;
      /** N-Quads whose blank node ids are kept as written (a snapshot). */
      keepBlankNodes?: boolean;
    }
  | { type: 'dump' }
  | { type: 'size' };

interface WorkerReply {
  id: number;
  ok: boolean;
  result?: unknown;
  message?: string;
  partial?: boolean;
  /** The engine trapped; its memory cannot be trusted, so the worker must go. */
  fatal?: boolean;
}

/** Host side of one worker thread holding its own copy of the store. Requests run in order. */
export class OxigraphWorker {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private stopped: string | undefined;

  constructor(
    readonly label: string,
    onDeath: (worker: OxigraphWorker, reason: string) => void,
  ) {
    this.worker = new Worker(workerScript, { name: label });
    const die = (reason: string) => {
      if (this.stopped) return;
      this.stop(reason);
      onDeath(this, reason);
    };
    this.worker.on('message', (reply: WorkerReply) => {
      const waiter = this.pending.get(reply.id);
      if (!waiter) return;
      this.pending.delete(reply.id);
      if (reply.ok) waiter.resolve(reply.result);
      else waiter.reject(new EngineError(reply.message ?? 'unknown engine error', reply.partial ?? false));
      if (reply.fatal) die(`worker ${label}: the engine trapped (${reply.message ?? 'no message'})`);
    });
    this.worker.on('error', (error) => die(`worker ${label} failed: ${error.message}`));
    this.worker.on('exit', (code) => die(`worker ${label} exited with code ${code}`));
  }

  /** Requests sent and not yet answered. */
  get load(): number {
    return this.pending.size;
  }

  get alive(): boolean {
    return this.stopped === undefined;
  }

  request<T>(message: WorkerRequest, transfer: ArrayBuffer[] = []): Promise<T> {
    if (this.stopped) return Promise.reject(new WorkerStoppedError(this.stopped));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, id }, transfer);
    });
  }

  /** Stops the thread at once, even inside a query that would run for hours. */
  stop(reason: string): void {
    if (this.stopped) return;
    this.stopped = reason;
    for (const waiter of this.pending.values()) waiter.reject(new WorkerStoppedError(reason));
    this.pending.clear();
    void this.worker.terminate();
  }
}
