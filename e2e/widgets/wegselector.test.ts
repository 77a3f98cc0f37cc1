import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../harness/browser.js';
import { countColour } from './mapPixels.js';
import { fittedPoint, MAP_PREFIXES, MAPX, mapCanvas, mapReady, mapScene, type MapScene } from './mapScene.js';

let scene: MapScene;

/*
 * Two roads: the A1 runs west to east in two segments (the second a MULTILINESTRING), the N2
 * runs south to north east of it in two segments. A path without a road lies in between.
 */
const ROADS = `${MAP_PREFIXES}
INSERT DATA {
  mapx:a1-1 a mapx:Wegvak ; rdfs:label "A1 km 1" ; mapx:weg "A1" ;
    geo:hasGeometry [ geo:asWKT "LINESTRING(5.0 52.1, 5.2 52.1)"^^geo:wktLiteral ] .
  mapx:a1-2 a mapx:Wegvak ; rdfs:label "A1 km 2" ; mapx:weg "A1" ;
    geo:hasGeometry [ geo:asWKT "MULTILINESTRING((5.2 52.1, 5.3 52.1),(5.3 52.1, 5.4 52.1))"^^geo:wktLiteral ] .
  mapx:n2-1 a mapx:Wegvak ; rdfs:label "N2 km 1" ; mapx:weg "N2" ;
    geo:hasGeometry [ geo:asWKT "LINESTRING(5.6 52.0, 5.6 52.1)"^^geo:wktLiteral ] .
  mapx:n2-2 a mapx:Wegvak ; rdfs:label "N2 km 2" ; mapx:weg "N2" ;
    geo:hasGeometry [ geo:asWKT "LINESTRING(5.6 52.1, 5.6 52.2)"^^geo:wktLiteral ] .
  mapx:pad a mapx:Wegvak ; rdfs:label "Fietspad" ;
    geo:hasGeometry [ geo:asWKT "LINESTRING(5.3 52.15, 5.45 52.2)"^^geo:wktLiteral ] .
}`;
const BOUNDS: [number, number, number, number] = [5.0, 52.0, 5.6, 52.2];

const SELECTION = '#00ff00';
const ROAD_QUERY = `${MAP_PREFIXES}
#title: Wegvakken;
#color:#555555
#selectionColor:${SELECTION}
SELECT ?uri ?geometry ?label ?group WHERE {
  ?uri a mapx:Wegvak ; rdfs:label ?label ; geo:hasGeometry/geo:asWKT ?geometry .
  OPTIONAL { ?uri mapx:weg ?group }
}`;

const u = (name: string) => `<${MAPX}${name}>`;
const WEG = '[data-widget="Wegselector"]';

function selector(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { widget: 'Wegselector', titleMenubar: 'Wegen', query: ROAD_QUERY, publishVariable: 'wegvakken', multipleselectparametertype: 'sparql value uri', ...extra };
}

function table(title: string, query: string): Record<string, unknown> {
  return { widget: 'Table', titleMenubar: title, query: MAP_PREFIXES + query };
}

/** The map beside a column of what follows its variable. */
function beside(map: Record<string, unknown>, ...others: Record<string, unknown>[]): Record<string, unknown> {
  return {
    widget: 'SplitLayout',
    direction: 'row',
    areaSizes: ['2', '1'],
    areas: [map, { widget: 'SplitLayout', direction: 'column', areaSizes: others.map(() => '1'), areas: others }],
  };
}

const PUBLISHED = table('Published', 'SELECT ?published WHERE { BIND("{{wegvakken}}" AS ?published) }');
const CHOSEN = table('Gekozen', 'SELECT ?naam WHERE { VALUES ?w { {{wegvakken}} } ?w rdfs:label ?naam } ORDER BY ?naam');

function listed(map: Locator): Promise<string[]> {
  return map.getByRole('region', { name: 'Selected road segments' }).locator('[data-segment]').allTextContents();
}

async function publishedIs(page: Page, value: string): Promise<void> {
  await page.locator('[data-widget="Table"][aria-label="Published"]').getByRole('cell', { name: value, exact: true }).waitFor();
}

beforeAll(async () => {
  scene = await mapScene();
  await scene.update(ROADS);
});
afterAll(async () => {
  await scene?.close();
});

describe('Wegselector', { timeout: 120_000 }, () => {
  it('selects segments by click, box and whole road, lists them beside the map and publishes them as a list a query can use', async () => {
    const path = await scene.createApp('weg1', beside(selector({ resetValue: 'geen' }), PUBLISHED, CHOSEN));
    const { page, foreignRequests, consoleErrors } = await scene.open(path);
    const map = await mapReady(page, WEG);
    const canvas = mapCanvas(map);
    expect(await map.locator('[data-map]').getAttribute('data-feature-count')).toBe('5');
    expect(await map.locator('[data-map]').getAttribute('data-base-layer')).toBe('Offline');
    await map.getByText('No segments selected').waitFor();
    expect(await countColour(page, canvas, SELECTION)).toBe(0);

    // A click on a segment adds it: listed beside the map, highlighted, published.
    const a1km2 = await fittedPoint(canvas, BOUNDS, 5.35, 52.1);
    await page.mouse.click(a1km2.x, a1km2.y);
    await map.getByText('1 segment selected').waitFor();
    await publishedIs(page, u('a1-2'));
    await page.locator('[data-widget="Table"][aria-label="Gekozen"]').getByRole('cell', { name: 'A1 km 2' }).waitFor();
    await expect.poll(() => countColour(page, canvas, SELECTION)).toBeGreaterThan(100);

    // Shift-drag a box over the N2: both its segments are added, in one go.
    const from = await fittedPoint(canvas, BOUNDS, 5.55, 52.19);
    const to = await fittedPoint(canvas, BOUNDS, 5.62, 52.01);
    await page.keyboard.down('Shift');
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2);
    await page.mouse.move(to.x, to.y);
    await page.mouse.up();
    await page.keyboard.up('Shift');
    await publishedIs(page, `${u('a1-2')} ${u('n2-1')} ${u('n2-2')}`);
    expect(await listed(map)).toEqual(['A1 km 2', 'N2 km 1', 'N2 km 2']);
    const chosen = page.locator('[data-widget="Table"][aria-label="Gekozen"]');
    await chosen.getByRole('cell', { name: 'N2 km 2' }).waitFor();
    expect(await chosen.getByRole('cell').allTextContents()).toEqual(['A1 km 2', 'N2 km 1', 'N2 km 2']);

    // A whole road at once: the A1's other segment joins, listed under its road.
    await map.getByLabel('Add a whole road', { exact: true }).click();
    await page.getByRole('option', { name: 'A1' }).click();
    await map.getByText('4 segments selected').waitFor();
    expect(await listed(map)).toEqual(['A1 km 2', 'A1 km 1', 'N2 km 1', 'N2 km 2']);
    await screenshot(page, 'wegselector-selection');

    // A second click on a selected segment lets it go; the list's buttons remove a segment or a road.
    await page.mouse.click(a1km2.x, a1km2.y);
    await map.getByText('3 segments selected').waitFor();
    await map.getByRole('button', { name: 'Remove road N2' }).click();
    await publishedIs(page, u('a1-1'));
    await map.getByRole('button', { name: 'Remove A1 km 1' }).click();
    await publishedIs(page, 'geen');
    await map.getByText('No segments selected').waitFor();
    await expect.poll(() => countColour(page, canvas, SELECTION)).toBe(0);

    expect(foreignRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('shows the selection another widget publishes, and its clicks reach that widget', async () => {
    const segments = {
      widget: 'List',
      titleMenubar: 'Wegvakkenlijst',
      query: `${MAP_PREFIXES}SELECT ?uri ?label WHERE { ?uri a mapx:Wegvak ; rdfs:label ?label } ORDER BY ?label`,
      multipleselect: true,
      multipleselectparametertype: 'JSON array',
      publishVariable: 'wegvakken',
    };
    const path = await scene.createApp('weg2', beside(selector({ multipleselectparametertype: 'JSON array' }), segments));
    const { page } = await scene.open(path);
    const map = await mapReady(page, WEG);
    const canvas = mapCanvas(map);
    const list = page.locator('[data-widget="List"]');

    await list.getByRole('checkbox', { name: 'N2 km 1' }).check();
    await list.getByRole('checkbox', { name: 'Fietspad' }).check();
    await map.getByText('2 segments selected').waitFor();
    // The list publishes in its own (the query's) order.
    expect(await listed(map)).toEqual(['Fietspad', 'N2 km 1']);
    await expect.poll(() => countColour(page, canvas, SELECTION)).toBeGreaterThan(100);

    const a1km1 = await fittedPoint(canvas, BOUNDS, 5.1, 52.1);
    await page.mouse.click(a1km1.x, a1km1.y);
    await expect.poll(() => list.getByRole('checkbox', { name: 'A1 km 1' }).isChecked()).toBe(true);
    expect(await list.getByRole('checkbox', { name: 'N2 km 1' }).isChecked()).toBe(true);

    await map.getByRole('button', { name: 'Clear all' }).click();
    await expect.poll(() => list.getByRole('checkbox', { name: 'N2 km 1' }).isChecked()).toBe(false);
    expect(await listed(map)).toEqual([]);
  });
});
