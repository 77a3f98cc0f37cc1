/**
 * Log queues throw when over 1337 pending entries: a runaway loop of publishes then fails loudly
 * instead of growing without end. The number is the limit of the product existing apps come from.
 */
export const EVENT_LOG_LIMIT = 1337;

export type AppEvent =
  | { type: 'app-variable-update'; key: string; oldValue: unknown; newValue: unknown; timestamp: number }
  | { type: 'sparql-request'; templateId: string; request: unknown; response: unknown; timestamp: number }
  | { type: 'rule-execution'; tag: string; params: unknown; timestamp: number };

export type AppEventType = AppEvent['type'];

const EVENT_TYPES: ReadonlySet<string> = new Set<AppEventType>(['app-variable-update', 'sparql-request', 'rule-execution']);

/**
 * The queue behind the Event Logs dialog. It records only while started (the dialog lists events
 * "since activating edit-mode"), and the dialog drains it. A reader that stops draining must
 * not make the app grow without bound, so the queue refuses entries over its limit.
 */
export class EventLog {
  #pending: AppEvent[] = [];
  #recording = false;
  readonly #listeners = new Set<() => void>();

  constructor(readonly limit = EVENT_LOG_LIMIT) {}

  get recording(): boolean {
    return this.#recording;
  }

  get pending(): number {
    return this.#pending.length;
  }

  start(): void {
    this.#recording = true;
  }

  stop(): void {
    this.#recording = false;
    this.#pending = [];
  }

  /** Adds an event while recording; throws on an unknown type or a full queue. */
  enqueue(event: AppEvent): void {
    if (!EVENT_TYPES.has(event.type)) throw new Error(`Unknown event type: ${String(event.type)}`);
    if (!this.#recording) return;
    if (this.#pending.length >= this.limit) {
      throw new Error(`Event log queue is over ${this.limit} pending entries; events are not being read`);
    }
    this.#pending.push(event);
    for (const listener of this.#listeners) listener();
  }

  /** Takes every pending event, oldest first. */
  drain(): AppEvent[] {
    const events = this.#pending;
    this.#pending = [];
    return events;
  }

  /** Called after each enqueued event. */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
