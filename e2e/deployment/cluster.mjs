// A deployment on this machine (docs/deploy.md): a PostgreSQL database of its own, several built
// Grafiek servers (packages/server/dist/main.js) over it on loopback ports, and HAProxy in front,
// configured from haproxy.cfg.template beside this file. Shared by the deployment test
// (deployment.test.ts) and the cluster benchmark (bench/scenarios/cluster.mjs); typed for the test
// in cluster.d.mts.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../../bench/lib/benchServer.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..', '..');
export const serverMain = path.join(repoRoot, 'packages', 'server', 'dist', 'main.js');
export const haproxyTemplate = path.join(here, 'haproxy.cfg.template');
const webDir = path.join(repoRoot, 'packages', 'web', 'dist');

/** HAProxy's program: Debian's in /usr/sbin (not on a user's PATH), else one on the PATH. */
export function findHaproxy() {
  for (const dir of ['/usr/sbin', '/usr/local/sbin', ...(process.env.PATH ?? '').split(':').filter(Boolean)]) {
    const file = path.join(dir, 'haproxy');
    if (existsSync(file)) return file;
  }
  return undefined;
}

export { freePort };

/**
 * A new database `grafiek_deploy_<random>` on the PostgreSQL of `adminUrl` (a role that may create
 * databases); `drop` removes it, closing what is still connected.
 * @param {string} adminUrl
 * @returns {Promise<{ url: string, name: string, drop: () => Promise<void> }>}
 */
export async function createDatabase(adminUrl) {
  const name = `grafiek_deploy_${randomBytes(6).toString('hex')}`;
  const run = async (/** @type {string} */ sql) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * @typedef {object} GrafiekProcess
 * @property {string} name Its GRAFIEK_SERVER_NAME.
 * @property {string} url Without a trailing slash.
 * @property {number} port
 * @property {string} dataDir
 * @property {number | undefined} pid
 * @property {() => boolean} exited
 * @property {(lines?: number) => string} logs The last lines it wrote (all of them without `lines`).
 * @property {() => Promise<void>} kill9 Ends it with SIGKILL, as a crash or the OOM killer would.
 * @property {() => Promise<void>} stop SIGTERM (SIGKILL after 10 s); the data folder is removed.
 */

/** @param {string} file @param {number | undefined} lines */
function tail(file, lines) {
  try {
    const text = readFileSync(file, 'utf8');
    return lines === undefined ? text : text.split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * @param {import('node:child_process').ChildProcess} child
 * @param {NodeJS.Signals} signal
 * @param {number} [forceAfterMs] SIGKILL when it has not exited by then
 */
async function endProcess(child, signal, forceAfterMs) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  const timer = forceAfterMs === undefined ? undefined : setTimeout(() => child.kill('SIGKILL'), forceAfterMs);
  await gone;
  clearTimeout(timer);
}

/**
 * Starts one server of the deployment on a free loopback port with a data folder of its own, and
 * waits until /api/health answers. No GRAFIEK_JWT_SECRET: the servers share the signing key
 * through the database.
 * @param {{ name: string, databaseUrl: string, adminEmail: string, adminPassword: string, env?: Record<string, string> }} options
 * @returns {Promise<GrafiekProcess>}
 */
export async function startGrafiek(options) {
  if (!existsSync(serverMain)) throw new Error(`${serverMain} does not exist: build the server first (npx tsc -b packages/server).`);
  const dataDir = await mkdtemp(path.join(tmpdir(), `grafiek-deploy-${options.name}-`));
  for (let attempt = 1; ; attempt++) {
    try {
      return await launch(options, dataDir);
    } catch (error) {
      const taken = error instanceof Error && /EADDRINUSE/.test(error.message);
      if (!taken || attempt >= 3) {
        await rm(dataDir, { recursive: true, force: true });
        throw error;
      }
    }
  }
}

/**
 * @param {{ name: string, databaseUrl: string, adminEmail: string, adminPassword: string, env?: Record<string, string> }} options
 * @param {string} dataDir
 * @returns {Promise<GrafiekProcess>}
 */
async function launch(options, dataDir) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, 'server.log');
  const fd = openSync(logFile, 'a');
  const { GRAFIEK_JWT_SECRET: _secret, ...inherited } = process.env;
  const child = spawn(process.execPath, [serverMain], {
    cwd: repoRoot,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      GRAFIEK_DATA_DIR: dataDir,
      GRAFIEK_SERVER_NAME: options.name,
      GRAFIEK_ADMIN_EMAIL: options.adminEmail,
      GRAFIEK_ADMIN_PASSWORD: options.adminPassword,
      // HAProxy runs on this machine: its X-Forwarded-For names the client.
      GRAFIEK_TRUST_PROXY: '127.0.0.1',
      GRAFIEK_WEB_DIR: webDir,
      ...options.env,
    },
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const logs = (/** @type {number | undefined} */ lines) => tail(logFile, lines);
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (exited()) throw new Error(`${options.name} exited with code ${child.exitCode} before it was ready:\n${logs(40)}`);
    try {
      if ((await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await endProcess(child, 'SIGKILL');
      throw new Error(`${options.name} did not answer /api/health within 150 s:\n${logs(40)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    name: options.name,
    url,
    port,
    dataDir,
    pid: child.pid,
    exited,
    logs,
    kill9: () => endProcess(child, 'SIGKILL'),
    stop: async () => {
      await endProcess(child, 'SIGTERM', 10_000);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * haproxy.cfg.template with the address to listen on and one `server` line per Grafiek server.
 * @param {{ bind: string, servers: { name: string, url: string }[] }} options
 */
export async function haproxyConfig({ bind, servers }) {
  const template = await readFile(haproxyTemplate, 'utf8');
  const lines = servers.map((s) => `    server ${s.name} ${new URL(s.url).host}`).join('\n');
  return template.replace(/^(\s*bind )\{\{BIND\}\}$/m, `$1${bind}`).replace(/^\{\{SERVERS\}\}$/m, lines);
}

/**
 * @typedef {object} Proxy
 * @property {string} url
 * @property {string} config The configuration it runs.
 * @property {() => string} logs What HAProxy wrote (server state changes, alerts).
 * @property {() => Promise<void>} stop
 */

/**
 * HAProxy in the foreground (-db) as a child process, on a free loopback port, in front of
 * `servers`; resolves when a request through it reaches a server.
 * @param {{ servers: { name: string, url: string }[], haproxy?: string }} options
 * @returns {Promise<Proxy>}
 */
export async function startHaproxy({ servers, haproxy = findHaproxy() }) {
  if (!haproxy) throw new Error('haproxy is not installed (apt-get install haproxy)');
  const dir = await mkdtemp(path.join(tmpdir(), 'grafiek-haproxy-'));
  const port = await freePort();
  const config = await haproxyConfig({ bind: `127.0.0.1:${port}`, servers });
  const file = path.join(dir, 'haproxy.cfg');
  await writeFile(file, config);
  let output = '';
  const child = spawn(haproxy, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const stop = async () => {
    await endProcess(child, 'SIGTERM', 5000);
    await rm(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      await rm(dir, { recursive: true, force: true });
      throw new Error(`haproxy exited with code ${child.exitCode}:\n${output}\n${config}`);
    }
    try {
      if ((await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`no answer through haproxy within 30 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, config, logs: () => output, stop };
}

/**
 * @typedef {object} Cluster
 * @property {string} databaseUrl
 * @property {GrafiekProcess[]} servers grafiek-1, grafiek-2, ...
 * @property {Proxy} proxy HAProxy in front of all of them.
 * @property {string} adminEmail
 * @property {string} adminPassword
 * @property {() => Promise<void>} stop Stops everything and drops the database.
 */

/**
 * The whole deployment: a new database, `count` servers named grafiek-1 … grafiek-N and HAProxy.
 * The first server starts alone (it creates the tables and the first superadmin, as an operator's
 * first start does), the others side by side after it.
 * @param {{ adminDatabaseUrl: string, count: number, env?: Record<string, string>, log?: (message: string) => void }} options
 * @returns {Promise<Cluster>}
 */
export async function startCluster({ adminDatabaseUrl, count, env = {}, log = () => {} }) {
  const adminEmail = 'admin@deploy.grafiek.test';
  const adminPassword = `deploy-${randomBytes(12).toString('hex')}`;
  const database = await createDatabase(adminDatabaseUrl);
  /** @type {GrafiekProcess[]} */
  const servers = [];
  /** @type {Proxy | undefined} */
  let proxy;
  const stop = async () => {
    await proxy?.stop();
    await Promise.all(servers.map((s) => s.stop()));
    await database.drop();
  };
  try {
    const start = (/** @type {number} */ n) => startGrafiek({ name: `grafiek-${n}`, databaseUrl: database.url, adminEmail, adminPassword, env });
    log(`database ${database.name}; starting grafiek-1`);
    servers.push(await start(1));
    log(`starting grafiek-2 … grafiek-${count}`);
    const rest = await Promise.allSettled(Array.from({ length: count - 1 }, (_, i) => start(i + 2)));
    for (const r of rest) if (r.status === 'fulfilled') servers.push(r.value);
    const failed = rest.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    proxy = await startHaproxy({ servers });
    log(`haproxy at ${proxy.url} in front of ${servers.map((s) => `${s.name} (${s.url})`).join(', ')}`);
    return { databaseUrl: database.url, servers, proxy, adminEmail, adminPassword, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
