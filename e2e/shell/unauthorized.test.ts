import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, sessionCookie, useToken } from '../harness/browser.js';
import { shellScene, type ShellScene } from './shellScene.js';

let scene: ShellScene;
beforeAll(async () => {
  scene = await shellScene();
});
afterAll(async () => {
  await scene?.close();
});

describe('a platform call answering 401', () => {
  it('with a garbage login cookie at start: the cookie is dropped and /users sends the visitor to log in', async () => {
    const page = await scene.browser.newPage(scene.server.url);
    await useToken(page, 'garbage.token.value');
    await page.goto('/users');
    await page.waitForURL('**/login?returnTo=%2Fusers');
    await page.getByRole('heading', { name: 'Welcome', exact: true }).waitFor();
    expect(await sessionCookie(page)).toBeUndefined();
  });

  it('in the middle of a session: the next call redirects to /login remembering the page', async () => {
    const page = await scene.pageAs(scene.superadmin);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Welcome to Grafiek' }).waitFor();
    // The token goes bad while the app still believes it is logged in (for example, it expired).
    await page.context().addCookies([{ name: SESSION_COOKIE, value: 'expired.or.revoked', url: scene.server.url }]);
    await page.getByRole('link', { name: 'Manage Users' }).click();
    await page.waitForURL('**/login?returnTo=%2Fusers');
    await page.getByText('Your session has ended. Please log in again.').waitFor();
    expect(await sessionCookie(page)).toBeUndefined();
  });

  it('for an app remembers projects/{p}/{v} as the place to come back to', async () => {
    const page = await scene.pageAs(scene.editor);
    await page.goto('/projects/kadaster');
    await page.getByRole('heading', { name: 'Apps in Kadaster' }).waitFor();
    await page.context().addCookies([{ name: SESSION_COOKIE, value: 'expired.or.revoked', url: scene.server.url }]);
    await page.getByRole('link', { name: 'Buildings table' }).click();
    await page.waitForURL('**/login?returnTo=%2Fprojects%2Fkadaster%2Ftab01');
  });
});
