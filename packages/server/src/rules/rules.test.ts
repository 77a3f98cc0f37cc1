import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbeddedRepository } from '../repositories/embedded/embeddedRepository.js';
import { testDatabaseKinds } from '../testing/testDatabases.js';
import { startTestServer, type Persona, type TestServer } from '../testing/testServer.js';
import { omittedParametersKey } from './ruleLogBounds.js';
import { pruneRuleLogs } from './rulesStore.js';

/**
 * Who may run a rule (README: Rules and commands): a rule changes the repository, so running it
 * needs the right to update it, unless its authors marked it public. And the rule logs stay
 * bounded whatever a caller sends.
 */
describe.each(testDatabaseKinds)('running rules on $name', (kind) => {
  let s: TestServer;
  const maxBytes = 2048;
  beforeAll(async () => {
    if (kind.skip) return;
    s = await startTestServer(kind, { GRAFIEK_RULE_LOG_MAX_BYTES: String(maxBytes), GRAFIEK_RULE_LOG_MAX_ENTRIES: '3' }, {
      repositories: [
        { name: 'open', kind: 'embedded', public: true, projects: ['alpha'] },
        { name: 'closed', kind: 'embedded', public: false, projects: ['alpha'] },
      ],
      openEmbedded: openEmbeddedRepository,
    });
    for (const repo of ['open', 'closed']) {
      for (const [name, body] of Object.entries({
        sign: { template: 'INSERT DATA { <urn:book> <urn:signedBy> "{{name}}" }', tags: ['guestbook'], public: true },
        erase: { template: 'DELETE WHERE { <urn:book> ?p ?o }', tags: ['admin'] },
        signFirst: { template: 'INSERT DATA { <urn:book> <urn:first> "{{name}}" }', tags: ['mixed'], position: 1, public: true },
        thenErase: { template: 'DELETE WHERE { <urn:book> <urn:signedBy> ?o }', tags: ['mixed'], position: 2 },
      })) {
        const res = await s.app.inject({ method: 'PUT', url: `/api/repositories/${repo}/rules/${name}`, headers: s.auth('editor'), payload: body });
        expect(res.statusCode, res.body).toBe(200);
      }
    }
  });
  afterAll(async () => s?.close());

  const command = (repo: string, body: object, who: Persona, headers: Record<string, string> = {}) =>
    s.app.inject({ method: 'POST', url: `/api/command/${repo}`, headers: { ...s.auth(who), ...headers }, payload: body });
  const signers = async (repo: string) => {
    const res = await s.app.inject({
      method: 'GET',
      url: `/api/sparql/${repo}?query=${encodeURIComponent('SELECT ?n WHERE { <urn:book> <urn:signedBy> ?n } ORDER BY ?n #nocache')}`,
      headers: { accept: 'application/sparql-results+json', ...s.auth('editor') },
    });
    return (res.json().results.bindings as { n: { value: string } }[]).map((b) => b.n.value);
  };
  const session = async (repo: string, login: string, fullAccess: boolean) => {
    const put = await s.app.inject({ method: 'PUT', url: `/api/repositories/${repo}/accounts/${login}`, headers: s.auth('superadmin'), payload: { password: `${login} password`, fullAccess } });
    expect(put.statusCode, put.body).toBe(201);
    const res = await s.app.inject({ method: 'POST', url: `/api/login/${repo}`, payload: { login, psw: `${login} password` } });
    return { cookie: String(res.headers['set-cookie']).split(';')[0]! };
  };

  describe.skipIf(kind.skip)('', () => {
    it('stores whether a rule is public: not unless its authors say so', async () => {
      const rules = (await s.app.inject({ method: 'GET', url: '/api/repositories/open/rules', headers: s.auth('editor') })).json();
      expect(Object.fromEntries(rules.map((r: { name: string; public: boolean }) => [r.name, r.public]))).toEqual({ sign: true, erase: false, signFirst: true, thenErase: false });
      // A replace without the flag makes the rule private again, as with every other field.
      const put = (body: object) => s.app.inject({ method: 'PUT', url: '/api/repositories/open/rules/temp', headers: s.auth('editor'), payload: { template: 'CLEAR SILENT GRAPH <urn:g>', ...body } });
      expect((await put({ public: true })).json()).toMatchObject({ name: 'temp', public: true });
      expect((await put({})).json()).toMatchObject({ name: 'temp', public: false });
      expect((await put({ public: 'yes' })).statusCode).toBe(400);
      await s.app.inject({ method: 'DELETE', url: '/api/repositories/open/rules/temp', headers: s.auth('editor') });
    });

    it('lets an anonymous visitor of a public repository run public rules only, and asks them to log in for the others', async () => {
      const signed = await command('open', { command2: 'runSparqlRule', command3: 'sign', parameters: { name: 'Visitor' } }, 'anonymous');
      expect(signed.statusCode, signed.body).toBe(200);
      expect(signed.json()).toMatchObject({ success: true, loggedIn: false, errors: [] });
      expect(await signers('open')).toEqual(['Visitor']);

      const erased = await command('open', { command2: 'runSparqlRule', command3: 'erase' }, 'anonymous');
      expect(erased.statusCode).toBe(401);
      expect(erased.json()).toEqual({ message: 'Log in to run rule "erase": it changes repository "open" and is not public.' });
      expect(await signers('open')).toEqual(['Visitor']);

      // A chain runs only when every rule in it may run: nothing of it runs otherwise.
      const mixed = await command('open', { command2: 'runSparqlRulesWithTag', command3: 'mixed', parameters: { name: 'Sneaky' } }, 'anonymous');
      expect(mixed.statusCode).toBe(401);
      expect(mixed.json().message).toBe('Log in to run rule "thenErase" (tagged "mixed"): it changes repository "open" and is not public.');
      expect(await signers('open')).toEqual(['Visitor']);
    });

    it('refuses a reader (403) the rules that are not public, and lets authors run every rule', async () => {
      const refused = await command('open', { command2: 'runSparqlRule', command3: 'erase' }, 'viewer');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/^Rule "erase" changes repository "open" and is not public: only those who may change the repository/);
      expect((await command('open', { command2: 'runSparqlRule', command3: 'sign', parameters: { name: 'Reader' } }, 'viewer')).json().success).toBe(true);
      // An editor of another project may read the public repository, so public rules only.
      expect((await command('open', { command2: 'runSparqlRule', command3: 'erase' }, 'otherProjectEditor')).statusCode).toBe(403);
      expect((await command('open', { command2: 'runSparqlRule', command3: 'sign', parameters: { name: 'Neighbour' } }, 'otherProjectEditor')).json().success).toBe(true);
      expect(await signers('open')).toEqual(['Neighbour', 'Reader', 'Visitor']);

      const mixed = await command('open', { command2: 'runSparqlRulesWithTag', command3: 'mixed', parameters: { name: 'Editor' } }, 'editor');
      expect(mixed.json()).toMatchObject({ success: true, errors: [] });
      expect(await signers('open')).toEqual([]);
    });

    it('counts a repository login: a reader account runs public rules only, an account with full access every rule', async () => {
      const reader = await session('closed', 'reader', false);
      const writer = await session('closed', 'writer', true);
      expect((await command('closed', { command2: 'runSparqlRule', command3: 'sign', parameters: { name: 'Account' } }, 'anonymous', reader)).json().success).toBe(true);
      const refused = await command('closed', { command2: 'runSparqlRule', command3: 'erase' }, 'anonymous', reader);
      expect(refused.statusCode).toBe(403);
      expect(await signers('closed')).toEqual(['Account']);
      expect((await command('closed', { command2: 'runSparqlRule', command3: 'erase' }, 'anonymous', writer)).json().success).toBe(true);
      expect(await signers('closed')).toEqual([]);
      // Without any login a restricted repository's rules, public or not, are not reachable.
      expect((await command('closed', { command2: 'runSparqlRule', command3: 'sign', parameters: { name: 'x' } }, 'anonymous')).statusCode).toBe(401);
    });

    it('cuts a rule log entry to its bounded size, however much a caller sends', async () => {
      const parameters: Record<string, unknown> = { name: 'Big', essay: 'words '.repeat(200_000) };
      for (let i = 0; i < 5000; i++) parameters[`n${i}`] = i;
      const res = await command('open', { command2: 'runSparqlRule', command3: 'sign', parameters }, 'editor');
      expect(res.json()).toMatchObject({ success: true });
      const [log] = (await s.app.inject({ method: 'GET', url: '/api/repositories/open/rule-logs?limit=1', headers: s.auth('editor') })).json();
      const size = new TextEncoder().encode(JSON.stringify({ params: log.params, messages: log.messages })).length;
      expect(size).toBeLessThanOrEqual(maxBytes);
      expect(log.params.name).toBe('Big');
      expect(log.params.essay).toMatch(/^(words )+.*… \[truncated: \d+ more bytes\]$/);
      expect(log.params[omittedParametersKey]).toMatch(/parameters \(\d+ bytes in all\) left out$/);
      expect(log.messages.some((m: { text: string }) => /^\[truncated: \d+ more messages left out\]$/.test(m.text))).toBe(true);
    });

    it('keeps the newest GRAFIEK_RULE_LOG_MAX_ENTRIES entries per repository, and none past GRAFIEK_RULE_LOG_RETENTION_DAYS', async () => {
      for (const name of ['one', 'two', 'three', 'four', 'five']) {
        expect((await command('closed', { command2: 'runSparqlRule', command3: 'sign', parameters: { name } }, 'editor')).json().success).toBe(true);
      }
      const logs = async (repo: string) => (await s.app.inject({ method: 'GET', url: `/api/repositories/${repo}/rule-logs`, headers: s.auth('editor') })).json();
      expect((await logs('closed')).map((l: { params: { name: string } }) => l.params.name)).toEqual(['five', 'four', 'three']);
      expect((await logs('open')).length).toBeLessThanOrEqual(3);

      const limits = { maxEntries: 3, retentionDays: s.config.ruleLogs.retentionDays };
      expect(s.config.ruleLogs.retentionDays).toBe(30);
      await pruneRuleLogs(s.database.db, 'closed', limits, new Date(Date.now() + 29 * 24 * 3600 * 1000));
      expect((await logs('closed')).length).toBe(3);
      await pruneRuleLogs(s.database.db, 'closed', limits, new Date(Date.now() + 31 * 24 * 3600 * 1000));
      expect(await logs('closed')).toEqual([]);
    });
  });
});
