import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, type TestBrowser } from '../harness/browser.js';
import { startServer, type StartedServer } from '../harness/server.js';

let server: StartedServer;
let browser: TestBrowser;
beforeAll(async () => {
  server = await startServer({ env: { GRAFIEK_MODE: 'local' } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('local mode', () => {
  it('opens the demo app with no platform login, edits it and keeps the edit in this browser', async () => {
    const page = await browser.newPage(server.url);
    await page.goto('/');
    await page.getByRole('banner').getByRole('heading', { name: 'Landregistratie-demonstrator' }).waitFor();
    expect(await page.getByRole('button', { name: 'Login' }).count()).toBe(0);
    await page.locator('[data-widget]').first().waitFor();

    await page.goto('/edit');
    await page.getByRole('button', { name: 'App settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'App settings' });
    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('Mijn demonstrator');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.getByText('saved', { exact: true }).first().waitFor();

    await page.goto('/');
    await page.getByRole('banner').getByRole('heading', { name: 'Mijn demonstrator' }).waitFor();
    const stored = await page.evaluate(() => localStorage.getItem('grafiek.localConfig'));
    expect(JSON.parse(stored ?? '{}').title).toBe('Mijn demonstrator');
    await screenshot(page, 'local-mode');
  });
});
