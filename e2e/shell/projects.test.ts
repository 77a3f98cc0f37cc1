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

describe('project list (/)', () => {
  it('shows a superadmin every project, sorted by title, with the welcome texts', async () => {
    const page = await scene.pageAs(scene.superadmin);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Welcome to Grafiek' }).waitFor();
    await page.getByText('Data-centric working made easy').first().waitFor();
    await page.getByText('Select a project:').waitFor();
    const list = page.getByRole('list', { name: 'Select a project:' });
    await list.getByRole('link', { name: /Atlas/ }).waitFor();
    const titles = await list.getByRole('link').allInnerTexts();
    // Demo is the project every first start seeds with the demo app.
    expect(titles.map((text) => text.split('\n')[0])).toEqual(['Atlas', 'Demo', 'Kadaster', 'Zuid']);
    await page.getByRole('button', { name: 'Create a new project...' }).waitFor();
    await screenshot(page, 'projects-superadmin');
    expect(await seriousAxeViolations(page), 'axe').toEqual([]);
  });

  it('lets a superadmin create a project through the Project settings dialog', async () => {
    const page = await scene.pageAs(scene.superadmin);
    await page.goto('/');
    await page.getByRole('button', { name: 'Create a new project...' }).click();
    const dialog = page.getByRole('dialog', { name: 'Project settings' });
    await dialog.getByLabel('Title').fill('Bodemdata');
    await dialog.getByLabel('Path').fill('bodem');
    await screenshot(page, 'projects-create-dialog');
    expect(await seriousAxeViolations(page), 'axe on the dialog').toEqual([]);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const tile = page.getByRole('link', { name: /Bodemdata/ });
    await tile.waitFor();
    await tile.click();
    await page.waitForURL('**/projects/bodem');
    await page.getByRole('heading', { name: 'Apps in Bodemdata' }).waitFor();
    // It really exists on the server, not only in the page.
    const projects = await scene.superadmin.request<{ path: string }[]>('GET', '/api/projects');
    expect(projects.map((project) => project.path)).toContain('bodem');
  });

  it('Cancel closes the dialog without creating anything', async () => {
    const page = await scene.pageAs(scene.superadmin);
    await page.goto('/');
    await page.getByRole('button', { name: 'Create a new project...' }).click();
    const dialog = page.getByRole('dialog', { name: 'Project settings' });
    await dialog.getByLabel('Title').fill('Never');
    await dialog.getByLabel('Path').fill('never');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const projects = await scene.superadmin.request<{ path: string }[]>('GET', '/api/projects');
    expect(projects.map((project) => project.path)).not.toContain('never');
  });

  for (const role of ['admin', 'editor', 'viewer'] as const) {
    it(`sends a${role === 'admin' ? 'n' : ''} ${role} with a project straight to it`, async () => {
      const page = await scene.pageAs(scene[role]);
      await page.goto('/');
      await page.waitForURL('**/projects/kadaster');
      await page.getByRole('heading', { name: 'Apps in Kadaster' }).waitFor();
      expect(await page.getByRole('button', { name: 'Create a new project...' }).count()).toBe(0);
    });
  }
});

describe('header per role', () => {
  const cases = [
    { who: 'superadmin', name: 'Administrator', manageUsers: true },
    { who: 'admin', name: 'Anna Admin', manageUsers: true },
    { who: 'editor', name: 'Eddy Editor', manageUsers: false },
    { who: 'viewer', name: 'Vera Viewer', manageUsers: false },
  ] as const;
  for (const { who, name, manageUsers } of cases) {
    it(`${who}: shows the name, ${manageUsers ? 'a' : 'no'} Manage Users link, Log out and no Login`, async () => {
      const page = await scene.pageAs(scene[who]);
      await page.goto('/projects/kadaster');
      await page.getByRole('heading', { name: 'Apps in Kadaster' }).waitFor();
      const header = page.getByRole('banner');
      await header.getByText(name, { exact: true }).waitFor();
      expect(await header.getByRole('link', { name: 'Manage Users' }).count()).toBe(manageUsers ? 1 : 0);
      expect(await header.getByRole('button', { name: 'Log out' }).count()).toBe(1);
      expect(await header.getByRole('button', { name: 'Login' }).count()).toBe(0);
    });
  }

  it('anonymous on a public app: a Login button, no Log out, no user name', async () => {
    const page = await scene.pageAs(null);
    await page.goto('/projects/kadaster/map01');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Login' }).waitFor();
    expect(await header.getByRole('button', { name: 'Log out' }).count()).toBe(0);
    expect(await header.getByRole('link', { name: 'Manage Users' }).count()).toBe(0);
  });

  it('Manage Users goes to /users', async () => {
    const page = await scene.pageAs(scene.admin);
    await page.goto('/projects/kadaster');
    await page.getByRole('link', { name: 'Manage Users' }).click();
    await page.waitForURL('**/users');
    await page.getByRole('heading', { name: 'Users' }).waitFor();
  });
});

describe('language', () => {
  it('switches the interface to Dutch from the footer and remembers it', async () => {
    const page = await scene.pageAs(scene.superadmin);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Welcome to Grafiek' }).waitFor();
    await page.getByRole('contentinfo').getByText('NL', { exact: true }).click();
    await page.getByRole('heading', { name: 'Welkom bij Grafiek' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Nieuw project maken...' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('nl');
  });
});

describe('not-found page', () => {
  it('explains and offers the way back', async () => {
    const page = await scene.pageAs(null);
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByText('There is nothing at /no/such/page').waitFor();
    await screenshot(page, 'not-found');
    expect(await seriousAxeViolations(page), 'axe').toEqual([]);
    await page.getByRole('link', { name: 'Go to the project list' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
