import { RESET_VALUE } from '../model/resetValue.js';
import { systemClock, type Clock } from './clock.js';
import { EventLog, type AppEvent } from './eventLog.js';
import { isEmptyValue } from './isEmptyValue.js';
import { consoleLogger, type Logger } from './logger.js';
import { NavigationHistory } from './navigationHistory.js';
import { systemScheduler, type Scheduler } from './scheduler.js';
import { scheduleTimestampParameters } from './timestampParameters.js';

export type VariableSnapshot = Readonly<Record<string, unknown>>;

export interface VariableStoreOptions {
  /** Initial values, such as the app's parameterValues and variables read from the URL. */
  initialValues?: Readonly<Record<string, unknown>>;
  clock?: Clock;
  scheduler?: Scheduler;
  logger?: Logger;
  /**
   * How often a key may be re-published by its own cascade (a listener of its publish, or theirs,
   * publishing it again) before that counts as a cycle and is stopped.
   */
  maxCycleRepeats?: number;
  events?: EventLog;
  history?: NavigationHistory;
}

export const DEFAULT_MAX_CYCLE_REPEATS = 5;

/** What became of a publish. */
export type PublishOutcome = 'published' | 'stopped-cycle';

// Tab selections share the listener index with variables under a prefix that no variable name
// can have ('#' is not allowed in placeholder names), so they never show up as app variables.
const TAB_KEY_PREFIX = '#tab:';

/**
 * One open app's variables, the only way its widgets talk to each other. Framework-free; React reads it with
 * useSyncExternalStore: `subscribe(keys, listener)` and `get(key)` or `getSnapshot()`, which
 * return the same value until a publish changes it.
 */
export class VariableStore {
  readonly events: EventLog;
  readonly history: NavigationHistory;
  readonly #values = new Map<string, unknown>();
  readonly #timestamps = new Map<string, number>();
  readonly #tabSelections = new Map<string, number>();
  readonly #listeners = new Map<string, Set<() => void>>();
  readonly #allListeners = new Set<(key: string | undefined) => void>();
  readonly #clock: Clock;
  readonly #scheduler: Scheduler;
  readonly #logger: Logger;
  readonly #maxCycleRepeats: number;
  #snapshot: VariableSnapshot | undefined;
  // The keys being published right now, outermost first: a publish made synchronously by a
  // listener runs inside its parent's publish, so a cycle shows as a key repeating here.
  readonly #cascadeChain: string[] = [];
  #cycleReported = false;

  constructor(options: VariableStoreOptions = {}) {
    this.#clock = options.clock ?? systemClock;
    this.#scheduler = options.scheduler ?? systemScheduler;
    this.#logger = options.logger ?? consoleLogger;
    this.#maxCycleRepeats = options.maxCycleRepeats ?? DEFAULT_MAX_CYCLE_REPEATS;
    this.events = options.events ?? new EventLog();
    this.history = options.history ?? new NavigationHistory();
    const now = this.#clock.now();
    for (const [key, value] of Object.entries(options.initialValues ?? {})) {
      this.#values.set(key, value);
      this.#timestamps.set(key, now);
    }
  }

  get(key: string): unknown {
    return this.#values.get(key);
  }

  /** When the key was last published, or undefined if never. */
  getTimestamp(key: string): number | undefined {
    return this.#timestamps.get(key);
  }

  /** The non-empty check on a key: a reset or blank variable has no value. */
  hasValue(key: string): boolean {
    return !isEmptyValue(this.#values.get(key));
  }

  keys(): string[] {
    return [...this.#values.keys()];
  }

  /** All variables; the same object until the next publish. */
  getSnapshot(): VariableSnapshot {
    this.#snapshot ??= Object.freeze(Object.fromEntries(this.#values));
    return this.#snapshot;
  }

  /**
   * Sets a variable, stamps it, records it for the back menu and the event log, and notifies
   * the subscribers of that key. Publishing the same value again still stamps and notifies:
   * a click on the selected row must refresh what depends on it.
   */
  publish(key: string, value: unknown, source?: string): PublishOutcome {
    return this.#publish(key, value, source, true);
  }

  /** Marks a variable as reset: it keeps the marker and counts as empty. */
  reset(key: string, source?: string): PublishOutcome {
    return this.publish(key, RESET_VALUE, source);
  }

  /**
   * Publishes the time to each timestamp parameter, 25 ms apart (at most five; more throws
   * 'too many properties to reset in search box'). Returns a cancel function.
   */
  publishTimestamps(parameters: unknown, source?: string): () => void {
    return scheduleTimestampParameters(parameters, (key, time) => this.#publish(key, time, source, false), this.#scheduler, this.#clock);
  }

  /** Calls the listener when any of the keys is published; returns the unsubscribe. */
  subscribe(keys: string | readonly string[], listener: () => void): () => void {
    const list = typeof keys === 'string' ? [keys] : [...new Set(keys)];
    for (const key of list) {
      let listeners = this.#listeners.get(key);
      if (!listeners) this.#listeners.set(key, (listeners = new Set()));
      listeners.add(listener);
    }
    return () => {
      for (const key of list) {
        const listeners = this.#listeners.get(key);
        listeners?.delete(listener);
        if (listeners?.size === 0) this.#listeners.delete(key);
      }
    };
  }

  /**
   * Calls the listener on every publish, with the variable's name (undefined when a tab was
   * selected): for the App Variables panel, URL sync and an embedding page.
   */
  subscribeAll(listener: (key: string | undefined) => void): () => void {
    this.#allListeners.add(listener);
    return () => this.#allListeners.delete(listener);
  }

  selectTab(tabsId: string, index: number): void {
    const previousIndex = this.#tabSelections.get(tabsId);
    this.#tabSelections.set(tabsId, index);
    this.history.record({ kind: 'tab', tabsId, index, previousIndex });
    this.#notify(TAB_KEY_PREFIX + tabsId);
  }

  getTabSelection(tabsId: string): number | undefined {
    return this.#tabSelections.get(tabsId);
  }

  subscribeTab(tabsId: string, listener: () => void): () => void {
    return this.subscribe(TAB_KEY_PREFIX + tabsId, listener);
  }

  /** The back menu: undoes the last history entry. False when there is nothing to go back to. */
  back(): boolean {
    const entry = this.history.back();
    if (!entry) return false;
    if (entry.kind === 'variable') {
      this.#publish(entry.key, entry.previousValue, 'back', false);
    } else {
      if (entry.previousIndex === undefined) this.#tabSelections.delete(entry.tabsId);
      else this.#tabSelections.set(entry.tabsId, entry.previousIndex);
      this.#notify(TAB_KEY_PREFIX + entry.tabsId);
    }
    return true;
  }

  /** Adds a SPARQL request or rule execution to the event log (variable updates come by themselves). */
  logEvent(event: Exclude<AppEvent, { type: 'app-variable-update' }>): void {
    this.#record(event);
  }

  #publish(key: string, value: unknown, source: string | undefined, recordHistory: boolean): PublishOutcome {
    const repeats = this.#cascadeChain.reduce((n, active) => (active === key ? n + 1 : n), 0);
    if (repeats > this.#maxCycleRepeats) {
      if (!this.#cycleReported) {
        this.#cycleReported = true;
        const chain = [...this.#cascadeChain, key].join(' → ');
        this.#logger.error(
          `Publish cycle stopped: "${key}" was re-published more than ${this.#maxCycleRepeats} times by its own cascade (${chain}). ` +
            'A widget probably publishes a variable it also subscribes to.',
          { key, source },
        );
      }
      return 'stopped-cycle';
    }
    this.#cascadeChain.push(key);
    try {
      const oldValue = this.#values.get(key);
      const timestamp = this.#clock.now();
      this.#values.set(key, value);
      this.#timestamps.set(key, timestamp);
      this.#snapshot = undefined;
      if (recordHistory) this.history.record({ kind: 'variable', key, value, previousValue: oldValue });
      this.#record({ type: 'app-variable-update', key, oldValue, newValue: value, timestamp });
      this.#notify(key);
      return 'published';
    } finally {
      this.#cascadeChain.pop();
      if (this.#cascadeChain.length === 0) this.#cycleReported = false;
    }
  }

  #record(event: AppEvent): void {
    try {
      this.events.enqueue(event);
    } catch (error) {
      // A full event log must not stop the app; the log is a debugging aid.
      this.#logger.warn('Event log entry dropped', error);
    }
  }

  #notify(key: string): void {
    // Copies, so a listener that subscribes or unsubscribes during notification is safe.
    const listeners = [...(this.#listeners.get(key) ?? []), ...this.#allListeners];
    const variable = key.startsWith(TAB_KEY_PREFIX) ? undefined : key;
    for (const listener of listeners) {
      try {
        listener(variable);
      } catch (error) {
        this.#logger.error(`A subscriber of "${key}" failed`, error);
      }
    }
  }
}
