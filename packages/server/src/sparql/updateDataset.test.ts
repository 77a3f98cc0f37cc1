import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbeddedRepository } from '../repositories/embedded/embeddedRepository.js';
import { testDatabaseKinds } from '../testing/testDatabases.js';
import { startTestServer, type TestServer } from '../testing/testServer.js';
import { withUsingGraphs } from './updateDataset.js';

const none = { usingGraphUris: [], usingNamedGraphUris: [] };

describe('withUsingGraphs', () => {
  it('puts USING and USING NAMED in front of the WHERE of every DELETE/INSERT operation', () => {
    const update = 'PREFIX ex: <http://ex/>\nINSERT { ?s a ex:T } WHERE { ?s a ex:U } ;\nDELETE { ?s ?p ?o } INSERT { ?s ?p 1 } WHERE { ?s ?p ?o }';
    expect(withUsingGraphs(update, { usingGraphUris: ['http://g/1'], usingNamedGraphUris: ['http://g/2'] })).toBe(
      'PREFIX ex: <http://ex/>\nINSERT { ?s a ex:T }  USING <http://g/1> USING NAMED <http://g/2> WHERE { ?s a ex:U } ;\n' +
        'DELETE { ?s ?p ?o } INSERT { ?s ?p 1 }  USING <http://g/1> USING NAMED <http://g/2> WHERE { ?s ?p ?o }',
    );
  });

  it('leaves DELETE WHERE, INSERT DATA and WHEREs inside braces, strings, IRIs and comments alone', () => {
    const update = [
      'DELETE WHERE { ?s <http://ex/where> ?o } ;',
      'INSERT DATA { <http://ex/a> <http://ex/b> "WHERE { USING }", """ WITH \'\'\' """ } ;',
      '# WHERE in a comment, USING too',
      'INSERT { ?s ?p ?o } WHERE { { SELECT ?s ?p ?o WHERE { ?s ?p ?o } } FILTER(?o < 3 && ?o > 1) }',
    ].join('\n');
    const result = withUsingGraphs(update, { usingGraphUris: ['urn:g'], usingNamedGraphUris: [] });
    expect(result.match(/USING <urn:g>/g)).toHaveLength(1);
    expect(result).toContain('INSERT { ?s ?p ?o }  USING <urn:g> WHERE { { SELECT');
    expect(result.startsWith('DELETE WHERE {')).toBe(true);
  });

  it('changes nothing without parameters', () => {
    const update = 'WITH <urn:g> DELETE { ?s ?p ?o } USING <urn:h> WHERE { ?s ?p ?o }';
    expect(withUsingGraphs(update, none)).toBe(update);
  });

  it('refuses parameters together with the update’s own USING or WITH, and IRIs that are not absolute', () => {
    const dataset = { usingGraphUris: [], usingNamedGraphUris: ['http://example/people'] };
    expect(() => withUsingGraphs("WITH <http://example/addresses> DELETE { ?p ?x 'Bill' } WHERE { ?p ?x 'Bill' }", dataset)).toThrow(
      /has its own WITH clause/,
    );
    expect(() => withUsingGraphs('DELETE { ?s ?p ?o } using <urn:g> WHERE { ?s ?p ?o }', dataset)).toThrow(/has its own USING clause/);
    expect(() => withUsingGraphs('INSERT { ?s ?p ?o } WHERE { ?s ?p ?o }', { usingGraphUris: ['not an iri'], usingNamedGraphUris: [] })).toThrow(
      /"not an iri" .* is not an absolute IRI/,
    );
  });
});

describe('using-graph-uri and using-named-graph-uri on the endpoint (embedded repository)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(testDatabaseKinds[0]!, {}, {
      repositories: [{ name: 'store', kind: 'embedded', public: true, projects: [] }],
      openEmbedded: openEmbeddedRepository,
    });
    const load = await update(
      'INSERT DATA { GRAPH <urn:a> { <urn:x> a <urn:Thing> } GRAPH <urn:b> { <urn:y> a <urn:Thing> } GRAPH <urn:c> { <urn:z> a <urn:Thing> } }',
    );
    expect(load.statusCode, load.body).toBe(204);
  });
  afterAll(() => s?.close());

  const update = (text: string, query = '') =>
    s.app.inject({
      method: 'POST',
      url: `/api/sparql/store${query}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...s.auth('superadmin') },
      payload: new URLSearchParams({ update: text }).toString(),
    });
  const copied = async (graph: string) => {
    const res = await s.app.inject({
      method: 'GET',
      url: `/api/sparql/store?query=${encodeURIComponent(`SELECT ?s WHERE { GRAPH <${graph}> { ?s a <urn:Copied> } } ORDER BY ?s`)}`,
      headers: { accept: 'application/sparql-results+json' },
    });
    return (res.json() as { results: { bindings: { s: { value: string } }[] } }).results.bindings.map((b) => b.s.value);
  };

  it('reads the WHERE clause from the graphs using-graph-uri names', async () => {
    const res = await update('INSERT { GRAPH <urn:out1> { ?s a <urn:Copied> } } WHERE { ?s a <urn:Thing> }', '?using-graph-uri=urn:a&using-graph-uri=urn:c');
    expect(res.statusCode, res.body).toBe(204);
    expect(await copied('urn:out1')).toEqual(['urn:x', 'urn:z']);
  });

  it('reads GRAPH ?g patterns from the graphs using-named-graph-uri names (form fields work as well as the query string)', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/sparql/store',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...s.auth('superadmin') },
      payload: new URLSearchParams({
        update: 'INSERT { GRAPH <urn:out2> { ?s a <urn:Copied> } } WHERE { GRAPH ?g { ?s a <urn:Thing> } }',
        'using-named-graph-uri': 'urn:b',
      }).toString(),
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await copied('urn:out2')).toEqual(['urn:y']);
  });

  it('refuses a conflict with WITH, and dataset parameters of the wrong kind, changing nothing', async () => {
    const conflict = await update('WITH <urn:a> INSERT { GRAPH <urn:out3> { ?s a <urn:Copied> } } WHERE { ?s a <urn:Thing> }', '?using-graph-uri=urn:b');
    expect(conflict.statusCode).toBe(400);
    expect(conflict.json().message).toMatch(/has its own WITH clause/);
    const wrongKind = await update('INSERT { GRAPH <urn:out3> { ?s a <urn:Copied> } } WHERE { ?s a <urn:Thing> }', '?default-graph-uri=urn:b');
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().message).toMatch(/for an update use using-graph-uri/);
    const queryWithUsing = await s.app.inject({ method: 'GET', url: `/api/sparql/store?query=${encodeURIComponent('ASK {}')}&using-graph-uri=urn:a` });
    expect(queryWithUsing.statusCode).toBe(400);
    expect(await copied('urn:out3')).toEqual([]);
  });
});
