import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbeddedRepository } from '../repositories/embedded/embeddedRepository.js';
import { testDatabaseKinds } from '../testing/testDatabases.js';
import { startTestServer, type Persona, type TestServer } from '../testing/testServer.js';

/**
 * Repository login as a browser uses it: log in with an account of the repository, get a session
 * cookie, and with it query (and, with full access, change) a restricted repository.
 */
const cookieOf = (setCookie: string | string[] | undefined) => {
  const header = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  const match = /grafiek_repo_session=([^;]*)/.exec(header ?? '');
  return match ? `grafiek_repo_session=${match[1]}` : undefined;
};

describe.each(testDatabaseKinds)('repository login on $name', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    if (kind.skip) return;
    s = await startTestServer(kind, {}, {
      repositories: [
        { name: 'secret', kind: 'embedded', public: false, projects: ['alpha'] },
        { name: 'other', kind: 'embedded', public: false, projects: [] },
      ],
      openEmbedded: openEmbeddedRepository,
    });
    const insert = await s.app.inject({
      method: 'POST',
      url: '/api/sparql/secret',
      headers: { 'content-type': 'application/sparql-update', ...s.auth('superadmin') },
      payload: 'INSERT DATA { <urn:treasure> <urn:is> "gold" }',
    });
    expect(insert.statusCode, insert.body).toBe(204);
    await putAccount('secret', 'reader', {
      password: 'reader password',
      parameters: { team: 'blue' },
      userUri: 'urn:people:reader',
      userName: 'Rita Reader',
      viewerPaths: ['app1'],
    });
    await putAccount('secret', 'writer', { password: 'writer password', fullAccess: true });
    await putAccount('other', 'stranger', { password: 'stranger password' });
  });
  afterAll(async () => s?.close());

  async function putAccount(repo: string, login: string, body: object) {
    const res = await s.app.inject({ method: 'PUT', url: `/api/repositories/${repo}/accounts/${login}`, headers: s.auth('superadmin'), payload: body });
    expect(res.statusCode, res.body).toBe(201);
  }
  const login = (repo: string, body: object | string, contentType = 'application/json') =>
    s.app.inject({
      method: 'POST',
      url: `/api/login/${repo}`,
      headers: { 'content-type': contentType },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  async function sessionOf(repo: string, user: string, psw: string) {
    const res = await login(repo, new URLSearchParams({ login: user, psw }).toString(), 'application/x-www-form-urlencoded');
    expect(res.statusCode, res.body).toBe(200);
    return cookieOf(res.headers['set-cookie'])!;
  }
  const ask = (repo: string, headers: Record<string, string> = {}) =>
    s.app.inject({
      method: 'GET',
      url: `/api/sparql/${repo}?query=${encodeURIComponent('ASK { <urn:treasure> <urn:is> "gold" }')}`,
      headers: { accept: 'application/sparql-results+json', ...headers },
    });
  const isLoggedIn = (repo: string, headers: Record<string, string>, viewerPath?: string) =>
    s.app.inject({ method: 'GET', url: `/api/isloggedin/${repo}${viewerPath ? `?viewerPath=${viewerPath}` : ''}`, headers });

  describe.skipIf(kind.skip)('', () => {
    it('logs in with the form the web app posts and sets an HttpOnly session cookie for the whole site', async () => {
      const res = await login('secret', 'login=reader&psw=reader+password', 'application/x-www-form-urlencoded');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ loggedIn: 'true', repo: 'secret', parameters: { team: 'blue' }, message: 'Logged in to secret as reader.' });
      const setCookie = String(res.headers['set-cookie']);
      expect(setCookie).toMatch(/^grafiek_repo_session=[\w-]+\.[\w-]+\.[\w-]+;/);
      expect(setCookie).toContain('HttpOnly');
      expect(setCookie).toContain('SameSite=Lax');
      expect(setCookie).toContain('Path=/');
      expect(setCookie).toMatch(/Max-Age=43200/); // GRAFIEK_TOKEN_TTL's default, 12 h
      // JSON works as well, and logins ignore case as platform e-mail addresses do.
      expect((await login('secret', { login: 'READER', psw: 'reader password' })).json().loggedIn).toBe('true');
    });

    it('refuses wrong credentials with 401 and missing fields with 400, in the login answer’s shape, without a cookie', async () => {
      const wrong = await login('secret', { login: 'reader', psw: 'guess' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ loggedIn: 'false', repo: 'secret', message: 'Incorrect username or password' });
      expect(wrong.headers['set-cookie']).toBeUndefined();
      expect((await login('secret', { login: 'nobody', psw: 'reader password' })).statusCode).toBe(401);
      // An account of one repository is no account of another.
      expect((await login('other', { login: 'reader', psw: 'reader password' })).statusCode).toBe(401);
      const missing = await login('secret', { login: 'reader' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ loggedIn: 'false', repo: 'secret', message: expect.stringMatching(/password/) });
      expect((await login('nowhere', { login: 'reader', psw: 'x' })).statusCode).toBe(404);
    });

    it('lets the session cookie query its restricted repository, and nothing else', async () => {
      expect((await ask('secret')).statusCode).toBe(401);
      const cookie = await sessionOf('secret', 'reader', 'reader password');
      const withCookie = await ask('secret', { cookie });
      expect(withCookie.statusCode, withCookie.body).toBe(200);
      expect(withCookie.json().boolean).toBe(true);
      expect((await ask('other', { cookie })).statusCode).toBe(401);
      // A forged or damaged cookie is no session: 401 for the repository, no error elsewhere.
      expect((await ask('secret', { cookie: `${cookie}x` })).statusCode).toBe(401);
      expect((await s.app.inject({ method: 'GET', url: '/api/projects/alpha', headers: { cookie: `${cookie}x` } })).statusCode).toBe(200);
    });

    it('lets only accounts with full access change the repository', async () => {
      const update = (cookie: string, text: string) =>
        s.app.inject({ method: 'POST', url: '/api/sparql/secret', headers: { 'content-type': 'application/sparql-update', cookie }, payload: text });
      const reader = await sessionOf('secret', 'reader', 'reader password');
      const refused = await update(reader, 'INSERT DATA { <urn:reader> <urn:was> "here" }');
      expect(refused.statusCode).toBe(403);
      const writer = await sessionOf('secret', 'writer', 'writer password');
      expect((await update(writer, 'INSERT DATA { <urn:writer> <urn:was> "here" }')).statusCode).toBe(204);
      const check = await s.app.inject({
        method: 'GET',
        url: `/api/sparql/secret?query=${encodeURIComponent('SELECT ?who WHERE { ?who <urn:was> "here" }')}`,
        headers: { accept: 'application/sparql-results+json', cookie: reader },
      });
      expect(check.json().results.bindings.map((b: { who: { value: string } }) => b.who.value)).toEqual(['urn:writer']);
    });

    it('answers the logged-in check with the account’s details and the statuses that deny access', async () => {
      const reader = await sessionOf('secret', 'reader', 'reader password');
      expect((await isLoggedIn('secret', { cookie: reader }, 'app1')).json()).toEqual({
        loggedIn: 'true',
        oidcLoginStatus: 'none',
        repo: 'secret',
        fullAccess: false,
        parameters: { team: 'blue' },
        userUri: 'urn:people:reader',
        userName: 'Rita Reader',
      });
      const notPermitted = (await isLoggedIn('secret', { cookie: reader }, 'app2')).json();
      expect(notPermitted).toMatchObject({ loggedIn: 'USER_NOT_PERMITTED', fullAccess: false, parameters: {} });
      const stranger = await sessionOf('other', 'stranger', 'stranger password');
      expect((await isLoggedIn('secret', { cookie: stranger }, 'app1')).json().loggedIn).toBe('REPO_NOT_PERMITTED');
      expect((await isLoggedIn('secret', {}, 'app1')).json()).toMatchObject({ loggedIn: 'false', fullAccess: false, userUri: null });
      const writer = await sessionOf('secret', 'writer', 'writer password');
      expect((await isLoggedIn('secret', { cookie: writer }, 'any-app')).json()).toMatchObject({ loggedIn: 'true', fullAccess: true });
      expect((await s.app.inject({ method: 'GET', url: '/api/isloggedin/nowhere' })).statusCode).toBe(404);
    });

    it('counts platform users who may query the repository as logged in, with full access when they may change it', async () => {
      const status = async (who: Persona) => (await isLoggedIn('secret', s.auth(who), 'app1')).json();
      expect(await status('editor')).toMatchObject({ loggedIn: 'true', fullAccess: true, userName: 'editor user', userUri: `urn:grafiek:user:${s.users.editor.id}` });
      expect(await status('viewer')).toMatchObject({ loggedIn: 'true', fullAccess: false });
      expect(await status('otherProjectEditor')).toMatchObject({ loggedIn: 'false' });
    });

    it('logs out through /api/logout and through the logout command, leaving another repository’s session alone', async () => {
      const clears = (setCookie: unknown) => /^grafiek_repo_session=;.*Max-Age=0/.test(String(setCookie));
      const reader = await sessionOf('secret', 'reader', 'reader password');
      const out = await s.app.inject({ method: 'POST', url: '/api/logout/secret', headers: { cookie: reader } });
      expect(out.json()).toEqual({ loggedIn: 'false', repo: 'secret', message: 'Logged out of secret.' });
      expect(clears(out.headers['set-cookie'])).toBe(true);

      const viaCommand = await s.app.inject({ method: 'POST', url: '/api/command/secret', headers: { cookie: reader }, payload: { commando: 'logout' } });
      expect(viaCommand.json()).toEqual({ success: true, loggedIn: false, errors: [], debugMessages: [] });
      expect(clears(viaCommand.headers['set-cookie'])).toBe(true);

      const stranger = await sessionOf('other', 'stranger', 'stranger password');
      const elsewhere = await s.app.inject({ method: 'POST', url: '/api/logout/secret', headers: { cookie: stranger } });
      expect(elsewhere.json().message).toBe('You were not logged in to secret.');
      expect(elsewhere.headers['set-cookie']).toBeUndefined();
    });

    it('runs commands for a session, and ends sessions when the password changes or the account goes', async () => {
      const writer = await sessionOf('secret', 'writer', 'writer password');
      const command = (cookie?: string) =>
        s.app.inject({ method: 'POST', url: '/api/command/secret', headers: cookie ? { cookie } : {}, payload: { commando: 'refreshCache' } });
      expect((await command(writer)).json()).toMatchObject({ success: true, loggedIn: true });
      expect((await command()).statusCode).toBe(401);

      await s.app.inject({ method: 'PUT', url: '/api/repositories/secret/accounts/writer', headers: s.auth('superadmin'), payload: { password: 'a new password', fullAccess: true } });
      expect((await ask('secret', { cookie: writer })).statusCode).toBe(401);
      const fresh = await sessionOf('secret', 'writer', 'a new password');
      expect((await ask('secret', { cookie: fresh })).statusCode).toBe(200);
      await s.app.inject({ method: 'DELETE', url: '/api/repositories/secret/accounts/writer', headers: s.auth('superadmin') });
      expect((await ask('secret', { cookie: fresh })).statusCode).toBe(401);
      expect((await isLoggedIn('secret', { cookie: fresh })).json().loggedIn).toBe('false');
    });
  });
});

describe('repository login attempts are rate-limited', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(testDatabaseKinds[0]!, { GRAFIEK_LOGIN_RATE_LIMIT: '3' });
  });
  afterAll(async () => s?.close());

  it('answers 429 past the limit per minute', async () => {
    const attempt = () => s.app.inject({ method: 'POST', url: '/api/login/demo', payload: { login: 'someone', psw: 'guess' } });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many attempts/);
  });
});
