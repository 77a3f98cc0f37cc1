/**
 * The global user-interaction lock: a widget may vote that user actions are
 * disabled while it loads; the lock is on while at least one vote exists.
 */
export class UserActionLock {
  readonly #votes = new Set<string>();
  readonly #listeners = new Set<() => void>();

  vote(voter: string): void {
    if (this.#votes.has(voter)) return;
    this.#votes.add(voter);
    if (this.#votes.size === 1) this.#notify();
  }

  withdraw(voter: string): void {
    if (!this.#votes.delete(voter)) return;
    if (this.#votes.size === 0) this.#notify();
  }

  isLocked = (): boolean => this.#votes.size > 0;

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #notify(): void {
    for (const listener of this.#listeners) listener();
  }
}
