import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, type TestBrowser } from '../harness/browser.js';
import { startServer, type StartedServer } from '../harness/server.js';
import { mapCanvas, mapReady } from '../widgets/mapScene.js';

let server: StartedServer;
let browser: TestBrowser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage(server.url);
  page.setDefaultTimeout(60_000);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const map = (title: string) => `[data-widget="BBMap"][aria-label="${title}"]`;

/** Clicks a map at a point given as fractions of its canvas, where the synthetic areas tile. */
async function clickMap(widget: Locator, x = 0.5, y = 0.5): Promise<void> {
  const box = await mapCanvas(widget).boundingBox();
  if (!box) throw new Error('The map has no canvas');
  await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
}

async function featureCount(widget: Locator): Promise<number> {
  return Number(await widget.locator('[data-map]').getAttribute('data-feature-count'));
}

async function chartText(title: string): Promise<string> {
  const chart = page.locator(`[data-widget="BBEChart"][aria-label="${title}"][data-state="ready"]`);
  await chart.waitFor();
  // The drawing itself (the chart, not the title bar's icon): the same categories on another
  // level differ in their bars and axis, not their labels.
  return chart.locator('svg').last().innerHTML();
}

// The demo as an anonymous visitor meets it after `npm start`: generated data, the seeded app.
describe('the land-registry demo', { timeout: 240_000 }, () => {
  it('drills down province, municipality, district and neighbourhood, each next map filling', async () => {
    await page.goto('/projects/demo/landregistratie');
    await page.getByRole('banner').getByRole('heading', { name: 'Landregistratie-demonstrator' }).waitFor();
    const provinces = await mapReady(page, map('Provincies'));
    expect(await featureCount(provinces)).toBe(12);

    await clickMap(provinces);
    const municipalities = await mapReady(page, map('Gemeenten'));
    expect(await featureCount(municipalities)).toBeGreaterThan(1);
    await clickMap(municipalities);
    const districts = await mapReady(page, map('Wijken'));
    expect(await featureCount(districts)).toBeGreaterThan(1);
    await clickMap(districts);
    const neighbourhoods = await mapReady(page, map('Buurten'));
    expect(await featureCount(neighbourhoods)).toBeGreaterThan(0);
    await clickMap(neighbourhoods);
    const parcels = await mapReady(page, map('Percelen en gebouwen'));
    expect(await featureCount(parcels)).toBeGreaterThan(0);
    await screenshot(page, 'demo-drilled-down');
  });

  it('changes the charts when the radio box chooses another level', async () => {
    const neighbourhoodAges = await chartText('Leeftijdsopbouw');
    await page.locator('[data-widget="RadioBox"]').getByRole('radio', { name: 'gemeente' }).check();
    await page.waitForFunction(
      (before) => {
        const chart = document.querySelector('[data-widget="BBEChart"][aria-label="Leeftijdsopbouw"]');
        const svgs = chart?.querySelectorAll('svg');
        return chart?.getAttribute('data-state') === 'ready' && !!svgs?.length && svgs[svgs.length - 1]!.innerHTML !== before;
      },
      neighbourhoodAges,
    );
    expect(await chartText('Leeftijdsopbouw')).not.toBe(neighbourhoodAges);
    expect(await chartText('Bedrijven per sector')).not.toBe('');
  });

  it('shows the properties and the addresses of a clicked building', async () => {
    const parcels = await mapReady(page, map('Percelen en gebouwen'));
    const properties = page.locator('[data-widget="BBPropertyPanel"]');
    const addresses = page.locator('[data-widget="Table"][aria-label="Adressen"]');
    // Buildings stand on parcels; walk a small grid until a click lands on a building.
    let found = false;
    for (const [x, y] of [[0.5, 0.5], [0.4, 0.4], [0.6, 0.6], [0.4, 0.6], [0.6, 0.4], [0.3, 0.5], [0.7, 0.5], [0.5, 0.3], [0.5, 0.7]] as const) {
      await clickMap(parcels, x, y);
      await properties.and(page.locator('[data-state="ready"]')).waitFor({ timeout: 20_000 }).catch(() => undefined);
      await page.waitForTimeout(500);
      if ((await addresses.getAttribute('data-state')) === 'ready') {
        found = true;
        break;
      }
    }
    expect(found, 'no click on the parcel map reached a building with an address').toBe(true);
    expect(await properties.getAttribute('data-state')).toBe('ready');
    expect((await addresses.locator('td').count()) > 0).toBe(true);
    await screenshot(page, 'demo-building-selected');
  });

  it('opens the data-model graph', async () => {
    await page.getByRole('button', { name: 'Datamodel' }).first().click();
    const graph = page.locator('[data-widget="BBVis"][data-state="ready"]');
    await graph.waitFor();
    expect(await graph.locator('canvas').count()).toBeGreaterThan(0);
    await screenshot(page, 'demo-data-model');
  });
});
