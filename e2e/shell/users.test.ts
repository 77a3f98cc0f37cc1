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
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['Name', 'Email', 'Role', 'Project', 'Status', 'Actions']);
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
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['Name', 'Email', 'Role', 'Status', 'Actions']);
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

  it('an admin disables a user, whose open page is sent to log in at its next call; enables them; deletes one after confirming', async () => {
    const dirk = await scene.superadmin.createAndLogin({ name: 'Dirk Disabled', email: 'dirk@grafiek.test', password: PASSWORD, role: 'editor', project: scene.kadaster.id });
    const dirksPage = await scene.pageAs(dirk);
    await dirksPage.goto('/projects/kadaster');
    await dirksPage.getByRole('link', { name: 'Your account' }).waitFor();

    const page = await scene.pageAs(scene.admin);
    await page.goto('/users');
    const row = page.getByRole('row').filter({ hasText: 'Dirk Disabled' });
    await row.getByText('Active', { exact: true }).waitFor();
    // Nobody manages their own account here.
    await page.getByRole('row').filter({ hasText: 'Anna Admin' }).getByText('This is you').waitFor();
    await row.getByRole('button', { name: 'Disable' }).click();
    await page.getByText('Dirk Disabled is disabled and logged out everywhere').waitFor();
    await row.getByText('Disabled', { exact: true }).waitFor();

    await dirksPage.goto('/users');
    await dirksPage.waitForURL('**/login?returnTo=%2Fusers');
    await dirksPage.getByLabel('Username').fill('dirk@grafiek.test');
    await dirksPage.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
    await dirksPage.getByRole('button', { name: 'Log in' }).click();
    await dirksPage.getByText('This account is disabled. Ask an administrator to enable it.').waitFor();

    await row.getByRole('button', { name: 'Enable' }).click();
    await row.getByText('Active', { exact: true }).waitFor();
    await dirksPage.getByRole('button', { name: 'Log in' }).click();
    await dirksPage.waitForURL((url) => !url.pathname.startsWith('/login'));

    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete user' });
    await confirm.getByText('Delete Dirk Disabled? Their apps stay, without an owner. This cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('User Dirk Disabled deleted').waitFor();
    await row.waitFor({ state: 'detached' });
    const users = await scene.superadmin.request<Me[]>('GET', '/api/users');
    expect(users.some((user) => user.email === 'dirk@grafiek.test')).toBe(false);
  });

  it('a user changes their own password: the form checks it, the server refuses a wrong current one, and the other logins end', async () => {
    const pim = await scene.superadmin.createAndLogin({ name: 'Pim Password', email: 'pim@grafiek.test', password: PASSWORD, role: 'viewer', project: scene.kadaster.id });
    const elsewhere = await scene.pageAs(pim);
    await elsewhere.goto('/projects/kadaster');
    await elsewhere.getByRole('link', { name: 'Your account' }).waitFor();

    const page = await scene.pageAs(pim);
    await page.goto('/');
    await page.getByRole('link', { name: 'Your account' }).click();
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    await page.getByTestId('account-who').getByText('Pim Password · pim@grafiek.test · Role: viewer · Project: Kadaster').waitFor();
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill('not my password');
    await form.getByLabel('New password', { exact: true }).fill('short');
    await form.getByLabel('Repeat the new password').fill('other');
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('Use at least 10 characters').waitFor();
    await form.getByText('The two new passwords are not the same').waitFor();

    await form.getByLabel('New password', { exact: true }).fill('tulpen-in-de-polder');
    await form.getByLabel('Repeat the new password').fill('tulpen-in-de-polder');
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByRole('alert').getByText('The current password is not correct.').waitFor();

    await form.getByLabel('Current password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been changed. You are logged out everywhere else.').waitFor();
    // This browser keeps working with its new token ...
    await page.goto('/projects/kadaster');
    await page.getByRole('link', { name: 'Your account' }).waitFor();
    // ... the other one is logged out at its next call, and the old password no longer works.
    await elsewhere.goto('/account');
    await elsewhere.waitForURL('**/login?returnTo=%2Faccount');
    await expect(scene.superadmin.loginAs('pim@grafiek.test', PASSWORD)).rejects.toThrow();
    await scene.superadmin.loginAs('pim@grafiek.test', 'tulpen-in-de-polder');
  });
});
