/**
 * Passes on at most one value per interval while values keep coming (a thumb being dragged, an
 * arrow key held down): the first at once, then the latest one at the end of each interval, so
 * the last value always arrives, at most one interval late.
 */
export class Throttle<T> {
  readonly #send: (value: T) => void;
  readonly #intervalMs: number;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #waiting: { value: T } | undefined;

  constructor(send: (value: T) => void, intervalMs: number) {
    this.#send = send;
    this.#intervalMs = intervalMs;
  }

  push(value: T): void {
    if (this.#timer === undefined) {
      this.#send(value);
      this.#start();
    } else {
      this.#waiting = { value };
    }
  }

  cancel(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#waiting = undefined;
  }

  #start(): void {
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      const waiting = this.#waiting;
      this.#waiting = undefined;
      if (waiting) {
        this.#send(waiting.value);
        this.#start();
      }
    }, this.#intervalMs);
  }
}
