import { HttpError } from '../http/httpError.js';

/**
 * Fair use of the engines per client. An app fires a query per widget at once, so a client may
 * run several queries side by side; past that its queries wait their turn (in order), and past a
 * bounded queue they are refused with 429. One client's burst of heavy queries then waits behind
 * itself instead of holding every engine worker while other people's queries starve.
 */
export class ClientGate {
  readonly #running = new Map<string, number>();
  readonly #waiting = new Map<string, (() => void)[]>();

  /**
   * @param concurrent queries one client runs at the same time
   * @param queued queries one client may have waiting beyond those
   */
  constructor(
    readonly concurrent: number,
    readonly queued: number,
  ) {}

  /** Runs `work` once the client has a free place; a request cancelled while waiting never runs. */
  async run<T>(client: string, signal: AbortSignal, work: () => Promise<T>): Promise<T> {
    await this.#enter(client, signal);
    try {
      return await work();
    } finally {
      this.#leave(client);
    }
  }

  /** Queries running and waiting for a client (for tests and logs). */
  load(client: string): { running: number; waiting: number } {
    return { running: this.#running.get(client) ?? 0, waiting: this.#waiting.get(client)?.length ?? 0 };
  }

  #enter(client: string, signal: AbortSignal): Promise<void> {
    if (signal.aborted) return Promise.reject(new HttpError(499, 'The request was cancelled.'));
    const running = this.#running.get(client) ?? 0;
    if (running < this.concurrent) {
      this.#running.set(client, running + 1);
      return Promise.resolve();
    }
    const queue = this.#waiting.get(client) ?? [];
    if (queue.length >= this.queued) {
      return Promise.reject(
        new HttpError(429, `Too many queries at once from this client: ${this.concurrent} run and ${this.queued} wait; try again when earlier ones have answered.`),
      );
    }
    this.#waiting.set(client, queue);
    return new Promise<void>((resolve, reject) => {
      const start = () => {
        signal.removeEventListener('abort', cancel);
        resolve();
      };
      const cancel = () => {
        const at = queue.indexOf(start);
        if (at >= 0) queue.splice(at, 1);
        if (!queue.length) this.#waiting.delete(client);
        reject(new HttpError(499, 'The request was cancelled.'));
      };
      signal.addEventListener('abort', cancel, { once: true });
      queue.push(start);
    });
  }

  #leave(client: string): void {
    const queue = this.#waiting.get(client);
    const next = queue?.shift();
    if (queue && !queue.length) this.#waiting.delete(client);
    // The place passes straight to the next in line, so the count stays as it is.
    if (next) return next();
    const running = (this.#running.get(client) ?? 1) - 1;
    if (running > 0) this.#running.set(client, running);
    else this.#running.delete(client);
  }
}
