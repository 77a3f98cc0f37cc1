/** Runs work later; returns a function that cancels it. Tests pass a fake one so they never sleep. */
export interface Scheduler {
  schedule(callback: () => void, delayMs: number): () => void;
}

type TimerApi = {
  setTimeout(callback: () => void, delayMs: number): unknown;
  clearTimeout(handle: unknown): void;
};

// Core is compiled without DOM or Node typings, so the host's timers are reached via globalThis.
export const systemScheduler: Scheduler = {
  schedule(callback, delayMs) {
    const timers = globalThis as unknown as TimerApi;
    const handle = timers.setTimeout(callback, delayMs);
    return () => timers.clearTimeout(handle);
  },
};
