import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../harness/axe.js';
import { screenshot } from '../harness/browser.js';
import { row, startScene, type Scene } from '../harness/scene.js';
import { waitForState, widget } from './inputWidgetScene.js';

const EX = 'http://example.org/grafiek-tableplus/';
const PREFIXES = `PREFIX ex: <${EX}>\n`;
const PROJECT = 'tableplus';
const TYPE = 'Table++';

interface TablePlusScene extends Scene {
  /** A public app on the demo repository; returns its page path. */
  createApp: (path: string, mainArea: Record<string, unknown>, extra?: Record<string, unknown>) => Promise<string>;
  open: (appPath: string) => Promise<Page>;
}

let scene: TablePlusScene;

const BUILDINGS = [
  { id: 'dom', naam: 'Domtoren', jaar: 1382, site: 'https://domtoren.nl/', status: 'monument', icoon: 'building-church', kleur: '#c92a2a' },
  { id: 'rietveld', naam: 'Rietveld Schröderhuis', jaar: 1924, site: 'https://rietveldschroderhuis.nl/', status: 'monument', icoon: 'home', kleur: '#c92a2a' },
  { id: 'pieterskerk', naam: 'Pieterskerk', jaar: 1048, site: 'https://pieterskerk.nl/', status: 'monument', icoon: 'building-church', kleur: '#c92a2a' },
  { id: 'stadhuis', naam: 'Stadhuis', jaar: 2000, site: 'https://utrecht.nl/', status: 'in gebruik', icoon: 'building', kleur: '#1e6b30' },
  { id: 'wilhelmina', naam: 'Wilhelminapark 9', jaar: 950, site: 'https://example.org/wp9', status: 'in gebruik', icoon: 'home', kleur: '#1e6b30' },
];
const BY_NAME = [...BUILDINGS].sort((a, b) => a.naam.localeCompare(b.naam)).map((b) => b.naam);

/** Every modifier of the Table++ dialect (spec/widgets.md §3, "SPARQL result"). */
const MODIFIERS_QUERY = `${PREFIXES}SELECT ?naam ?naam_URI ?jaar ?site ?site_URL ?status ?status_ICON ?status_ICONCOLOR ?status_ICONSIZE ?status_TEXTCOLOR
WHERE {
  ?g a ex:Gebouw ; ex:naam ?naam ; ex:jaar ?jaar ; ex:site ?site ; ex:status ?status ; ex:icoon ?status_ICON ; ex:kleur ?status_ICONCOLOR .
  BIND(?g AS ?naam_URI) BIND(?site AS ?site_URL) BIND("20" AS ?status_ICONSIZE) BIND(?status_ICONCOLOR AS ?status_TEXTCOLOR)
} ORDER BY ?naam`;

/** The rows named by ?uri, the convention selection publishes by. */
const URI_QUERY = `${PREFIXES}SELECT ?uri ?naam ?jaar WHERE { ?uri a ex:Gebouw ; ex:naam ?naam ; ex:jaar ?jaar } ORDER BY ?naam`;
const HIDE_URI = [{ id: 'uri', hidden: true }];

function tablePlus(extra: Record<string, unknown>): Record<string, unknown> {
  return { widget: TYPE, titleMenubar: 'Gebouwen', ...extra };
}

/** A Table that shows what a query depending on published variables returns. */
function follower(titleMenubar: string, query: string): Record<string, unknown> {
  return { widget: 'Table', titleMenubar, query: PREFIXES + query };
}

/** The texts of one column in the order the grid shows its rows (the DOM order may differ). */
function columnTexts(frame: Locator, colId: string): Promise<string[]> {
  return bodyRows(frame).evaluateAll(
    (rows, id) =>
      rows
        .map((row) => ({ index: Number(row.getAttribute('aria-rowindex')), text: row.querySelector(`[role="gridcell"][col-id="${id}"]`)?.textContent ?? '' }))
        .sort((a, b) => a.index - b.index)
        .map((entry) => entry.text),
    colId,
  );
}

/** The grid's rows with data (not its header rows), as they are in the page. */
function bodyRows(frame: Locator): Locator {
  return frame.locator('[role="row"]:has([role="gridcell"])');
}

function headerTexts(frame: Locator): Promise<string[]> {
  return frame.locator('.ag-header-cell-text').allTextContents();
}

/** The grid row that shows this text. */
function gridRow(frame: Locator, text: string): Locator {
  return bodyRows(frame).filter({ hasText: text });
}

beforeAll(async () => {
  scene = await startScene({ project: { title: 'Table++', path: PROJECT } }, async (base) => ({
    createApp: async (path: string, mainArea: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
      await base.publicApp(path, mainArea, { layout: { showFooter: false }, ...extra });
      return `/projects/${PROJECT}/${path}`;
    },
    open: async (appPath: string) => {
      const page = await base.browser.newPage(base.server.url);
      await page.goto(appPath);
      return page;
    },
  }));
  await scene.update(`${PREFIXES}INSERT DATA {
    ${BUILDINGS.map(
      (b) =>
        `ex:${b.id} a ex:Gebouw ; ex:naam ${JSON.stringify(b.naam)} ; ex:jaar ${b.jaar} ; ex:site ${JSON.stringify(b.site)} ; ex:status ${JSON.stringify(b.status)} ; ex:icoon "${b.icoon}" ; ex:kleur "${b.kleur}" .`,
    ).join('\n')}
  }`);
  await scene.admin.request('PUT', '/api/repositories/demo/rules/markeer-gebouw', {
    template: `${PREFIXES}INSERT DATA { <{{uri}}> ex:opmerking "{{opmerking}}" }`,
    tags: ['markeer'],
  });
});
afterAll(async () => {
  await scene?.close();
});

describe('Table++', () => {
  it('shows the columns of the query with their modifiers: a URI cell publishes, a URL cell opens a new tab, icons and colours', async () => {
    const table = tablePlus({ query: MODIFIERS_QUERY, publishVariable: 'gebouw', columnConfig: [{ id: 'naam', label: 'Naam' }, { id: 'jaar', label: 'Bouwjaar', width: 110 }] });
    const path = await scene.createApp('tp1', row(table, follower('Gekozen', 'SELECT ?jaar WHERE { <{{gebouw}}> ex:jaar ?jaar }')));
    const page = await scene.open(path);
    const frame = widget(page, TYPE, 'Gebouwen');
    await waitForState(frame, 'ready');

    // Labels from the column config, modifier variables not shown as columns.
    expect(await headerTexts(frame)).toEqual(['Naam', 'Bouwjaar', 'site', 'status']);
    expect(await columnTexts(frame, 'naam')).toEqual(BY_NAME);
    // Filters only with showFilters.
    expect(await frame.locator('.ag-floating-filter input').count()).toBe(0);

    // _URL: a link that opens a new tab.
    const link = frame.getByRole('link', { name: 'https://domtoren.nl/' });
    expect(await link.getAttribute('href')).toBe('https://domtoren.nl/');
    expect(await link.getAttribute('target')).toBe('_blank');

    // _ICON with _ICONCOLOR and _ICONSIZE; _TEXTCOLOR.
    const church = frame.locator('svg[data-cell-icon="building-church"]').first();
    await church.waitFor();
    expect(await church.getAttribute('stroke')).toBe('#c92a2a');
    expect(await church.getAttribute('width')).toBe('20px');
    const inUse = gridRow(frame, 'Stadhuis').getByText('in gebruik');
    expect(await inUse.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(30, 107, 48)');

    // _URI: the cell is a button that publishes the IRI; the Table beside it follows.
    await frame.getByRole('button', { name: 'Pieterskerk' }).click();
    await widget(page, 'Table', 'Gekozen').getByRole('cell', { name: '1048' }).waitFor();
    await screenshot(page, 'tableplus-modifiers');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
