import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const coreSource = fileURLToPath(new URL('./packages/core/src/index.ts', import.meta.url));

// Tests import @grafiek/core from source, so no build is needed before `vitest`.
const alias = { '@grafiek/core': coreSource };

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one worker on CI's two cores. Two
    // workers run two test files at a time, browser test files too: a browser test spends much of
    // its time waiting (for a page, a query, a debounce), which the other file's work fills.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: { name: 'core', include: ['packages/core/src/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          // Some files start a database, a server and an OpenID provider before their tests; on a
          // busy machine that took over a minute once.
          hookTimeout: 120_000,
        },
      },
      {
        // The web app's pure modules (no DOM): settings readers, layout and selection logic, paths.
        // Vite resolves what they import as in the app, so Vite-only imports do not break them: a
        // CSS module is not compiled but gives a stable class name for any name (`_paper_<hash>`),
        // `import.meta.env` is defined (vi.stubEnv sets it), `?url` imports are paths.
        resolve: { alias },
        test: { name: 'web', include: ['packages/web/src/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        // The standing hostile-input suite (issue #12): one built server, a corpus of hostile
        // requests, a health probe throughout. `npm test` runs it on its own, after the others, so
        // that the probe measures the server and not the browser tests beside it.
        resolve: { alias },
        test: {
          name: 'hostile',
          include: ['hostile/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
