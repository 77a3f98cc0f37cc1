import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbeddedRepository } from '../repositories/embedded/embeddedRepository.js';
import { testDatabaseKinds } from '../testing/testDatabases.js';
import { startTestServer, type TestServer } from '../testing/testServer.js';
import { checkSparqlSize, MAX_SPARQL_CHARS, MAX_SPARQL_NESTING } from './sparqlLimits.js';
import { withPaging } from './sparqlRoutes.js';

const nested = (depth: number) => `ASK { FILTER(${'('.repeat(depth)}1${')'.repeat(depth)}) }`;

describe('checkSparqlSize', () => {
  it('takes real queries, and brackets inside strings, IRIs and comments do not count', () => {
    expect(() => checkSparqlSize(nested(MAX_SPARQL_NESTING - 2), 'query')).not.toThrow();
    const deepText = '('.repeat(500);
    expect(() => checkSparqlSize(`SELECT * { ?s ?p "${deepText}" } # ${deepText}\n`, 'query')).not.toThrow();
  });

  it('refuses a query nested past the limit or longer than the limit, saying which and by how much', () => {
    expect(() => checkSparqlSize(nested(2000), 'query')).toThrow(`The query nests brackets 2002 deep; the server allows at most ${MAX_SPARQL_NESTING}.`);
    expect(() => checkSparqlSize(`INSERT DATA { ${'['.repeat(300)} }`, 'update')).toThrow('The update nests brackets 301 deep');
    expect(() => checkSparqlSize(`ASK {} #${'x'.repeat(MAX_SPARQL_CHARS)}`, 'query')).toThrow(/^The query is 1,000,0\d\d characters long; the server takes at most 1,000,000\.$/);
  });
});

describe('withPaging', () => {
  it('adds LIMIT and OFFSET unless the query ends with its own, comments and strings aside', () => {
    expect(withPaging('SELECT * { ?s ?p ?o }', 10, 20)).toBe('SELECT * { ?s ?p ?o }\nLIMIT 10 OFFSET 20');
    expect(withPaging('SELECT * { ?s ?p ?o } LIMIT 5 # the first five', 10)).toBe('SELECT * { ?s ?p ?o } LIMIT 5 # the first five');
    expect(withPaging('SELECT * { ?s ?p "x LIMIT 5" }', 10)).toBe('SELECT * { ?s ?p "x LIMIT 5" }\nLIMIT 10 ');
    // The finding of issue #12: 40,000 `#` and a `<` once stalled the server (a quadratic regex).
    const hostile = `SELECT * {?s ?p ?o} #${'#'.repeat(40_000)}<`;
    expect(withPaging(hostile, 10)).toBe(`${hostile}\nLIMIT 10 `);
  });
});

describe('the SPARQL endpoint under hostile queries', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(testDatabaseKinds[0]!, { GRAFIEK_ANONYMOUS_QUERY_TIMEOUT_MS: '500', GRAFIEK_SPARQL_CONCURRENCY: '1', GRAFIEK_SPARQL_QUEUE: '1', GRAFIEK_MAX_ANSWER_BYTES: '4096' }, {
      repositories: [{ name: 'open', kind: 'embedded', public: true, projects: [] }],
      openEmbedded: openEmbeddedRepository,
    });
  });
  afterAll(async () => s?.close());

  const ask = (query: string, headers: Record<string, string> = {}) =>
    s.app.inject({
      method: 'POST',
      url: '/api/sparql/open',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/sparql-results+json', ...headers },
      payload: new URLSearchParams({ query }).toString(),
    });

  it('answers an anonymous query nested 2,000 deep with a clear 400, and keeps answering after', async () => {
    const refused = await ask(nested(2000));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(`The query nests brackets 2002 deep; the server allows at most ${MAX_SPARQL_NESTING}.`);
    const after = await ask('ASK { FILTER(1 = 1) }');
    expect(after.statusCode).toBe(200);
    expect(after.json().boolean).toBe(true);
    // Answers are data: opened as a page, nothing in them may run.
    expect(after.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it('answers 422 for an answer past GRAFIEK_MAX_ANSWER_BYTES, saying how to page it; a page of it comes', async () => {
    const many = 'SELECT ?n WHERE { VALUES ?x { 0 1 2 3 4 5 6 7 8 9 } VALUES ?y { 0 1 2 3 4 5 6 7 8 9 } VALUES ?z { 0 1 2 3 4 5 6 7 8 9 } BIND (?x * 100 + ?y * 10 + ?z AS ?n) }';
    const refused = await ask(many);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('The answer is larger than the 4 kB this server sends at once (GRAFIEK_MAX_ANSWER_BYTES). Add a LIMIT, or page through it with LIMIT and OFFSET.');
    const page = await ask(`${many} LIMIT 10`);
    expect(page.statusCode).toBe(200);
    expect(page.json().results.bindings).toHaveLength(10);
  });

  it('gives anonymous callers the shorter timeout, and logged-in people the full one', async () => {
    const slow = 'ASK {} # artificially-slow-query 900';
    const anonymous = await ask(slow);
    expect(anonymous.statusCode).toBe(504);
    expect(anonymous.json().message).toBe('The query took longer than 500 ms and was stopped.');
    expect((await ask(slow, s.auth('viewer'))).statusCode).toBe(200);
  });

  it('lets one client run its queries one at a time here, queues one more and refuses the rest with 429', async () => {
    const slow = 'ASK {} # artificially-slow-query 300';
    const answers = await Promise.all([ask(slow, s.auth('viewer')), ask(slow, s.auth('viewer')), ask(slow, s.auth('viewer'))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 429]);
    expect(answers.find((a) => a.statusCode === 429)!.json().message).toMatch(/^Too many queries at once from this client: 1 run and 1 wait/);
    // Another client is not held up by that queue.
    expect((await ask('ASK {}')).statusCode).toBe(200);
  });
});
