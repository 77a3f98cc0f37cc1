import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../testing/testDatabases.js';
import { startTestServer, type TestServer } from '../testing/testServer.js';

const virtuoso = process.env.TEST_VIRTUOSO_URL;
const skip = virtuoso || process.env.CI ? false : 'TEST_VIRTUOSO_URL is not set: Virtuoso tests skipped';

describe.skipIf(skip)('rules and the command endpoint, on Virtuoso', () => {
  let s: TestServer;
  const graph = `urn:grafiek:rules:${crypto.randomUUID()}`;

  beforeAll(async () => {
    if (!virtuoso) throw new Error('CI requires TEST_VIRTUOSO_URL');
    s = await startTestServer(testDatabaseKinds[0]!, {}, {
      repositories: [{ name: 'virt', kind: 'remote', public: false, projects: ['alpha'], queryUrl: virtuoso }],
    });
    const put = (name: string, body: object, who: 'editor' | 'viewer' = 'editor') =>
      s.app.inject({ method: 'PUT', url: `/api/repositories/virt/rules/${name}`, headers: s.auth(who), payload: body });
    expect((await put('addPerson', { template: 'x' }, 'viewer')).statusCode).toBe(403);
    expect((await put('notAnUpdate', { template: 'SELECT * {}' })).json().message).toMatch(/must be a SPARQL UPDATE/);
    for (const [name, body] of Object.entries({
      addPerson: { template: `INSERT DATA { GRAPH <${graph}> { <{{person}}> <urn:name> "{{name}}" } }`, tags: ['onboard'], position: 1 },
      addGuest: { template: `INSERT DATA { GRAPH <${graph}> { <{{person}}> <urn:guest> true } }`, tags: ['guests'], public: true },
      addMembership: { template: `INSERT DATA { GRAPH <${graph}> { <{{person}}> <urn:member> <urn:club> } }`, tags: ['onboard'], position: 2 },
      broken: { template: `INSERT DATA { GRAPH <${graph}> { <urn:x> <urn:y> "z" ` , tags: ['faulty'], position: 1 },
      afterBroken: { template: `INSERT DATA { GRAPH <${graph}> { <urn:never> <urn:y> "z" } }`, tags: ['faulty'], position: 2 },
    })) {
      const res = await put(name, body);
      expect(res.statusCode, res.body).toBe(200);
    }
  });
  afterAll(async () => {
    await s?.app.inject({
      method: 'POST',
      url: '/api/sparql/virt',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...s.auth('superadmin') },
      payload: new URLSearchParams({ update: `DROP SILENT GRAPH <${graph}>` }).toString(),
    });
    await s?.close();
  });

  const command = (body: object, who: Parameters<TestServer['auth']>[0] = 'editor') =>
    s.app.inject({ method: 'POST', url: '/api/command/virt', headers: s.auth(who), payload: body });
  const ask = async (pattern: string) => {
    const res = await s.app.inject({ method: 'GET', url: `/api/sparql/virt?query=${encodeURIComponent(`ASK { GRAPH <${graph}> { ${pattern} } }`)}`, headers: s.auth('viewer') });
    return JSON.parse(res.body).boolean as boolean;
  };

  it('runs every rule with a tag in order, with the parameters filled in, and logs the run', async () => {
    const res = await command({ commando: 'rule', command2: 'runSparqlRulesWithTag', command3: 'onboard', parameters: { person: 'urn:p:1', name: 'Ada' }, debugMode: true });
    expect(res.json()).toMatchObject({ success: true, loggedIn: true, errors: [] });
    expect(res.json().debugMessages).toEqual(['INFO: Rule "addPerson" ran.', 'INFO: Rule "addMembership" ran.']);
    expect(await ask('<urn:p:1> <urn:name> "Ada" ; <urn:member> <urn:club>')).toBe(true);

    const logs = (await s.app.inject({ method: 'GET', url: '/api/repositories/virt/rule-logs', headers: s.auth('editor') })).json();
    expect(logs[0]).toMatchObject({ tag: 'onboard', success: true, params: { person: 'urn:p:1', name: 'Ada' } });
    expect(logs[0].items.map((i: { type: string; rule: string }) => `${i.type} ${i.rule}`)).toEqual([
      'before-rule addPerson',
      'after-rule addPerson',
      'before-rule addMembership',
      'after-rule addMembership',
    ]);
    expect(logs[0].items[0].timestamp).toMatch(/^\d\d:\d\d:\d\d\.\d\d\d$/);
  });

  it('runs a single named rule', async () => {
    const res = await command({ command2: 'runSparqlRule', command3: 'addPerson', parameters: JSON.stringify({ person: 'urn:p:2', name: 'Bo' }) });
    expect(res.json().success).toBe(true);
    expect(await ask('<urn:p:2> <urn:name> "Bo"')).toBe(true);
    expect(await ask('<urn:p:2> <urn:member> ?c')).toBe(false);
  });

  it('stops a chain at the failing rule and says which rule failed', async () => {
    const res = await command({ command2: 'runSparqlRulesWithTag', command3: 'faulty', parameters: {} });
    expect(res.json().success).toBe(false);
    expect(res.json().errors[0]).toMatch(/^Rule "broken" failed: /);
    expect(await ask('<urn:never> ?p ?o')).toBe(false);
  });

  it('never lets a parameter value change the structure of an update', async () => {
    const attack = 'x" } } ; DROP ALL ; INSERT DATA { GRAPH <urn:evil> { <urn:a> <urn:b> "c';
    const res = await command({ command2: 'runSparqlRule', command3: 'addPerson', parameters: { person: 'urn:p:3', name: attack } });
    expect(res.json().success).toBe(true);
    expect(await ask(`<urn:p:3> <urn:name> ${JSON.stringify(attack)}`)).toBe(true);
    expect(await ask('<urn:p:1> <urn:name> "Ada"')).toBe(true); // DROP ALL did not run
    const iri = await command({ command2: 'runSparqlRule', command3: 'addPerson', parameters: { person: 'urn:x> } } ; DROP ALL ; #', name: 'n' } });
    expect(iri.json().success).toBe(false);
    expect(iri.json().errors[0]).toMatch(/Rule "addPerson" did not run: Template-placeholder \{\{person\}\} cannot take this value/);
  });

  it('answers with the spec messages for an unknown rule, tag or command, runs nothing for EMPTY, and skips non-text parameters', async () => {
    expect((await command({ command2: 'runSparqlRule', command3: 'nope' })).json().errors).toEqual(['There is no rule "nope" in repository "virt".']);
    expect((await command({ command2: 'runSparqlRulesWithTag', command3: 'nope' })).json().errors).toEqual(['No rules have the tag "nope" in repository "virt".']);
    expect((await command({ command2: 'runSparqlRulesWithTag', command3: 'EMPTY' })).json()).toMatchObject({ success: true, errors: [] });
    expect((await command({ command2: 'format disk' })).json().errors[0]).toMatch(/Unknown command/);
    const skipped = await command({ command2: 'runSparqlRule', command3: 'addPerson', parameters: { person: 'urn:p:4', name: 'Cy', extra: 42 }, debugMode: 'true' });
    expect(skipped.json().debugMessages).toContain('WARN: Parameter "extra" is not a text value and was skipped.');
    expect((await command({ commando: 'refreshCache', graph: graph })).json().success).toBe(true);
  });

  it('lets a reader run public rules only', async () => {
    const refused = await command({ command2: 'runSparqlRule', command3: 'addPerson', parameters: { person: 'urn:p:5', name: 'Di' } }, 'viewer');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Rule "addPerson" changes repository "virt" and is not public: only those who may change the repository (editors and admins of its project, or a repository login with full access) may run it.',
    );
    expect(await ask('<urn:p:5> ?p ?o')).toBe(false);
    const tagged = await command({ command2: 'runSparqlRulesWithTag', command3: 'onboard', parameters: { person: 'urn:p:5', name: 'Di' } }, 'viewer');
    expect(tagged.statusCode).toBe(403);
    expect(tagged.json().message).toMatch(/^Rule "addPerson" \(tagged "onboard"\) changes repository "virt" and is not public/);
    const allowed = await command({ command2: 'runSparqlRulesWithTag', command3: 'guests', parameters: { person: 'urn:p:5' } }, 'viewer');
    expect(allowed.json()).toMatchObject({ success: true, errors: [] });
    expect(await ask('<urn:p:5> <urn:guest> true')).toBe(true);
  });

  it('keeps commands from those without access', async () => {
    expect((await command({ command2: 'runSparqlRule', command3: 'addPerson' }, 'anonymous')).statusCode).toBe(401);
    expect((await command({ command2: 'runSparqlRule', command3: 'addPerson' }, 'otherProjectEditor')).statusCode).toBe(403);
    expect((await command({ command2: 'runSparqlRule', command3: 'addGuest' }, 'otherProjectEditor')).statusCode).toBe(403);
    expect((await s.app.inject({ method: 'GET', url: '/api/repositories/virt/rule-logs', headers: s.auth('viewer') })).statusCode).toBe(403);
  });
});
