// Starts the built server (packages/server/dist/main.js) on a fresh data folder whose
// repositories are filled before the start, the way `npm run import` fills them.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openSync, closeSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openEmbeddedRepository } from '../../packages/server/dist/repositories/embedded/embeddedRepository.js';
import { RepositoryRegistry } from '../../packages/server/dist/repositories/repositoryRegistry.js';
import { requireBuilt } from './builtPackages.mjs';
import { repoRoot, serverMain } from './paths.mjs';

export const ADMIN_EMAIL = 'admin@bench.grafiek.test';
const ADMIN_PASSWORD = `bench-${randomBytes(12).toString('hex')}`;
const JWT_SECRET = randomBytes(32).toString('hex');

/**
 * @typedef {object} RepositoryData
 * @property {string} name An embedded repository; `demo` exists from the first start.
 * @property {string} file N-Triples to load into it.
 * @property {boolean} [public] @default true
 */

/**
 * @typedef {object} BenchServer
 * @property {string} url Without a trailing slash.
 * @property {string} dataDir
 * @property {string} adminToken A superadmin's bearer token.
 * @property {{ name: string, value: string }[]} adminCookies The login cookies a browser of that superadmin
 *   holds (the session and its CSRF value), for `context.addCookies` with the server's url.
 * @property {number} firstStartMs From spawning the process to the first answered query on `demo`, on
 *   the very first start (which creates the platform database and the first superadmin).
 * @property {number | undefined} restartMs The same for a restart on that data folder, when one was made.
 * @property {() => string} logTail The last lines the server wrote, for error messages.
 * @property {() => number | undefined} pid The running server process, for its memory (/proc/{pid}/status).
 * @property {() => Promise<void>} crash Ends the server with SIGKILL (kill -9), as a crash or the OOM killer
 *   would: nothing it holds in memory is written out.
 * @property {() => Promise<{ url: string, startMs: number }>} relaunch Starts the server again on the same
 *   data folder (after `crash`), on a new port; `stop` then stops that one.
 * @property {() => Promise<void>} stop
 */

/** A port nothing listens on now, on the loopback address. */
export async function freePort() {
  return new Promise(
    /** @param {(port: number) => void} resolve @param {(error: Error) => void} reject */
    (resolve, reject) => {
      const probe = createServer();
      probe.once('error', reject);
      probe.listen(0, '127.0.0.1', () => {
        const address = probe.address();
        const port = typeof address === 'object' && address ? address.port : 0;
        probe.close(() => resolve(port));
      });
    },
  );
}

/**
 * Loads each file into its repository of `dataDir` through the server's own registry, then
 * closes them (which writes their snapshots), so the server opens them as after a restart.
 * @param {string} dataDir @param {RepositoryData[]} repositories
 */
async function fillRepositories(dataDir, repositories) {
  const registry = RepositoryRegistry.load(dataDir, openEmbeddedRepository);
  try {
    for (const repo of repositories) {
      if (!registry.definition(repo.name)) {
        await registry.put({ name: repo.name, kind: 'embedded', public: repo.public ?? true, projects: [] });
      }
      const store = await registry.get(repo.name);
      if (!store) throw new Error(`repository ${repo.name} did not open`);
      await store.load({ data: readFileSync(repo.file), mediaType: 'application/n-triples' });
    }
  } finally {
    await registry.close();
  }
}

/** @param {string} url @param {() => boolean} exited @param {() => string} logTail */
async function waitForFirstAnswer(url, exited, logTail) {
  const deadline = Date.now() + 120_000;
  const body = new URLSearchParams({ query: 'ASK { ?s ?p ?o }' });
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`the server exited before it answered:\n${logTail()}`);
    try {
      const response = await fetch(`${url}/api/sparql/demo`, { method: 'POST', body, headers: { accept: 'application/sparql-results+json' } });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the server did not answer a query on demo within 120 s:\n${logTail()}`);
}

/**
 * Starts the server on `dataDir` and waits for its first answered query on `demo`.
 * @param {string} dataDir @param {string} webDir
 */
async function launch(dataDir, webDir) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Logs go to a file: a pipe would make the benchmark process read every request line.
  const logFile = path.join(dataDir, 'server.log');
  const logFd = openSync(logFile, 'a');
  const started = performance.now();
  const child = spawn(process.execPath, [serverMain], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      GRAFIEK_DATA_DIR: dataDir,
      GRAFIEK_ADMIN_EMAIL: ADMIN_EMAIL,
      GRAFIEK_ADMIN_PASSWORD: ADMIN_PASSWORD,
      GRAFIEK_WEB_DIR: webDir,
      GRAFIEK_JWT_SECRET: JWT_SECRET,
    },
    stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd);
  const logTail = () => {
    try {
      return readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
    } catch {
      return '(no server log)';
    }
  };
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const halt = async () => {
    if (exited()) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await gone;
    clearTimeout(timer);
  };
  try {
    await waitForFirstAnswer(url, exited, logTail);
  } catch (error) {
    await halt();
    throw error;
  }
  const crash = async () => {
    if (exited()) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await gone;
  };
  return { url, startMs: performance.now() - started, logTail, halt, crash, pid: () => (exited() ? undefined : child.pid) };
}

/**
 * Fills a new data folder, starts the server once (which creates the platform database and the
 * first superadmin) and, with `restart`, stops it and starts it again: the second start is the
 * restart users wait for.
 * @param {{ repositories: RepositoryData[], webDir: string, restart: boolean, log: (message: string) => void }} options
 * @returns {Promise<BenchServer>}
 */
export async function startBenchServer(options) {
  requireBuilt('server');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'grafiek-bench-'));
  try {
    options.log(`filling ${options.repositories.map((r) => r.name).join(', ')} in ${dataDir}`);
    await fillRepositories(dataDir, options.repositories);
    const first = await launch(dataDir, options.webDir);
    options.log(`first server start: ${Math.round(first.startMs)} ms to the first answer`);
    let server = first;
    if (options.restart) {
      await first.halt();
      server = await launch(dataDir, options.webDir);
    }
    const stop = async () => {
      await server.halt();
      await rm(dataDir, { recursive: true, force: true });
    };
    try {
      const login = await fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
      });
      if (!login.ok) throw new Error(`logging in as the first superadmin answered ${login.status}: ${await login.text()}`);
      const { token } = /** @type {{ token: string }} */ (await login.json());
      const adminCookies = login.headers.getSetCookie().map((cookie) => {
        const pair = cookie.split(';')[0] ?? '';
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1) };
      });
      const restartMs = options.restart ? server.startMs : undefined;
      const relaunch = async () => {
        await server.halt();
        server = await launch(dataDir, options.webDir);
        return { url: server.url, startMs: server.startMs };
      };
      return {
        url: server.url,
        dataDir,
        adminToken: token,
        adminCookies,
        restartMs,
        firstStartMs: first.startMs,
        logTail: () => server.logTail(),
        pid: () => server.pid(),
        crash: () => server.crash(),
        relaunch,
        stop,
      };
    } catch (error) {
      await server.halt();
      throw error;
    }
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
