import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openEmbeddedRepository } from '../repositories/embedded/embeddedRepository.js';
import { repositoryDefinitionSchema } from '../repositories/repositoryDefinition.js';
import { testDatabaseKinds } from '../testing/testDatabases.js';
import { startTestServer, type TestServer } from '../testing/testServer.js';

/**
 * Single sign-on against a real OpenID provider (oidc-provider) on a loopback port, with a Grafiek
 * server listening on another: a "browser" made of fetch and a cookie jar per site follows the
 * redirects by hand, signs in with the provider's own login and consent forms, and comes back.
 */

const clientSecret = 'a client secret only this test knows';
const people: Record<string, { email: string; email_verified: boolean; name: string }> = {
  ann: { email: 'Ann@Example.org', email_verified: true, name: 'Ann Example' },
  bob: { email: 'bob@example.org', email_verified: false, name: 'Bob Unverified' },
};

/** Cookies per origin (paths are not needed here), sent with each request, set from each answer. */
class Browser {
  private readonly jar = new Map<string, Map<string, string>>();

  cookie(url: string, name: string) {
    return this.jar.get(new URL(url).origin)?.get(name);
  }

  setCookie(url: string, name: string, value: string) {
    const origin = new URL(url).origin;
    if (!this.jar.has(origin)) this.jar.set(origin, new Map());
    this.jar.get(origin)!.set(name, value);
  }

  async fetch(url: string, init: { method?: string; body?: URLSearchParams; accept?: string } = {}) {
    const cookies = [...(this.jar.get(new URL(url).origin) ?? new Map<string, string>())].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: { ...(cookies ? { cookie: cookies } : {}), ...(init.accept ? { accept: init.accept } : {}) },
      ...(init.body ? { body: init.body } : {}),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (/max-age=0\b/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.jar.get(new URL(url).origin)?.delete(name);
      else this.setCookie(url, name, value);
    }
    return response;
  }
}

describe('single sign-on with OpenID Connect', () => {
  let s: TestServer;
  let idp: http.Server;
  let issuer: string;
  let grafiek: string;

  beforeAll(async () => {
    vi.stubEnv('GRAFIEK_TEST_SSO_SECRET', clientSecret);
    vi.stubEnv('GRAFIEK_TEST_SSO_UNSET', '');
    // The provider's port first: Grafiek's configuration names its issuer.
    let handle: http.RequestListener = (_req, res) => res.writeHead(503).end();
    idp = http.createServer((req, res) => handle(req, res));
    await new Promise<void>((resolve) => idp.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(idp.address() as AddressInfo).port}`;

    const provider = { issuer, clientId: 'grafiek', clientSecretEnv: 'GRAFIEK_TEST_SSO_SECRET' };
    s = await startTestServer(testDatabaseKinds[0]!, {}, {
      repositories: [
        repositoryDefinitionSchema.parse({
          name: 'secret',
          kind: 'embedded',
          sso: [
            { ssoClientId: 'city', label: 'City account', ...provider, newAccounts: { parameters: { team: 'sso' } } },
            { ssoClientId: 'unset', label: 'Unset account', ...provider, clientSecretEnv: 'GRAFIEK_TEST_SSO_UNSET' },
          ],
        }),
        repositoryDefinitionSchema.parse({ name: 'other', kind: 'embedded' }),
      ],
      openEmbedded: openEmbeddedRepository,
    });
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    grafiek = `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;

    // Then the provider, with Grafiek registered as a confidential client that must use PKCE.
    const oidcProvider = new Provider(issuer, {
      clients: [
        {
          client_id: 'grafiek',
          client_secret: clientSecret,
          redirect_uris: [`${grafiek}/servlets/cgi/api/sso/callback/city`],
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_basic',
        },
      ],
      pkce: { required: () => true },
      cookies: { keys: ['the provider cookie key of this test'] },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      findAccount: (_ctx, id) => {
        const person = people[id];
        return person && { accountId: id, claims: () => ({ sub: id, ...person }) };
      },
    });
    handle = oidcProvider.callback();
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await s?.close();
    await new Promise((resolve) => idp?.close(resolve));
  });

  const loginPage = '/loginbb?id=bundle';
  const authorizeUrl = (ssoClientId: string, success: string, failure: string | null = loginPage) =>
    `${grafiek}/servlets/cgi/api/sso/authorize/${ssoClientId}?ssoSuccessRedirectUrl=${encodeURIComponent(success)}` +
    (failure ? `&ssoFailureRedirectUrl=${encodeURIComponent(failure)}` : '');

  /**
   * From the sign-in button to the provider's answer: follows redirects, fills the provider's login
   * form as `person` (or cancels it) and its consent form, and returns the callback URL the
   * provider sends the browser to, not yet opened (so that tests may alter it).
   */
  async function toCallback(browser: Browser, person: string, start: string, options: { cancel?: boolean } = {}) {
    let url = start;
    let response = await browser.fetch(url);
    for (let step = 0; step < 12; step++) {
      if (response.status >= 300 && response.status < 400) {
        url = new URL(response.headers.get('location')!, url).href;
        if (url.startsWith(`${grafiek}/servlets/cgi/api/sso/callback/`)) return url;
        response = await browser.fetch(url);
        continue;
      }
      const page = await response.text();
      expect(response.status, page).toBe(200);
      const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
      const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
      if (!action || !prompt) throw new Error(`unexpected page at ${url}: ${page.slice(0, 300)}`);
      if (options.cancel) {
        response = await browser.fetch(`${new URL(url).origin}${new URL(url).pathname}/abort`);
        continue;
      }
      const form: Record<string, string> = prompt === 'login' ? { prompt, login: person, password: 'anything' } : { prompt };
      response = await browser.fetch(new URL(action, url).href, { method: 'POST', body: new URLSearchParams(form) });
    }
    throw new Error('the sign-in did not come back to Grafiek');
  }

  const sessionCookie = (browser: Browser) => {
    const value = browser.cookie(grafiek, 'grafiek_repo_session');
    return value ? `grafiek_repo_session=${value}` : undefined;
  };
  const isLoggedIn = async (cookie: string | undefined) =>
    (await s.app.inject({ method: 'GET', url: '/api/isloggedin/secret?viewerPath=app1', headers: cookie ? { cookie } : {} })).json();
  const ssoError = (location: string | null) => new URL(location ?? '', grafiek).searchParams.get('ssoError');

  it('signs a new person in: PKCE, state and nonce go to the provider, the account is created and the session opened', async () => {
    const browser = new Browser();
    const start = await browser.fetch(authorizeUrl('city', `${grafiek}/projects/alpha/app1?x=1`));
    expect(start.status).toBe(302);
    const toProvider = new URL(start.headers.get('location')!);
    expect(toProvider.origin).toBe(issuer);
    expect(Object.fromEntries(toProvider.searchParams)).toMatchObject({
      client_id: 'grafiek',
      response_type: 'code',
      redirect_uri: `${grafiek}/servlets/cgi/api/sso/callback/city`,
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    });
    for (const p of ['code_challenge', 'state', 'nonce']) expect(toProvider.searchParams.get(p)).toMatch(/^[\w-]{20,}$/);
    const flowCookie = start.headers.getSetCookie().find((c) => c.startsWith('grafiek_sso_flow='))!;
    expect(flowCookie).toMatch(/Path=\/servlets\/cgi\/api\/sso\/callback\/city; HttpOnly; SameSite=Lax; Max-Age=600/);
    // The code verifier is in the signed cookie, never in the URL.
    expect(start.headers.get('location')).not.toMatch(/code_verifier/);

    const callback = await toCallback(browser, 'ann', start.headers.get('location')!);
    expect(await isLoggedIn(undefined)).toMatchObject({ loggedIn: 'false', oidcLoginStatus: 'none' });
    const back = await browser.fetch(callback);
    expect(back.status, await back.clone().text()).toBe(303);
    expect(back.headers.get('location')).toBe('/projects/alpha/app1?x=1');
    expect(back.headers.getSetCookie().join('\n')).toMatch(/grafiek_repo_session=[\w-]+\.[\w-]+\.[\w-]+; Path=\/; HttpOnly; SameSite=Lax/);
    expect(browser.cookie(grafiek, 'grafiek_sso_flow')).toBeUndefined(); // used once, then gone

    const cookie = sessionCookie(browser)!;
    expect(await isLoggedIn(cookie)).toEqual({
      loggedIn: 'true',
      oidcLoginStatus: 'loggedIn',
      repo: 'secret',
      fullAccess: false,
      parameters: { team: 'sso' },
      userUri: null,
      userName: 'Ann Example',
    });
    // The restricted repository answers the session's queries, and no one else's.
    const ask = (headers: Record<string, string>) =>
      s.app.inject({ method: 'GET', url: `/api/sparql/secret?query=${encodeURIComponent('ASK { ?s ?p ?o }')}`, headers: { accept: 'application/sparql-results+json', ...headers } });
    expect((await ask({})).statusCode).toBe(401);
    const answer = await ask({ cookie });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toHaveProperty('boolean');

    // The account is the verified e-mail address, and has no password anyone could type.
    const account = await s.app.inject({ method: 'GET', url: '/api/repositories/secret/accounts/ann@example.org', headers: s.auth('superadmin') });
    expect(account.json()).toMatchObject({ login: 'Ann@Example.org', userName: 'Ann Example', parameters: { team: 'sso' }, viewerPaths: '*' });
    const typed = await s.app.inject({ method: 'POST', url: '/api/login/secret', payload: { login: 'Ann@Example.org', psw: '!sso-only:' } });
    expect(typed.statusCode).toBe(401);
  });

  it('finds the same account at the next sign-in, as a superadmin has changed it since', async () => {
    const changed = await s.app.inject({
      method: 'PUT',
      url: '/api/repositories/secret/accounts/ann@example.org',
      headers: s.auth('superadmin'),
      payload: { parameters: { team: 'red' }, userName: 'Ann Example', viewerPaths: ['app1'] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const browser = new Browser();
    const back = await browser.fetch(await toCallback(browser, 'ann', authorizeUrl('city', '/projects/alpha/app1')));
    expect(back.headers.get('location')).toBe('/projects/alpha/app1');
    expect(await isLoggedIn(sessionCookie(browser))).toMatchObject({ loggedIn: 'true', oidcLoginStatus: 'loggedIn', parameters: { team: 'red' } });
    const accounts = await s.app.inject({ method: 'GET', url: '/api/repositories/secret/accounts', headers: s.auth('superadmin') });
    expect(accounts.json().filter((a: { login: string }) => a.login.toLowerCase() === 'ann@example.org')).toHaveLength(1);
    // A password login of the same repository says it was not single sign-on.
    await s.app.inject({ method: 'PUT', url: '/api/repositories/secret/accounts/typist', headers: s.auth('superadmin'), payload: { password: 'typist password' } });
    const typed = await s.app.inject({ method: 'POST', url: '/api/login/secret', payload: { login: 'typist', psw: 'typist password' } });
    const typedCookie = /grafiek_repo_session=[^;]+/.exec(String(typed.headers['set-cookie']))![0];
    expect(await isLoggedIn(typedCookie)).toMatchObject({ loggedIn: 'true', oidcLoginStatus: 'none' });
  });

  it('matches a person whose e-mail address is not verified by their subject at the provider', async () => {
    const browser = new Browser();
    await browser.fetch(await toCallback(browser, 'bob', authorizeUrl('city', '/')));
    expect(await isLoggedIn(sessionCookie(browser))).toMatchObject({ loggedIn: 'true', userName: 'Bob Unverified' });
    const account = await s.app.inject({ method: 'GET', url: '/api/repositories/secret/accounts/city:bob', headers: s.auth('superadmin') });
    expect(account.statusCode).toBe(200);
  });

  it('returns to the login page with a message when the person cancels at the provider', async () => {
    const browser = new Browser();
    const callback = await toCallback(browser, 'ann', authorizeUrl('city', '/projects/alpha/app1'), { cancel: true });
    expect(new URL(callback).searchParams.get('error')).toBe('access_denied');
    const back = await browser.fetch(callback);
    expect(back.status).toBe(303);
    expect(new URL(back.headers.get('location')!, grafiek).pathname).toBe('/loginbb');
    expect(ssoError(back.headers.get('location'))).toBe('Sign-in with City account was cancelled or refused.');
    expect(sessionCookie(browser)).toBeUndefined();
  });

  it('refuses an answer whose state was tampered with, and one without the browser’s flow cookie', async () => {
    const browser = new Browser();
    const callback = new URL(await toCallback(browser, 'ann', authorizeUrl('city', '/')));
    const flow = browser.cookie(grafiek, 'grafiek_sso_flow')!;
    callback.searchParams.set('state', `${callback.searchParams.get('state')}x`);
    const tampered = await browser.fetch(callback.href);
    expect(tampered.status).toBe(303);
    expect(ssoError(tampered.headers.get('location'))).toMatch(/could not be verified: its answer does not belong to the sign-in this browser started/);
    expect(sessionCookie(browser)).toBeUndefined();

    // A flow cookie whose signature does not match is no flow at all; neither is none.
    browser.setCookie(grafiek, 'grafiek_sso_flow', `${flow.slice(0, -2)}AA`);
    const forged = await browser.fetch(callback.href);
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { message: string }).message).toBe('This sign-in has expired or was started in another browser. Please sign in again.');
    const none = await browser.fetch(callback.href, { accept: 'text/html' });
    expect(none.status).toBe(400);
    expect(await none.text()).toMatch(/<p role="alert">This sign-in has expired or was started in another browser/);
    expect(sessionCookie(browser)).toBeUndefined();
  });

  it('refuses a code used a second time, even with the same flow cookie', async () => {
    const browser = new Browser();
    const callback = await toCallback(browser, 'ann', authorizeUrl('city', '/'));
    const flow = browser.cookie(grafiek, 'grafiek_sso_flow')!;
    expect((await browser.fetch(callback)).headers.get('location')).toBe('/');
    const replay = new Browser();
    replay.setCookie(grafiek, 'grafiek_sso_flow', flow);
    const again = await replay.fetch(callback);
    expect(again.status).toBe(303);
    expect(ssoError(again.headers.get('location'))).toBe('This sign-in was already used or has expired. Please sign in again.');
    expect(sessionCookie(replay)).toBeUndefined();
  });

  it('sends the browser only to pages of this site afterwards', async () => {
    const browser = new Browser();
    const evil = authorizeUrl('city', 'https://evil.example/steal', '//evil.example/login');
    const back = await browser.fetch(await toCallback(browser, 'ann', evil));
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe('/');
    // The failure page went the same way: a refusal answers the message instead of redirecting.
    const refused = await browser.fetch(authorizeUrl('nope', '/', 'https://evil.example/login'));
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ message: 'There is no single sign-on provider "nope".' });
  });

  it('explains an unknown provider and a provider whose secret is not set', async () => {
    const browser = new Browser();
    const unknown = await browser.fetch(authorizeUrl('nope', '/projects/alpha/app1'));
    expect(unknown.status).toBe(303);
    expect(ssoError(unknown.headers.get('location'))).toBe('There is no single sign-on provider "nope".');
    const unset = await browser.fetch(authorizeUrl('unset', '/', null), { accept: 'text/html' });
    expect(unset.status).toBe(503);
    expect(await unset.text()).toMatch(/Sign-in with Unset account is not available: the environment variable GRAFIEK_TEST_SSO_UNSET, which holds its client secret, is not set/);
    expect(browser.cookie(grafiek, 'grafiek_sso_flow')).toBeUndefined();
  });

  it('keeps each ssoClientId to one repository', async () => {
    const put = await s.app.inject({
      method: 'PUT',
      url: '/api/repositories/other',
      headers: s.auth('superadmin'),
      payload: { kind: 'embedded', name: 'other', sso: [{ ssoClientId: 'city', label: 'Also city', issuer, clientId: 'x' }] },
    });
    expect(put.statusCode).toBe(409);
    expect(put.json().message).toBe('Single sign-on provider "city" already belongs to repository "secret"; choose another ssoClientId.');
  });
});
