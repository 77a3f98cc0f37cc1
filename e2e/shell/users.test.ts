import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../harness/axe.js';
import { screenshot } from '../harness/browser.js';
import type { Me } from '../harness/platformApi.js';
import { PASSWORD, shellScene, type ShellScene } from './shellScene.js';

let scene: ShellScene;
beforeAll(async () => {
  scene = await shellScene();
});
afterAll(async () => {
  await scene?.close();
});

describe('users screen', () => {
  it('shows a superadmin everybody sorted by name, with the Project column', async () => {
    const page = await scene.pageAs(scene.superadmin);
    await page.goto('/users');
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    const table = page.getByRole('table');
    await table.getByRole('cell', { name: 'Vera Viewer' }).waitFor();
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['Name', 'Email', 'Role', 'Project']);
    const names = await table.locator('tbody tr td:first-child').allInnerTexts();
    expect(names).toEqual(['Administrator', 'Anna Admin', 'Eddy Editor', 'Vera Viewer']);
    const anna = table.getByRole('row').filter({ hasText: 'Anna Admin' });
    await anna.getByText('Administrator', { exact: true }).waitFor();
    await anna.getByText('Kadaster').waitFor();
    await screenshot(page, 'users-superadmin');
    expect(await seriousAxeViolations(page), 'axe').toEqual([]);
  });

  it('shows an admin the users of the project, without the Project column', async () => {
    const page = await scene.pageAs(scene.admin);
    await page.goto('/users');
    const table = page.getByRole('table');
    await table.getByRole('cell', { name: 'Eddy Editor' }).waitFor();
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['Name', 'Email', 'Role']);
    await screenshot(page, 'users-admin');
  });

  it('the back button goes to /', async () => {
    const page = await scene.pageAs(scene.superadmin);
    await page.goto('/users');
    await page.getByRole('link', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'Welcome to Grafiek' }).waitFor();
  });

  it('a superadmin creates a user with a role and a project; SuperAdministrator is on offer', async () => {
    const page = await scene.pageAs(scene.superadmin);
    await page.goto('/users');
    await page.getByRole('button', { name: 'Create a new user...' }).click();
    const dialog = page.getByRole('dialog', { name: 'New user' });
    await dialog.getByLabel('Name').fill('Bram Beheer');
    await dialog.getByLabel('Email').fill('bram@grafiek.test');
    await dialog.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
    await dialog.getByLabel('Role').click();
    const roleOptions = await page.getByRole('option').allInnerTexts();
    expect(roleOptions).toEqual(['viewer', 'editor', 'Administrator', 'SuperAdministrator']);
    await page.getByRole('option', { name: 'Administrator', exact: true }).click();
    await dialog.getByLabel('Project').click();
    await page.getByRole('option', { name: 'Atlas' }).click();
    await screenshot(page, 'users-create-dialog');
    expect(await seriousAxeViolations(page), 'axe on the dialog').toEqual([]);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row').filter({ hasText: 'Bram Beheer' });
    await row.getByText('Atlas').waitFor();
    const users = await scene.superadmin.request<Me[]>('GET', '/api/users');
    const bram = users.find((user) => user.email === 'bram@grafiek.test');
    expect(bram?.role).toBe('admin');
    expect(bram?.project?.path).toBe('atlas');
  });

  it('an admin cannot offer SuperAdministrator nor pick a project, and creates in their own', async () => {
    const page = await scene.pageAs(scene.admin);
    await page.goto('/users');
    await page.getByRole('button', { name: 'Create a new user...' }).click();
    const dialog = page.getByRole('dialog', { name: 'New user' });
    expect(await dialog.getByLabel('Project').count()).toBe(0);
    await dialog.getByLabel('Role').click();
    expect(await page.getByRole('option').allInnerTexts()).toEqual(['viewer', 'editor', 'Administrator']);
    await page.getByRole('option', { name: 'editor' }).click();
    await dialog.getByLabel('Name').fill('Chris Colleague');
    await dialog.getByLabel('Email').fill('chris@grafiek.test');
    await dialog.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('cell', { name: 'Chris Colleague' }).waitFor();
    const users = await scene.superadmin.request<Me[]>('GET', '/api/users');
    expect(users.find((user) => user.email === 'chris@grafiek.test')?.project?.path).toBe('kadaster');
  });

  it('says so when the user cannot be created', async () => {
    const page = await scene.pageAs(scene.superadmin);
    await page.goto('/users');
    await page.getByRole('button', { name: 'Create a new user...' }).click();
    const dialog = page.getByRole('dialog', { name: 'New user' });
    await dialog.getByLabel('Name').fill('Duplicate');
    await dialog.getByLabel('Email').fill('eddy@grafiek.test');
    await dialog.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page
      .getByText('User could not be created. Refresh the page and try again. Contact us if you need further assistance.')
      .waitFor();
  });

  it('is login-protected', async () => {
    const page = await scene.pageAs(null);
    await page.goto('/users');
    await page.waitForURL('**/login?returnTo=%2Fusers');
  });
});
