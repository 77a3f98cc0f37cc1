import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../harness/axe.js';
import { screenshot } from '../harness/browser.js';
import { shellScene, type ShellScene } from './shellScene.js';

let scene: ShellScene;
beforeAll(async () => {
  scene = await shellScene();
});
afterAll(async () => {
  await scene?.close();
});

/** The id parameter: base64url of the JSON bundle, as the viewer builds it. */
function bundleId(bundle: object): string {
  return Buffer.from(JSON.stringify(bundle)).toString('base64url');
}

// The repository URL a crafted link carries points elsewhere: credentials must still go only to
// this server's /api/login/{repo}.
const bundle = { repo: 'kkg', repoUrl: 'https://attacker.example/sparql/kkg', viewerPath: 'map01' };
const id = bundleId(bundle);

const json = (route: Route, body: unknown, status = 200) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

async function withProviders(page: Page, providers: unknown) {
  await page.route('**/servlets/cgi/api/ssoconfig/repo/kkg/viewer/map01', (route) => json(route, providers));
}

async function submit(page: Page) {
  await page.getByLabel('Username').fill('someone');
  await page.getByRole('textbox', { name: 'Password' }).fill('secret');
  await page.getByRole('button', { name: 'Log in' }).click();
}

describe('repository login (/loginbb)', () => {
  it('says "Invalid repository information." without an id or with one that does not decode', async () => {
    const page = await scene.pageAs(null);
    for (const search of ['', '?id=', '?id=not-base64-json', `?id=${bundleId({ repo: 'kkg' })}`]) {
      await page.goto(`/loginbb${search}`);
      await page.getByText('Invalid repository information.').waitFor();
    }
    await screenshot(page, 'loginbb-invalid');
  });

  it('shows the form and the single sign-on buttons with their images', async () => {
    const page = await scene.pageAs(null);
    await withProviders(page, [
      { ssoClientId: 'kadaster-sso', label: 'Kadaster', image: '/favicon.svg', uri: 'https://sso.example' },
      { ssoClientId: 'other', label: 'eHerkenning', image: '/favicon.svg' },
    ]);
    await page.goto(`/loginbb?id=${id}&returnTo=%2Fprojects%2Fkadaster%2Fmap01`);
    await page.getByRole('heading', { name: 'This app requires a login.' }).waitFor();
    const sso = page.getByRole('link', { name: 'Sign in with Kadaster' });
    await sso.waitFor();
    await page.getByRole('link', { name: 'Sign in with eHerkenning' }).waitFor();
    expect(await sso.locator('img').count()).toBe(1);
    const href = new URL((await sso.getAttribute('href')) ?? '', scene.server.url);
    expect(href.pathname).toBe('/servlets/cgi/api/sso/authorize/kadaster-sso');
    expect(href.searchParams.get('ssoSuccessRedirectUrl')).toBe(`${scene.server.url}/projects/kadaster/map01`);
    // A failed sign-on comes back to this very page, with its reason.
    expect(href.searchParams.get('ssoFailureRedirectUrl')).toBe(`/loginbb?id=${id}&returnTo=%2Fprojects%2Fkadaster%2Fmap01`);
    // The repository's name is for superadmins only.
    expect(await page.getByTestId('repo-name').count()).toBe(0);
    await screenshot(page, 'loginbb');
    expect(await seriousAxeViolations(page), 'axe').toEqual([]);
  });

  it('shows why a single sign-on failed when the server sends the browser back with ssoError', async () => {
    const page = await scene.pageAs(null);
    await page.goto(`/loginbb?id=${id}&ssoError=${encodeURIComponent('Sign-in with Kadaster was cancelled or refused.')}`);
    await page.getByRole('alert').getByText('Sign-in with Kadaster was cancelled or refused.').waitFor();
  });

  it('shows no provider buttons when the sso config is not JSON or fails', async () => {
    const page = await scene.pageAs(null);
    await page.route('**/servlets/cgi/api/ssoconfig/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<html></html>' }));
    await page.goto(`/loginbb?id=${id}`);
    await page.getByRole('heading', { name: 'This app requires a login.' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('link', { name: /^Sign in with/ }).count()).toBe(0);
  });

  it('shows a superadmin the repository name', async () => {
    const page = await scene.pageAs(scene.superadmin);
    await page.goto(`/loginbb?id=${id}`);
    await page.getByTestId('repo-name').getByText('kkg').waitFor();
  });

  it('requires both fields', async () => {
    const page = await scene.pageAs(null);
    await page.goto(`/loginbb?id=${id}`);
    await page.getByRole('button', { name: 'Log in' }).click();
    expect(await page.getByText('This field is required').count()).toBe(2);
  });

  it("posts login and psw to this server's repository login, never to the link's URL, and returns on success", async () => {
    const page = await scene.pageAs(null);
    let posted = '';
    const elsewhere: string[] = [];
    await page.route('https://attacker.example/**', async (route) => {
      elsewhere.push(route.request().url());
      await route.abort();
    });
    await page.route('**/api/login/kkg', async (route) => {
      posted = route.request().postData() ?? '';
      await json(route, { loggedIn: 'true', repo: 'kkg', parameters: { org: 'x' }, message: 'ok' });
    });
    await page.goto(`/loginbb?id=${id}&returnTo=%2Fprojects%2Fkadaster%2Fmap01`);
    await submit(page);
    await page.waitForURL('**/projects/kadaster/map01');
    expect(new URLSearchParams(posted).get('login')).toBe('someone');
    expect(new URLSearchParams(posted).get('psw')).toBe('secret');
    expect(elsewhere).toEqual([]);
  });

  it('refuses an account of another repository', async () => {
    const page = await scene.pageAs(null);
    await page.route('**/api/login/kkg', (route) => json(route, { loggedIn: 'true', repo: 'other', parameters: {}, message: '' }));
    await page.goto(`/loginbb?id=${id}`);
    await submit(page);
    await page.getByText('This account is not valid for this app').waitFor();
  });

  it('says "Login error" when the repository says no', async () => {
    const page = await scene.pageAs(null);
    await page.route('**/api/login/kkg', (route) => json(route, { loggedIn: 'false', repo: 'kkg', message: 'wrong' }, 401));
    await page.goto(`/loginbb?id=${id}`);
    await submit(page);
    await page.getByText('Login error').waitFor();
  });

  it('says "Request failure" when the repository cannot be reached', async () => {
    const page = await scene.pageAs(null);
    await page.route('**/api/login/kkg', (route) => route.abort('connectionrefused'));
    await page.goto(`/loginbb?id=${id}`);
    await submit(page);
    await page.getByText('Request failure').waitFor();
  });
});
