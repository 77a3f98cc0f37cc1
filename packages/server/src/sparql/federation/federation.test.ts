import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbeddedRepository } from '../../repositories/embedded/embeddedRepository.js';
import { testDatabaseKinds } from '../../testing/testDatabases.js';
import { startTestServer, type Persona, type TestServer } from '../../testing/testServer.js';

const EX = 'https://example.org/';
const ROWS = 10_000;

/**
 * Three datasets of ROWS rows: person i works at company 7i mod ROWS and owns parcel i; parcel k
 * has area 100 + k mod 900 and lies in municipality k mod 20.
 */
function federationTriples(): Record<'persons' | 'companies' | 'parcels', string[]> {
  const persons: string[] = [];
  const companies: string[] = [];
  const parcels: string[] = [];
  for (let i = 0; i < ROWS; i++) {
    persons.push(
      `<${EX}person/${i}> a <${EX}Person> ; <${EX}name> "Person ${i}" ; <${EX}worksAt> <${EX}company/${(i * 7) % ROWS}> ; <${EX}owns> <${EX}parcel/${i}> .`,
    );
    companies.push(`<${EX}company/${i}> a <${EX}Company> ; <${EX}name> "Company ${i}" ; <${EX}city> "City ${i % 50}" .`);
    parcels.push(`<${EX}parcel/${i}> a <${EX}Parcel> ; <${EX}area> ${100 + (i % 900)} ; <${EX}municipality> "Municipality ${i % 20}" .`);
  }
  return { persons, companies, parcels };
}

/**
 * Issue #13, federated queries: three embedded repositories of 10,000 rows each, joined with
 * SERVICE under the caller's rights. The persona of the example (`<{{brp}}?persona=...>`)
 * is resolved in the browser; here the resolved query arrives.
 */
describe('SERVICE federation over embedded repositories', () => {
  let s: TestServer;
  const origin = 'http://localhost';
  const own = (name: string, persona = 'system') => `${origin}/api/sparql/${name}?persona=${persona}`;

  /** An allow-listed endpoint that never answers /hang and redirects /redirect to the cloud metadata address. */
  let peer: http.Server;
  let peerHost: string;

  beforeAll(async () => {
    peer = http.createServer((request, response) => {
      if (request.url?.startsWith('/redirect')) {
        response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
      }
      // Anything else hangs until the client gives up.
    });
    await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
    peerHost = `127.0.0.1:${(peer.address() as AddressInfo).port}`;
    s = await startTestServer(testDatabaseKinds[0]!, { GRAFIEK_ALLOWED_ENDPOINTS: `127.0.0.1:9,${peerHost}`, GRAFIEK_ANONYMOUS_QUERY_TIMEOUT_MS: '8000' }, {
      repositories: [
        { name: 'persons', kind: 'embedded', public: false, projects: ['alpha'] },
        { name: 'companies', kind: 'embedded', public: true, projects: [] },
        { name: 'parcels', kind: 'embedded', public: false, projects: ['alpha'] },
        { name: 'secret', kind: 'embedded', public: false, projects: ['beta'] },
      ],
      openEmbedded: (options) => openEmbeddedRepository({ ...options, queryWorkers: 1 }),
    });
    // In updates of 2,000 rows: the endpoint takes updates of up to a million characters.
    for (const [repo, lines] of Object.entries(federationTriples())) {
      for (let i = 0; i < lines.length; i += 2000) {
        const res = await s.app.inject({
          method: 'POST',
          url: `/api/sparql/${repo}`,
          headers: { 'content-type': 'application/sparql-update', ...s.auth('superadmin') },
          payload: `INSERT DATA {\n${lines.slice(i, i + 2000).join('\n')}\n}`,
        });
        expect(res.statusCode, res.body).toBe(204);
      }
    }
    const secret = await s.app.inject({
      method: 'POST',
      url: '/api/sparql/secret',
      headers: { 'content-type': 'application/sparql-update', ...s.auth('superadmin') },
      payload: `INSERT DATA { <${EX}company/3> <${EX}rating> "AAA" }`,
    });
    expect(secret.statusCode, secret.body).toBe(204);
  }, 120_000);
  afterAll(async () => {
    await s?.close();
    peer?.closeAllConnections();
    peer?.close();
  });

  const ask = (repo: string, query: string, who: Persona = 'editor', accept = 'application/sparql-results+json') =>
    s.app.inject({
      method: 'POST',
      url: `/api/sparql/${repo}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept, ...s.auth(who) },
      payload: new URLSearchParams({ query }).toString(),
    });
  type Row = Record<string, { value: string } | undefined>;
  const rows = (body: string) => (JSON.parse(body) as { results: { bindings: Row[] } }).results.bindings;
  const values = (body: string, ...names: string[]) => rows(body).map((row) => names.map((n) => row[n]?.value ?? null));

  /** Persons with their employer and their parcel in one municipality: the app's join. */
  const join = (municipality: string, persona = 'system') => `PREFIX ex: <${EX}>
SELECT ?name ?company ?area WHERE {
  ?person a ex:Person ; ex:name ?name ; ex:worksAt ?employer ; ex:owns ?parcel .
  SERVICE <${own('companies', persona)}> { ?employer ex:name ?company }
  SERVICE <${own('parcels', persona)}> { ?parcel ex:area ?area ; ex:municipality "${municipality}" }
} ORDER BY ?name`;

  it('joins three repositories of 10,000 rows with SERVICE, as one store would', async () => {
    const res = await ask('persons', join('Municipality 3'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/sparql-results\+json/);
    const found = values(res.body, 'name', 'company', 'area');
    // Every 20th person owns a parcel in Municipality 3.
    expect(found).toHaveLength(ROWS / 20);
    expect(found).toContainEqual(['Person 3', 'Company 21', '103']);
    expect(found).toContainEqual(['Person 9983', `Company ${(9983 * 7) % ROWS}`, String(100 + (9983 % 900))]);
    // The same join on one store holding the three datasets would give exactly these rows.
    for (const [name, company, area] of found) {
      const i = Number(name!.slice('Person '.length));
      expect([i % 20, company, area]).toEqual([3, `Company ${(i * 7) % ROWS}`, String(100 + (i % 900))]);
    }
    expect(res.headers['x-grafiek-cache']).toBe('skip');
  });

  it('counts the full join of 10,000 rows, with Comunica pushing bindings in large blocks', async () => {
    const res = await ask(
      'persons',
      `PREFIX ex: <${EX}>
SELECT (COUNT(*) AS ?n) WHERE {
  ?person ex:worksAt ?employer ; ex:owns ?parcel .
  SERVICE <${own('companies')}> { ?employer ex:name ?company }
  SERVICE <${own('parcels')}> { ?parcel ex:area ?area }
}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(values(res.body, 'n')).toEqual([[String(ROWS)]]);
    // With Comunica's Web default of 16 bindings per request this join takes over 600 requests.
    const requests = Number(/service;desc="(\d+) requests"/.exec(String(res.headers['server-timing']))?.[1]);
    expect(requests).toBeGreaterThan(0);
    expect(requests).toBeLessThan(60);
  });

  it('takes the endpoint as apps write it: absolute, relative to the endpoint, or as the path', async () => {
    const forms = [own('companies'), `${origin}/api/sparql/companies`, 'companies', '/api/sparql/companies', './companies'];
    for (const iri of forms) {
      const res = await ask('persons', `PREFIX ex: <${EX}> SELECT ?company WHERE { <${EX}person/3> ex:worksAt ?c . SERVICE <${iri}> { ?c ex:name ?company } }`);
      expect(res.statusCode, `${iri}: ${res.body}`).toBe(200);
      expect(values(res.body, 'company'), iri).toEqual([['Company 21']]);
    }
  });

  it("answers a repository the caller may not query with no rows, whatever persona the IRI names", async () => {
    // Anonymous visitors may query the public companies, not the project's parcels.
    const query = `PREFIX ex: <${EX}>
SELECT ?company ?area WHERE {
  <${EX}company/21> ex:name ?company .
  OPTIONAL { SERVICE <${own('parcels', 'system')}> { <${EX}parcel/3> ex:area ?area } }
}`;
    const anonymous = await ask('companies', query, 'anonymous');
    expect(anonymous.statusCode, anonymous.body).toBe(200);
    expect(values(anonymous.body, 'company', 'area')).toEqual([['Company 21', null]]);
    expect(anonymous.headers['x-grafiek-service-denied']).toBe(`<${own('parcels', 'system')}>`);
    const stranger = await ask('companies', query, 'otherProjectEditor');
    expect(values(stranger.body, 'company', 'area')).toEqual([['Company 21', null]]);
    const member = await ask('companies', query, 'viewer');
    expect(values(member.body, 'company', 'area')).toEqual([['Company 21', '103']]);
    expect(member.headers['x-grafiek-service-denied']).toBeUndefined();

    // Inside a join, no access means no rows at all.
    const joined = await ask('companies', `PREFIX ex: <${EX}> SELECT ?rating WHERE { SERVICE <${own('secret')}> { ?c ex:rating ?rating } }`, 'editor');
    expect(joined.statusCode).toBe(200);
    expect(rows(joined.body)).toEqual([]);
    const allowed = await ask('companies', `PREFIX ex: <${EX}> SELECT ?rating WHERE { SERVICE <${own('secret')}> { ?c ex:rating ?rating } }`, 'otherProjectEditor');
    expect(values(allowed.body, 'rating')).toEqual([['AAA']]);
  });

  it('keeps callers apart when their federated queries run at the same time', async () => {
    // One engine serves every query; each query's endpoints carry its own URLs, so no request of
    // one caller's query can be answered under another caller's rights.
    const query = `PREFIX ex: <${EX}> SELECT ?company ?area WHERE {
  <${EX}company/21> ex:name ?company .
  OPTIONAL { SERVICE <${own('parcels')}> { <${EX}parcel/3> ex:area ?area } }
}`;
    const callers: Persona[] = ['anonymous', 'viewer', 'otherProjectEditor', 'editor', 'anonymous', 'superadmin', 'otherProjectEditor', 'viewer'];
    const answers = await Promise.all(callers.map((who) => ask('companies', query, who)));
    expect(answers.map((a) => values(a.body, 'area')[0]?.[0])).toEqual(callers.map((who) => (['viewer', 'editor', 'superadmin'].includes(who) ? '103' : null)));
  });

  it('refuses any other endpoint with a 400 that names it, before contacting anything', async () => {
    const refused = [
      'http://169.254.169.254/latest/meta-data',
      'http://10.0.0.1/sparql',
      'https://example.org/sparql',
      'file:///etc/passwd',
      `${origin}/api/sparql/nothing-here`,
      `${origin}/api/users`,
    ];
    for (const iri of refused) {
      const res = await ask('persons', `SELECT * WHERE { ?s ?p ?o SERVICE <${iri}> { ?s ?q ?r } } LIMIT 1`);
      expect(res.statusCode, iri).toBe(400);
      expect(res.json().message, iri).toContain(`SERVICE <${iri}> is not allowed`);
      expect(res.json().service).toBe(iri);
    }
    expect((await ask('persons', `SELECT * WHERE { SERVICE <${origin}/api/sparql/nothing-here> { ?s ?p ?o } }`)).json().message).toMatch(
      /repository nothing-here does not exist/,
    );
    const variable = await ask('persons', 'SELECT * WHERE { ?s ?p ?endpoint SERVICE ?endpoint { ?s ?q ?r } }');
    expect(variable.statusCode).toBe(400);
    expect(variable.json().message).toMatch(/^SERVICE \?endpoint: a SERVICE clause must name its endpoint by IRI/);
    // A forbidden endpoint nested inside an allowed one is refused too.
    const nested = await ask('persons', `SELECT * WHERE { SERVICE <companies> { ?s ?p ?o SERVICE <https://example.org/sparql> { ?s ?q ?r } } }`);
    expect(nested.statusCode).toBe(400);
    expect(nested.json().message).toContain('SERVICE <https://example.org/sparql> is not allowed');
  });

  it('respects SILENT: a refused or failing endpoint gives one empty solution instead of an error', async () => {
    const base = `PREFIX ex: <${EX}> SELECT ?name ?x WHERE { <${EX}person/5> ex:name ?name .`;
    const silentRefused = await ask('persons', `${base} SERVICE SILENT <https://example.org/sparql> { ?s ?p ?x } }`);
    expect(silentRefused.statusCode, silentRefused.body).toBe(200);
    expect(values(silentRefused.body, 'name', 'x')).toEqual([['Person 5', null]]);
    // 127.0.0.1:9 is on the allow-list but nothing listens there.
    const silentDown = await ask('persons', `${base} SERVICE SILENT <http://127.0.0.1:9/sparql> { ?s ?p ?x } }`);
    expect(silentDown.statusCode, silentDown.body).toBe(200);
    expect(values(silentDown.body, 'name', 'x')).toEqual([['Person 5', null]]);
    const loudDown = await ask('persons', `${base} SERVICE <http://127.0.0.1:9/sparql> { ?s ?p ?x } }`);
    expect(loudDown.statusCode).toBe(502);
    expect(loudDown.json().message).toMatch(/^SERVICE <http:\/\/127\.0\.0\.1:9\/sparql>: .*cannot be reached/);
    const badInside = await ask('persons', `${base} SERVICE SILENT <companies> { ?s ?p ?x FILTER(nonsense:f(?x)) } }`);
    expect(badInside.statusCode).toBe(400);
  });

  it('federates a SERVICE nested in another through this server, and answers CONSTRUCT and ASK', async () => {
    const nested = await ask(
      'persons',
      `PREFIX ex: <${EX}> SELECT ?company ?area WHERE { SERVICE <companies> { <${EX}company/21> ex:name ?company SERVICE <${own('parcels')}> { <${EX}parcel/3> ex:area ?area } } }`,
    );
    expect(nested.statusCode, nested.body).toBe(200);
    expect(values(nested.body, 'company', 'area')).toEqual([['Company 21', '103']]);

    const graph = await ask(
      'persons',
      `PREFIX ex: <${EX}> CONSTRUCT { ?person ex:employerName ?company } WHERE { <${EX}person/3> ex:worksAt ?c . BIND(<${EX}person/3> AS ?person) SERVICE <companies> { ?c ex:name ?company } }`,
      'editor',
      'application/n-triples',
    );
    expect(graph.statusCode, graph.body).toBe(200);
    expect(graph.headers['content-type']).toMatch(/^application\/n-triples/);
    expect(graph.body.trim()).toBe(`<${EX}person/3> <${EX}employerName> "Company 21" .`);

    const yes = await ask('persons', `PREFIX ex: <${EX}> ASK { <${EX}person/3> ex:worksAt ?c SERVICE <companies> { ?c ex:name "Company 21" } }`);
    expect(yes.json().boolean).toBe(true);
    const csv = await ask('persons', `PREFIX ex: <${EX}> SELECT ?company WHERE { <${EX}person/3> ex:worksAt ?c SERVICE <companies> { ?c ex:name ?company } }`, 'editor', 'text/csv');
    expect(csv.body.trim().split(/\r?\n/)).toEqual(['company', 'Company 21']);
  });

  it('never caches a federated answer, so a write to any repository it read shows at once', async () => {
    const query = `PREFIX ex: <${EX}> SELECT ?company WHERE { <${EX}person/4> ex:worksAt ?c SERVICE <companies> { ?c ex:name ?company } }`;
    const before = await ask('persons', query);
    expect(values(before.body, 'company')).toEqual([['Company 28']]);
    const again = await ask('persons', query);
    expect(again.headers['x-grafiek-cache']).toBe('skip');
    const renamed = await s.app.inject({
      method: 'POST',
      url: '/api/sparql/companies',
      headers: { 'content-type': 'application/sparql-update', ...s.auth('superadmin') },
      payload: `DELETE { <${EX}company/28> <${EX}name> ?n } INSERT { <${EX}company/28> <${EX}name> "Renamed" } WHERE { <${EX}company/28> <${EX}name> ?n }`,
    });
    expect(renamed.statusCode, renamed.body).toBe(204);
    expect(values((await ask('persons', query)).body, 'company')).toEqual([['Renamed']]);

    // Updates are not federated: the engine says so.
    const update = await s.app.inject({
      method: 'POST',
      url: '/api/sparql/persons',
      headers: { 'content-type': 'application/sparql-update', ...s.auth('editor') },
      payload: `INSERT { ?c <${EX}seen> true } WHERE { SERVICE <companies> { ?c <${EX}name> ?n } }`,
    });
    expect(update.statusCode).toBe(400);
    expect(update.json().message).toMatch(/The service <.*companies> is not supported/);

    // A query without SERVICE keeps the direct path and its cache.
    const plain = `PREFIX ex: <${EX}> SELECT ?name WHERE { <${EX}person/4> ex:name ?name }`;
    expect((await ask('persons', plain)).headers['x-grafiek-cache']).toBe('miss');
    expect((await ask('persons', plain)).headers['x-grafiek-cache']).toBe('hit');
  });

  it('keeps the limits: access to the queried repository, the deadline, no redirects', async () => {
    expect((await ask('persons', join('Municipality 1'), 'anonymous')).statusCode).toBe(401);
    expect((await ask('persons', join('Municipality 1'), 'otherProjectEditor')).statusCode).toBe(403);
    // An endpoint that never answers: the query's deadline (anonymous: 8 s here) stops it.
    const hung = await ask('companies', `SELECT * WHERE { SERVICE <http://${peerHost}/hang> { ?s ?p ?o } }`, 'anonymous');
    expect(hung.statusCode).toBe(504);
    // Whichever notices first, the endpoint's call or the query, says so (the first names the SERVICE).
    expect(hung.json().message).toMatch(/^(SERVICE <http:\/\/127\.0\.0\.1:\d+\/hang>: )?The query took longer than \d+ ms and was stopped\.$/);
    const redirected = await ask('companies', `SELECT * WHERE { SERVICE <http://${peerHost}/redirect> { ?s ?p ?o } }`);
    expect(redirected.statusCode).toBe(502);
    expect(redirected.json().message).toMatch(/answered with a redirect to http:\/\/169\.254\.169\.254\/latest\/meta-data; redirects are not followed/);
  });
});
