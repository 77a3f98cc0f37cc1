import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../testing/testDatabases.js';
import { password, startTestServer, type TestServer } from '../testing/testServer.js';
import { csrfCookieName, csrfFor, csrfHeaderName, sessionCookieName } from './loginCookies.js';

/**
 * Issue #12 finding 9: a browser's login lives in an HttpOnly cookie, and a call that changes
 * something in the cookie's name needs the page's CSRF header. Bearer tokens work as before.
 */
const kind = testDatabaseKinds[0]!;

describe('the login cookie', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(kind);
  });
  afterAll(async () => s?.close());

  const cookiesOf = (setCookie: string | string[] | undefined) => (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []);

  async function browserLogin() {
    const login = await s.app.inject({ method: 'POST', url: '/api/login', payload: { email: s.users.editor.email, password } });
    expect(login.statusCode, login.body).toBe(200);
    const cookies = cookiesOf(login.headers['set-cookie']);
    const session = cookies.find((cookie) => cookie.startsWith(`${sessionCookieName}=`))!;
    const csrf = cookies.find((cookie) => cookie.startsWith(`${csrfCookieName}=`))!;
    const token = login.json().token as string;
    return { session, csrf, token, cookie: `${sessionCookieName}=${token}; ${csrfCookieName}=${csrfFor(token)}` };
  }

  it('is set at login: the token HttpOnly, the CSRF value readable, both SameSite and as long as the token', async () => {
    const { session, csrf, token } = await browserLogin();
    expect(session).toContain(`${sessionCookieName}=${token};`);
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; SameSite=Lax/);
    expect(session).toMatch(/; Path=\//);
    expect(Number(/Max-Age=(\d+)/.exec(session)?.[1])).toBeGreaterThan(3600);
    expect(csrf).toContain(`${csrfCookieName}=${csrfFor(token)};`);
    expect(csrf).not.toMatch(/HttpOnly/);
  });

  it('logs the browser in for reading without any header, and for changing only with the CSRF header', async () => {
    const { cookie, token } = await browserLogin();
    const me = await s.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().email).toBe(s.users.editor.email);

    const body = { title: 'Cookie project', path: 'cookieproject' };
    const forged = await s.app.inject({ method: 'POST', url: '/api/projects', headers: { cookie }, payload: body });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toMatch(/CSRF/);
    const wrong = await s.app.inject({ method: 'POST', url: '/api/projects', headers: { cookie, [csrfHeaderName]: csrfFor(`${token}x`) }, payload: body });
    expect(wrong.statusCode).toBe(403);
    // The editor may not create projects: past the CSRF check, the policy decides as for a bearer token.
    const checked = await s.app.inject({ method: 'POST', url: '/api/projects', headers: { cookie, [csrfHeaderName]: csrfFor(token) }, payload: body });
    expect(checked.statusCode).toBe(403);
    expect(checked.json().message).not.toMatch(/CSRF/);
    const bearer = await s.app.inject({ method: 'POST', url: '/api/projects', headers: { authorization: `Bearer ${token}` }, payload: body });
    expect(bearer.statusCode).toBe(checked.statusCode);
  });

  it('a stale cookie answers 401 once and is removed; logging in and out work whatever the cookie holds', async () => {
    const stale = `${sessionCookieName}=not.a.token; ${csrfCookieName}=x`;
    const me = await s.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: stale } });
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toMatch(/not valid/);
    expect(cookiesOf(me.headers['set-cookie']).filter((cookie) => /Max-Age=0/.test(cookie))).toHaveLength(2);
    // A static page is never refused because of the cookie.
    expect((await s.app.inject({ method: 'GET', url: '/', headers: { cookie: stale } })).statusCode).not.toBe(401);

    const login = await s.app.inject({ method: 'POST', url: '/api/login', headers: { cookie: stale }, payload: { email: s.users.editor.email, password } });
    expect(login.statusCode, login.body).toBe(200);
    const logout = await s.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: stale } });
    expect(logout.statusCode).toBe(204);
    const cleared = cookiesOf(logout.headers['set-cookie']);
    expect(cleared.map((cookie) => cookie.split('=')[0]).sort()).toEqual([csrfCookieName, sessionCookieName]);
    expect(cleared.every((cookie) => /Max-Age=0/.test(cookie))).toBe(true);
  });
});
