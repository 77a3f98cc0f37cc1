import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { cp, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PlatformApi } from './platformApi.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const serverMain = path.join(repoRoot, 'packages', 'server', 'dist', 'main.js');
const webDir = path.join(repoRoot, 'packages', 'web', 'dist');

export const ADMIN_EMAIL = 'admin@grafiek.test';
export const ADMIN_PASSWORD = 'e2e-Admin-password-1';

export interface StartedServer {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string;
  dataDir: string;
  /** An API client that is not logged in. */
  api: PlatformApi;
  /** An API client logged in as the first superadmin. */
  admin: PlatformApi;
  /** Everything the server printed, for failure messages. */
  logs: () => string;
  /**
   * Stops the server process and starts it again on the same data folder, port and token secret,
   * as an operator's restart does: clients, pages and tokens stay valid.
   */
  restart: () => Promise<void>;
  stop: () => Promise<void>;
}

export interface StartOptions {
  /** Extra environment, e.g. GRAFIEK_DELETE_ADMINS. */
  env?: Record<string, string>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, logs: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with code ${child.exitCode} before it was ready:\n${logs()}`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`The server did not answer /api/health within ${timeoutMs} ms:\n${logs()}`);
}

/** A running server process on a data folder; `stop` leaves the folder. */
interface Launched {
  url: string;
  child: ChildProcess;
  logs: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts the server on a free port. Test files run side by side, so another file's server can take
 * the port between the probe and the listen: then the start is tried again on another port.
 */
async function launch(dataDir: string, env: Record<string, string> = {}, port?: number): Promise<Launched> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await launchOnce(dataDir, env, port);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof PortTaken)) throw error;
    }
  }
}

class PortTaken extends Error {}

/** On a free port, or on `fixedPort` (a restart; another process may not have taken it). */
async function launchOnce(dataDir: string, env: Record<string, string>, fixedPort?: number): Promise<Launched> {
  const port = fixedPort ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  let output = '';
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
      GRAFIEK_JWT_SECRET: randomBytes(32).toString('hex'),
      // Tests log in far more often than people do.
      GRAFIEK_LOGIN_RATE_LIMIT: '10000',
      GRAFIEK_LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const logs = () => output;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
  };
  try {
    // Generous: a first start also seeds the demo graph, and test machines are often busy.
    await waitForHealth(url, child, logs, 150_000);
  } catch (error) {
    await stop();
    throw /EADDRINUSE/.test(logs()) ? new PortTaken(`port ${port} was taken`) : error;
  }
  return { url, child, logs, stop };
}

/** Which build of the server a seeded folder belongs to: the names, sizes and times of its files. */
function serverBuildKey(): string {
  const hash = createHash('sha256');
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else {
        const { size, mtimeMs } = statSync(file);
        hash.update(`${file}:${size}:${mtimeMs}\n`);
      }
    }
  };
  visit(path.dirname(serverMain));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A data folder seeded by a first start (the superadmin and the demo graph), made once per build
 * of the server and copied for each test file: the seeding is most of a first start, which every
 * test file would otherwise wait for. Not with DATABASE_URL, whose database a folder does not hold.
 */
async function seededFolder(): Promise<string | undefined> {
  if (process.env.DATABASE_URL) return undefined;
  const folder = path.join(tmpdir(), `grafiek-e2e-seeded-${serverBuildKey()}`);
  if (existsSync(path.join(folder, SEEDED_MARK))) return folder;
  const making = await mkdtemp(path.join(tmpdir(), 'grafiek-e2e-seeding-'));
  const server = await launch(making);
  await server.stop();
  await writeFile(path.join(making, SEEDED_MARK), new Date().toISOString());
  try {
    await rename(making, folder);
  } catch {
    // Another test file made it meanwhile: theirs serves as well.
    await rm(making, { recursive: true, force: true });
  }
  return folder;
}
const SEEDED_MARK = '.e2e-seeded';

/**
 * Starts the built server (packages/server/dist) with a fresh data folder, so that every test
 * file begins from an empty platform with one superadmin (and the demo graph, copied from a
 * folder seeded once).
 */
export async function startServer(options: StartOptions = {}): Promise<StartedServer> {
  if (!existsSync(serverMain)) {
    throw new Error(`${serverMain} does not exist: build first (npm run build).`);
  }
  if (!existsSync(path.join(webDir, 'index.html'))) {
    throw new Error(`${webDir}/index.html does not exist: build the web app first (npm run build -w packages/web).`);
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'grafiek-e2e-'));
  const seeded = await seededFolder();
  if (seeded) await cp(seeded, dataDir, { recursive: true, filter: (source) => path.basename(source) !== SEEDED_MARK });
  // One token secret for the folder's life, so that a restart keeps everyone logged in.
  const env = { GRAFIEK_JWT_SECRET: randomBytes(32).toString('hex'), ...options.env };
  let server = await launch(dataDir, env).catch(async (error: unknown) => {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  let earlierLogs = '';
  const logs = () => earlierLogs + server.logs();
  const restart = async () => {
    await server.stop();
    earlierLogs += `${server.logs()}\n--- restart ---\n`;
    server = await launch(dataDir, env, Number(new URL(server.url).port));
  };
  const stop = async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const api = new PlatformApi(server.url);
    const admin = await api.loginAs(ADMIN_EMAIL, ADMIN_PASSWORD);
    return { url: server.url, dataDir, api, admin, logs, restart, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
