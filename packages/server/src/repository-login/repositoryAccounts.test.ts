import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../testing/testDatabases.js';
import { startTestServer, type Persona, type TestServer } from '../testing/testServer.js';

describe.each(testDatabaseKinds)('repository accounts on $name', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    if (!kind.skip) s = await startTestServer(kind);
  });
  afterAll(async () => s?.close());

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, who: Persona = 'superadmin', payload?: object) =>
    s.app.inject({ method, url, headers: s.auth(who), ...(payload ? { payload } : {}) });

  describe.skipIf(kind.skip)('', () => {
    it('are managed by superadmins only', async () => {
      const body = { password: 'long enough' };
      expect((await call('PUT', '/api/repositories/demo/accounts/ann', 'anonymous', body)).statusCode).toBe(401);
      for (const who of ['admin', 'editor', 'viewer'] as const) {
        expect((await call('PUT', '/api/repositories/demo/accounts/ann', who, body)).statusCode).toBe(403);
        expect((await call('GET', '/api/repositories/demo/accounts', who)).statusCode).toBe(403);
      }
      expect((await call('PUT', '/api/repositories/nowhere/accounts/ann', 'superadmin', body)).statusCode).toBe(404);
    });

    it('are created with a password, changed without one, and never show the password hash', async () => {
      const noPassword = await call('PUT', '/api/repositories/demo/accounts/bob', 'superadmin', { userName: 'Bob' });
      expect(noPassword.statusCode).toBe(400);
      expect(noPassword.json().message).toMatch(/password: is required for a new account/);

      const created = await call('PUT', '/api/repositories/demo/accounts/bob', 'superadmin', {
        password: 'bob password',
        parameters: { region: 'north' },
        userUri: 'urn:people:bob',
        userName: 'Bob',
        viewerPaths: ['maps', 'tables'],
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({
        repository: 'demo',
        login: 'bob',
        parameters: { region: 'north' },
        userUri: 'urn:people:bob',
        userName: 'Bob',
        fullAccess: false,
        viewerPaths: ['maps', 'tables'],
      });

      const changed = await call('PUT', '/api/repositories/demo/accounts/bob', 'superadmin', { userName: 'Robert', fullAccess: true });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ userName: 'Robert', fullAccess: true, viewerPaths: '*', parameters: {} });
      const login = await s.app.inject({ method: 'POST', url: '/api/login/demo', payload: { login: 'bob', psw: 'bob password' } });
      expect(login.json().loggedIn).toBe('true'); // the password was kept

      const listed = await call('GET', '/api/repositories/demo/accounts');
      expect(listed.json().map((a: { login: string }) => a.login)).toEqual(['bob']);
      for (const body of [listed.body, created.body, changed.body, (await call('GET', '/api/repositories/demo/accounts/BOB')).body]) {
        expect(body).not.toMatch(/argon2|password/i);
      }
    });

    it('are deleted, after which they are gone', async () => {
      await call('PUT', '/api/repositories/demo/accounts/carol', 'superadmin', { password: 'carol password' });
      expect((await call('DELETE', '/api/repositories/demo/accounts/carol')).json()).toEqual({ success: true });
      expect((await call('GET', '/api/repositories/demo/accounts/carol')).statusCode).toBe(404);
      expect((await call('DELETE', '/api/repositories/demo/accounts/carol')).statusCode).toBe(404);
      const login = await s.app.inject({ method: 'POST', url: '/api/login/demo', payload: { login: 'carol', psw: 'carol password' } });
      expect(login.statusCode).toBe(401);
    });
  });
});
