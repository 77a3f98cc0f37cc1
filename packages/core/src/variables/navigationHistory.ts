export type HistoryEntry =
  | { kind: 'variable'; key: string; value: unknown; previousValue: unknown }
  | { kind: 'tab'; tabsId: string; index: number; previousIndex: number | undefined };

/** How many steps the back menu remembers; older ones are dropped. */
export const HISTORY_LIMIT = 200;

/**
 * The back menu's (BBBackMenu) history of published values and tab selections:
 * going back undoes the last entry; with fewer than 2 entries the menu is disabled.
 */
export class NavigationHistory {
  #entries: HistoryEntry[] = [];
  readonly #listeners = new Set<() => void>();

  constructor(readonly limit = HISTORY_LIMIT) {}

  get entries(): readonly HistoryEntry[] {
    return this.#entries;
  }

  get canGoBack(): boolean {
    return this.#entries.length >= 2;
  }

  record(entry: HistoryEntry): void {
    // A new array each time, so `entries` works as a useSyncExternalStore snapshot.
    this.#entries = [...this.#entries, entry].slice(-this.limit);
    this.#notify();
  }

  /** Removes and returns the last entry, which the caller undoes; undefined when disabled. */
  back(): HistoryEntry | undefined {
    if (!this.canGoBack) return undefined;
    const last = this.#entries[this.#entries.length - 1];
    this.#entries = this.#entries.slice(0, -1);
    this.#notify();
    return last;
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #notify(): void {
    for (const listener of this.#listeners) listener();
  }
}
