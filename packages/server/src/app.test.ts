import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { testDatabaseKinds } from './testing/testDatabases.js';
import { startTestServer, type TestServer } from './testing/testServer.js';

describe('the server as a whole', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(testDatabaseKinds[0]!);
  });
  afterAll(async () => s?.close());

  it('answers /api/health when ready', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('serves an OpenAPI document that lists every platform call, to logged-in users', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/docs/json', headers: s.auth('viewer') });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    const calls = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect(calls).toEqual(
      expect.arrayContaining([
        'POST /api/login',
        'GET /api/me',
        'GET /api/projects',
        'POST /api/projects',
        'GET /api/projects/{projectPath}',
        'GET /api/users',
        'POST /api/users',
        'POST /api/delete-project',
        'GET /api/projects/{projectPath}/viewers/{viewerPath}',
        'POST /api/projects/{projectPath}/viewers',
        'PUT /api/projects/{projectPath}/viewers/{viewerPath}',
      ]),
    );
    expect((await s.app.inject({ method: 'GET', url: '/api/docs', headers: s.auth('viewer') })).statusCode).toBeLessThan(400);
    // Anyone else is asked to log in (GRAFIEK_API_DOCS=users, the default).
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      const anonymous = await s.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'Log in to read the API documentation.' });
    }
  });

  it('serves the API docs to anyone with GRAFIEK_API_DOCS=public, and reads off and users from the environment', async () => {
    const open = await startTestServer(testDatabaseKinds[0]!, { GRAFIEK_API_DOCS: 'public' });
    try {
      expect((await open.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    } finally {
      await open.close();
    }
    expect(loadConfig({ GRAFIEK_API_DOCS: 'off' }).apiDocs).toBe('off');
    expect(loadConfig({}).apiDocs).toBe('users');
    expect(() => loadConfig({ GRAFIEK_API_DOCS: 'everyone' })).toThrow(/GRAFIEK_API_DOCS/);
  });

  it('sends security headers with a Content-Security-Policy', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['content-security-policy']).toMatch(/object-src 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('answers a login with a token that opens /api/me, and the user shape of the spec', async () => {
    const login = await s.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'ADMIN@example.org', password: 'correct horse battery' } });
    expect(login.statusCode).toBe(200);
    const { token, me } = login.json();
    expect(me).toEqual({ id: s.users.admin.id, email: 'admin@example.org', name: 'admin user', role: 'admin', project: s.projectA });
    const res = await s.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    expect(res.json()).toEqual(me);
    expect(login.body).not.toMatch(/password|hash/i);
  });

  it('shows each user only the projects and users they may see', async () => {
    const projects = async (who: 'superadmin' | 'admin' | 'otherProjectEditor') =>
      (await s.app.inject({ method: 'GET', url: '/api/projects', headers: s.auth(who) })).json().map((p: { path: string }) => p.path);
    expect(await projects('superadmin')).toEqual(['alpha', 'beta']);
    expect(await projects('admin')).toEqual(['alpha']);
    expect(await projects('otherProjectEditor')).toEqual(['beta']);
    const users = async (who: 'superadmin' | 'admin') =>
      (await s.app.inject({ method: 'GET', url: '/api/users', headers: s.auth(who) })).json().map((u: { email: string }) => u.email);
    expect(await users('superadmin')).toHaveLength(5);
    expect(await users('admin')).toEqual(['admin@example.org', 'editor@example.org', 'viewer@example.org']);
    const created = await s.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: s.auth('admin'),
      payload: { name: 'Newcomer', email: 'new@example.org', password: 'long enough', role: 'viewer' },
    });
    expect(created.json().project).toEqual(s.projectA);
  });

  it('answers an app config nested 2,000 deep with a clear 400, and saves a real one after', async () => {
    let nested: Record<string, unknown> = { widget: 'Table', query: 'ASK {}' };
    for (let i = 0; i < 1000; i++) nested = { widget: 'SplitLayout', areas: [nested] };
    const deep = await s.app.inject({ method: 'POST', url: '/api/projects/alpha/viewers', headers: s.auth('editor'), payload: { path: 'deep', mainArea: nested } });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().message).toBe('The request body nests deeper than 200 levels; real app configs nest about a dozen.');
    const real = await s.app.inject({ method: 'POST', url: '/api/projects/alpha/viewers', headers: s.auth('editor'), payload: { path: 'shallow', mainArea: { widget: 'Table', query: 'ASK {}' } } });
    expect(real.statusCode).toBeLessThan(300);
  });

  it('lets a superadmin on GRAFIEK_DELETE_ADMINS delete any app', async () => {
    const listed = await startTestServer(testDatabaseKinds[0]!, { GRAFIEK_DELETE_ADMINS: ' SuperAdmin@example.org , x@example.org' });
    try {
      const app = await listed.app.inject({ method: 'POST', url: '/api/projects/alpha/viewers', headers: listed.auth('editor'), payload: { path: 'byeditor' } });
      const project = (await listed.app.inject({ method: 'GET', url: '/api/projects/alpha', headers: listed.auth('superadmin') })).json();
      expect(project.viewers[0].canDelete).toBe(true);
      const res = await listed.app.inject({ method: 'POST', url: '/api/delete-project', headers: listed.auth('superadmin'), payload: { id: app.json().id } });
      expect(res.json()).toEqual({ success: true });
    } finally {
      await listed.close();
    }
  });
});
