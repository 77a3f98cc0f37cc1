/**
 * The standing hostile-input suite of issue #12 (`npm run hostile`, and in `npm test`). It starts
 * the built server as it runs in production, on loopback with a fresh data folder, and sends it
 * what an attacker would: hostile queries and updates, zip bombs, entity bombs, huge sheets and
 * mistyped uploads, deep and broken config bodies, oversized and contradictory headers, traversal
 * URLs, a proxied redirect, and more anonymous queries at once than a client may run. Each case
 * must get a clear answer (a 4xx, or the status the README documents, with a message a person can
 * read and no stack trace) within its time limit. Throughout, a probe in its own thread asks
 * `/api/health` every ~50 ms: the server must answer it within 200 ms all along (this suite's one
 * timing assertion, the point of it). At the end the demo repository still answers a query and
 * takes an update, and the server logged no internal error.
 */
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type StartedServer } from '../e2e/harness/server.js';
import {
  deepAppConfig,
  deepJsonArray,
  entityBomb,
  farColumnWorkbook,
  hashCommentQuery,
  hugeSheetWorkbook,
  longQuery,
  lyingWorkbook,
  multipart,
  nestedAsk,
  zipBombWorkbook,
} from './corpus.js';
import { startHealthProbe, type HealthReport } from './healthProbe.js';
import { rawGet, rawPost, rawRequest, startHostileEndpoint } from './rawHttp.js';

/** The health probe's bound: every answer within this (issue #12). */
const HEALTH_MS = 200;

/**
 * How oversubscribed the machine is: runnable threads per core over the last minute, at least 1.
 * On a machine shared with other work (a test machine running several suites at once) a server
 * gets a fraction of a core, and every millisecond of its work takes that many times longer: the
 * health bound is scaled by this, and is exactly 200 ms when the suite has the machine to itself.
 */
const contention = () => Math.max(1, os.loadavg()[0]! / os.availableParallelism());
const healthBound = () => Math.round(HEALTH_MS * contention());
/** How long a refusal may take: it is decided before any real work (generous: CI machines are busy). */
const REFUSAL_MS = 5_000;
/** An upload's answer, which reads (part of) the file first. */
const UPLOAD_MS = 20_000;
/** The anonymous query timeout this server is started with (GRAFIEK_ANONYMOUS_QUERY_TIMEOUT_MS). */
const ANONYMOUS_TIMEOUT_MS = 3_000;
/** Per client: queries at once, and waiting beyond those (GRAFIEK_SPARQL_CONCURRENCY, _QUEUE). */
const CLIENT_CONCURRENCY = 2;
const CLIENT_QUEUE = 2;
const UPLOAD_LIMIT = 4 * 1024 * 1024;
const XLSX_MAX_CELLS = 100_000;
/** The server's default JSON and form body limit (GRAFIEK_BODY_LIMIT). */
const BODY_LIMIT = 10 * 1024 * 1024;

let server: StartedServer;
let endpoint: Awaited<ReturnType<typeof startHostileEndpoint>>;
let probe: ReturnType<typeof startHealthProbe>;
let health: HealthReport | undefined;
/** When each case ran, to name the cases a slow health probe fell into, and to send one again. */
const timeline: { name: string; from: number; to: number; send: () => Promise<Answer> }[] = [];

/**
 * The corpus's large pieces, made before the probe starts: making a 16 MB zip bomb in the test's
 * process takes a core the server would otherwise have, which is not the server being slow.
 */
const corpus = {} as {
  longQuery: string;
  nearLimitQuery: string;
  longUpdate: string;
  hugeForm: string;
  hugeJson: string;
  deepConfig: string;
  deepArray: string;
  zipBomb: Uint8Array;
  lying: Uint8Array;
  hugeSheet: Uint8Array;
  far: Uint8Array;
  entities: string;
  binary: Uint8Array;
  overLimit: Uint8Array;
};

function buildCorpus() {
  corpus.longQuery = longQuery(1_100_000);
  corpus.nearLimitQuery = longQuery(990_000);
  corpus.longUpdate = `INSERT DATA { <urn:hostile:long> <urn:p> "${'x'.repeat(1_100_000)}" }`;
  corpus.hugeForm = new URLSearchParams({ query: `ASK {} #${'x'.repeat(BODY_LIMIT + 1000)}` }).toString();
  corpus.hugeJson = JSON.stringify({ path: 'big', title: 'x'.repeat(BODY_LIMIT) });
  corpus.deepConfig = JSON.stringify(deepAppConfig('deep', 2000));
  corpus.deepArray = deepJsonArray(100_000);
  corpus.zipBomb = zipBombWorkbook(16 * 1024 * 1024);
  corpus.lying = lyingWorkbook(3_000_000_000);
  corpus.hugeSheet = hugeSheetWorkbook(2_100, 50);
  corpus.far = farColumnWorkbook(800);
  corpus.entities = entityBomb(9);
  corpus.binary = new Uint8Array(4096).map((_, i) => (i * 131) % 256);
  corpus.overLimit = new Uint8Array(UPLOAD_LIMIT + 1024);
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const fromFetch = async (response: Response): Promise<Answer> => ({
  status: response.status,
  headers: Object.fromEntries(response.headers),
  body: await response.text(),
});

/** Runs one hostile case: it must be answered within `withinMs`. */
async function hostileCase(name: string, withinMs: number, send: () => Promise<Answer>): Promise<Answer> {
  const from = Date.now();
  const answer = await send();
  const to = Date.now();
  timeline.push({ name, from, to, send });
  expect(to - from, `${name}: answered ${answer.status} after ${to - from} ms, more than its ${withinMs} ms`).toBeLessThanOrEqual(withinMs);
  return answer;
}

/** The answer is `status` with a JSON message matching `message`, readable, without a stack trace. */
function expectMessage(name: string, answer: Answer, status: number, message: RegExp): string {
  expect(answer.status, `${name}: ${answer.body.slice(0, 500)}`).toBe(status);
  let parsed: { message?: unknown };
  try {
    parsed = JSON.parse(answer.body) as { message?: unknown };
  } catch {
    throw new Error(`${name}: the ${answer.status} answer is not JSON: ${answer.body.slice(0, 300)}`);
  }
  expect(typeof parsed.message, `${name}: no message in ${answer.body.slice(0, 300)}`).toBe('string');
  const text = parsed.message as string;
  expect(text, name).toMatch(message);
  expect(text.length, `${name}: a message for a person is short`).toBeLessThan(600);
  expect(answer.body, `${name}: never a stack trace`).not.toMatch(/\bat .*\.(js|ts|mjs):\d+/);
  return text;
}

const auth = (): Record<string, string> => ({ authorization: `Bearer ${server.admin.token}` });

/** A SPARQL request by POST form to `/api/sparql/{target}`, anonymous unless `as` says otherwise. */
async function sparql(target: string, form: Record<string, string>, options: { admin?: boolean; accept?: string; signal?: AbortSignal } = {}) {
  const response = await fetch(`${server.url}/api/sparql/${target}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: options.accept ?? 'application/sparql-results+json',
      ...(options.admin ? auth() : {}),
    },
    body: new URLSearchParams(form).toString(),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return fromFetch(response);
}

/** A JSON request as the superadmin; `body` as text goes out as written. */
async function platform(method: string, path: string, body?: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...auth(), ...headers },
    ...(body === undefined ? {} : { body }),
  });
  return fromFetch(response);
}

/** An upload to the demo repository (as the superadmin unless `anonymous`). */
async function upload(fields: Record<string, string>, file?: { name: string; bytes: Uint8Array | string }, anonymous = false) {
  const { body, contentType } = await multipart(fields, file);
  const response = await fetch(`${server.url}/api/upload/demo`, {
    method: 'POST',
    headers: { 'content-type': contentType, ...(anonymous ? {} : auth()) },
    body,
  });
  return fromFetch(response);
}

const count = async (graph: string) => {
  const answer = await sparql('demo', { query: `SELECT (COUNT(*) AS ?n) WHERE { GRAPH <${graph}> { ?s ?p ?o } } #nocache` }, { admin: true });
  expect(answer.status, answer.body).toBe(200);
  return Number(JSON.parse(answer.body).results.bindings[0].n.value);
};

beforeAll(async () => {
  endpoint = await startHostileEndpoint();
  server = await startServer({
    env: {
      GRAFIEK_ALLOWED_ENDPOINTS: endpoint.host,
      GRAFIEK_ANONYMOUS_QUERY_TIMEOUT_MS: String(ANONYMOUS_TIMEOUT_MS),
      GRAFIEK_SPARQL_CONCURRENCY: String(CLIENT_CONCURRENCY),
      GRAFIEK_SPARQL_QUEUE: String(CLIENT_QUEUE),
      GRAFIEK_UPLOAD_LIMIT: String(UPLOAD_LIMIT),
      GRAFIEK_XLSX_MAX_CELLS: String(XLSX_MAX_CELLS),
      GRAFIEK_BODY_LIMIT: String(BODY_LIMIT),
    },
  });
  await server.admin.createProject('Hostile', 'hostile');
  buildCorpus();
  // The first queries warm the engine's workers: what is measured is hostile input, not a cold start.
  for (let i = 0; i < 3; i++) expect((await sparql('demo', { query: `ASK { ?s ?p ?o } #warm ${i}` })).status).toBe(200);
  probe = startHealthProbe(server.url);
});

afterAll(async () => {
  if (probe && !health) await probe.stop().catch(() => undefined);
  await server?.stop();
  await endpoint?.close();
});

describe('hostile input', () => {
  it('hostile queries are refused before the engine, and a valid odd one answers at once', async () => {
    const deep = await hostileCase('ASK nested 2,000 deep', REFUSAL_MS, () => sparql('demo', { query: nestedAsk(2000) }));
    expectMessage('ASK nested 2,000 deep', deep, 400, /^The query nests brackets 2002 deep; the server allows at most \d+\.$/);

    // Just within the nesting limit the engine's parser still copes (the limit is below its trap).
    const withinLimit = await hostileCase('ASK nested to the limit', REFUSAL_MS, () => sparql('demo', { query: nestedAsk(98) }));
    expect(withinLimit.status, withinLimit.body).toBe(200);
    expect(JSON.parse(withinLimit.body).boolean).toBe(true);

    const comment = await hostileCase('40,000 # in a comment', REFUSAL_MS, () => sparql('demo', { query: hashCommentQuery(), limit: '10' }));
    expect(comment.status, comment.body).toBe(200);
    expect(JSON.parse(comment.body).results.bindings).toHaveLength(10);

    const long = await hostileCase('a query of 1.1 million characters', REFUSAL_MS, () => sparql('demo', { query: corpus.longQuery }));
    expectMessage('a query of 1.1 million characters', long, 400, /^The query is 1,1\d\d,\d\d\d characters long; the server takes at most 1,000,000\.$/);

    // Just under the length limit the query is taken: checking it must not hold up the server.
    const nearLimit = await hostileCase('a query of 990,000 characters', UPLOAD_MS, () => sparql('demo', { query: corpus.nearLimitQuery, limit: '10' }));
    expect(nearLimit.status, nearLimit.body.slice(0, 300)).toBe(200);
    expect(JSON.parse(nearLimit.body).results.bindings).toHaveLength(1);

    const huge = await hostileCase('a form body over the body limit', REFUSAL_MS, () =>
      rawPost(server.url, '/api/sparql/demo', ['Content-Type: application/x-www-form-urlencoded', 'Accept: application/sparql-results+json'], corpus.hugeForm),
    );
    expectMessage('a form body over the body limit', huge, 413, /too large/);

    const syntax = await hostileCase('a syntax error', REFUSAL_MS, () => sparql('demo', { query: 'SELECT * WHERE { ?s ?p }' }));
    expectMessage('a syntax error', syntax, 400, /\S/);

    const updateAsQuery = await hostileCase('an update sent as a query', REFUSAL_MS, () => sparql('demo', { query: 'DROP ALL' }));
    expectMessage('an update sent as a query', updateAsQuery, 400, /This is a SPARQL update/);

    const empty = await hostileCase('an empty query', REFUSAL_MS, () => sparql('demo', { query: '   ' }));
    expectMessage('an empty query', empty, 400, /Give a SPARQL query/);

    const png = await hostileCase('an answer asked for as PNG', REFUSAL_MS, () => sparql('demo', { query: 'ASK {}' }, { accept: 'image/png' }));
    expectMessage('an answer asked for as PNG', png, 406, /Cannot answer a ASK query as image\/png/);

    const unknown = await hostileCase('a repository that does not exist', REFUSAL_MS, () => sparql('nowhere', { query: 'ASK {}' }));
    expectMessage('a repository that does not exist', unknown, 404, /nowhere does not exist/);
  });

  it('hostile updates are refused, anonymous ones first of all', async () => {
    const anonymous = await hostileCase('an anonymous DROP ALL', REFUSAL_MS, () => sparql('demo', { update: 'DROP ALL' }));
    expectMessage('an anonymous DROP ALL', anonymous, 401, /Log in/);

    const byGet = await hostileCase('an update by GET', REFUSAL_MS, async () =>
      fromFetch(await fetch(`${server.url}/api/sparql/demo?update=${encodeURIComponent('DROP ALL')}`, { headers: auth() })),
    );
    expectMessage('an update by GET', byGet, 405, /Updates must be sent with POST/);

    const deep = await hostileCase('an update nested 300 deep', REFUSAL_MS, () =>
      sparql('demo', { update: `INSERT DATA { <urn:a> <urn:b> ${'['.repeat(300)} ${']'.repeat(300)} }` }, { admin: true }),
    );
    expectMessage('an update nested 300 deep', deep, 400, /^The update nests brackets 301 deep/);

    const long = await hostileCase('an update of 1.1 million characters', REFUSAL_MS, () =>
      sparql('demo', { update: corpus.longUpdate }, { admin: true }),
    );
    expectMessage('an update of 1.1 million characters', long, 400, /^The update is 1,1\d\d,\d\d\d characters long/);

    const broken = await hostileCase('a broken update', REFUSAL_MS, () => sparql('demo', { update: 'INSERT DATA { <urn:a> <urn:b> }' }, { admin: true }));
    expectMessage('a broken update', broken, 400, /\S/);
  });

  it('hostile config bodies get a 4xx that names the problem, and nothing is saved', async () => {
    const apps = '/api/projects/hostile/viewers';
    const deep = await hostileCase('an app config nested 2,000 deep', REFUSAL_MS, () => platform('POST', apps, corpus.deepConfig));
    expectMessage('an app config nested 2,000 deep', deep, 400, /^The request body nests deeper than \d+ levels/);

    const deeper = await hostileCase('JSON arrays nested 100,000 deep', REFUSAL_MS, () => platform('POST', apps, corpus.deepArray));
    expectMessage('JSON arrays nested 100,000 deep', deeper, 400, /nests deeper than \d+ levels/);

    const malformed = await hostileCase('malformed JSON', REFUSAL_MS, () => platform('POST', apps, '{"path": "broken", "title": '));
    expectMessage('malformed JSON', malformed, 400, /^Malformed JSON/);

    const poisoned = await hostileCase('a __proto__ key', REFUSAL_MS, () => platform('POST', apps, '{"path":"proto","title":"x","__proto__":{"role":"superadmin"}}'));
    expect(poisoned.status, poisoned.body).toBeGreaterThanOrEqual(400);
    expectMessage('a __proto__ key', poisoned, poisoned.status, /prototype|Malformed JSON/);

    const oversized = await hostileCase('a body over the body limit', REFUSAL_MS, () =>
      rawPost(server.url, apps, ['Content-Type: application/json', `Authorization: Bearer ${server.admin.token}`], corpus.hugeJson),
    );
    expectMessage('a body over the body limit', oversized, 413, /too large/);

    // Text is read as text, which is no app config.
    const plain = await hostileCase('a config sent as text/plain', REFUSAL_MS, () => platform('POST', apps, '{"path":"plain","title":"x"}', { 'content-type': 'text/plain' }));
    expectMessage('a config sent as text/plain', plain, 400, /^Invalid request body: expected an app config/);

    const xml = await hostileCase('a config sent as XML', REFUSAL_MS, () => platform('POST', apps, '<app path="xml"/>', { 'content-type': 'application/xml' }));
    expectMessage('a config sent as XML', xml, 415, /^Unsupported content type/);

    const mistyped = await hostileCase('a config of the wrong types', REFUSAL_MS, () => platform('POST', apps, JSON.stringify({ path: 'typed', title: ['x'], mainArea: 'flat' })));
    expectMessage('a config of the wrong types', mistyped, 400, /^Invalid request body: .*title/);

    const nul = await hostileCase('a title with a NUL character', REFUSAL_MS, () => platform('POST', apps, JSON.stringify({ path: 'nul', title: 'a\u0000b' })));
    expectMessage('a title with a NUL character', nul, 400, /NUL character .* in title/);

    const nulProject = await hostileCase('a project with a NUL character', REFUSAL_MS, () => platform('POST', '/api/projects', JSON.stringify({ path: 'nul', title: '\u0000' })));
    expectMessage('a project with a NUL character', nulProject, 400, /NUL character .* in title/);

    const login = await hostileCase('a login with a number for a password', REFUSAL_MS, () => platform('POST', '/api/login', JSON.stringify({ email: 'a@b.example', password: 42 })));
    expectMessage('a login with a number for a password', login, 400, /password/);

    // No app of the cases above was saved.
    const project = JSON.parse((await platform('GET', '/api/projects/hostile')).body);
    expect((project.viewers ?? []).map((v: { path: string }) => v.path)).toEqual([]);
  });

  it('oversized and contradictory headers are refused by the HTTP layer, bad tokens by the API', async () => {
    const bigHeader = await hostileCase('a 64 KB header', REFUSAL_MS, () => rawGet(server.url, '/api/health', [`X-Hostile: ${'x'.repeat(64 * 1024)}`]));
    expect(bigHeader.status).toBe(431);

    const longUrl = await hostileCase('a 40,000-character URL', REFUSAL_MS, () => rawGet(server.url, `/api/sparql/demo?query=${'a'.repeat(40_000)}`));
    expect(longUrl.status).toBe(431);

    const smuggled = await hostileCase('Content-Length with Transfer-Encoding', REFUSAL_MS, () =>
      rawRequest(
        server.url,
        [
          'POST /api/login HTTP/1.1',
          `Host: ${new URL(server.url).host}`,
          'Connection: close',
          'Content-Type: application/json',
          'Content-Length: 4',
          'Transfer-Encoding: chunked',
          '',
          '0',
          '',
          'GET /api/me HTTP/1.1',
          '',
          '',
        ].join('\r\n'),
      ),
    );
    expect(smuggled.status).toBe(400);

    const garbage = await hostileCase('a bearer token that is no token', REFUSAL_MS, async () =>
      fromFetch(await fetch(`${server.url}/api/me`, { headers: { authorization: `Bearer ${'x'.repeat(8000)}` } })),
    );
    expectMessage('a bearer token that is no token', garbage, 401, /not valid/);

    const forged = await hostileCase('a token with alg none', REFUSAL_MS, async () => {
      const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const token = `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: server.admin.me?.id, iss: 'grafiek', exp: 9999999999 })}.`;
      return fromFetch(await fetch(`${server.url}/api/projects`, { headers: { authorization: `Bearer ${token}` } }));
    });
    expectMessage('a token with alg none', forged, 401, /not valid/);
  });

  it('traversal and malformed URLs reach nothing outside the API and the web app', async () => {
    const cases: [string, string][] = [
      ['/api/..%2f..%2fetc%2fpasswd', 'an encoded traversal below /api'],
      ['/api/sparql/..%2f..%2fjwt-secret', 'a traversal as a repository name'],
      ['/api/sparql/demo%00', 'a NUL after a repository name'],
      ['/api/projects/%00', 'a NUL as a project'],
      ['/api/projects/hostile/viewers/%00', 'a NUL as an app'],
      ['/api/download/demo/..%2f..%2f..%2fjwt-secret/x', 'a traversal as a kept file'],
      ['/api/download/demo/x/..%2f..%2f..%2f..%2fpackage.json', 'a traversal as a file name'],
      [`/api/sparql/${'a'.repeat(300)}`, 'a 300-character repository name'],
    ];
    for (const [target, name] of cases) {
      const answer = await hostileCase(name, REFUSAL_MS, () => rawGet(server.url, target, ['Accept: application/json']));
      expect([400, 404], `${name} (${target}): ${answer.status} ${answer.body.slice(0, 300)}`).toContain(answer.status);
      expectMessage(name, answer, answer.status, /\S/);
      expect(answer.body, name).not.toMatch(/root:|"workspaces"/);
    }
    // Outside /api: the static files of the web app, and nothing above their folder.
    for (const target of ['/%2e%2e/%2e%2e/%2e%2e/etc/passwd', '/assets/..%2f..%2f..%2f..%2fpackage.json', '/..%5c..%5cpackage.json', '/assets/%00.js']) {
      const answer = await hostileCase(`static ${target}`, REFUSAL_MS, () => rawGet(server.url, target));
      expect([400, 403, 404], `${target}: ${answer.status} ${answer.body.slice(0, 300)}`).toContain(answer.status);
      expect(answer.body, target).not.toMatch(/root:|"workspaces"/);
    }
    // Escapes that do not decode are the caller's error, not the server's.
    for (const target of ['/api/sparql/%E0%A4%A', '/api/sparql/%25E0%25A4%25', '/api/projects/%ff%fe']) {
      const answer = await hostileCase(`bad escapes ${target}`, REFUSAL_MS, () => rawGet(server.url, target, ['Accept: application/json']));
      expect(answer.status, `${target}: ${answer.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${target}: ${answer.body.slice(0, 300)}`).toBeLessThan(500);
    }
  });

  it('hostile uploads are refused with the limit they break, and a bad file loads nothing', async () => {
    const bomb = await hostileCase('a zip bomb workbook', UPLOAD_MS, () =>
      upload({ command: 'uploadAnyXLSX', graph: 'urn:hostile:bomb' }, { name: 'bomb.xlsx', bytes: corpus.zipBomb }),
    );
    expectMessage('a zip bomb workbook', bomb, 413, /^"bomb\.xlsx" is refused as a zip bomb/);

    const lying = await hostileCase('a workbook that declares 3 GB', UPLOAD_MS, () =>
      upload({ command: 'uploadAnyXLSX', graph: 'urn:hostile:bomb' }, { name: 'lying.xlsx', bytes: corpus.lying }),
    );
    expectMessage('a workbook that declares 3 GB', lying, 413, /^"lying\.xlsx" is too large to read: it unpacks to \d+ MiB/);

    const hugeSheet = await hostileCase('a sheet over the cell limit', UPLOAD_MS, () =>
      upload({ command: 'uploadAnyXLSX', graph: 'urn:hostile:bomb' }, { name: 'huge.xlsx', bytes: corpus.hugeSheet }),
    );
    expectMessage('a sheet over the cell limit', hugeSheet, 413, new RegExp(`^"huge\\.xlsx" is too large to read: more than ${XLSX_MAX_CELLS.toLocaleString('en-US')} cells`));
    expect(await count('urn:hostile:bomb')).toBe(0);

    // Finding 5: a header at column XFD over 800 rows once froze the server for minutes; its rows load.
    const far = await hostileCase('a header at column XFD over 800 rows', UPLOAD_MS, () =>
      upload({ command: 'uploadAnyXLSX', graph: 'urn:hostile:far' }, { name: 'far.xlsx', bytes: corpus.far }),
    );
    expect(far.status, far.body).toBe(200);
    expect(JSON.parse(far.body)).toMatchObject({ success: true, graph: 'urn:hostile:far' });
    expect(await count('urn:hostile:far')).toBeGreaterThanOrEqual(800);

    const entities = await hostileCase('an RDF/XML entity bomb', UPLOAD_MS, () =>
      upload({ command: 'uploadRDF', graph: 'urn:hostile:entities' }, { name: 'bomb.rdf', bytes: corpus.entities }),
    );
    expectMessage('an RDF/XML entity bomb', entities, 400, /DOCTYPE or ENTITY declaration is not accepted/);
    expect(await count('urn:hostile:entities')).toBe(0);

    const fakeWorkbook = await hostileCase('text named .xlsx', REFUSAL_MS, () =>
      upload({ command: 'uploadAnyXLSX', graph: 'urn:hostile:fake' }, { name: 'report.xlsx', bytes: 'name,height\nDom,112\n' }),
    );
    expectMessage('text named .xlsx', fakeWorkbook, 400, /report\.xlsx/);

    const brokenTurtle = await hostileCase('Turtle that is binary', REFUSAL_MS, () =>
      upload({ command: 'uploadRDF', graph: 'urn:hostile:fake' }, { name: 'data.ttl', bytes: corpus.binary }),
    );
    expectMessage('Turtle that is binary', brokenTurtle, 400, /data\.ttl|not loaded|could not be read/);
    expect(await count('urn:hostile:fake')).toBe(0);

    const tooLarge = await hostileCase('a file over the upload limit', UPLOAD_MS, () =>
      upload({ command: 'uploadAnyFile' }, { name: 'large.bin', bytes: corpus.overLimit }),
    );
    expectMessage('a file over the upload limit', tooLarge, 413, /larger than this server's upload limit of 4 MiB/);

    const json = await hostileCase('an upload sent as JSON', REFUSAL_MS, () => platform('POST', '/api/upload/demo', '{"command":"uploadRDF"}'));
    expectMessage('an upload sent as JSON', json, 400, /multipart\/form-data/);

    const anonymous = await hostileCase('an anonymous upload', REFUSAL_MS, () => upload({ command: 'uploadAnyFile' }, { name: 'x.txt', bytes: 'x' }, true));
    expectMessage('an anonymous upload', anonymous, 401, /Log in to upload/);

    // Finding 10: meta.json is a name like any other, and a name with a path keeps none of it.
    for (const name of ['meta.json', '../../meta.json']) {
      const kept = await hostileCase(`an upload named ${name}`, REFUSAL_MS, () => upload({ command: 'uploadAnyFile' }, { name, bytes: '{"mine":true}' }));
      expect(kept.status, kept.body).toBe(200);
      const { fileUrl, fileName } = JSON.parse(kept.body) as { fileUrl: string; fileName: string };
      expect(fileName).toBe('meta.json');
      const download = await fetch(new URL(new URL(fileUrl).pathname, server.url), { headers: auth() });
      expect(download.status).toBe(200);
      expect(await download.text()).toBe('{"mine":true}');
    }
  });

  it('the SPARQL proxy follows no redirect, passes no page on, and reaches no host off its list', async () => {
    const proxied = (url: string) => sparql(encodeURIComponent(url), { query: 'ASK {}' });
    const redirect = await hostileCase('a proxied endpoint that redirects', REFUSAL_MS, () => proxied(`http://${endpoint.host}/redirect`));
    expectMessage('a proxied endpoint that redirects', redirect, 502, /answered with a redirect to .*\/internal; redirects are not followed/);
    expect(endpoint.asked).toContain('/redirect');
    expect(endpoint.asked).not.toContain('/internal');

    const page = await hostileCase('a proxied endpoint that answers HTML', REFUSAL_MS, () => proxied(`http://${endpoint.host}/html`));
    expectMessage('a proxied endpoint that answers HTML', page, 502, /answered text\/html, which is not SPARQL results or RDF/);
    expect(page.headers['content-type']).not.toMatch(/html/);

    for (const url of ['http://169.254.169.254/latest/meta-data', `http://${endpoint.host}@169.254.169.254/`, `http://localhost:${endpoint.host.split(':')[1]}/internal`]) {
      const answer = await hostileCase(`a proxied host off the list: ${url}`, REFUSAL_MS, () => proxied(url));
      expectMessage(url, answer, 403, /is not on this server's list of allowed endpoints/);
    }
    expect(endpoint.asked).not.toContain('/internal');
  });

  it('anonymous callers get a bounded share: too many queries at once are refused, a heavy one is stopped', async () => {
    const slow = (i: number) => sparql('demo', { query: `ASK {} # artificially-slow-query 800 hostile ${i}` });
    const burst = await hostileCase('eight anonymous queries at once', 2 * 800 + REFUSAL_MS, async () => {
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => slow(i)));
      return { status: 0, headers: {}, body: JSON.stringify(answers) };
    });
    const answers = JSON.parse(burst.body) as Answer[];
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(CLIENT_CONCURRENCY + CLIENT_QUEUE).fill(200), ...Array(8 - CLIENT_CONCURRENCY - CLIENT_QUEUE).fill(429)]);
    for (const refused of answers.filter((a) => a.status === 429)) {
      expectMessage('eight anonymous queries at once', refused, 429, /^Too many queries at once from this client/);
    }

    // Two heavy anonymous queries (a cross product of the demo graph) are stopped at the anonymous timeout.
    const heavy = (i: number) => sparql('demo', { query: `SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i } # heavy ${i}` });
    const stopped = await hostileCase('two heavy anonymous queries', ANONYMOUS_TIMEOUT_MS + 2 * REFUSAL_MS, async () => {
      const both = await Promise.all([heavy(1), heavy(2)]);
      return { status: 0, headers: {}, body: JSON.stringify(both) };
    });
    for (const answer of JSON.parse(stopped.body) as Answer[]) {
      expectMessage('two heavy anonymous queries', answer, 504, new RegExp(`^The query took longer than ${ANONYMOUS_TIMEOUT_MS} ms and was stopped\\.$`));
    }
    // The repository is not held up by what was stopped: the engine's workers that ran them are
    // replaced (rebuilt from the disk, a few seconds), and the next query is answered.
    const after = await hostileCase('a query after the heavy ones', UPLOAD_MS, () => sparql('demo', { query: 'ASK { ?s ?p ?o } #after heavy' }, { admin: true }));
    expect(after.status, after.body).toBe(200);
  });
});

describe('after the corpus', () => {
  it('the server kept answering /api/health within 200 ms throughout', { timeout: 150_000 }, async () => {
    health = await probe.stop();
    const report = health;
    expect(report.failures, 'health probes without a 200').toEqual([]);
    expect(report.samples.length, 'health probes sent').toBeGreaterThan(50);
    // A probe over the bound falls into a case, or just after one (work a case left behind).
    const bound = healthBound();
    const slow = report.samples.filter((p) => p.ms >= bound);
    const blamed = new Set<(typeof timeline)[number]>();
    for (const probeTime of slow) {
      const during = timeline.filter((c) => c.from <= probeTime.at + probeTime.ms && probeTime.at <= c.to);
      const before = timeline.filter((c) => c.to < probeTime.at && probeTime.at - c.to < 1000).at(-1);
      for (const c of during.length ? during : before ? [before] : []) blamed.add(c);
    }
    // A stall the server causes comes back each time its case is sent; the machine's own hiccups
    // (other work on a busy test machine) do not. Each blamed case is sent again, alone, up to three
    // times under a fresh probe, and is a stall when every time the server was slow to answer.
    const stalls: string[] = [];
    for (const c of blamed) {
      const again: number[] = [];
      for (let i = 0; i < 3; i++) {
        const rerun = startHealthProbe(server.url);
        await new Promise((resolve) => setTimeout(resolve, 150));
        await c.send().catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 150));
        const seen = await rerun.stop();
        again.push(seen.maxMs);
        if (seen.maxMs < healthBound()) break;
      }
      if (again.every((ms) => ms >= healthBound())) stalls.push(`${c.name}: health answered after ${again.join(', ')} ms`);
    }
    const slowest = [...report.samples].sort((a, b) => b.ms - a.ms).slice(0, 5);
    const where = (at: number) => timeline.find((c) => c.from <= at && at <= c.to)?.name ?? 'between cases';
    const summary = `bound ${bound} ms (${HEALTH_MS} ms × ${contention().toFixed(1)} runnable threads per core); ${report.samples.length} probes, p99 ${report.p99Ms} ms, max ${report.maxMs} ms; slowest: ${slowest.map((p) => `${p.ms} ms during ${where(p.at)}`).join('; ') || 'none'}`;
    // One line in the run's output, so that a passing run still tells how close it came.
    console.info(`hostile suite, /api/health: ${summary}${stalls.length ? `; stalls: ${stalls.join('; ')}` : ''}; cases sent again: ${[...blamed].map((c) => c.name).join(', ') || 'none'}`);
    expect(stalls, `cases during which the server answered /api/health after the bound or later, each time they were sent (${summary})`).toEqual([]);
    expect(report.p99Ms, `p99 of the health probes (${summary})`).toBeLessThan(bound);
  });

  it('the demo repository still answers a normal query and takes an update', async () => {
    const answer = await sparql('demo', { query: 'SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o } #after the corpus' });
    expect(answer.status, answer.body).toBe(200);
    expect(Number(JSON.parse(answer.body).results.bindings[0].n.value)).toBeGreaterThan(1000);
    const inserted = await sparql('demo', { update: 'INSERT DATA { GRAPH <urn:hostile:after> { <urn:hostile:still> <urn:hostile:works> true } }' }, { admin: true });
    expect(inserted.status, inserted.body).toBe(204);
    expect(await count('urn:hostile:after')).toBe(1);
    const removed = await sparql('demo', { update: 'DROP GRAPH <urn:hostile:after>' }, { admin: true });
    expect(removed.status, removed.body).toBe(204);
    expect(await count('urn:hostile:after')).toBe(0);
    // Nothing of the corpus ended in an internal error.
    expect(server.logs()).not.toMatch(/request failed|Something went wrong/);
  });
});
