/** Where the store reports problems it handles itself (cycles, failing listeners). */
export interface Logger {
  error(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
}

type ConsoleApi = { error(...args: unknown[]): void; warn(...args: unknown[]): void };

// Reached via globalThis because core is compiled without DOM or Node typings.
export const consoleLogger: Logger = {
  error: (message, detail) => (globalThis as unknown as { console: ConsoleApi }).console.error(message, ...(detail === undefined ? [] : [detail])),
  warn: (message, detail) => (globalThis as unknown as { console: ConsoleApi }).console.warn(message, ...(detail === undefined ? [] : [detail])),
};
