import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbeddedRepository } from '../../repositories/embedded/embeddedRepository.js';
import { testDatabaseKinds } from '../../testing/testDatabases.js';
import { startTestServer, type Persona, type TestServer } from '../../testing/testServer.js';

const virtuoso = process.env.TEST_VIRTUOSO_URL;
const skip = virtuoso || process.env.CI ? false : 'TEST_VIRTUOSO_URL is not set: Virtuoso tests skipped (CI runs them; see scripts/ci-virtuoso.sh)';

/**
 * The federated join of federation.test.ts with companies and parcels in a real Virtuoso 7: once as
 * repositories of this server (kind remote), once as an allow-listed endpoint named by its URL.
 */
describe.skipIf(skip)('SERVICE federation with Virtuoso as a remote', { timeout: 120_000 }, () => {
  let s: TestServer;
  const ROWS = 10_000;
  // Virtuoso's default dataset is every graph it holds: names of this run only.
  const run = crypto.randomUUID();
  const EX = `https://example.org/${run}/`;
  const graph = `urn:grafiek:test:${run}`;
  const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };

  beforeAll(async () => {
    if (!virtuoso) throw new Error('CI requires TEST_VIRTUOSO_URL (scripts/ci-virtuoso.sh starts Virtuoso)');
    s = await startTestServer(testDatabaseKinds[0]!, { GRAFIEK_ALLOWED_ENDPOINTS: new URL(virtuoso).host }, {
      repositories: [
        { name: 'persons', kind: 'embedded', public: true, projects: [] },
        { name: 'registry', kind: 'remote', public: false, projects: ['alpha'], queryUrl: virtuoso },
      ],
      openEmbedded: (options) => openEmbeddedRepository({ ...options, queryWorkers: 1 }),
    });
    const write = async (repo: string, lines: string[], wrap: (body: string) => string) => {
      // Small updates: Virtuoso refuses one whose generated SQL passes 10,000 lines.
      for (let i = 0; i < lines.length; i += 400) {
        const res = await s.app.inject({
          method: 'POST',
          url: `/api/sparql/${repo}`,
          headers: { ...formHeaders, ...s.auth('superadmin') },
          payload: new URLSearchParams({ update: `INSERT DATA { ${wrap(lines.slice(i, i + 400).join('\n'))} }` }).toString(),
        });
        expect(res.statusCode, res.body).toBe(204);
      }
    };
    const persons: string[] = [];
    const registry: string[] = [];
    for (let i = 0; i < ROWS; i++) {
      persons.push(`<${EX}person/${i}> <${EX}name> "Person ${i}" ; <${EX}worksAt> <${EX}company/${(i * 7) % ROWS}> ; <${EX}owns> <${EX}parcel/${i}> .`);
      registry.push(`<${EX}company/${i}> <${EX}name> "Company ${i}" .`);
      registry.push(`<${EX}parcel/${i}> <${EX}area> ${100 + (i % 900)} ; <${EX}municipality> "Municipality ${i % 20}" .`);
    }
    await write('persons', persons, (body) => body);
    await write('registry', registry, (body) => `GRAPH <${graph}> { ${body} }`);
  }, 180_000);
  afterAll(async () => {
    await s?.app.inject({ method: 'POST', url: '/api/sparql/registry', headers: { ...formHeaders, ...s.auth('superadmin') }, payload: new URLSearchParams({ update: `DROP SILENT GRAPH <${graph}>` }).toString() });
    await s?.close();
  });

  const ask = (query: string, who: Persona = 'editor') =>
    s.app.inject({ method: 'POST', url: '/api/sparql/persons', headers: { ...formHeaders, accept: 'application/sparql-results+json', ...s.auth(who) }, payload: new URLSearchParams({ query }).toString() });
  const values = (body: string, ...names: string[]) =>
    (JSON.parse(body) as { results: { bindings: Record<string, { value: string } | undefined>[] } }).results.bindings.map((row) => names.map((n) => row[n]?.value ?? null));
  const join = (endpoint: string) => `SELECT ?name ?company ?area WHERE {
  ?person <${EX}name> ?name ; <${EX}worksAt> ?employer ; <${EX}owns> ?parcel .
  SERVICE <${endpoint}> { ?employer <${EX}name> ?company }
  SERVICE <${endpoint}> { ?parcel <${EX}area> ?area ; <${EX}municipality> "Municipality 3" }
} ORDER BY ?name`;

  for (const [how, endpoint] of [
    ['as a repository of this server', 'http://localhost/api/sparql/registry?persona=system'],
    ['as an allow-listed endpoint', () => virtuoso!],
  ] as const) {
    it(`joins 10,000 embedded persons with companies and parcels in Virtuoso, ${how}`, async () => {
      const res = await ask(join(typeof endpoint === 'string' ? endpoint : endpoint()));
      expect(res.statusCode, res.body).toBe(200);
      const found = values(res.body, 'name', 'company', 'area');
      expect(found).toHaveLength(ROWS / 20);
      expect(found).toContainEqual(['Person 3', 'Company 21', '103']);
      for (const [name, company, area] of found) {
        const i = Number(name!.slice('Person '.length));
        expect([i % 20, company, area]).toEqual([3, `Company ${(i * 7) % ROWS}`, String(100 + (i % 900))]);
      }
    });
  }

  it('counts the full join, its bindings sent to Virtuoso in blocks it takes, a few requests at a time', async () => {
    const res = await ask(`SELECT (COUNT(*) AS ?n) WHERE {
  ?person <${EX}worksAt> ?employer .
  SERVICE <http://localhost/api/sparql/registry> { ?employer <${EX}name> ?company }
}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(values(res.body, 'n')).toEqual([[String(ROWS)]]);
  });

  it('gives a caller without access to the Virtuoso repository no rows from it', async () => {
    const res = await ask(join('http://localhost/api/sparql/registry?persona=system'), 'anonymous');
    expect(res.statusCode, res.body).toBe(200);
    expect(values(res.body, 'name')).toEqual([]);
    expect(res.headers['x-grafiek-service-denied']).toBe('<http://localhost/api/sparql/registry?persona=system>');
  });
});
