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

const MISSING = 'This viewer does not exist or has been deleted. Please contact an admin if this is a problem.';

describe('viewer route (foundation)', () => {
  it('shows a public app to a visitor: header with title and subtitle, and its widgets', async () => {
    const page = await scene.pageAs(null);
    await page.goto('/projects/kadaster/map01');
    const header = page.getByRole('banner');
    await header.getByRole('heading', { name: 'Zoning map' }).waitFor();
    await header.getByText('Parcels by municipality').waitFor();
    // The split layout, a map and a table: every widget has its frame, whatever its data.
    await page.locator('[data-widget="Table"]').waitFor();
    expect(await page.locator('[data-widget]').count()).toBe(3);
    expect(await page.title()).toContain('Zoning map');
    await screenshot(page, 'viewer-public-anonymous');
    expect(await seriousAxeViolations(page), 'axe').toEqual([]);
  });

  it('offers the info icon when the app has an info message', async () => {
    await scene.superadmin.createApp('kadaster', { path: 'info1', title: 'With info', public: true, infoMessage: 'Data from the land registry.' });
    const page = await scene.pageAs(null);
    await page.goto('/projects/kadaster/info1');
    await page.getByRole('button', { name: 'Information' }).click();
    await page.getByRole('dialog', { name: 'With info' }).getByText('Data from the land registry.').waitFor();
    await page.goto('/projects/kadaster/map01');
    await page.getByTestId('viewer-main').waitFor();
    expect(await page.getByRole('button', { name: 'Information' }).count()).toBe(0);
  });

  it('sends a visitor of a private app to log in, coming back to the app', async () => {
    const page = await scene.pageAs(null);
    await page.goto('/projects/kadaster/tab01');
    await page.waitForURL('**/login?returnTo=%2Fprojects%2Fkadaster%2Ftab01');
  });

  it('shows a private app to a user of its project', async () => {
    const page = await scene.pageAs(scene.viewer);
    await page.goto('/projects/kadaster/tab01');
    await page.getByRole('banner').getByRole('heading', { name: 'Buildings table' }).waitFor();
    await page.locator('[data-widget="Table"]').waitFor();
    expect(await page.locator('[data-widget]').count()).toBe(1);
  });

  it('builds a new app for a path with no app yet', async () => {
    const page = await scene.pageAs(scene.editor);
    await page.goto('/projects/kadaster/zz999');
    await page.getByRole('banner').getByRole('heading', { name: 'New app' }).waitFor();
    await page.getByText('This is a new app. It is saved on its first change.').waitFor();
  });

  it('edit mode needs a login; preview does not', async () => {
    const page = await scene.pageAs(null);
    await page.goto('/projects/kadaster/map01/edit');
    await page.waitForURL('**/login?returnTo=%2Fprojects%2Fkadaster%2Fmap01');
  });

  it('says the viewer does not exist for a deleted app', async () => {
    const doomed = await scene.superadmin.createApp('kadaster', { path: 'gone1', title: 'Gone soon', public: true });
    await scene.superadmin.deleteApp(doomed.id);
    const page = await scene.pageAs(scene.superadmin);
    await page.goto('/projects/kadaster/gone1');
    await page.getByText(MISSING).waitFor();
    await screenshot(page, 'viewer-missing');
    expect(await seriousAxeViolations(page), 'axe').toEqual([]);
  });

  it('says the viewer does not exist when the project does not exist', async () => {
    const page = await scene.pageAs(scene.superadmin);
    await page.goto('/projects/no-such-project/abcde');
    await page.getByText(MISSING).waitFor();
  });

  it('shows a spinner while the app loads', async () => {
    const page = await scene.pageAs(null);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/projects/kadaster/viewers/map01', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/projects/kadaster/map01');
    const spinner = page.getByLabel('Loading the app');
    await spinner.waitFor();
    const box = await spinner.boundingBox();
    expect(box?.width).toBe(32);
    release();
    await spinner.waitFor({ state: 'hidden' });
  });
});
