import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../testing/testDatabases.js';
import { loadSigningKey, sharedSigningKey } from './tokens.js';
import { startTestServer, type TestServer } from '../testing/testServer.js';

/** Each route meets malformed, incomplete and mistyped input with a 4xx JSON message that names the problem. */
describe.each(testDatabaseKinds)('bad input on $name', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    if (!kind.skip) s = await startTestServer(kind, { GRAFIEK_BODY_LIMIT: '20000' });
  });
  afterAll(async () => s?.close());

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, body?: string | object, headers: Record<string, string> = {}) =>
    s.app.inject({
      method,
      url,
      headers: { 'content-type': 'application/json', ...s.auth('superadmin'), ...headers },
      ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
    });

  const expectMessage = (res: { statusCode: number; body: string }, status: number, pattern: RegExp) => {
    expect(res.statusCode, res.body).toBe(status);
    const json = JSON.parse(res.body) as { message: string };
    expect(json.message).toMatch(pattern);
    expect(res.body).not.toMatch(/\bat .*\.(js|ts):\d+/); // never a stack trace
  };

  const bodyRoutes: [string, 'POST' | 'PUT', string][] = [
    ['login', 'POST', '/api/login'],
    ['create project', 'POST', '/api/projects'],
    ['create user', 'POST', '/api/users'],
    ['delete app', 'POST', '/api/delete-project'],
    ['create app', 'POST', '/api/projects/alpha/viewers'],
  ];

  describe.skipIf(kind.skip)('', () => {
    it.each(bodyRoutes)('%s: malformed JSON is a 400 that says so', async (_name, method, url) => {
      expectMessage(await send(method, url, '{"title": "x",'), 400, /Malformed JSON/);
    });

    it.each(bodyRoutes)('%s: an oversized body is a 413', async (_name, method, url) => {
      expectMessage(await send(method, url, { title: 'x'.repeat(30_000) }), 413, /too large/);
    });

    it('login: missing and wrongly typed fields are named', async () => {
      expectMessage(await send('POST', '/api/login', {}), 400, /email.*password/);
      expectMessage(await send('POST', '/api/login', { email: 'not-an-email', password: 'x' }), 400, /email: must be an email address/);
      expectMessage(await send('POST', '/api/login', { email: 'a@example.org', password: 42 }), 400, /password/);
    });

    it('login: a wrong password or unknown address gives the spec message', async () => {
      expectMessage(await send('POST', '/api/login', { email: s.users.editor.email, password: 'wrong' }), 401, /^Incorrect username or password$/);
      expectMessage(await send('POST', '/api/login', { email: 'ghost@example.org', password: 'wrong' }), 401, /^Incorrect username or password$/);
    });

    it('create project: missing title, bad path and a taken path', async () => {
      expectMessage(await send('POST', '/api/projects', { path: 'p1' }), 400, /title/);
      expectMessage(await send('POST', '/api/projects', { title: 'T', path: 'has space' }), 400, /path: may contain only letters/);
      expectMessage(await send('POST', '/api/projects', { title: 'T', path: 'alpha' }), 409, /already exists/);
    });

    it('create user: wrong types, a short password, an unknown project, a taken email', async () => {
      const base = { name: 'N', email: 'n@example.org', password: 'long enough', role: 'editor' };
      expectMessage(await send('POST', '/api/users', { ...base, role: 'king' }), 400, /role/);
      expectMessage(await send('POST', '/api/users', { ...base, password: 'short' }), 400, /password: must have at least 10/);
      expectMessage(await send('POST', '/api/users', { ...base, name: 7 }), 400, /name/);
      expectMessage(await send('POST', '/api/users', { ...base, project: 'nowhere' }), 400, /no project "nowhere"/);
      expectMessage(await send('POST', '/api/users', { ...base, email: s.users.viewer.email }), 409, /already exists/);
    });

    it('apps: unknown project or app, missing path or version, mistyped fields', async () => {
      expectMessage(await send('GET', '/api/projects/nowhere'), 404, /no project "nowhere"/);
      expectMessage(await send('GET', '/api/projects/nowhere/viewers/x'), 404, /no project/);
      expectMessage(await send('GET', '/api/projects/alpha/viewers/none'), 404, /no app "none"/);
      expectMessage(await send('POST', '/api/projects/nowhere/viewers', { path: 'abcde' }), 404, /no project/);
      expectMessage(await send('POST', '/api/projects/alpha/viewers', { title: 'no path' }), 400, /^Invalid request body: path: is required$/);
      expectMessage(await send('POST', '/api/projects/alpha/viewers', { path: 'ok', title: ['x'] }), 400, /title/);
      expectMessage(await send('POST', '/api/projects/alpha/viewers', { path: 'ok', mainArea: 'flat' }), 400, /mainArea/);
      expectMessage(await send('PUT', '/api/projects/alpha/viewers/none', { version: 1 }), 404, /no app/);
      const created = await send('POST', '/api/projects/alpha/viewers', { path: 'needsversion', title: 'x' });
      expect(created.statusCode).toBe(201);
      expectMessage(await send('PUT', '/api/projects/alpha/viewers/needsversion', { title: 'y' }), 400, /^Invalid request body: version: is required \(the version this save is based on\)$/);
      expectMessage(await send('PUT', '/api/projects/alpha/viewers/needsversion', { version: 'one' }), 400, /version/);
      expectMessage(await send('POST', '/api/projects/alpha/viewers', { path: 'needsversion' }), 409, /already exists/);
      expectMessage(await send('POST', '/api/delete-project', {}), 400, /id/);
      expectMessage(await send('POST', '/api/delete-project', { id: 'no-such-app' }), 404, /no such app/);
    });

    it('a broken config is refused with the path of what is wrong, and nothing is saved', async () => {
      const broken = { path: 'brokenapp', title: 'B', mainArea: { direction: 'column', areas: [{ widget: 'Table' }, { widget: 42 }] } };
      expectMessage(await send('POST', '/api/projects/alpha/viewers', broken), 400, /mainArea\.areas\[1\]\.widget/);
      expect((await send('GET', '/api/projects/alpha/viewers/brokenapp')).statusCode).toBe(404);
    });

    it('a deleted app answers 410 with the spec message, and its path can be used again', async () => {
      const created = (await send('POST', '/api/projects/alpha/viewers', { path: 'gone', title: 'Gone' })).json();
      expect((await send('POST', '/api/delete-project', { id: created.id })).statusCode).toBe(200);
      expectMessage(await send('GET', '/api/projects/alpha/viewers/gone'), 410, /does not exist or has been deleted/);
      expectMessage(await send('PUT', '/api/projects/alpha/viewers/gone', { version: 1 }), 410, /deleted/);
      expect((await send('GET', '/api/projects/alpha')).json().viewers.map((v: { path: string }) => v.path)).not.toContain('gone');
      expect((await send('POST', '/api/projects/alpha/viewers', { path: 'gone', title: 'Again' })).statusCode).toBe(201);
      expect((await send('GET', '/api/projects/alpha/viewers/gone')).json().title).toBe('Again');
    });

    it('an expired, tampered, malformed or orphaned token is a 401 that says to log in again', async () => {
      // The server's own key: in the data folder, or shared through PostgreSQL.
      const key = s.database.kind === 'postgres' ? await sharedSigningKey(s.database.db, s.config.dataDir, undefined) : loadSigningKey(s.config.dataDir, undefined);
      const expired = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(s.users.editor.id)
        .setIssuer('grafiek')
        .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
        .sign(key);
      expectMessage(await send('GET', '/api/me', undefined, { authorization: `Bearer ${expired}` }), 401, /expired/);
      const token = s.users.editor.token;
      const tampered = token.slice(0, -3) + (token.endsWith('A') ? 'BBB' : 'AAA');
      expectMessage(await send('GET', '/api/me', undefined, { authorization: `Bearer ${tampered}` }), 401, /not valid/);
      const [header, , signature] = token.split('.');
      const forgedPayload = Buffer.from(JSON.stringify({ sub: s.users.superadmin.id, iss: 'grafiek', exp: 9999999999 })).toString('base64url');
      expectMessage(await send('GET', '/api/me', undefined, { authorization: `Bearer ${header}.${forgedPayload}.${signature}` }), 401, /not valid/);
      expectMessage(await send('GET', '/api/me', undefined, { authorization: 'Basic abc' }), 401, /not valid/);
      const otherKey = new TextEncoder().encode('x'.repeat(48));
      const foreign = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject('nobody').setIssuer('grafiek').setExpirationTime('1h').sign(otherKey);
      expectMessage(await send('GET', '/api/projects', undefined, { authorization: `Bearer ${foreign}` }), 401, /not valid/);
    });

    it('unknown API routes answer a JSON 404', async () => {
      expectMessage(await send('GET', '/api/nothing-here'), 404, /No such route: GET \/api\/nothing-here/);
    });
  });
});

describe('login rate limit', () => {
  const kind = testDatabaseKinds[0]!;
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(kind, { GRAFIEK_LOGIN_RATE_LIMIT: '20' });
  });
  afterAll(async () => s?.close());

  it('answers 429 once a client has tried too often, even with the right password', async () => {
    // startTestServer logged in five times already; this client has 15 attempts left.
    const attempt = (password: string) =>
      s.app.inject({ method: 'POST', url: '/api/login', payload: { email: s.users.viewer.email, password } });
    for (let i = 0; i < 15; i++) expect((await attempt('wrong')).statusCode).toBe(401);
    const blocked = await attempt('correct horse battery');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many attempts/);
  });
});
