import { tightenBuiltinCalls } from '@grafiek/core';
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import {
  answerTooLarge,
  RepositoryError,
  type GraphMediaType,
  type LoadRequest,
  type QueryRequest,
  type QueryResponse,
  type Repository,
  type UpdateRequest,
} from '../repository.js';
import { Journal, type JournalEntry } from './journal.js';
import { Mutex } from './mutex.js';
import { EngineError, type WorkerRequest } from './oxigraphWorker.js';
import { readSnapshot, writeSnapshot } from './snapshot.js';
import { mayBeNondeterministic, pinNow } from './updateEffect.js';
import { WorkerPool, type DiskState } from './workerPool.js';

/** What an update changed, as N-Quads: answered by the worker that ran it. */
interface Effect {
  removed: string;
  added: string;
  size: number;
}

export interface EmbeddedRepositoryOptions {
  name: string;
  /** Folder holding this repository's snapshot and journal; created when missing. */
  dir: string;
  /** Worker threads answering queries, each with its own copy of the store. @default 2 */
  queryWorkers?: number;
  /** Journal size (with loaded files) past which a snapshot replaces it. @default 16 MiB */
  compactBytes?: number;
  log?: (message: string) => void;
}

/**
 * A repository held in memory by Oxigraph, made durable by a journal and snapshots in `dir`.
 * Every write takes its turn in one queue: checked by a worker, journalled and synced, then
 * acknowledged. Queries never wait for that queue.
 */
export class EmbeddedRepository implements Repository {
  readonly kind = 'embedded';
  private readonly writes = new Mutex();
  /** Held while the snapshot and journal are replaced, so no one reads them half-way. */
  private readonly disk = new Mutex();
  private closing: Promise<void> | undefined;

  private constructor(
    readonly name: string,
    private readonly dir: string,
    private readonly journal: Journal,
    private readonly pool: WorkerPool,
    private readonly compactBytes: number,
    private readonly log: (message: string) => void,
  ) {}

  static async open(options: EmbeddedRepositoryOptions): Promise<EmbeddedRepository> {
    const log = options.log ?? (() => undefined);
    await fs.mkdir(options.dir, { recursive: true });
    const snapshot = await readSnapshot(options.dir);
    const { journal } = await Journal.open(options.dir, snapshot?.seq ?? 0, log);
    // The pool asks for the disk state only once its workers start, after `repository` exists.
    const pool = new WorkerPool(options.name, () => repository.readDisk(), log);
    const repository = new EmbeddedRepository(
      options.name,
      options.dir,
      journal,
      pool,
      options.compactBytes ?? 16 * 1024 * 1024,
      log,
    );
    try {
      await pool.start(Math.max(1, options.queryWorkers ?? 2));
    } catch (error) {
      pool.close();
      await journal.close();
      throw error;
    }
    return repository;
  }

  async query(request: QueryRequest): Promise<QueryResponse> {
    // Oxigraph refuses `coalesce (` and `concat (`, which existing apps write; see core.
    const message: WorkerRequest = { type: 'query', query: tightenBuiltinCalls(request.query), format: request.mediaType };
    if (request.defaultGraphUris?.length) message.defaultGraphs = request.defaultGraphUris;
    if (request.namedGraphUris?.length) message.namedGraphs = request.namedGraphUris;
    if (request.maxAnswerBytes !== undefined) message.maxBytes = request.maxAnswerBytes;
    let answer: { body: string; engineMs: number; tooLarge?: false } | { tooLarge: true; engineMs: number };
    try {
      answer = await this.pool.query(message, { signal: request.signal, at: Date.now() + request.timeoutMs });
    } catch (error) {
      throw asRepositoryError(error, 'syntax');
    }
    if (answer.tooLarge) throw answerTooLarge(request.maxAnswerBytes!);
    return { mediaType: request.mediaType, body: answer.body, engineMs: answer.engineMs };
  }

  async update(request: UpdateRequest): Promise<void> {
    const deadline = { signal: request.signal, at: Date.now() + request.timeoutMs };
    await this.write(async () => {
      if (request.signal.aborted) throw new RepositoryError('aborted', 'the update was cancelled');
      const update = pinNow(tightenBuiltinCalls(request.update), new Date());
      if (!mayBeNondeterministic(update)) {
        await this.pool.write({ type: 'update', update }, () => this.journal.appendUpdate(update), deadline);
        return;
      }
      // Run once; its effect, with the first worker's blank node ids, is what the journal keeps and
      // the other workers apply, so every copy and every replay holds the same quads.
      await this.pool.write<Effect>(
        { type: 'update', update, effect: true },
        (effect) => this.journal.appendEffect(effect),
        deadline,
        ({ removed, added }) => ({ type: 'effect', removed, added }),
      );
    }, 'syntax');
  }

  async load(request: LoadRequest): Promise<{ quads: number }> {
    const data = typeof request.data === 'string' ? Buffer.from(request.data) : request.data;
    return this.loadData(data, data, request.mediaType, request.graph, request.baseIri);
  }

  /** Loads a file by path; the journal keeps a copy of the file rather than re-encoding it. */
  async loadFile(path: string, mediaType: GraphMediaType, graph?: string, baseIri?: string): Promise<{ quads: number }> {
    return this.loadData(await fs.readFile(path), { path }, mediaType, graph, baseIri);
  }

  async size(): Promise<number> {
    return this.pool.size;
  }

  /** Writes a snapshot so the next start does not replay the journal, then stops the workers. */
  close(): Promise<void> {
    this.closing ??= this.writes.run(async () => {
      try {
        if (this.journal.bytes > 0) await this.compact();
      } catch (error) {
        this.log(`repository ${this.name}: no snapshot on close (${(error as Error).message}); the journal still holds every write`);
      } finally {
        this.pool.close();
        await this.journal.close();
      }
    });
    return this.closing;
  }

  private async loadData(
    data: Uint8Array,
    source: Uint8Array | { path: string },
    mediaType: GraphMediaType,
    graph: string | undefined,
    baseIri: string | undefined,
  ): Promise<{ quads: number }> {
    // Blank nodes of the file get ids from this salt, journalled with the load (see the worker).
    const blankNodeSalt = randomBytes(12).toString('hex');
    const meta = { format: mediaType, ...(graph ? { graph } : {}), ...(baseIri ? { baseIri } : {}), blankNodeSalt };
    return this.write(async () => {
      const { quads } = await this.pool.write<{ quads: number; size: number }>({ type: 'load', data, ...meta }, () =>
        this.journal.appendLoad(source, meta),
      );
      return { quads };
    }, 'data');
  }

  private write<T>(task: () => Promise<T>, engineErrorKind: RepositoryError['kind']): Promise<T> {
    if (this.closing) return Promise.reject(new RepositoryError('unavailable', `repository ${this.name} is closed`));
    return this.writes.run(async () => {
      let result: T;
      try {
        result = await task();
      } catch (error) {
        throw asRepositoryError(error, engineErrorKind);
      }
      if (this.journal.bytes > this.compactBytes) {
        // The write is already durable; a failed snapshot only means a longer journal.
        await this.compact().catch((error: unknown) =>
          this.log(`repository ${this.name}: snapshot failed (${(error as Error).message}); will retry after the next write`),
        );
      }
      return result;
    });
  }

  /** Runs inside the write queue, so the dump holds exactly the writes up to `journal.lastSeq`. */
  private async compact(): Promise<void> {
    const seq = this.journal.lastSeq;
    const started = Date.now();
    const nquads = await this.pool.dump();
    await this.disk.run(async () => {
      await writeSnapshot(this.dir, seq, nquads);
      await this.journal.clear();
    });
    this.log(`repository ${this.name}: snapshot at sequence ${seq} (${nquads.byteLength} bytes) in ${Date.now() - started} ms`);
  }

  /** Snapshot plus journal, as messages a new worker replays. */
  private readDisk(): Promise<DiskState> {
    return this.disk.run(async () => {
      const snapshot = await readSnapshot(this.dir);
      const messages: WorkerRequest[] = [];
      // The dump names blank nodes by their ids; every worker must get those same ids back.
      if (snapshot) messages.push({ type: 'load', data: snapshot.data, format: 'application/n-quads', keepBlankNodes: true });
      let seq = snapshot?.seq ?? 0;
      for (const entry of await this.journal.entriesAfter(seq)) {
        messages.push(await this.replayMessage(entry));
        seq = entry.seq;
      }
      return { seq, messages };
    });
  }

  private async replayMessage(entry: JournalEntry): Promise<WorkerRequest> {
    if (entry.kind === 'update') return { type: 'update', update: entry.update };
    if (entry.kind === 'effect') return { type: 'effect', removed: entry.removed, added: entry.added };
    const { seq: _seq, kind: _kind, ...meta } = entry;
    return { type: 'load', data: await fs.readFile(this.journal.loadPath(entry.seq)), ...meta };
  }
}

export function openEmbeddedRepository(options: EmbeddedRepositoryOptions): Promise<EmbeddedRepository> {
  return EmbeddedRepository.open(options);
}

/** Engine messages go to the person as they are: Oxigraph's say where the error is. */
function asRepositoryError(error: unknown, engineErrorKind: RepositoryError['kind']): Error {
  if (error instanceof RepositoryError) return error;
  if (error instanceof EngineError) return new RepositoryError(engineErrorKind, error.message);
  return new RepositoryError('unavailable', (error as Error).message ?? String(error));
}
