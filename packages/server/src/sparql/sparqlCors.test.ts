import { afterAll, describe, expect, it } from 'vitest';
import { readSparqlCors } from '../config.js';
import { testDatabaseKinds } from '../testing/testDatabases.js';
import { startTestServer, type TestServer } from '../testing/testServer.js';

const servers: TestServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.close();
});

async function server(cors?: string) {
  const started = await startTestServer(testDatabaseKinds[0]!, cors === undefined ? {} : { GRAFIEK_SPARQL_CORS: cors });
  servers.push(started);
  return started.app;
}

const ask = { method: 'POST' as const, url: '/api/sparql/demo', payload: 'query=ASK%7B%7D', headers: { 'content-type': 'application/x-www-form-urlencoded' } };

describe('the SPARQL endpoint for pages of other sites (GRAFIEK_SPARQL_CORS)', () => {
  it('answers any site by default, without credentials, and only on the endpoint', { timeout: 90_000 }, async () => {
    const app = await server();
    const answer = await app.inject({ ...ask, headers: { ...ask.headers, origin: 'https://static.example.org' } });
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await app.inject({ method: 'OPTIONS', url: '/api/sparql/demo', headers: { origin: 'https://static.example.org', 'access-control-request-method': 'POST' } });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toBe('GET, POST');
    expect((await app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://static.example.org' } })).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers only the listed sites when narrowed, and none when turned off', { timeout: 90_000 }, async () => {
    const listed = await server('https://intranet.example.org');
    const mine = await listed.inject({ ...ask, headers: { ...ask.headers, origin: 'https://intranet.example.org' } });
    expect(mine.headers['access-control-allow-origin']).toBe('https://intranet.example.org');
    expect(mine.headers.vary).toContain('Origin');
    const other = await listed.inject({ ...ask, headers: { ...ask.headers, origin: 'https://elsewhere.example.org' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();

    expect(readSparqlCors('none')).toEqual([]);
    expect(readSparqlCors('')).toEqual([]);
    expect(() => readSparqlCors('https://a.example.org/path')).toThrow('GRAFIEK_SPARQL_CORS: "https://a.example.org/path" is not an origin');
  });
});
