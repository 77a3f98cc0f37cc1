import { RepositoryError } from '../repository.js';
import { EngineError, OxigraphWorker, WorkerStoppedError, type WorkerRequest } from './oxigraphWorker.js';

/** What a new worker must replay to hold the store as the disk has it: up to and including `seq`. */
export interface DiskState {
  seq: number;
  messages: WorkerRequest[];
}

interface Slot {
  worker: OxigraphWorker;
  /**
   * rebuilding: reading the disk; writes are kept in `buffered`.
   * catching-up: replay sent; writes go straight to the worker, behind the replay.
   * ready: serves queries.
   */
  state: 'rebuilding' | 'catching-up' | 'ready';
  buffered: { seq: number; message: WorkerRequest }[];
  /** Writes up to this sequence came from the disk; later ones arrive as messages. */
  replayedThrough: number;
  queries: number;
  rebuilt: Promise<void>;
}

export interface Deadline {
  signal?: AbortSignal;
  /** `Date.now()` value after which the work is stopped. */
  at?: number;
}

/**
 * Worker threads that each hold a full copy of the store. A query runs on one idle worker; a write
 * is checked on one worker, journalled by the caller, then sent to all the others, so every worker
 * applies the same writes in the same order. A worker stopped for a slow or cancelled query is
 * replaced by a new one rebuilt from the disk while the others keep answering.
 */
export class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly waiting: { grant: (slot: Slot) => void }[] = [];
  private readonly readyWaiters: (() => void)[] = [];
  private closed = false;
  private spawned = 0;
  /** Quad count after the last write, as the worker that applied it first reported. */
  size = 0;

  constructor(
    private readonly name: string,
    private readonly readDisk: () => Promise<DiskState>,
    private readonly log: (message: string) => void,
  ) {}

  /** Starts `count` workers and resolves once all of them hold the store. */
  async start(count: number): Promise<void> {
    for (let i = 0; i < count; i++) this.spawn();
    await Promise.all(this.slots.map((s) => s.rebuilt));
  }

  async query<T>(message: WorkerRequest, deadline: Required<Deadline>): Promise<T> {
    const slot = await this.acquire(deadline);
    try {
      return await this.withDeadline(slot, slot.worker.request<T>(message), deadline);
    } finally {
      slot.queries--;
      this.dispatch();
    }
  }

  /**
   * Applies a write to one worker, then `journal` (which must make it durable and return its
   * sequence), then `replicate`'s message (by default the same one) to every other worker. An
   * engine error is thrown before anything is journalled.
   */
  async write<T extends { size: number }>(
    message: WorkerRequest,
    journal: (result: T) => Promise<number>,
    deadline: Deadline = {},
    replicate: (result: T) => WorkerRequest = () => message,
  ): Promise<T> {
    for (;;) {
      const primary = await this.primary();
      let result: T;
      try {
        result = await this.withDeadline(primary, primary.worker.request<T>(message), deadline);
      } catch (error) {
        // The worker went away (a query on it timed out) before applying it: try another one.
        if (error instanceof WorkerStoppedError) continue;
        if (error instanceof EngineError && error.partial) this.replace(primary, 'it holds part of a failed load');
        throw error;
      }
      let seq: number;
      try {
        seq = await journal(result);
      } catch (error) {
        this.replace(primary, 'it applied a write the journal could not record');
        throw error;
      }
      const copy = replicate(result);
      for (const slot of this.slots) if (slot !== primary) this.send(slot, seq, copy);
      this.size = result.size;
      return result;
    }
  }

  /** The store as N-Quads, from a worker that has every write sent so far. */
  async dump(): Promise<Uint8Array> {
    for (;;) {
      const slot = await this.primary();
      try {
        return await slot.worker.request<Uint8Array>({ type: 'dump' });
      } catch (error) {
        if (!(error instanceof WorkerStoppedError)) throw error;
      }
    }
  }

  close(): void {
    this.closed = true;
    for (const slot of this.slots.splice(0)) slot.worker.stop('repository closed');
    for (const waiter of this.waiting.splice(0)) waiter.grant(undefined as never);
  }

  private spawn(): void {
    const label = `${this.name}-query-${++this.spawned}`;
    const worker = new OxigraphWorker(label, (dead, reason) => {
      const slot = this.slots.find((s) => s.worker === dead);
      if (slot) this.replace(slot, reason);
    });
    const slot: Slot = { worker, state: 'rebuilding', buffered: [], replayedThrough: 0, queries: 0, rebuilt: Promise.resolve() };
    slot.rebuilt = this.rebuild(slot);
    slot.rebuilt.catch(() => undefined); // reported by whoever awaits it: start() or replace()
    this.slots.push(slot);
  }

  private async rebuild(slot: Slot): Promise<void> {
    const disk = await this.readDisk();
    if (!slot.worker.alive) return;
    slot.replayedThrough = disk.seq;
    const replay = [...disk.messages, ...slot.buffered.filter((b) => b.seq > disk.seq).map((b) => b.message)];
    slot.buffered = [];
    slot.state = 'catching-up';
    try {
      // Posted together so that writes sent from now on queue behind the replay.
      const applied = replay.map((message) => slot.worker.request(message));
      applied.push(slot.worker.request<number>({ type: 'size' }));
      this.size = (await Promise.all(applied)).at(-1) as number;
    } catch (error) {
      if (error instanceof WorkerStoppedError) return;
      // The disk holds something this engine cannot apply again: no worker could be rebuilt.
      this.replace(slot, 'it could not replay the disk', false);
      throw new RepositoryError('unavailable', `repository ${this.name} cannot be rebuilt from disk: ${(error as Error).message}`);
    }
    slot.state = 'ready';
    this.dispatch();
  }

  private send(slot: Slot, seq: number, message: WorkerRequest): void {
    if (slot.state === 'rebuilding') {
      slot.buffered.push({ seq, message });
      return;
    }
    if (seq <= slot.replayedThrough) return;
    slot.worker.request(message).catch((error: unknown) => {
      if (error instanceof WorkerStoppedError) return;
      // Worker copies must not drift apart; a fresh copy from the disk is the safe answer.
      this.log(`repository ${this.name}: a worker failed a write the first one accepted (${(error as Error).message})`);
      this.replace(slot, 'its copy drifted from the journal');
    });
  }

  private replace(slot: Slot, reason: string, respawn = true): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    slot.worker.stop(reason);
    if (this.closed) return;
    this.log(`repository ${this.name}: replacing worker ${slot.worker.label} because ${reason}`);
    if (respawn) {
      this.spawn();
      this.slots.at(-1)?.rebuilt.catch((error: unknown) => this.log((error as Error).message));
    }
  }

  private async primary(): Promise<Slot> {
    for (;;) {
      if (this.closed) throw new RepositoryError('unavailable', `repository ${this.name} is closed`);
      const ready = this.slots.filter((s) => s.state === 'ready').sort((a, b) => a.worker.load - b.worker.load);
      if (ready[0]) return ready[0];
      await new Promise<void>((resolve) => this.readyWaiters.push(resolve));
    }
  }

  private acquire(deadline: Required<Deadline>): Promise<Slot> {
    return new Promise<Slot>((resolve, reject) => {
      const fail = (error: RepositoryError) => {
        cleanup();
        reject(error);
      };
      const onAbort = () => fail(new RepositoryError('aborted', 'the query was cancelled'));
      const timer = setTimeout(() => fail(timeoutError()), Math.max(0, deadline.at - Date.now()));
      const waiter = {
        grant: (slot: Slot) => {
          cleanup();
          if (this.closed) reject(new RepositoryError('unavailable', `repository ${this.name} is closed`));
          else resolve(slot);
        },
      };
      const cleanup = () => {
        clearTimeout(timer);
        deadline.signal.removeEventListener('abort', onAbort);
        const index = this.waiting.indexOf(waiter);
        if (index >= 0) this.waiting.splice(index, 1);
      };
      if (deadline.signal.aborted) return onAbort();
      deadline.signal.addEventListener('abort', onAbort);
      this.waiting.push(waiter);
      this.dispatch();
    });
  }

  /** Hands idle ready workers to waiting queries, first come first served. */
  private dispatch(): void {
    for (const resolve of this.readyWaiters.splice(0)) resolve();
    for (;;) {
      const waiter = this.waiting[0];
      const idle = this.slots.filter((s) => s.state === 'ready' && s.queries === 0).sort((a, b) => a.worker.load - b.worker.load)[0];
      if (!waiter || !idle) return;
      idle.queries++;
      this.waiting.shift();
      waiter.grant(idle);
    }
  }

  /** Stops the worker, and so the work, when the deadline passes or the signal aborts. */
  private withDeadline<T>(slot: Slot, work: Promise<T>, deadline: Deadline): Promise<T> {
    if (!deadline.signal && deadline.at === undefined) return work;
    return new Promise<T>((resolve, reject) => {
      const stop = (error: RepositoryError) => {
        cleanup();
        this.replace(slot, error.kind === 'timeout' ? 'a request ran past its timeout' : 'its request was cancelled');
        reject(error);
      };
      const onAbort = () => stop(new RepositoryError('aborted', 'the request was cancelled'));
      const timer =
        deadline.at === undefined ? undefined : setTimeout(() => stop(timeoutError()), Math.max(0, deadline.at - Date.now()));
      const cleanup = () => {
        clearTimeout(timer);
        deadline.signal?.removeEventListener('abort', onAbort);
      };
      if (deadline.signal?.aborted) return onAbort();
      deadline.signal?.addEventListener('abort', onAbort);
      work.then(
        (value) => {
          cleanup();
          resolve(value);
        },
        (error: unknown) => {
          cleanup();
          reject(error);
        },
      );
    });
  }
}

function timeoutError(): RepositoryError {
  return new RepositoryError('timeout', 'the request ran past its time limit and was stopped');
}
