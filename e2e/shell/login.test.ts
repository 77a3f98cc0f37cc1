import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../harness/axe.js';
import { CSRF_COOKIE, screenshot, sessionCookie } from '../harness/browser.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../harness/server.js';
import { shellScene, type ShellScene } from './shellScene.js';

let scene: ShellScene;
beforeAll(async () => {
  scene = await shellScene();
});
afterAll(async () => {
  await scene?.close();
});

describe('login', () => {
  it('shows the login form at / to a visitor, with no Login button competing with it', async () => {
    const page = await scene.pageAs(null);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Welcome', exact: true }).waitFor();
    expect(await page.getByLabel('Username').getAttribute('type')).toBe('email');
    expect(await page.getByRole('button', { name: 'Login' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Log out' }).count()).toBe(0);
    await screenshot(page, 'login');
    expect(await seriousAxeViolations(page), 'axe').toEqual([]);
  });

  it('refuses a username that is not an email, and empty fields, without calling the server', async () => {
    const page = await scene.pageAs(null);
    let loginCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/login')) loginCalls++;
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in' }).click();
    expect(await page.getByText('This field is required').count()).toBe(2);
    await page.getByLabel('Username').fill('not-an-email@x');
    await page.getByRole('textbox', { name: 'Password' }).fill('whatever');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Enter a valid email address').waitFor();
    expect(loginCalls).toBe(0);
  });

  it('says "Incorrect username or password" for a wrong password and stays logged out', async () => {
    const page = await scene.pageAs(null);
    await page.goto('/login');
    await page.getByLabel('Username').fill(ADMIN_EMAIL);
    await page.getByRole('textbox', { name: 'Password' }).fill('wrong-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByTestId('login-error').getByText('Incorrect username or password').waitFor();
    expect(page.url()).toBe(`${scene.server.url}/login`);
    expect(await sessionCookie(page)).toBeUndefined();
    await screenshot(page, 'login-wrong-password');
  });

  it('logs in, keeps the login in an HttpOnly cookie no page script can read, and reloads at /', async () => {
    const page = await scene.pageAs(null);
    await page.goto('/login');
    await page.getByLabel('Username').fill(ADMIN_EMAIL);
    await page.getByRole('textbox', { name: 'Password' }).fill(ADMIN_PASSWORD);
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Log in' }).click()]);
    await page.getByRole('heading', { name: 'Welcome to Grafiek' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    const login = await sessionCookie(page);
    expect(login).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    // Scripts of the page see the CSRF value only, never the token, and nothing in storage.
    const visible = await page.evaluate(() => ({ cookie: document.cookie, stored: Object.keys(localStorage).filter((key) => /token/i.test(key)) }));
    expect(visible.cookie).toContain(`${CSRF_COOKIE}=`);
    expect(visible.cookie).not.toContain(login!.value);
    expect(visible.stored).toEqual([]);
    await page.getByText('Administrator', { exact: true }).waitFor();
  });

  it('can be done with the keyboard alone', async () => {
    const page = await scene.pageAs(null);
    await page.goto('/login');
    await page.getByLabel('Username').waitFor();
    // The username field has the focus on arrival.
    await page.keyboard.type(ADMIN_EMAIL);
    await page.keyboard.press('Tab');
    await page.keyboard.type(ADMIN_PASSWORD);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Welcome to Grafiek' }).waitFor();
  });

  it('returns to the page that asked for the login', async () => {
    const page = await scene.pageAs(null);
    await page.goto('/users');
    await page.waitForURL('**/login?returnTo=%2Fusers');
    await page.getByLabel('Username').fill(ADMIN_EMAIL);
    await page.getByRole('textbox', { name: 'Password' }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/users');
    await page.getByRole('heading', { name: 'Users' }).waitFor();
  });

  it('returns to an app in preview after a login asked for by its edit mode', async () => {
    const page = await scene.pageAs(null);
    await page.goto('/projects/kadaster/tab01/edit');
    await page.waitForURL('**/login?returnTo=%2Fprojects%2Fkadaster%2Ftab01');
    await page.getByLabel('Username').fill('eddy@grafiek.test');
    await page.getByRole('textbox', { name: 'Password' }).fill('e2e-Password-123');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/projects/kadaster/tab01');
    await page.getByRole('banner').getByText('Buildings table').waitFor();
  });

  it('the header Login button passes the current page along', async () => {
    const page = await scene.pageAs(null);
    await page.goto('/projects/kadaster/map01');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/login?returnTo=%2Fprojects%2Fkadaster%2Fmap01');
  });

  it('Log out removes the login cookie and shows the login form again', async () => {
    const page = await scene.pageAs(scene.superadmin);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Welcome to Grafiek' }).waitFor();
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Log out' }).click()]);
    await page.getByRole('heading', { name: 'Welcome', exact: true }).waitFor();
    expect(await sessionCookie(page)).toBeUndefined();
  });

  it('removes tokens that older versions kept in the browser storage at start', async () => {
    const page = await scene.pageAs(null);
    await page.evaluate(() => {
      localStorage.setItem('token', 'old');
      localStorage.setItem('bbToken', 'older');
      localStorage.setItem('grafiek.token', 'before the login cookie');
    });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Welcome', exact: true }).waitFor();
    expect(await page.evaluate(() => ['token', 'bbToken', 'grafiek.token'].map((key) => localStorage.getItem(key)))).toEqual([null, null, null]);
  });
});
