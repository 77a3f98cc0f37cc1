import { readFileSync } from 'node:fs';
import { numericColorScale, stringToColor } from '@grafiek/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../harness/axe.js';
import { screenshot } from '../harness/browser.js';
import { countColour } from './mapPixels.js';
import { fittedPoint, MAP_PREFIXES, MAPX, mapCanvas, mapReady, mapScene, sideBySide, type MapScene } from './mapScene.js';
import { blockPdok, servePdokTiles, tileAt } from './tileServer.js';

let scene: MapScene;

/*
 * Three areas around one centre: "Noord" (a square in the middle), "West" (a square to the left)
 * and "Oost" (a point to the right), placed so that the middle of the map, once it fits the
 * data, lies inside Noord.
 */
const AREAS = `${MAP_PREFIXES}
INSERT DATA {
  mapx:noord a mapx:Area ; rdfs:label "Noord" ; mapx:use "Wonen" ; mapx:count 12 ;
    mapx:popup "<b>Noord</b> has <i>homes</i><img src=x onerror=\\"window.__mapXss=1\\"><script>window.__mapXss=2</script>" ;
    geo:hasGeometry [ geo:asWKT "POLYGON((5.0 52.0, 5.2 52.0, 5.2 52.12, 5.0 52.12, 5.0 52.0))"^^geo:wktLiteral ] .
  mapx:west a mapx:Area ; rdfs:label "West" ; mapx:use "Industrie" ; mapx:count 3 ;
    geo:hasGeometry [ geo:asWKT "POLYGON((4.6 52.0, 4.8 52.0, 4.8 52.12, 4.6 52.12, 4.6 52.0))"^^geo:wktLiteral ] .
  mapx:oost a mapx:Area ; rdfs:label "Oost" ; mapx:use "Wonen" ; mapx:count 40 ;
    geo:hasGeometry [ geo:asWKT "POINT(5.5 52.06)"^^geo:wktLiteral ] .
  mapx:tower a mapx:RdArea ; rdfs:label "Amersfoort" ;
    geo:hasGeometry [ geo:asWKT "POLYGON((154500 462500, 155500 462500, 155500 463500, 154500 463500, 154500 462500))"^^geo:wktLiteral ] .
  mapx:broken a mapx:Broken ; rdfs:label "Broken" ;
    geo:hasGeometry [ geo:asWKT "POLYGON((5 52, 5.1"^^geo:wktLiteral ] .
  mapx:fine a mapx:Broken ; rdfs:label "Fine" ;
    geo:hasGeometry [ geo:asWKT "POINT(5.1 52.1)"^^geo:wktLiteral ] .
}`;

/** A province with one municipality, in the vocabulary of the v1 demonstrator's queries. */
const PROVINCE = `PREFIX geo: <http://www.opengis.net/ont/geosparql#>
PREFIX imx: <http://modellen.geostandaarden.nl/def/imx-geo#>
INSERT DATA {
  <${MAPX}provincie/p1> a imx:Provincie ; imx:naam "Testprovincie" ;
    geo:hasGeometry [ geo:asWKT "POLYGON((5.2 51.9, 5.7 51.9, 5.7 52.3, 5.2 52.3, 5.2 51.9))"^^geo:wktLiteral ] .
  <${MAPX}gemeente/g1> a imx:Gemeentegebied ; imx:naam "Testgemeente" ; geo:sfWithin <${MAPX}provincie/p1> ;
    geo:hasGeometry [ geo:asWKT "POLYGON((5.3 52.0, 5.5 52.0, 5.5 52.2, 5.3 52.2, 5.3 52.0))"^^geo:wktLiteral ] .
}`;

const AREA_QUERY = `${MAP_PREFIXES}
#title: Gebruik;
#alpha:1
#selectionColor:#00ff00
#link:https://example.org/show?item={uri}
#info: Test areas for the map widget
SELECT ?uri ?geometry ?color ?label ?popup WHERE {
  ?uri a mapx:Area ; rdfs:label ?label ; mapx:use ?color ; geo:hasGeometry/geo:asWKT ?geometry .
  OPTIONAL { ?uri mapx:popup ?popup }
}`;

const FOLLOW_UP_TABLE = {
  widget: 'Table',
  titleMenubar: 'Chosen area',
  query: `${MAP_PREFIXES}SELECT ?name WHERE { <{{area}}> rdfs:label ?name }`,
};

const WONEN = stringToColor('Wonen');
const INDUSTRIE = stringToColor('Industrie');
const SELECTION = '#00ff00';
const TILE_GREY = '#c8c8c8';
const RD_ORANGE = '#ff8800';

const rdQuery = (rd: boolean) => `${MAP_PREFIXES}
${rd ? '#RD' : ''}
#alpha:1
#color:${RD_ORANGE}
SELECT ?uri ?geometry ?label WHERE { ?uri a mapx:RdArea ; rdfs:label ?label ; geo:hasGeometry/geo:asWKT ?geometry . }`;

const fixture = JSON.parse(readFileSync(new URL('../../../shared/fixtures/configs/kadaster-kkg-demonstrator-v1.json', import.meta.url), 'utf8')) as {
  mainArea: { areas: [{ areas: [{ areas: Record<string, unknown>[] }] }] };
};

async function clickCentre(page: Page, selector: string): Promise<void> {
  const box = await mapCanvas(page.locator(selector)).boundingBox();
  await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
}

beforeAll(async () => {
  scene = await mapScene();
  await scene.update(AREAS);
  await scene.update(PROVINCE);
});
afterAll(async () => {
  await scene?.close();
});

// Generous: two WebGL maps drawn in software on a busy machine take their time.
describe('BBMap', { timeout: 120_000 }, () => {
  it('draws the features in their category colours with a legend, on the offline base layer', async () => {
    const path = await scene.createApp('map01', sideBySide({ widget: 'BBMap', query: AREA_QUERY, publishVariable: 'area' }, FOLLOW_UP_TABLE));
    const { page, foreignRequests, consoleErrors } = await scene.open(path);
    const map = await mapReady(page, '[data-widget="BBMap"]');

    const box = await mapCanvas(map).boundingBox();
    expect(box!.width).toBeGreaterThan(300);
    expect(box!.height).toBeGreaterThan(300);
    expect(await map.locator('[data-map]').getAttribute('data-feature-count')).toBe('3');
    expect(await map.locator('[data-map]').getAttribute('data-base-layer')).toBe('Offline');

    const legend = map.getByRole('group', { name: 'Legend: Gebruik' });
    await legend.getByText('Wonen').waitFor();
    await legend.getByText('Industrie').waitFor();

    const canvas = mapCanvas(map);
    expect(await countColour(page, canvas, WONEN)).toBeGreaterThan(2000);
    expect(await countColour(page, canvas, INDUSTRIE)).toBeGreaterThan(2000);
    expect(await countColour(page, canvas, SELECTION)).toBe(0);
    await screenshot(page, 'map-offline-categories');

    // The offline base layer needs nothing from elsewhere, and MapLibre's worker runs under the
    // app's Content-Security-Policy (it drew the features, which the worker prepares).
    expect(foreignRequests).toEqual([]);
    const csp = (await fetch(`${scene.server.url}${path}`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(consoleErrors).toEqual([]);
    expect(await seriousAxeViolations(page), 'axe').toEqual([]);
  });

  it('shows the label of the feature under the pointer', async () => {
    const path = await scene.createApp('map09', { widget: 'BBMap', query: AREA_QUERY });
    const { page } = await scene.open(path);
    const map = await mapReady(page, '[data-widget="BBMap"]');
    const west = await fittedPoint(mapCanvas(map), [4.6, 52.0, 5.5, 52.12], 4.7, 52.06);
    await page.mouse.move(west.x, west.y);
    await map.locator('.grafiek-map-tooltip').getByText('West', { exact: true }).waitFor();
  });

  it('says so, instead of drawing something else, when the browser offers no WebGL', async () => {
    const path = await scene.createApp('map10', { widget: 'BBMap', query: AREA_QUERY });
    const { page } = await scene.open(path, async (p) => {
      await p.addInitScript(() => {
        const getContext = HTMLCanvasElement.prototype.getContext;
        HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
          return /webgl/.test(type) ? null : (getContext as (...args: unknown[]) => unknown).call(this, type, ...rest);
        } as typeof getContext;
      });
    });
    const map = page.locator('[data-widget="BBMap"][data-state="error"]');
    await map.getByRole('alert').getByText('This map needs WebGL 2').waitFor();
    expect(await map.getAttribute('data-error')).toContain('WebGL');
  });

  it('a click on a feature publishes its ?uri: the table shows the follow-up, the map highlights it and opens its sanitised popup', async () => {
    const path = await scene.createApp('map02', sideBySide({ widget: 'BBMap', query: AREA_QUERY, publishVariable: 'area' }, FOLLOW_UP_TABLE));
    const { page } = await scene.open(path);
    const map = await mapReady(page, '[data-widget="BBMap"]');
    const canvas = mapCanvas(map);

    // On a busy machine the map may still be settling after fitting its features when the first
    // click lands; a person would click again, and so does the test (a few times at most).
    const followUp = page.locator('[data-widget="Table"]').getByText('Noord', { exact: true });
    for (let attempt = 0; attempt < 4 && !(await followUp.isVisible()); attempt++) {
      await clickCentre(page, '[data-widget="BBMap"]');
      await followUp.waitFor({ timeout: 8_000 }).catch(() => undefined);
    }
    await followUp.waitFor();
    await expect.poll(() => countColour(page, canvas, SELECTION)).toBeGreaterThan(500);

    const popup = page.locator('.maplibregl-popup');
    await popup.locator('b', { hasText: 'Noord' }).waitFor();
    await popup.locator('i', { hasText: 'homes' }).waitFor();
    expect(await popup.locator('script').count()).toBe(0);
    expect(await popup.locator('img[onerror]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __mapXss?: number }).__mapXss)).toBeUndefined();
    expect(await popup.getByRole('link', { name: 'Open ↗' }).getAttribute('href')).toBe(`https://example.org/show?item=${encodeURIComponent(`${MAPX}noord`)}`);
    await screenshot(page, 'map-click-selection-popup');

    await map.getByRole('button', { name: 'About this map' }).click();
    await page.getByText('Test areas for the map widget').waitFor();
    // The info popup closes by itself (after 2.5 s), without another click.
    await page.getByText('Test areas for the map widget').waitFor({ state: 'hidden', timeout: 10_000 });
  });

  it('highlights the current value of its variable when another widget sets it', async () => {
    const chooser = {
      widget: 'SelectBox',
      label: 'Area',
      publishVariable: 'area',
      preSelectFirstItem: false,
      query: `${MAP_PREFIXES}SELECT ?uri ?label WHERE { ?uri a mapx:Area ; rdfs:label ?label } ORDER BY ?label`,
    };
    const path = await scene.createApp('map03', sideBySide({ widget: 'BBMap', query: AREA_QUERY, publishVariable: 'area' }, chooser));
    const { page } = await scene.open(path);
    const map = await mapReady(page, '[data-widget="BBMap"]');
    const canvas = mapCanvas(map);
    expect(await countColour(page, canvas, SELECTION)).toBe(0);

    await page.locator('[data-widget="SelectBox"]').getByLabel('Area', { exact: true }).click();
    await page.getByRole('option', { name: 'West' }).click();
    const leftThird = { left: 0, top: 0, right: 0.33, bottom: 1 };
    const middle = { left: 0.4, top: 0, right: 0.7, bottom: 1 };
    await expect.poll(() => countColour(page, canvas, SELECTION, { region: leftThird })).toBeGreaterThan(500);
    expect(await countColour(page, canvas, SELECTION, { region: middle })).toBe(0);
    await screenshot(page, 'map-selection-from-variable');
  });

  it('puts #RD data in the Netherlands, on PDOK grijs tiles; without #RD it says what is missing', async () => {
    const rdMap = { widget: 'BBMap', titleMenubar: 'With RD', query: rdQuery(true), startWithBase: 'PDOK grijs' };
    const plainMap = { widget: 'BBMap', titleMenubar: 'Without RD', query: rdQuery(false) };
    const path = await scene.createApp('map04', sideBySide(rdMap, plainMap));
    let tiles: Awaited<ReturnType<typeof servePdokTiles>> = [];
    const { page } = await scene.open(path, async (p) => {
      tiles = await servePdokTiles(p, TILE_GREY);
    });
    const withRd = await mapReady(page, '[data-widget="BBMap"][aria-label="With RD"]');
    expect(await withRd.locator('[data-map]').getAttribute('data-feature-count')).toBe('1');
    expect(await withRd.locator('[data-map]').getAttribute('data-base-layer')).toBe('PDOK grijs');

    // The map asked PDOK for the grey tiles over Amersfoort, the origin of RD (155000, 463000).
    expect(tiles.length).toBeGreaterThan(0);
    expect(new Set(tiles.map((tile) => tile.layer))).toEqual(new Set(['grijs']));
    const deepest = Math.max(...tiles.map((tile) => tile.z));
    const amersfoort = tileAt(5.3872, 52.1552, deepest);
    expect(tiles.some((tile) => tile.z === deepest && tile.x === amersfoort.x && tile.y === amersfoort.y)).toBe(true);
    expect(deepest).toBeGreaterThan(10);

    const canvas = mapCanvas(withRd);
    expect(await countColour(page, canvas, RD_ORANGE)).toBeGreaterThan(2000);
    expect(await countColour(page, canvas, TILE_GREY, { tolerance: 2 })).toBeGreaterThan(2000);
    await withRd.getByText('Kadaster').waitFor({ state: 'attached' });

    const withoutRd = await mapReady(page, '[data-widget="BBMap"][aria-label="Without RD"]');
    expect(await withoutRd.locator('[data-map]').getAttribute('data-feature-count')).toBe('0');
    await withoutRd.getByText(/Amersfoort has coordinates such as 154500 462500 .* put #RD in the query/).waitFor();
    await screenshot(page, 'map-rd-pdok');
  });

  it('without a tile server, PDOK grijs fails quietly: the features stay, the widget stays ready, a notice says why', async () => {
    const path = await scene.createApp('map05', { widget: 'BBMap', query: AREA_QUERY, publishVariable: 'area' });
    const { page } = await scene.open(path, blockPdok);
    const map = await mapReady(page, '[data-widget="BBMap"]');
    const canvas = mapCanvas(map);

    await map.getByRole('button', { name: 'Base layer' }).click();
    await page.getByRole('menuitem', { name: 'PDOK grijs' }).click();
    await map.locator('[data-map][data-base-layer="PDOK grijs"]').waitFor();
    await map.getByText('Base layer "PDOK grijs" could not be loaded').waitFor();
    await map.locator('[data-map-idle="true"]').waitFor();
    expect(await map.getAttribute('data-state')).toBe('ready');
    expect(await countColour(page, canvas, WONEN)).toBeGreaterThan(2000);
    await screenshot(page, 'map-pdok-unreachable');

    await map.getByRole('button', { name: 'Base layer' }).click();
    await page.getByRole('menuitem', { name: 'Offline' }).click();
    await map.locator('[data-map][data-base-layer="Offline"]').waitFor();
    expect(await map.getByText('could not be loaded').count()).toBe(0);
  });

  it('numbers in ?color get a colour scale legend; #noLegend and #minimal leave out the legend and the controls; BB Maplibre loads', async () => {
    const counts = {
      widget: 'BBMap',
      titleMenubar: 'Counts',
      query: `${MAP_PREFIXES}
#title: Aantal;
#alpha:1
SELECT ?uri ?geometry ?color ?label WHERE { ?uri a mapx:Area ; rdfs:label ?label ; mapx:count ?color ; geo:hasGeometry/geo:asWKT ?geometry . }`,
    };
    const bare = { widget: 'BB Maplibre', titleMenubar: 'Bare', query: `${AREA_QUERY}
#noLegend;
#minimal;` };
    const path = await scene.createApp('map06', sideBySide(counts, bare));
    const { page } = await scene.open(path);

    const countsMap = await mapReady(page, '[data-widget="BBMap"][aria-label="Counts"]');
    const legend = countsMap.getByRole('group', { name: 'Legend: Aantal' });
    await legend.locator('[data-legend-scale]').waitFor();
    await legend.getByText('3', { exact: true }).waitFor();
    await legend.getByText('40', { exact: true }).waitFor();
    const scale = numericColorScale(3, 40);
    expect(await countColour(page, mapCanvas(countsMap), scale(3))).toBeGreaterThan(2000);
    expect(await countColour(page, mapCanvas(countsMap), scale(12))).toBeGreaterThan(2000);
    await countsMap.getByRole('button', { name: 'Zoom in' }).waitFor();

    const bareMap = await mapReady(page, '[data-widget="BBMaplibre"][aria-label="Bare"]');
    expect(await bareMap.locator('[data-map]').getAttribute('data-feature-count')).toBe('3');
    expect(await bareMap.getByRole('group', { name: /Legend/ }).count()).toBe(0);
    expect(await bareMap.getByRole('button', { name: 'Zoom in' }).count()).toBe(0);
    expect(await bareMap.getByRole('button', { name: 'Base layer' }).count()).toBe(0);
    await screenshot(page, 'map-scale-and-minimal');
  });

  it('says which rows and settings it could not use, and draws the rest', async () => {
    const map = {
      widget: 'BBMap',
      startWithBase: 'Stamen toner',
      query: `${MAP_PREFIXES}
#alpha:2
SELECT ?uri ?geometry ?label WHERE { ?uri a mapx:Broken ; rdfs:label ?label ; geo:hasGeometry/geo:asWKT ?geometry . } ORDER BY ?label`,
    };
    const path = await scene.createApp('map07', map);
    const { page } = await scene.open(path);
    const widget = await mapReady(page, '[data-widget="BBMap"]');
    expect(await widget.locator('[data-map]').getAttribute('data-feature-count')).toBe('1');
    const notices = widget.getByRole('list', { name: 'Map notices' });
    await notices.getByText('Unknown base layer "Stamen toner"; showing "Offline"', { exact: false }).waitFor();
    await notices.getByText('Row 1: Cannot read WKT geometry "POLYGON((5 52, 5.1"', { exact: false }).waitFor();
    await notices.getByText('#alpha: "2" is not a number from 0 to 1').waitFor();
  });

  it('renders the drill-down maps of the v1 demonstrator as configured: a click on a province fills the municipality map', async () => {
    const [provinces, municipalities] = fixture.mainArea.areas[0].areas[0].areas;
    expect(provinces!.widget).toBe('BBMap');
    expect(municipalities!.widget).toBe('BBMap');
    const path = await scene.createApp('map08', sideBySide(provinces!, municipalities!));
    const { page } = await scene.open(path);

    const provinceMap = await mapReady(page, '[data-widget="BBMap"][aria-label="Provincies"]');
    expect(Number(await provinceMap.locator('[data-map]').getAttribute('data-feature-count'))).toBeGreaterThan(0);
    expect(await provinceMap.locator('[data-map]').getAttribute('data-base-layer')).toBe('PDOK grijs');
    expect(await provinceMap.getByRole('group', { name: /Legend/ }).count()).toBe(0);
    expect(await provinceMap.getByRole('button', { name: 'Zoom in' }).count()).toBe(0);
    const municipalityMap = page.locator('[data-widget="BBMap"][aria-label="Gemeenten"]');
    await municipalityMap.getByText('Waiting for provincie').waitFor();

    await clickCentre(page, '[data-widget="BBMap"][aria-label="Provincies"]');
    const filled = await mapReady(page, '[data-widget="BBMap"][aria-label="Gemeenten"]');
    expect(Number(await filled.locator('[data-map]').getAttribute('data-feature-count'))).toBeGreaterThan(0);
    await expect.poll(() => countColour(page, mapCanvas(provinceMap), '#00c8ff', { tolerance: 10 })).toBeGreaterThan(200);
    await screenshot(page, 'map-v1-drilldown');
  });
});
