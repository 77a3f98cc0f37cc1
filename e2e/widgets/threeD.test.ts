import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../harness/browser.js';
import { row, sizedColumn, startScene, type Scene } from '../harness/scene.js';
import { waitForState, widget } from './inputWidgetScene.js';
import { countColour } from './mapPixels.js';

// The 3D widgets: BBCesiumJS (the 3D globe map), BBThreeJSViewer (blocks) and BBBoorkern
// (boreholes), in one app on one server. Headless Chromium draws WebGL in software, so the scenes
// are three blocks and two short boreholes.

const PROJECT = 'drie-d';
const EX = 'http://example.org/grafiek-3d/';
const PREFIXES = `PREFIX ex: <${EX}>\nPREFIX geo: <http://www.opengis.net/ont/geosparql#>\nPREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>\n`;
/** The machine is shared and WebGL is drawn in software: poll as long as a locator waits. */
const POLL = { timeout: 30_000 };
const BLOCK = '#d9480f';
const THREE_BACKGROUND = '#eef1f4';
const PLAIN_GLOBE = '#c9d6df';

/** Three buildings in a row along an east-west street in RD New, 20 m apart; the middle one stands in the middle of the scene. */
function building(n: number, height: number): string {
  const x = 155000 + (n - 2) * 40;
  return `ex:gebouw${n} rdfs:label "Gebouw ${n}" ; ex:hoogte ${height} ; geo:hasGeometry [ geo:asWKT "POLYGON((${x - 10} 463000, ${x + 10} 463000, ${x + 10} 463020, ${x - 10} 463020, ${x - 10} 463000))" ] .`;
}
const DATA = `${PREFIXES}INSERT DATA {\n${[building(1, 12), building(2, 30), building(3, 18)].join('\n')}\n}`;

const BUILDINGS = `${PREFIXES}#RD
#title: Panden;
SELECT ?uri ?geometry ?label ?height ?color WHERE {
  ?uri ex:hoogte ?height ; rdfs:label ?label ; geo:hasGeometry/geo:asWKT ?geometry .
  BIND("${BLOCK}" AS ?color)
}`;

const BOREHOLES = `SELECT ?borehole ?x ?y ?uri ?top ?bottom ?soil WHERE {
  VALUES (?borehole ?x ?y ?uri ?top ?bottom ?soil) {
    ("B-oost" 155100 463000 "${EX}laag-oost-1" 0 2 "zand")
    ("B-oost" 155100 463000 "${EX}laag-oost-2" 2 5 "veen")
    ("B-west" 155000 463000 "${EX}laag-west-1" 0 1 "zand")
    ("B-west" 155000 463000 "${EX}laag-west-2" 1 4 "zandige klei")
  }
}`;

const MAIN_AREA = row(
  sizedColumn(
    ['1', '1'],
    // The globe shows a plain colour where no imagery is drawn: a test below asserts the shipped imagery covers it.
    { widget: 'BBCesium', titleMenubar: 'Globe', query: BUILDINGS, publishVariable: 'globe', subscribeVariable: 'gebouw' },
    { widget: 'BBThreeJSViewer', titleMenubar: 'Blokken', query: BUILDINGS, publishVariable: 'gebouw' },
  ),
  sizedColumn(
    ['3', '1', '1'],
    { widget: 'BBBoorkern', titleMenubar: 'Boringen', query: BOREHOLES, publishVariable: 'laag' },
    { widget: 'BBBoorkern', titleMenubar: 'Kapot', query: 'SELECT ?borehole ?top ?bottom ?soil WHERE { VALUES (?borehole ?top ?bottom ?soil) { ("B1" "diep" 2 "zand") } }' },
    { widget: 'Table', titleMenubar: 'Gekozen', query: 'SELECT ?gebouw ?globe ?laag WHERE { BIND("{{gebouw::geen}}" AS ?gebouw) BIND("{{globe::geen}}" AS ?globe) BIND("{{laag::geen}}" AS ?laag) }' },
  ),
);

let scene: Scene;
let page: Page;
const errors: string[] = [];
const offsite: string[] = [];

beforeAll(async () => {
  scene = await startScene({ project: { title: '3D', path: PROJECT } }, async () => ({}));
  await scene.update(DATA);
  await scene.publicApp('kaart', MAIN_AREA, { layout: { showFooter: false } });
  page = await scene.browser.newPage(scene.server.url);
  page.on('pageerror', (error) => errors.push(error.message));
  // Offline: nothing but this server is asked for anything (no Cesium ion, no online imagery).
  page.on('request', (request) => {
    if (!request.url().startsWith(scene.server.url) && !request.url().startsWith('data:') && !request.url().startsWith('blob:')) offsite.push(request.url());
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/projects/${PROJECT}/kaart`);
});
afterAll(async () => {
  await scene?.close();
});

async function chosen(): Promise<string[]> {
  return widget(page, 'Table', 'Gekozen').getByRole('cell').allTextContents();
}

async function clickMiddle(target: Locator): Promise<void> {
  const box = (await target.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

describe('the 3D widgets', () => {
  it('BBThreeJSViewer raises the footprints, and a click on a block publishes its ?uri, which the globe highlights', async () => {
    const blocks = widget(page, 'BBThreeJSViewer', 'Blokken');
    await waitForState(blocks, 'ready');
    await expect.poll(() => blocks.locator('[data-block-count]').getAttribute('data-block-count'), POLL).toBe('3');
    const canvas = blocks.locator('canvas');
    const total = await canvas.evaluate((element: HTMLCanvasElement) => element.width * element.height);
    // Drawn: the blocks and the grid cover part of the background.
    await expect.poll(async () => (await countColour(page, canvas, THREE_BACKGROUND)) < total * 0.95, POLL).toBe(true);
    // The middle block stands where the camera looks.
    await clickMiddle(canvas);
    await expect.poll(async () => (await chosen())[0], POLL).toBe(`${EX}gebouw2`);
    expect(await blocks.getByRole('status').textContent()).toBe('Selected: Gebouw 2');
    // The globe listens to the same variable.
    const globe = widget(page, 'BBCesiumJS', 'Globe');
    await expect.poll(() => globe.locator('[data-globe]').getAttribute('data-selected'), POLL).toBe(`${EX}gebouw2`);
    await expect.poll(() => globe.getByRole('status').textContent(), POLL).toBe('Selected: Gebouw 2');
    await screenshot(page, 'threeD-blocks');
  });

  it('BBCesiumJS draws the features on an offline globe, and a click publishes the ?uri', async () => {
    const globe = widget(page, 'BBCesiumJS', 'Globe');
    await waitForState(globe, 'ready');
    const root = globe.locator('[data-globe]');
    expect(await root.getAttribute('data-feature-count')).toBe('3');
    await expect.poll(() => root.getAttribute('data-view'), POLL).toBe('ready');
    const canvas = globe.locator('canvas');
    const total = await canvas.evaluate((element: HTMLCanvasElement) => element.width * element.height);
    // The Natural Earth imagery this server ships covers the plain globe colour, and the blocks are drawn.
    await expect.poll(async () => (await countColour(page, canvas, PLAIN_GLOBE, { tolerance: 3 })) < total * 0.05, POLL).toBe(true);
    await expect.poll(async () => (await countColour(page, canvas, BLOCK, { tolerance: 60 })) > 200, POLL).toBe(true);
    await clickMiddle(canvas);
    await expect.poll(async () => (await chosen())[1], POLL).toBe(`${EX}gebouw2`);
    await screenshot(page, 'threeD-globe');
    expect(offsite).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('BBBoorkern stacks the layers of each borehole with a legend, publishes a clicked layer, and names rows it cannot draw', async () => {
    const boreholes = widget(page, 'BBBoorkern', 'Boringen');
    await waitForState(boreholes, 'ready');
    // West to east, whatever the query's order; each layer is a labelled part of its column.
    await expect.poll(() => boreholes.getByRole('list').evaluateAll((lists) => lists.map((list) => list.getAttribute('aria-label'))), POLL).toEqual(['B-west', 'B-oost', 'Soil kinds']);
    expect(await boreholes.getByRole('list', { name: 'Soil kinds' }).getByRole('listitem').allTextContents()).toEqual(['zand', 'veen', 'zandige klei']);
    const peat = boreholes.getByRole('listitem', { name: 'B-oost: veen, 2 to 5 m' });
    // Three metres of peat stand three times as high as the one metre of sand in B-west.
    const peatBox = (await peat.locator('rect').first().boundingBox())!;
    const sandBox = (await boreholes.getByRole('listitem', { name: 'B-west: zand, 0 to 1 m' }).locator('rect').first().boundingBox())!;
    expect(peatBox.height / sandBox.height).toBeCloseTo(3, 1);
    await peat.click();
    await expect.poll(async () => (await chosen())[2], POLL).toBe(`${EX}laag-oost-2`);
    expect(await peat.getAttribute('aria-current')).toBe('true');

    const broken = widget(page, 'BBBoorkern', 'Kapot');
    await waitForState(broken, 'error');
    expect(await broken.getByRole('alert').textContent()).toBe('No layer can be drawn. Row 1: ?top "diep" is not a number of metres.');
    await screenshot(page, 'threeD-boreholes');
  });
});
