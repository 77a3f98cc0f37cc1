import { stringToColor } from '@grafiek/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../harness/browser.js';
import { countColour } from './mapPixels.js';
import { fittedPoint, MAP_PREFIXES, mapCanvas, mapReady, mapScene, type MapScene } from './mapScene.js';

let scene: MapScene;

/*
 * Two zones side by side, "Centrum" and "Rand", and four things: one inside Centrum, one across
 * the border of the two, a point inside Rand and one far to the west of both.
 */
const DATA = `${MAP_PREFIXES}
INSERT DATA {
  mapx:centrum a mapx:Zone ; rdfs:label "Centrum" ;
    geo:hasGeometry [ geo:asWKT "POLYGON((5.0 52.0, 5.2 52.0, 5.2 52.12, 5.0 52.12, 5.0 52.0))"^^geo:wktLiteral ] .
  mapx:rand a mapx:Zone ; rdfs:label "Rand" ;
    geo:hasGeometry [ geo:asWKT "POLYGON((5.2 52.0, 5.4 52.0, 5.4 52.12, 5.2 52.12, 5.2 52.0))"^^geo:wktLiteral ] .
  mapx:binnen a mapx:Thing ; rdfs:label "Binnen" ; mapx:kind "Woning" ;
    geo:hasGeometry [ geo:asWKT "POLYGON((5.02 52.01, 5.06 52.01, 5.06 52.04, 5.02 52.04, 5.02 52.01))"^^geo:wktLiteral ] .
  mapx:grens a mapx:Thing ; rdfs:label "Grens" ; mapx:kind "Schuur" ;
    geo:hasGeometry [ geo:asWKT "POLYGON((5.18 52.08, 5.22 52.08, 5.22 52.1, 5.18 52.1, 5.18 52.08))"^^geo:wktLiteral ] .
  mapx:rechts a mapx:Thing ; rdfs:label "Rechts" ; mapx:kind "Woning" ;
    geo:hasGeometry [ geo:asWKT "POINT(5.3 52.06)"^^geo:wktLiteral ] .
  mapx:ver a mapx:Thing ; rdfs:label "Ver" ; mapx:kind "Loods" ;
    geo:hasGeometry [ geo:asWKT "POLYGON((4.7 52.01, 4.74 52.01, 4.74 52.04, 4.7 52.04, 4.7 52.01))"^^geo:wktLiteral ] .
}`;
/** What the multimap fits: the zones and the things together. */
const BOUNDS: [number, number, number, number] = [4.7, 52.0, 5.4, 52.12];

const OBJECTS_QUERY = `${MAP_PREFIXES}
#title: Soort;
#alpha:1
#selectionColor:#00ff00
SELECT ?uri ?geometry ?color ?label WHERE { ?uri a mapx:Thing ; rdfs:label ?label ; mapx:kind ?color ; geo:hasGeometry/geo:asWKT ?geometry . }`;
const AREAS_QUERY = `${MAP_PREFIXES}
#color:#555555
SELECT ?uri ?geometry ?label WHERE { ?uri a mapx:Zone ; rdfs:label ?label ; geo:hasGeometry/geo:asWKT ?geometry . }`;

const SELECTED_TABLE = {
  widget: 'Table',
  titleMenubar: 'Selected things',
  query: `${MAP_PREFIXES}SELECT ?name WHERE { VALUES ?thing { {{things}} } ?thing rdfs:label ?name } ORDER BY ?name`,
};
const CLICKED_TABLE = {
  widget: 'Table',
  titleMenubar: 'Clicked thing',
  query: `${MAP_PREFIXES}SELECT ?clicked WHERE { <{{thing}}> rdfs:label ?clicked }`,
};
const ZONE_CHOOSER = {
  widget: 'SelectBox',
  label: 'Zone',
  publishVariable: 'zone',
  preSelectFirstItem: false,
  query: `${MAP_PREFIXES}SELECT ?uri ?label WHERE { ?uri a mapx:Zone ; rdfs:label ?label } ORDER BY ?label`,
};

function multiMap(selectionType: string): Record<string, unknown> {
  return {
    widget: 'BBMultiMap',
    query: OBJECTS_QUERY,
    selectionQuery: AREAS_QUERY,
    selectionType,
    publishVariable: 'thing',
    areaVariable: 'zone',
    selectedObjectsVariable: 'things',
    multipleValueFormat: 'sparql value uri',
  };
}

function app(selectionType: string): Record<string, unknown> {
  return {
    widget: 'SplitLayout',
    direction: 'row',
    areaSizes: ['2', '1'],
    areas: [multiMap(selectionType), { widget: 'SplitLayout', direction: 'column', areaSizes: ['0', '1', '1'], areas: [ZONE_CHOOSER, SELECTED_TABLE, CLICKED_TABLE] }],
  };
}

const WONING = stringToColor('Woning');
const LOODS = stringToColor('Loods');
const SELECTION = '#00ff00';
const MULTIMAP = '[data-widget="BBMultiMap"]';
/** The map without the legend in its bottom-left corner, whose swatches have the category colours too. */
const ABOVE_LEGEND = { left: 0, top: 0, right: 1, bottom: 0.8 };

async function chooseZone(page: import('playwright-core').Page, name: string): Promise<void> {
  await page.locator('[data-widget="SelectBox"]').getByLabel('Zone', { exact: true }).click();
  await page.getByRole('option', { name }).click();
}

beforeAll(async () => {
  scene = await mapScene();
  await scene.update(DATA);
});
afterAll(async () => {
  await scene?.close();
});

describe('BBMultiMap', { timeout: 120_000 }, () => {
  it('intersect: a click on a zone highlights and publishes the things that touch it, dims the rest; Clear undoes it', async () => {
    const path = await scene.createApp('multi1', app('intersect'));
    const { page, consoleErrors } = await scene.open(path);
    const map = await mapReady(page, MULTIMAP);
    const canvas = mapCanvas(map);
    expect(await map.locator('[data-map]').getAttribute('data-feature-count')).toBe('4');
    await map.getByRole('group', { name: 'Legend: Soort' }).getByText('Woning').waitFor();
    expect(await countColour(page, canvas, LOODS, { region: ABOVE_LEGEND })).toBeGreaterThan(200);
    expect(await countColour(page, canvas, SELECTION)).toBe(0);

    // An empty spot of Centrum: inside the zone, on no thing.
    const spot = await fittedPoint(canvas, BOUNDS, 5.12, 52.03);
    await page.mouse.click(spot.x, spot.y);
    await map.getByText('2 of 4 objects intersect Centrum').waitFor();
    const selected = page.locator('[data-widget="Table"][aria-label="Selected things"]');
    await selected.getByText('Binnen', { exact: true }).waitFor();
    await selected.getByText('Grens', { exact: true }).waitFor();
    expect(await selected.getByText('Rechts', { exact: true }).count()).toBe(0);
    expect(await selected.getByText('Ver', { exact: true }).count()).toBe(0);
    await expect.poll(() => countColour(page, canvas, SELECTION)).toBeGreaterThan(300);
    // "Ver" is left out: dimmed, so its own colour is gone from the screen.
    await expect.poll(() => countColour(page, canvas, LOODS, { region: ABOVE_LEGEND })).toBe(0);
    await screenshot(page, 'multimap-intersect');

    // A click on a thing publishes it, as on the plain map.
    const binnen = await fittedPoint(canvas, BOUNDS, 5.04, 52.025);
    await page.mouse.click(binnen.x, binnen.y);
    await page.locator('[data-widget="Table"][aria-label="Clicked thing"]').getByText('Binnen', { exact: true }).waitFor();

    await map.getByRole('button', { name: 'Clear' }).click();
    await selected.getByText('Binnen', { exact: true }).waitFor({ state: 'detached' });
    expect(await map.getByText('objects intersect').count()).toBe(0);
    await expect.poll(() => countColour(page, canvas, LOODS, { region: ABOVE_LEGEND })).toBeGreaterThan(200);
    expect(consoleErrors).toEqual([]);
  });

  it('within: a zone chosen in another widget selects only the things that lie within it', async () => {
    const path = await scene.createApp('multi2', app('within'));
    const { page } = await scene.open(path);
    const map = await mapReady(page, MULTIMAP);
    await chooseZone(page, 'Centrum');
    await map.getByText('1 of 4 objects lie within Centrum').waitFor();
    const selected = page.locator('[data-widget="Table"][aria-label="Selected things"]');
    await selected.getByText('Binnen', { exact: true }).waitFor();
    expect(await selected.getByText('Grens', { exact: true }).count()).toBe(0);

    await chooseZone(page, 'Rand');
    await map.getByText('1 of 4 objects lie within Rand').waitFor();
    await selected.getByText('Rechts', { exact: true }).waitFor();
    expect(await selected.getByText('Binnen', { exact: true }).count()).toBe(0);
    await screenshot(page, 'multimap-within');
  });

  it('hide: only the things in the chosen zone stay on the map', async () => {
    const path = await scene.createApp('multi3', app('hide'));
    const { page } = await scene.open(path);
    const map = await mapReady(page, MULTIMAP);
    const canvas = mapCanvas(map);
    expect(await countColour(page, canvas, WONING, { region: ABOVE_LEGEND })).toBeGreaterThan(200);

    await chooseZone(page, 'Rand');
    await map.getByText('2 of 4 objects are in Rand').waitFor();
    await map.locator('[data-map][data-feature-count="2"]').waitFor();
    await map.locator('[data-map-idle="true"]').waitFor();
    // "Ver" (Loods) is gone, and of the two Woningen only the small point in Rand remains.
    await expect.poll(() => countColour(page, canvas, LOODS, { region: ABOVE_LEGEND })).toBe(0);
    const woning = await countColour(page, canvas, WONING, { region: ABOVE_LEGEND });
    expect(woning).toBeGreaterThan(0);
    expect(woning).toBeLessThan(200);
    const selected = page.locator('[data-widget="Table"][aria-label="Selected things"]');
    await selected.getByText('Grens', { exact: true }).waitFor();
    await selected.getByText('Rechts', { exact: true }).waitFor();
    await screenshot(page, 'multimap-hide');
  });
});
