import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../testing/testDatabases.js';
import { password, startTestServer, type Persona, type TestServer } from '../testing/testServer.js';

/**
 * Issue #17, account lifecycle: administrators disable and delete users, everyone changes their
 * own password, and each of these ends the account's logins at once, not when the token expires.
 */
describe.each(testDatabaseKinds)('account lifecycle on $name', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    if (!kind.skip) s = await startTestServer(kind);
  });
  afterAll(async () => s?.close());

  const call = (persona: Persona | { token: string }, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    s.app.inject({
      method,
      url,
      headers: typeof persona === 'string' ? s.auth(persona) : { authorization: `Bearer ${persona.token}` },
      ...(payload ? { payload } : {}),
    });

  async function newUser(name: string, role: 'editor' | 'viewer' | 'admin' = 'editor', project = s.projectA.id) {
    const email = `${name}@example.org`;
    const created = await call('superadmin', 'POST', '/api/users', { name, email, password, role, project });
    expect(created.statusCode, created.body).toBe(201);
    const login = await s.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
    expect(login.statusCode, login.body).toBe(200);
    return { id: created.json().id as string, email, token: login.json().token as string };
  }

  describe.skipIf(kind.skip)('', () => {
    it('refuses new passwords shorter than 10 characters or among the common ones, with a clear message', async () => {
      const short = await call('superadmin', 'POST', '/api/users', { name: 'S', email: 's@example.org', password: 'Short-1', role: 'editor', project: s.projectA.id });
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toMatch(/password.*at least 10 characters/);
      const common = await call('superadmin', 'POST', '/api/users', { name: 'C', email: 'c@example.org', password: 'Password1234', role: 'editor', project: s.projectA.id });
      expect(common.statusCode).toBe(400);
      expect(common.json().message).toBe('Invalid request body: password: is one of the most common passwords; choose another');
      const users = await call('superadmin', 'GET', '/api/users');
      expect(users.json().map((u: { email: string }) => u.email)).not.toContain('c@example.org');
    });

    it('disabling a user ends their login at once and refuses a new one; enabling lets them in again', async () => {
      const user = await newUser('dora');
      expect((await call(user, 'GET', '/api/me')).statusCode).toBe(200);

      const disabled = await call('admin', 'PATCH', `/api/users/${user.id}`, { disabled: true });
      expect(disabled.statusCode, disabled.body).toBe(200);
      expect(disabled.json()).toMatchObject({ id: user.id, disabled: true });

      const me = await call(user, 'GET', '/api/me');
      expect(me.statusCode).toBe(401);
      expect(me.json().message).toMatch(/login has ended/);
      const login = await s.app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password } });
      expect(login.statusCode).toBe(401);
      expect(login.json().message).toMatch(/disabled/);
      const wrong = await s.app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: 'not the password' } });
      expect(wrong.json().message).toBe('Incorrect username or password');

      expect((await call('admin', 'PATCH', `/api/users/${user.id}`, { disabled: false })).json()).toMatchObject({ disabled: false });
      // The old token stays ended; a new login works.
      expect((await call(user, 'GET', '/api/me')).statusCode).toBe(401);
      const again = await s.app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password } });
      expect(again.statusCode).toBe(200);
      expect((await call({ token: again.json().token }, 'GET', '/api/me')).statusCode).toBe(200);
    });

    it('changing the password asks for the current one, keeps this login and ends every other', async () => {
      const user = await newUser('piet');
      const other = await s.app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password } });
      const otherToken = other.json().token as string;

      const wrongCurrent = await call(user, 'POST', '/api/me/password', { currentPassword: 'guess work here', newPassword: 'a much better secret' });
      expect(wrongCurrent.statusCode).toBe(403);
      expect(wrongCurrent.json().message).toBe('The current password is not correct.');
      const common = await call(user, 'POST', '/api/me/password', { currentPassword: password, newPassword: 'QwertyUiop' });
      expect(common.statusCode).toBe(400);

      const changed = await call(user, 'POST', '/api/me/password', { currentPassword: password, newPassword: 'a much better secret' });
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await call({ token: changed.json().token }, 'GET', '/api/me')).statusCode).toBe(200);
      expect((await call(user, 'GET', '/api/me')).statusCode).toBe(401);
      expect((await call({ token: otherToken }, 'GET', '/api/me')).statusCode).toBe(401);
      const oldPassword = await s.app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password } });
      expect(oldPassword.statusCode).toBe(401);
      const newPassword = await s.app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: 'a much better secret' } });
      expect(newPassword.statusCode).toBe(200);
    });

    it('deleting a user ends their login and frees the address; their apps stay', async () => {
      const user = await newUser('wim');
      const app = await call(user, 'POST', `/api/projects/${s.projectA.path}/viewers`, { path: 'wims-app', title: 'Wim' });
      expect(app.statusCode, app.body).toBeLessThan(300);

      const deleted = await call('superadmin', 'DELETE', `/api/users/${user.id}`);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect((await call(user, 'GET', '/api/me')).statusCode).toBe(401);
      expect((await call('superadmin', 'GET', `/api/projects/${s.projectA.path}/viewers/wims-app`)).statusCode).toBe(200);
      expect((await call('superadmin', 'DELETE', `/api/users/${user.id}`)).statusCode).toBe(404);
      await newUser('wim');
    });

    it('lets admins manage only the other non-superadmin users of their project, and nobody themselves', async () => {
      const outsider = await newUser('otto', 'editor', s.projectB.id);
      expect((await call('admin', 'PATCH', `/api/users/${outsider.id}`, { disabled: true })).statusCode).toBe(404);
      expect((await call('admin', 'PATCH', `/api/users/${s.users.superadmin.id}`, { disabled: true })).statusCode).toBe(404);
      const self = await call('admin', 'DELETE', `/api/users/${s.users.admin.id}`);
      expect(self.statusCode).toBe(403);
      expect(self.json().message).toBe('You may not disable or delete your own account.');
      expect((await call('editor', 'PATCH', `/api/users/${s.users.viewer.id}`, { disabled: true })).statusCode).toBe(404);
      expect((await call('anonymous', 'DELETE', `/api/users/${s.users.viewer.id}`)).statusCode).toBe(401);
      expect((await call('superadmin', 'PATCH', `/api/users/${outsider.id}`, { disabled: true })).json()).toMatchObject({ disabled: true });
    });
  });
});
