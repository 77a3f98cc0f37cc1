import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
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

const appList = (page: Page) => page.getByRole('list', { name: 'Apps' });

async function tooltipOf(page: Page, row: ReturnType<Page['getByRole']>, label: string): Promise<string> {
  await row.getByRole('img', { name: label }).hover();
  const tooltip = page.getByRole('tooltip');
  await tooltip.waitFor();
  const text = await tooltip.innerText();
  await page.mouse.move(0, 0);
  await tooltip.waitFor({ state: 'hidden' });
  return text;
}

describe('project screen', () => {
  it('lists the apps sorted by title, with icons, tooltips and owners', async () => {
    const page = await scene.pageAs(scene.superadmin);
    await page.goto('/projects/kadaster');
    await page.getByRole('heading', { name: 'Apps in Kadaster' }).waitFor();
    await appList(page).getByRole('link').first().waitFor();
    expect(await page.title()).toBe('Kadaster · Grafiek');
    expect(await appList(page).getByRole('link').allInnerTexts()).toEqual(['Addresses', 'Buildings table', 'Zoning map']);

    const zoning = appList(page).getByRole('listitem').filter({ hasText: 'Zoning map' });
    expect(await tooltipOf(page, zoning, 'This app is public')).toBe('This app is public');
    expect(await tooltipOf(page, zoning, 'This app is using cache')).toBe('This app is using cache');
    await zoning.getByText('Administrator').waitFor();

    const buildings = appList(page).getByRole('listitem').filter({ hasText: 'Buildings table' });
    expect(await tooltipOf(page, buildings, 'This app is private')).toBe('This app is private');
    expect(await tooltipOf(page, buildings, 'not using config cache')).toBe('not using config cache');

    const addresses = appList(page).getByRole('listitem').filter({ hasText: 'Addresses' });
    await addresses.getByText('Eddy Editor').waitFor();

    await screenshot(page, 'project-superadmin');
    expect(await seriousAxeViolations(page), 'axe').toEqual([]);
  });

  it('shows the delete icon only on apps the superadmin owns', async () => {
    const page = await scene.pageAs(scene.superadmin);
    await page.goto('/projects/kadaster');
    await appList(page).getByRole('link').first().waitFor();
    expect(await page.getByRole('button', { name: 'Delete Zoning map' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Delete Buildings table' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Delete Addresses' }).count()).toBe(0);
  });

  for (const role of ['admin', 'editor', 'viewer'] as const) {
    it(`shows no delete icon to a${role === 'admin' ? 'n' : ''} ${role}`, async () => {
      const page = await scene.pageAs(scene[role]);
      await page.goto('/projects/kadaster');
      await appList(page).getByRole('link').first().waitFor();
      expect(await page.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    });
  }

  it('clicking a row opens the app', async () => {
    const page = await scene.pageAs(scene.viewer);
    await page.goto('/projects/kadaster');
    await appList(page).getByRole('link', { name: 'Zoning map' }).click();
    await page.waitForURL('**/projects/kadaster/map01');
    await page.getByTestId('viewer-main').waitFor();
  });

  it('the back button goes to /', async () => {
    const page = await scene.pageAs(scene.superadmin);
    await page.goto('/projects/kadaster');
    await page.getByRole('link', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'Welcome to Grafiek' }).waitFor();
  });

  it('a viewer cannot create apps; editors and admins can', async () => {
    for (const [role, expected] of [['viewer', 0], ['editor', 1], ['admin', 1], ['superadmin', 1]] as const) {
      const page = await scene.pageAs(scene[role]);
      await page.goto('/projects/kadaster');
      await appList(page).getByRole('link').first().waitFor();
      expect(await page.getByRole('button', { name: 'Create a new app...' }).count(), role).toBe(expected);
      await page.context().close();
    }
  });

  it('Create a new app... opens a new app in edit mode at a random 5-character path', async () => {
    const page = await scene.pageAs(scene.editor);
    await page.goto('/projects/kadaster');
    await page.getByRole('button', { name: 'Create a new app...' }).click();
    await page.waitForURL(/\/projects\/kadaster\/[A-Za-z0-9]{5}\/edit$/);
    await page.getByTestId('editor-top-bar').waitFor();
    await page.getByRole('banner').getByRole('heading', { name: 'New app' }).waitFor();
    // The new app's default layout: two empty areas, waiting for the author's first widget.
    expect(await page.getByText('Selecteer een widget.').count()).toBe(2);
    await screenshot(page, 'viewer-new-app');
  });

  it('says so when a project has no apps', async () => {
    const page = await scene.pageAs(scene.superadmin);
    await page.goto('/projects/atlas');
    await page.getByText('No apps found in this project...').waitFor();
    expect(await page.getByText('Maybe when you login.').count()).toBe(0);
    await screenshot(page, 'project-empty');
  });
});

describe('deleting an app', () => {
  it('asks with the exact texts, Keep keeps it', async () => {
    const page = await scene.pageAs(scene.superadmin);
    await page.goto('/projects/kadaster');
    await page.getByRole('button', { name: 'Delete Buildings table' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deletion of "Buildings table"' });
    await dialog.getByText('Are you sure you want to delete this project?').waitFor();
    await dialog.getByRole('rowheader', { name: 'Title' }).waitFor();
    await dialog.getByRole('rowheader', { name: 'Created by' }).waitFor();
    await dialog.getByRole('rowheader', { name: 'Created on' }).waitFor();
    await dialog.getByRole('cell', { name: 'Administrator' }).waitFor();
    await screenshot(page, 'project-delete-dialog');
    expect(await seriousAxeViolations(page), 'axe on the dialog').toEqual([]);
    await dialog.getByRole('button', { name: 'Keep' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await appList(page).getByRole('link', { name: 'Buildings table' }).count()).toBe(1);
  });

  it('shows Deleting... while busy, then removes the app here and on the server', async () => {
    const page = await scene.pageAs(scene.superadmin);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/delete-project', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/projects/kadaster');
    await page.getByRole('button', { name: 'Delete Buildings table' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deletion of "Buildings table"' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Deleting...' }).waitFor();
    release();
    await dialog.waitFor({ state: 'hidden' });
    await appList(page).getByRole('link', { name: 'Zoning map' }).waitFor();
    expect(await appList(page).getByRole('link', { name: 'Buildings table' }).count()).toBe(0);
    const status = await fetch(`${scene.server.url}/api/projects/kadaster/viewers/tab01`, {
      headers: { Authorization: `Bearer ${scene.superadmin.token}` },
    });
    expect(status.status).toBe(410);
  });

  it('tells the user when the deletion fails', async () => {
    const page = await scene.pageAs(scene.superadmin);
    await page.route('**/api/delete-project', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'boom' }) }),
    );
    await page.goto('/projects/kadaster');
    await page.getByRole('button', { name: 'Delete Zoning map' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Unsuccessful app deletion').waitFor();
    expect(await appList(page).getByRole('link', { name: 'Zoning map' }).count()).toBe(1);
    // Notifications leave after the spec's 3 seconds.
    await page.getByText('Unsuccessful app deletion').waitFor({ state: 'hidden', timeout: 6000 });
  });
});

const fixturesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/fixtures/configs');
/** What the server gives an app of its own; everything else of an imported file is kept. */
const SERVER_FIELDS = ['id', 'version', 'createdAt', 'project', 'user', 'new', 'loaded', 'deleted'];
const withoutServerFields = (config: Record<string, unknown>) => Object.fromEntries(Object.entries(config).filter(([key]) => !SERVER_FIELDS.includes(key)));

describe('importing an app', () => {
  it('turns a config file of the original product into a new app that exports as the file', async () => {
    const file = path.join(fixturesDir, 'kadaster-rce-demonstrator.json');
    const original = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    const page = await scene.pageAs(scene.superadmin);
    await page.goto('/projects/zuid');
    await page.getByText('No apps found in this project...').waitFor();
    await page.getByTestId('import-app').waitFor();
    await page.locator('input[type="file"]').setInputFiles(file);
    await page.getByText(`Imported "${String(original.title)}" as ${String(original.path)}`).waitFor();
    await appList(page).getByRole('link', { name: String(original.title) }).waitFor();

    const stored = await scene.superadmin.request<Record<string, unknown>>('GET', `/api/projects/zuid/viewers/${String(original.path)}`);
    expect(JSON.stringify(withoutServerFields(stored), null, 4)).toBe(JSON.stringify(withoutServerFields(original), null, 4));

    // The same file again is a second app under a path of its own.
    await page.locator('input[type="file"]').setInputFiles(file);
    await page.getByText(`Imported "${String(original.title)}" as ${String(original.path)}-2`).waitFor();
    await appList(page).getByRole('link', { name: String(original.title) }).nth(1).waitFor();
    expect(await appList(page).getByRole('link', { name: String(original.title) }).count()).toBe(2);
    await screenshot(page, 'project-imported');
  });

  it('stores nothing from a file that is not an app config, and says why', async () => {
    const page = await scene.pageAs(scene.superadmin);
    await page.goto('/projects/zuid');
    await appList(page).getByRole('link').first().waitFor();
    const before = await appList(page).getByRole('link').count();
    await page.locator('input[type="file"]').setInputFiles({ name: 'package.json', mimeType: 'application/json', buffer: Buffer.from('{"name": "grafiek", "version": "0.1.0"}') });
    await page.getByText('Nothing was imported. The file is not an app config: an app config is a JSON object with a mainArea (its layout).').waitFor();
    await page.locator('input[type="file"]').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"mainArea": ') });
    await page.getByText(/Nothing was imported\. The file is not JSON: /).waitFor();
    await page.reload();
    await appList(page).getByRole('link').first().waitFor();
    expect(await appList(page).getByRole('link').count()).toBe(before);
  });
});
