// Issue #19, "Tested as a deployment": three built Grafiek servers over one PostgreSQL database and
// Virtuoso (a remote repository), HAProxy in front (haproxy.cfg.template, as docs/deploy.md shows).
// What one server does, the others see at once: logins, repositories, apps, writes (the query
// cache of every server is cleared), uploads. Then 100 simulated viewers for 30 s through HAProxy
// while one server is killed with SIGKILL halfway.
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiCallError, PlatformApi } from '../harness/platformApi.js';
import { findHaproxy, haproxyTemplate, startCluster, type Cluster, type GrafiekProcess } from './cluster.mjs';

const adminDatabaseUrl = process.env.TEST_DATABASE_URL;
const virtuoso = process.env.TEST_VIRTUOSO_URL;
const missing = [
  !adminDatabaseUrl && 'TEST_DATABASE_URL is not set',
  !virtuoso && 'TEST_VIRTUOSO_URL is not set',
  !findHaproxy() && 'haproxy is not installed (/usr/sbin/haproxy)',
].filter((reason): reason is string => typeof reason === 'string');
const skip = missing.length > 0 && !process.env.CI;
if (skip) console.warn(`Deployment test skipped: ${missing.join('; ')} (CI sets them; see .ci/run).`);

const REPO = 'store';
const run = randomUUID();
const graph = `urn:grafiek:deploy:${run}`;
const P = 'urn:grafiek:deploy:';

interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

async function call(url: string, init: RequestInit & { token?: string } = {}): Promise<Answer> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const response = await fetch(url, { ...init, headers, signal: AbortSignal.timeout(60_000) });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const sparqlGet = (base: string, query: string, token?: string) =>
  call(`${base}/api/sparql/${REPO}?query=${encodeURIComponent(query)}`, { token, headers: { accept: 'application/sparql-results+json' } });

const sparqlUpdate = (base: string, update: string, token: string) =>
  call(`${base}/api/sparql/${REPO}`, { method: 'POST', token, body: new URLSearchParams({ update }) });

/** The values of the first variable of a SPARQL JSON answer. */
function values(answer: Answer): string[] {
  if (answer.status !== 200) return [`(status ${answer.status}: ${answer.text.slice(0, 300)})`];
  const json = JSON.parse(answer.text) as { head: { vars: string[] }; results: { bindings: Record<string, { value: string }>[] } };
  const name = json.head.vars[0]!;
  return json.results.bindings.map((b) => b[name]?.value ?? '').sort();
}

const messageOf = (answer: Answer) => {
  try {
    return String((JSON.parse(answer.text) as { message?: unknown }).message ?? answer.text);
  } catch {
    return answer.text;
  }
};

describe.skipIf(skip)('three servers over one PostgreSQL and Virtuoso, behind HAProxy', () => {
  let cluster: Cluster;
  let s1: GrafiekProcess, s2: GrafiekProcess, s3: GrafiekProcess;
  /** A superadmin's token, from a login through grafiek-1 only. */
  let token: string;
  let anyFailed = false;

  beforeAll(async () => {
    if (missing.length) throw new Error(`CI requires the deployment test's services: ${missing.join('; ')}`);
    cluster = await startCluster({ adminDatabaseUrl: adminDatabaseUrl!, count: 3, env: { GRAFIEK_LOG_LEVEL: 'warn' } });
    [s1, s2, s3] = cluster.servers as [GrafiekProcess, GrafiekProcess, GrafiekProcess];
  }, 300_000);

  beforeEach(({ onTestFailed }) =>
    onTestFailed(() => {
      anyFailed = true;
    }),
  );

  afterAll(async () => {
    if (!cluster) return;
    if (anyFailed) {
      // Every server's log and HAProxy's, kept for the failure's explanation (the data folders go).
      const logFile = path.join(tmpdir(), `grafiek-deployment-${run}.log`);
      const logs = [...cluster.servers.map((s) => `===== ${s.name} (${s.url})\n${s.logs()}`), `===== haproxy (${cluster.proxy.url})\n${cluster.proxy.logs()}`];
      writeFileSync(logFile, logs.join('\n'));
      console.error(`Deployment test failed; the servers' and HAProxy's logs: ${logFile}\n${cluster.servers.map((s) => `--- ${s.name}\n${s.logs(30)}`).join('\n')}`);
    }
    await fetch(virtuoso!, { method: 'POST', body: new URLSearchParams({ update: `DROP SILENT GRAPH <${graph}>` }) }).catch(() => undefined);
    await cluster.stop();
  }, 60_000);

  it('shares logins, repositories and apps: what one server does, the others know', async () => {
    // docs/deploy.md shows operators the configuration this test runs, word for word.
    const guide = readFileSync(new URL('../../docs/deploy.md', import.meta.url), 'utf8');
    expect.soft(guide, 'docs/deploy.md quotes e2e/deployment/haproxy.cfg.template').toContain(readFileSync(haproxyTemplate, 'utf8'));

    // A login through one server; its token works on the others and through the proxy.
    const admin = await new PlatformApi(s1.url).loginAs(cluster.adminEmail, cluster.adminPassword);
    token = admin.token!;
    for (const base of [s2.url, s3.url, cluster.proxy.url]) {
      const me = await call(`${base}/api/me`, { token });
      expect.soft(me.status, `GET /api/me on ${base} with grafiek-1's token: ${me.text.slice(0, 200)}`).toBe(200);
      if (me.status === 200) expect.soft(JSON.parse(me.text).email).toBe(cluster.adminEmail);
    }

    // A remote repository on Virtuoso declared through grafiek-2 is there on the others.
    const declared = await call(`${s2.url}/api/repositories/${REPO}`, {
      method: 'PUT',
      token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: REPO, kind: 'remote', queryUrl: virtuoso, public: true, projects: [] }),
    });
    expect(declared.status, declared.text).toBe(200);
    await sparqlUpdate(s2.url, `INSERT DATA { GRAPH <${graph}> { <${P}probe> <${P}value> "v0" } }`, token);
    for (const server of [s1, s3]) {
      const listed = await call(`${server.url}/api/repositories`, { token });
      expect.soft(listed.status).toBe(200);
      expect.soft(listed.text, `GET /api/repositories on ${server.name}`).toContain(`"name":"${REPO}"`);
      const read = await sparqlGet(server.url, `SELECT ?v WHERE { GRAPH <${graph}> { <${P}probe> <${P}value> ?v } } # nocache`, token);
      expect.soft(values(read), `a query on ${REPO} through ${server.name}`).toEqual(['v0']);
    }

    // An embedded repository lives on one server's disk: the others say which server that is.
    const local = `local-${run.slice(0, 8)}`;
    const embedded = await call(`${s2.url}/api/repositories/${local}`, {
      method: 'PUT',
      token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: local, kind: 'embedded', public: true, projects: [] }),
    });
    expect.soft(embedded.status, embedded.text).toBe(200);
    const home = await call(`${s2.url}/api/sparql/${local}?query=${encodeURIComponent('ASK {}')}`);
    expect.soft(home.status, `ASK on ${local} through its own server: ${home.text.slice(0, 200)}`).toBe(200);
    const elsewhere = await call(`${s3.url}/api/sparql/${local}?query=${encodeURIComponent('ASK {}')}`);
    expect.soft(elsewhere.status, `ASK on ${local} (grafiek-2's) through grafiek-3`).toBeGreaterThanOrEqual(400);
    expect.soft(messageOf(elsewhere)).toContain('grafiek-2');

    // An app saved through one server; a save through another with the old version is refused.
    const projectPath = `deploy-${run.slice(0, 8)}`;
    await admin.createProject('Deployment', projectPath);
    const created = await admin.createApp(projectPath, { path: 'board', title: 'Board' });
    const appUrl = (base: string) => `${base}/api/projects/${projectPath}/viewers/board`;
    const save = (base: string, version: number, title: string) =>
      call(appUrl(base), { method: 'PUT', token, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: 'board', title, version }) });
    const saved = await save(s2.url, created.version, 'Board, second edition');
    expect.soft(saved.status, `save through grafiek-2: ${saved.text.slice(0, 200)}`).toBe(200);
    const stale = await save(s3.url, created.version, 'Board, stale edition');
    expect.soft(stale.status, `stale save through grafiek-3: ${stale.text.slice(0, 200)}`).toBe(409);
    if (stale.status === 409) {
      const current = (JSON.parse(stale.text) as { current: { version: number; title: string } }).current;
      expect.soft(current).toMatchObject({ version: created.version + 1, title: 'Board, second edition' });
    }
    const shown = await new PlatformApi(s1.url, token).getApp(projectPath, 'board').catch((error: unknown) => error);
    expect.soft(shown instanceof ApiCallError ? shown.message : (shown as { title: string }).title).toBe('Board, second edition');
  }, 120_000);

  it("clears every server's query cache on a write, and serves an upload from any server", async () => {
    expect(token, 'the first test logs in').toBeTruthy();
    const query = `SELECT ?v WHERE { GRAPH <${graph}> { <${P}probe> <${P}value> ?v } } ORDER BY ?v`;
    // Every server answers once and keeps that answer: the second read is a cache hit.
    for (const server of cluster.servers) {
      await sparqlGet(server.url, query, token);
      const cached = await sparqlGet(server.url, query, token);
      expect.soft(cached.headers.get('x-grafiek-cache'), `the repeated read on ${server.name}`).toBe('hit');
      expect.soft(values(cached), `the old answer on ${server.name}`).toEqual(['v0']);
    }
    // A write through grafiek-1; once it is acknowledged, every server answers the new data.
    const written = await sparqlUpdate(s1.url, `INSERT DATA { GRAPH <${graph}> { <${P}probe> <${P}value> "v1" } }`, token);
    expect(written.status, written.text).toBe(204);
    const after = await Promise.all(cluster.servers.map((server) => sparqlGet(server.url, query, token)));
    cluster.servers.forEach((server, i) => {
      expect.soft(values(after[i]!), `the read on ${server.name} right after the write through grafiek-1`).toEqual(['v0', 'v1']);
      expect.soft(after[i]!.headers.get('x-grafiek-cache'), `the read on ${server.name} after the write`).toBe('miss');
    });

    // A file kept through grafiek-1 is downloaded through grafiek-2 and grafiek-3.
    const content = `Notes of run ${run}\n`;
    const form = new FormData();
    form.append('command', 'uploadAnyFile');
    form.append('file', new Blob([content], { type: 'text/plain' }), 'notes.txt');
    const uploaded = await call(`${s1.url}/api/upload/${REPO}`, { method: 'POST', token, body: form });
    expect(uploaded.status, uploaded.text).toBe(200);
    const fileUrl = new URL((JSON.parse(uploaded.text) as { fileUrl: string }).fileUrl);
    for (const server of [s2, s3]) {
      const downloaded = await call(`${server.url}${fileUrl.pathname}`, { token });
      expect.soft(downloaded.status, `download through ${server.name}: ${downloaded.text.slice(0, 200)}`).toBe(200);
      expect.soft(downloaded.text).toBe(content);
    }
  }, 120_000);

  it('keeps 100 viewers served while a server is killed, and loses no acknowledged write', async () => {
    expect(token, 'the first test logs in').toBeTruthy();
    const load = await simulateViewers({ proxyUrl: cluster.proxy.url, token, victim: s3, viewers: 100, seconds: 30, killAtSeconds: 15 });
    const survivors = [s1.name, s2.name];
    const errors = load.requests.filter((r) => !r.ok);
    const inFlight = (r: RequestRecord) => r.start <= load.killedAt && r.end >= load.killStartedAt;
    const summary = {
      requests: load.requests.length,
      perSecond: Math.round(load.requests.length / 30),
      cachedHits: load.requests.filter((r) => r.cache === 'hit').length,
      acknowledgedWrites: load.acknowledged.length,
      errors: errors.length,
      errorsInFlightAtTheKill: errors.filter(inFlight).length,
      slowGets: load.requests.filter((r) => r.kind === 'slow-get').map((r) => `${r.status} ${r.servedBy ?? ''}`),
      slowPosts: load.requests.filter((r) => r.kind === 'slow-post').map((r) => `${r.status} ${r.servedBy ?? ''}`),
      errorExamples: errors.slice(0, 5).map((e) => `${e.kind} ${e.status} ${e.servedBy ?? ''} ${e.detail}`),
      answeredBeforeTheKill: Object.fromEntries(cluster.servers.map((s) => [s.name, load.requests.filter((r) => r.ok && r.end < load.killStartedAt && r.servedBy === s.name).length])),
      answeredAfterTheKill: Object.fromEntries(cluster.servers.map((s) => [s.name, load.requests.filter((r) => r.ok && r.start > load.killedAt && r.servedBy === s.name).length])),
    };
    console.log(`Deployment load: ${JSON.stringify(summary)}`);

    // Every acknowledged write is in the store (asked of Virtuoso itself).
    const stored = new Set(
      values(
        await call(virtuoso!, {
          method: 'POST',
          headers: { accept: 'application/sparql-results+json' },
          body: new URLSearchParams({ query: `SELECT ?id WHERE { GRAPH <${graph}> { ?s <${P}written> ?id } }` }),
        }),
      ),
    );
    expect(load.acknowledged.length).toBeGreaterThan(0);
    expect(load.acknowledged.filter((id) => !stored.has(id)), 'acknowledged writes missing from the store').toEqual([]);
    // A GET the killed server was working on was answered by another server (HAProxy's retry).
    expect(load.requests.filter((r) => r.kind === 'slow-get' && !r.ok).map((e) => `${e.status} ${e.servedBy ?? ''} ${e.detail}`), 'slow GETs in flight at the kill').toEqual([]);
    // Errors only for requests that were in flight on the killed server.
    expect(errors.filter((r) => !inFlight(r)).map((e) => `${e.kind} ${e.status} ${e.servedBy ?? ''} ${e.detail}`), 'errors other than requests in flight at the kill').toEqual([]);
    expect(errors.filter((r) => r.servedBy !== undefined && r.servedBy !== s3.name).map((e) => `${e.servedBy}: ${e.kind} ${e.status}`)).toEqual([]);
    // The killed server had its share before; the others kept answering, through the proxy and directly.
    expect(summary.answeredBeforeTheKill[s3.name], `answers from ${s3.name} before the kill`).toBeGreaterThan(0);
    expect(summary.answeredAfterTheKill[s3.name], `answers from ${s3.name} after the kill`).toBe(0);
    for (const name of survivors) expect(summary.answeredAfterTheKill[name], `answers from ${name} after the kill`).toBeGreaterThan(0);
    for (const server of [s1, s2]) expect((await call(`${server.url}/api/health`)).status).toBe(200);
  }, 150_000);
});

interface RequestRecord {
  /** `slow-get`, `slow-post`: a query held 4 s by the server (its test marker), sent just before the kill. */
  kind: 'cached' | 'uncached' | 'write' | 'slow-get' | 'slow-post';
  /** ms (performance.now) */
  start: number;
  end: number;
  ok: boolean;
  status: number;
  /** HAProxy's X-Served-By: the server that answered or failed. */
  servedBy: string | undefined;
  cache: string | undefined;
  detail: string;
}

/** One keep-alive client per viewer, from a loopback address of its own (X-Forwarded-For tells the servers). */
function viewerClient(baseUrl: string, localAddress: string) {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 6, localAddress });
  const request = (method: string, requestPath: string, headers: Record<string, string>, body?: string) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const req = http.request({ host: base.hostname, port: base.port, method, path: requestPath, headers, agent, timeout: 60_000 }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      });
      req.on('timeout', () => req.destroy(new Error('no answer within 60 s')));
      req.on('error', reject);
      req.end(body);
    });
  return { request, close: () => agent.destroy() };
}

/**
 * `viewers` loops through the proxy for `seconds`: most read the same query (cached), some a
 * query marked nocache (to Virtuoso each time); ten of them also write a unique value each, which
 * counts as acknowledged when the answer is 204. At `killAtSeconds` the victim gets SIGKILL.
 */
async function simulateViewers(options: { proxyUrl: string; token: string; victim: GrafiekProcess; viewers: number; seconds: number; killAtSeconds: number }) {
  const requests: RequestRecord[] = [];
  const acknowledged: string[] = [];
  const started = performance.now();
  const endAt = started + options.seconds * 1000;
  const countQuery = `SELECT (COUNT(*) AS ?n) WHERE { GRAPH <${graph}> { ?s <${P}written> ?id } }`;
  const sparqlPath = `/api/sparql/${REPO}`;
  const accept = 'application/sparql-results+json';

  const viewer = async (i: number) => {
    const client = viewerClient(options.proxyUrl, `127.0.${1 + Math.floor(i / 250)}.${2 + (i % 250)}`);
    const writer = i < 10;
    let n = 0;
    try {
      while (performance.now() < endAt) {
        n++;
        const roll = Math.random();
        const kind: RequestRecord['kind'] = writer && n % 3 === 0 ? 'write' : roll < 0.75 ? 'cached' : 'uncached';
        const id = `${run}-${i}-${n}`;
        const start = performance.now();
        const record: RequestRecord = { kind, start, end: start, ok: false, status: 0, servedBy: undefined, cache: undefined, detail: '' };
        try {
          const answer =
            kind === 'write'
              ? await client.request(
                  'POST',
                  sparqlPath,
                  { authorization: `Bearer ${options.token}`, 'content-type': 'application/x-www-form-urlencoded' },
                  new URLSearchParams({ update: `INSERT DATA { GRAPH <${graph}> { <${P}w/${id}> <${P}written> "${id}" } }` }).toString(),
                )
              : await client.request('GET', `${sparqlPath}?query=${encodeURIComponent(kind === 'cached' ? countQuery : `${countQuery} # nocache ${id}`)}`, { accept });
          record.status = answer.status;
          record.servedBy = typeof answer.headers['x-served-by'] === 'string' ? answer.headers['x-served-by'] : undefined;
          record.cache = typeof answer.headers['x-grafiek-cache'] === 'string' ? answer.headers['x-grafiek-cache'] : undefined;
          record.ok = kind === 'write' ? answer.status === 204 : answer.status === 200 && answer.body.includes('"bindings"');
          if (!record.ok) record.detail = answer.body.slice(0, 200);
          if (record.ok && kind === 'write') acknowledged.push(id);
        } catch (error) {
          record.detail = error instanceof Error ? error.message : String(error);
        }
        record.end = performance.now();
        requests.push(record);
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    } finally {
      client.close();
    }
  };

  // Just before the kill, slow queries through the proxy, some of which the victim is working on
  // when it dies: HAProxy sends a GET of those to another server; a POST fails (it is not replayed).
  const probes = (async () => {
    await new Promise((resolve) => setTimeout(resolve, options.killAtSeconds * 1000 - 1500));
    const client = viewerClient(options.proxyUrl, '127.0.0.1');
    const probe = async (kind: 'slow-get' | 'slow-post', n: number) => {
      const query = `ASK { GRAPH <${graph}> { ?s ?p ?o } } # artificially-slow-query 4000 probe ${kind} ${n}`;
      const start = performance.now();
      const record: RequestRecord = { kind, start, end: start, ok: false, status: 0, servedBy: undefined, cache: undefined, detail: '' };
      try {
        const answer =
          kind === 'slow-get'
            ? await client.request('GET', `${sparqlPath}?query=${encodeURIComponent(query)}`, { accept })
            : await client.request('POST', sparqlPath, { accept, 'content-type': 'application/x-www-form-urlencoded' }, new URLSearchParams({ query }).toString());
        record.status = answer.status;
        record.servedBy = typeof answer.headers['x-served-by'] === 'string' ? answer.headers['x-served-by'] : undefined;
        record.ok = answer.status === 200 && answer.body.includes('"boolean"');
        if (!record.ok) record.detail = answer.body.slice(0, 200);
      } catch (error) {
        record.detail = error instanceof Error ? error.message : String(error);
      }
      record.end = performance.now();
      requests.push(record);
    };
    try {
      await Promise.all(Array.from({ length: 6 }, (_, n) => [probe('slow-get', n), probe('slow-post', n)]).flat());
    } finally {
      client.close();
    }
  })();

  let killStartedAt = Number.POSITIVE_INFINITY;
  let killedAt = Number.POSITIVE_INFINITY;
  const kill = (async () => {
    await new Promise((resolve) => setTimeout(resolve, options.killAtSeconds * 1000));
    killStartedAt = performance.now();
    await options.victim.kill9();
    killedAt = performance.now();
  })();
  await Promise.all([kill, probes, ...Array.from({ length: options.viewers }, (_, i) => viewer(i))]);
  return { requests, acknowledged, killStartedAt, killedAt };
}
