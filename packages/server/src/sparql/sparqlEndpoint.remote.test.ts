import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../testing/testDatabases.js';
import { startTestServer, type TestServer } from '../testing/testServer.js';

const virtuoso = process.env.TEST_VIRTUOSO_URL;
const skip = virtuoso || process.env.CI ? false : 'TEST_VIRTUOSO_URL is not set: Virtuoso tests skipped (CI runs them; see scripts/ci-virtuoso.sh)';

/** The endpoint in front of a real Virtuoso 7: the remote kind of repository. */
describe.skipIf(skip)('the SPARQL endpoint on Virtuoso', () => {
  let s: TestServer;
  const graph = `urn:grafiek:test:${crypto.randomUUID()}`;
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };

  beforeAll(async () => {
    if (!virtuoso) throw new Error('CI requires TEST_VIRTUOSO_URL (scripts/ci-virtuoso.sh starts Virtuoso)');
    const host = new URL(virtuoso).host;
    s = await startTestServer(testDatabaseKinds[0]!, { GRAFIEK_QUERY_TIMEOUT_MS: '1500', GRAFIEK_ALLOWED_ENDPOINTS: host }, {
      repositories: [
        { name: 'virt', kind: 'remote', public: false, projects: ['alpha'], queryUrl: virtuoso },
        { name: 'open', kind: 'remote', public: true, projects: [], queryUrl: virtuoso },
        { name: 'nowhere', kind: 'remote', public: true, projects: [], queryUrl: 'http://127.0.0.1:9/sparql' },
      ],
    });
  });
  afterAll(async () => {
    await s?.app.inject({ method: 'POST', url: '/api/sparql/virt', headers: { ...formHeaders, ...s.auth('superadmin') }, payload: form({ update: `DROP SILENT GRAPH <${graph}>` }) });
    await s?.close();
  });

  const select = `SELECT ?name WHERE { GRAPH <${graph}> { ?s <urn:name> ?name } } ORDER BY ?name`;
  const names = (body: string) => (JSON.parse(body).results.bindings as { name: { value: string } }[]).map((b) => b.name.value);

  it('lets an author of a listed project write, and everyone with access read what was written', async () => {
    const update = form({ update: `INSERT DATA { GRAPH <${graph}> { <urn:a> <urn:name> "Ada" . <urn:b> <urn:name> "Bob" } }` });
    expect((await s.app.inject({ method: 'POST', url: '/api/sparql/virt', headers: { ...formHeaders, ...s.auth('viewer') }, payload: update })).statusCode).toBe(403);
    expect((await s.app.inject({ method: 'POST', url: '/api/sparql/virt', headers: formHeaders, payload: update })).statusCode).toBe(401);
    const written = await s.app.inject({ method: 'POST', url: '/api/sparql/virt', headers: { ...formHeaders, ...s.auth('editor') }, payload: update });
    expect(written.statusCode, written.body).toBe(204);

    const read = await s.app.inject({ method: 'GET', url: `/api/sparql/virt?query=${encodeURIComponent(select)}`, headers: s.auth('viewer') });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toMatch(/^application\/sparql-results\+json/);
    expect(names(read.body)).toEqual(['Ada', 'Bob']);
  });

  it('keeps restricted repositories from strangers and public ones open', async () => {
    const get = (repo: string, who: Parameters<TestServer['auth']>[0]) =>
      s.app.inject({ method: 'GET', url: `/api/sparql/${repo}?query=${encodeURIComponent(select)}`, headers: s.auth(who) });
    expect((await get('virt', 'anonymous')).statusCode).toBe(401);
    expect((await get('virt', 'otherProjectEditor')).statusCode).toBe(403);
    expect((await get('virt', 'superadmin')).statusCode).toBe(200);
    expect(names((await get('open', 'anonymous')).body)).toEqual(['Ada', 'Bob']);
  });

  it('answers POST form and POST direct queries, in the format the Accept header asks for', async () => {
    const direct = await s.app.inject({ method: 'POST', url: '/api/sparql/open', headers: { 'content-type': 'application/sparql-query', accept: 'text/csv' }, payload: select });
    expect(direct.headers['content-type']).toMatch(/^text\/csv/);
    expect(direct.body.trim().split(/\r?\n/).map((line) => line.replace(/^"|"$/g, ''))).toEqual(['name', 'Ada', 'Bob']);
    const xml = await s.app.inject({ method: 'POST', url: '/api/sparql/open', headers: { ...formHeaders, accept: 'application/sparql-results+xml' }, payload: form({ query: select, infer: 'false', sameAs: 'false' }) });
    expect(xml.headers['content-type']).toMatch(/sparql-results\+xml/);
    expect(xml.body).toContain('<literal>Ada</literal>');
    const construct = `CONSTRUCT { ?s <urn:name> ?n } WHERE { GRAPH <${graph}> { ?s <urn:name> ?n } }`;
    const nt = await s.app.inject({ method: 'GET', url: `/api/sparql/open?query=${encodeURIComponent(construct)}`, headers: { accept: 'application/n-triples' } });
    expect(nt.statusCode).toBe(200);
    expect(nt.body).toMatch(/<urn:a>\s+<urn:name>\s+"Ada"/);
    const ask = await s.app.inject({ method: 'GET', url: `/api/sparql/open?query=${encodeURIComponent(`ASK { GRAPH <${graph}> { <urn:a> ?p ?o } }`)}` });
    expect(JSON.parse(ask.body).boolean).toBe(true);
  });

  it('caches results per repository, skips the cache on nocache, and forgets on a write', async () => {
    const url = `/api/sparql/virt?query=${encodeURIComponent(`${select} # cache probe`)}`;
    const first = await s.app.inject({ method: 'GET', url, headers: s.auth('editor') });
    const second = await s.app.inject({ method: 'GET', url, headers: s.auth('editor') });
    expect([first.headers['x-grafiek-cache'], second.headers['x-grafiek-cache']]).toEqual(['miss', 'hit']);
    const skipped = await s.app.inject({ method: 'GET', url: `${url}${encodeURIComponent(' nocache')}`, headers: s.auth('editor') });
    expect(skipped.headers['x-grafiek-cache']).toBe('skip');
    await s.app.inject({
      method: 'POST',
      url: '/api/sparql/virt',
      headers: { ...formHeaders, ...s.auth('editor') },
      payload: form({ update: `INSERT DATA { GRAPH <${graph}> { <urn:c> <urn:name> "Cy" } }` }),
    });
    const after = await s.app.inject({ method: 'GET', url, headers: s.auth('editor') });
    expect(after.headers['x-grafiek-cache']).toBe('miss');
    expect(names(after.body)).toEqual(['Ada', 'Bob', 'Cy']);
  });

  it('gives a cached answer only to those who may query the repository', async () => {
    const url = `/api/sparql/virt?query=${encodeURIComponent(`${select} # access probe`)}`;
    const cachedByEditor = await s.app.inject({ method: 'GET', url, headers: s.auth('editor') });
    expect((await s.app.inject({ method: 'GET', url, headers: s.auth('editor') })).headers['x-grafiek-cache']).toBe('hit');
    expect(cachedByEditor.statusCode).toBe(200);
    const stranger = await s.app.inject({ method: 'GET', url, headers: s.auth('otherProjectEditor') });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.body).not.toContain('Ada');
    expect((await s.app.inject({ method: 'GET', url, headers: s.auth('anonymous') })).statusCode).toBe(401);
  });

  it('reports a syntax error with the engine message, a timeout as 504 and an unreachable endpoint as 502', async () => {
    const bad = await s.app.inject({ method: 'GET', url: `/api/sparql/open?query=${encodeURIComponent('SELECT ?x WHERE { ?x ?y }')}` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/SPARQL endpoint answered 400.*(syntax|SP030)/i);
    const slow = await s.app.inject({ method: 'GET', url: `/api/sparql/open?query=${encodeURIComponent('ASK {} # artificially-slow-query 5000')}` });
    expect(slow.statusCode).toBe(504);
    const down = await s.app.inject({ method: 'GET', url: `/api/sparql/nowhere?query=${encodeURIComponent('ASK {}')}` });
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toMatch(/cannot be reached/);
  });

  it('proxies a full endpoint URL only to allowed hosts', async () => {
    const allowed = await s.app.inject({ method: 'GET', url: `/api/sparql/${encodeURIComponent(virtuoso!)}?query=${encodeURIComponent(select)}` });
    expect(allowed.statusCode).toBe(200);
    expect(names(allowed.body)).toContain('Ada');
    for (const target of ['http://169.254.169.254/latest', 'http://10.0.0.1/sparql', 'https://example.org/sparql']) {
      const refused = await s.app.inject({ method: 'GET', url: `/api/sparql/${encodeURIComponent(target)}?query=ASK%7B%7D` });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/not on this server's list of allowed endpoints/);
    }
  });

  it('says what is wrong with a request that is not SPARQL Protocol', async () => {
    expect((await s.app.inject({ method: 'GET', url: '/api/sparql/none?query=ASK%7B%7D' })).json().message).toBe('repository none does not exist');
    expect((await s.app.inject({ method: 'GET', url: '/api/sparql/open' })).statusCode).toBe(400);
    expect((await s.app.inject({ method: 'POST', url: '/api/sparql/open', headers: { 'content-type': 'text/plain' }, payload: 'ASK {}' })).statusCode).toBe(415);
    expect((await s.app.inject({ method: 'GET', url: '/api/sparql/open?query=ASK%7B%7D', headers: { accept: 'image/png' } })).statusCode).toBe(406);
    const updateAsQuery = await s.app.inject({ method: 'GET', url: `/api/sparql/open?query=${encodeURIComponent('INSERT DATA { <urn:x> <urn:y> 1 }')}` });
    expect(updateAsQuery.json().message).toMatch(/This is a SPARQL update/);
  });
});
