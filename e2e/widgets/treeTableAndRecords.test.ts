import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../harness/axe.js';
import { screenshot } from '../harness/browser.js';
import { pageAs, row, sizedColumn, startScene, type Scene } from '../harness/scene.js';
import { waitForState, widget } from './inputWidgetScene.js';

// BBTreeTable, BB Component, BBKVKProductTemplate and BBMJOPwidget: one server, one browser, one
// app with all four over data the scene inserts, beside tables that show what they publish.

const PROJECT = 'records';
const EX = 'http://example.org/grafiek-records/';
const PREFIXES = `PREFIX ex: <${EX}>\nPREFIX xsd: <http://www.w3.org/2001/XMLSchema#>\n`;
const HOSTILE = '<img src=x onerror="window.__xss=1">Kelder';
const HOSTILE_FIELD = '<script>window.__xss=2</script><b>Vers brood</b>';
/** A small SVG logo as a data URL (the page's policy allows data: pictures). */
const LOGO = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="28" fill="#c98a2b"/></svg>')}`;

const sparqlText = (text: string) => JSON.stringify(text);

const DATA = `${PREFIXES}INSERT DATA {
  ex:complex a ex:Deel ; ex:naam "Complex Noord" ; ex:oppervlak 900 ; ex:status "in gebruik" .
  ex:gebouwA a ex:Deel ; ex:naam "Gebouw A" ; ex:in ex:complex ; ex:oppervlak 120 ; ex:status "in gebruik" ; ex:eigenaar ex:gemeente .
  ex:gebouwB a ex:Deel ; ex:naam "Gebouw B" ; ex:in ex:complex ; ex:oppervlak 80 ; ex:status "leeg" .
  ex:r101 a ex:Deel ; ex:naam "Ruimte 1.01" ; ex:in ex:gebouwA ; ex:oppervlak 45 .
  ex:r002 a ex:Deel ; ex:naam "Ruimte 0.02" ; ex:in ex:gebouwA ; ex:oppervlak 30 .
  ex:kelder a ex:Deel ; ex:naam ${sparqlText(HOSTILE)} ; ex:in ex:gebouwB ; ex:oppervlak 12 .
  ex:gemeente ex:naam "Gemeente Utrecht" .

  ex:korenaar a ex:Bedrijf ; ex:handelsnaam "Bakkerij De Korenaar B.V." ; ex:kvkNummer "12345678" ;
    ex:rechtsvorm "Besloten vennootschap" ; ex:website <https://korenaar.example/> ; ex:logo ${sparqlText(LOGO)} ;
    ex:plaats "Utrecht" ; ex:moeder ex:holding ; ex:omschrijving ${sparqlText(HOSTILE_FIELD)} .
  ex:holding ex:handelsnaam "Korenaar Holding B.V." .

  ex:dak a ex:Element ; ex:nr "1" ; ex:locatie "Dak" ; ex:beschrijving "Dakbedekking vervangen" ; ex:conditie 3 ; ex:cyclus 10 ;
    ex:aantal 120 ; ex:eenheid "m2" ; ex:prijs 50 ; ex:btw 21 ; ex:start "2027-03-01"^^xsd:date .
  ex:verf a ex:Element ; ex:nr "2" ; ex:locatie "Gevels" ; ex:beschrijving "Buitenschilderwerk" ; ex:conditie 2 ; ex:cyclus 6 ;
    ex:aantal 200 ; ex:eenheid "m2" ; ex:procent 50 ; ex:prijs 20 ; ex:btw 9 ; ex:start "2025" .
  ex:cv a ex:Element ; ex:nr "3" ; ex:locatie "Stookruimte" ; ex:beschrijving "CV-ketel vervangen" ; ex:cyclus 15 ;
    ex:aantal 1 ; ex:eenheid "st" ; ex:prijs 3500 ; ex:start "2030" .
}`;

/** A storage of 30 aisles of 100 compartments: 3,030 rows for the tree table to keep fluid. */
const STORAGE = Array.from({ length: 30 }, (_, aisle) => [
  `ex:gang${aisle} a ex:Vak ; ex:naam "Gang ${String(aisle + 1).padStart(2, '0')}" ; ex:in ex:opslag ; ex:plaatsen 100 .`,
  ...Array.from({ length: 100 }, (_, place) => `ex:vak${aisle}_${place} a ex:Vak ; ex:naam "Vak ${aisle + 1}.${String(place + 1).padStart(3, '0')}" ; ex:in ex:gang${aisle} ; ex:plaatsen 1 .`),
]).flat();
const STORAGE_QUERY = `${PREFIXES}SELECT ?uri ?parentUri ?label ?plaatsen WHERE { ?uri a ex:Vak ; ex:naam ?label . OPTIONAL { ?uri ex:in ?parentUri } OPTIONAL { ?uri ex:plaatsen ?plaatsen } } ORDER BY ?label`;

const TREE_TABLE_QUERY = `${PREFIXES}SELECT ?uri ?parentUri ?label ?oppervlak ?status ?eigenaar ?eigenaar_URI WHERE {
  ?uri a ex:Deel ; ex:naam ?label .
  OPTIONAL { ?uri ex:in ?parentUri }
  OPTIONAL { ?uri ex:oppervlak ?oppervlak }
  OPTIONAL { ?uri ex:status ?status }
  OPTIONAL { ?uri ex:eigenaar ?eigenaar_URI . ?eigenaar_URI ex:naam ?eigenaar }
} ORDER BY ?label`;

const KVK_QUERY = `${PREFIXES}SELECT ?uri ?handelsnaam ?logo ?kvkNummer ?rechtsvorm ?plaats ?website ?websiteURL ?moederbedrijf ?moederbedrijfURI ?omschrijving WHERE {
  ?uri a ex:Bedrijf ; ex:handelsnaam ?handelsnaam ; ex:kvkNummer ?kvkNummer ; ex:rechtsvorm ?rechtsvorm ; ex:plaats ?plaats ;
    ex:website ?websiteURL ; ex:logo ?logo ; ex:moeder ?moederbedrijfURI ; ex:omschrijving ?omschrijving .
  ?moederbedrijfURI ex:handelsnaam ?moederbedrijf .
  BIND("korenaar.example" AS ?website)
}`;

const MJOP_QUERY = `${PREFIXES}SELECT ?uri ?nr ?locatie ?beschrijving ?conditie ?cyclus ?aantal ?eenheid ?procent ?prijsPerEenheid ?btw ?startDatum WHERE {
  ?uri a ex:Element ; ex:nr ?nr ; ex:locatie ?locatie ; ex:beschrijving ?beschrijving ; ex:cyclus ?cyclus ; ex:aantal ?aantal ;
    ex:eenheid ?eenheid ; ex:prijs ?prijsPerEenheid ; ex:start ?startDatum .
  OPTIONAL { ?uri ex:conditie ?conditie } OPTIONAL { ?uri ex:procent ?procent } OPTIONAL { ?uri ex:btw ?btw }
} ORDER BY ?nr`;

/** A Table of what a query over a published variable returns. */
function follower(title: string, query: string): Record<string, unknown> {
  return { widget: 'Table', titleMenubar: title, query: PREFIXES + query };
}

/** The app's components: an area defined once, and one that names itself. */
const COMPONENTS = {
  gekozen: follower('Gekozen (component)', 'SELECT ?naam WHERE { <{{deel}}> ex:naam ?naam }'),
  lus: { widget: 'BB Component', titleMenubar: 'Lus binnen', component: 'lus' },
};

const MAIN_AREA = sizedColumn(
  ['1', '1'],
  row(
    { widget: 'BBTreeTable', titleMenubar: 'Onderdelen', query: TREE_TABLE_QUERY, publishVariable: 'deel', replaceHeaderJSON: { label: 'Onderdeel', oppervlak: 'Oppervlak (m²)' } },
    sizedColumn(
      ['1', '1', '1', '70px', '130px'],
      follower('Gekozen deel', 'SELECT ?naam WHERE { <{{deel}}> ex:naam ?naam }'),
      { widget: 'BB Component', titleMenubar: 'Component 1', component: 'gekozen' },
      { widget: 'BBComponent', titleMenubar: 'Component 2', component: 'gekozen' },
      { widget: 'BB Component', titleMenubar: 'Ontbrekend', component: 'bestaatNiet' },
      { widget: 'BB Component', titleMenubar: 'Lus', component: 'lus' },
    ),
  ),
  row(
    sizedColumn(['3', '1'], { widget: 'BBKVKProductTemplate', titleMenubar: 'Bedrijf', query: KVK_QUERY, publishVariable: 'bedrijf', fieldOrder: ['plaats', 'kvkNummer'], replaceHeaderJSON: { kvkNummer: 'KvK-nummer' }, subtitleVariable: 'rechtsvorm' }, follower('Gekozen bedrijf', 'SELECT ?naam WHERE { <{{bedrijf}}> ex:handelsnaam ?naam }')),
    sizedColumn(['4', '1'], { widget: 'BBMJOPwidget', titleMenubar: 'MJOP', query: MJOP_QUERY, publishVariable: 'element', chartHeight: '200' }, follower('Gekozen element', 'SELECT ?naam WHERE { <{{element}}> ex:beschrijving ?naam }')),
  ),
);

let scene: Scene;
let page: Page;
beforeAll(async () => {
  scene = await startScene({ project: { title: 'Records', path: PROJECT } }, async () => ({}));
  await scene.update(DATA);
  await scene.update(`${PREFIXES}INSERT DATA { ex:opslag a ex:Vak ; ex:naam "Opslag" . ${STORAGE.join('\n')} }`);
  await scene.publicApp('records', MAIN_AREA, { components: COMPONENTS, layout: { showFooter: false } });
  page = await pageAs(scene, null);
  await page.setViewportSize({ width: 1440, height: 1300 });
  await page.goto(`/projects/${PROJECT}/records`);
});
afterAll(async () => {
  await scene?.close();
});

const POLL = { timeout: 20_000 };

async function cells(title: string): Promise<string[]> {
  return widget(page, 'Table', title).getByRole('cell').allTextContents();
}

/** The names of the tree table's rows on screen, top to bottom. */
async function shownRows(grid: Locator): Promise<string[]> {
  const rows = await grid.locator('[role="row"][aria-level]').evaluateAll((elements) =>
    elements.map((element) => ({ name: element.getAttribute('aria-label') ?? '', top: element.getBoundingClientRect().top })),
  );
  return rows.sort((a, b) => a.top - b.top).map((entry) => entry.name);
}

/** Presses a key and waits for the row it moves the focus to, as a person would look before the next. */
async function press(on: Page, key: string, focusedRow: string): Promise<void> {
  await on.keyboard.press(key);
  await expect.poll(() => on.evaluate(() => document.activeElement?.getAttribute('aria-label')), POLL).toBe(focusedRow);
}

function treeRow(grid: Locator, name: string): Locator {
  return grid.getByRole('row', { name, exact: true });
}

/** What a euro amount looks like once the non-breaking space is a plain one. */
const spaced = (text: string | null) => (text ?? '').replace(/\s/g, ' ').trim();

describe('BBTreeTable', () => {
  it('shows nested rows with columns, opens and sorts within each level, publishes a click or Enter, and keeps a hostile label text', async () => {
    const frame = widget(page, 'BBTreeTable', 'Onderdelen');
    await waitForState(frame, 'ready');
    const grid = frame.getByRole('treegrid', { name: 'Onderdelen' });
    await treeRow(grid, 'Gebouw A').waitFor();
    expect(await grid.getByRole('columnheader').allTextContents()).toEqual(['Onderdeel', 'Oppervlak (m²)', 'status', 'eigenaar']);
    // Expand level 1: the top row is open, the buildings closed.
    expect(await shownRows(grid)).toEqual(['Complex Noord', 'Gebouw A', 'Gebouw B']);
    expect(await treeRow(grid, 'Gebouw A').getByRole('gridcell').allTextContents()).toEqual(['Gebouw A', '120', 'in gebruik', 'Gemeente Utrecht']);
    expect(await treeRow(grid, 'Gebouw A').getAttribute('aria-expanded')).toBe('false');
    expect(await treeRow(grid, 'Gebouw A').getAttribute('aria-level')).toBe('2');

    await treeRow(grid, 'Gebouw A').locator('[data-chevron]').click();
    await treeRow(grid, 'Ruimte 0.02').waitFor();
    // Siblings in query order (ORDER BY ?label) until a column is sorted.
    expect(await shownRows(grid)).toEqual(['Complex Noord', 'Gebouw A', 'Ruimte 0.02', 'Ruimte 1.01', 'Gebouw B']);

    // Sorting by a column orders each level among its own siblings.
    const areaHeader = grid.getByRole('columnheader', { name: 'Oppervlak (m²)' });
    await areaHeader.getByRole('button').click();
    expect(await areaHeader.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(() => shownRows(grid), POLL).toEqual(['Complex Noord', 'Gebouw B', 'Gebouw A', 'Ruimte 0.02', 'Ruimte 1.01']);
    await areaHeader.getByRole('button').click();
    await expect.poll(() => shownRows(grid), POLL).toEqual(['Complex Noord', 'Gebouw A', 'Ruimte 1.01', 'Ruimte 0.02', 'Gebouw B']);
    expect(await areaHeader.getAttribute('aria-sort')).toBe('descending');

    // A click publishes the row's ?uri; the follower shows its name and the row is selected.
    await treeRow(grid, 'Ruimte 0.02').click();
    await widget(page, 'Table', 'Gekozen deel').getByRole('cell', { name: 'Ruimte 0.02', exact: true }).waitFor();
    expect(await treeRow(grid, 'Ruimte 0.02').getAttribute('aria-selected')).toBe('true');
    // A link in a cell (eigenaar_URI) publishes its own IRI, not the row's.
    await treeRow(grid, 'Gebouw A').getByRole('button', { name: 'Gemeente Utrecht' }).click();
    await expect.poll(() => cells('Gekozen deel'), POLL).toEqual(['Gemeente Utrecht']);

    // Keyboard: arrows move between rows, Left closes, Right opens, Enter publishes.
    await treeRow(grid, 'Ruimte 1.01').click();
    await expect.poll(() => cells('Gekozen deel'), POLL).toEqual(['Ruimte 1.01']);
    await press(page, 'ArrowUp', 'Gebouw A');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => shownRows(grid), POLL).toEqual(['Complex Noord', 'Gebouw A', 'Gebouw B']);
    await press(page, 'ArrowDown', 'Gebouw B');
    await page.keyboard.press('ArrowRight');
    await treeRow(grid, HOSTILE).waitFor();
    await press(page, 'ArrowDown', HOSTILE);
    await page.keyboard.press('Enter');
    await expect.poll(() => cells('Gekozen deel'), POLL).toEqual([HOSTILE]);

    // Expand all opens everything; the hostile label is text, and nothing of it ran.
    await frame.getByRole('button', { name: 'Collapse all' }).click();
    await expect.poll(() => shownRows(grid), POLL).toEqual(['Complex Noord']);
    await frame.getByRole('button', { name: 'Expand all' }).click();
    await expect.poll(() => shownRows(grid), POLL).toEqual(['Complex Noord', 'Gebouw A', 'Ruimte 1.01', 'Ruimte 0.02', 'Gebouw B', HOSTILE]);
    expect(await treeRow(grid, HOSTILE).getByRole('gridcell').first().textContent()).toBe(HOSTILE);
    expect(await grid.locator('img').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  });
});

describe('BBTreeTable with thousands of rows', () => {
  it('draws only the rows on screen, however many are open, and scrolls to the last', async () => {
    await scene.publicApp('storage', { widget: 'BBTreeTable', titleMenubar: 'Opslag', query: STORAGE_QUERY, expandLevel: 2 });
    const other = await pageAs(scene, null);
    await other.goto(`/projects/${PROJECT}/storage`);
    const frame = widget(other, 'BBTreeTable', 'Opslag');
    await waitForState(frame, 'ready');
    const grid = frame.getByRole('treegrid', { name: 'Opslag' });
    await treeRow(grid, 'Vak 1.001').waitFor();
    // Every aisle is open (expand level 2): 3,031 rows, of which a screenful is in the page.
    expect(await grid.getAttribute('aria-rowcount')).toBe('3032');
    expect(await grid.locator('[role="row"][aria-level]').count()).toBeLessThan(80);
    // End goes to the last row, which comes into view; scrolling back up shows the first again.
    await treeRow(grid, 'Vak 1.001').click();
    await press(other, 'End', 'Vak 30.100');
    const last = treeRow(grid, 'Vak 30.100');
    expect(await last.getAttribute('aria-rowindex')).toBe('3032');
    // In view of the visitor, whether the table scrolls itself or its area lets the page scroll.
    const inView = async (locator: Locator) => {
      const box = await locator.boundingBox();
      // (a pixel's fraction aside)
      return box !== null && box.y >= -1 && box.y + box.height <= other.viewportSize()!.height + 1;
    };
    await expect.poll(() => inView(last), POLL).toBe(true);
    expect(await grid.locator('[role="row"][aria-level]').count()).toBeLessThan(80);
    await press(other, 'Home', 'Opslag');
    await expect.poll(() => inView(treeRow(grid, 'Opslag')), POLL).toBe(true);
    expect(await grid.locator('[role="row"][aria-level]').count()).toBeLessThan(80);
    // Sorting 3,031 rows within their levels: the last aisle first when descending by name.
    const nameHeader = grid.getByRole('columnheader', { name: 'Name' });
    await nameHeader.getByRole('button').click();
    await nameHeader.getByRole('button').click();
    await expect.poll(() => shownRows(grid).then((rows) => rows.slice(0, 3)), POLL).toEqual(['Opslag', 'Gang 30', 'Vak 30.100']);
    await other.context().close();
  });
});

describe('BB Component', () => {
  it('shows one area of the app\'s components in two places, both following a variable; a missing or self-including component says so', async () => {
    const first = widget(page, 'BB Component', 'Component 1');
    const second = widget(page, 'BB Component', 'Component 2');
    await waitForState(first, 'ready');
    await waitForState(second, 'ready');
    // Both show the component's own table, which follows ?deel: a click in the tree table reaches both.
    const grid = widget(page, 'BBTreeTable', 'Onderdelen').getByRole('treegrid');
    for (const name of ['Gebouw B', 'Complex Noord']) {
      await treeRow(grid, name).click();
      for (const frame of [first, second]) {
        const table = frame.locator('[data-widget="Table"][aria-label="Gekozen (component)"]');
        await expect.poll(() => table.getByRole('cell').allTextContents(), POLL).toEqual([name]);
      }
    }

    const missing = widget(page, 'BB Component', 'Ontbrekend');
    await waitForState(missing, 'error');
    expect(await missing.getByRole('alert').textContent()).toBe('The app has no component "bestaatNiet". Its components: "gekozen", "lus".');
    // "lus" shows itself once; the copy inside it is stopped with the way round.
    const loop = widget(page, 'BB Component', 'Lus');
    await waitForState(loop, 'ready');
    const inner = loop.locator('[data-widget="BB Component"][aria-label="Lus binnen"]');
    await waitForState(inner, 'error');
    expect(await inner.getByRole('alert').textContent()).toBe('Component "lus" includes itself (lus → lus): it is not shown inside itself again.');
    expect(await inner.locator('[data-widget="BB Component"]').count()).toBe(0);
  });

  it('is edited where it is defined: in edit mode the places it is shown have no area toolbars of their own', async () => {
    const author = await pageAs(scene, scene.admin);
    await author.setViewportSize({ width: 1440, height: 1300 });
    await author.goto(`/projects/${PROJECT}/records/edit`);
    const shown = widget(author, 'BB Component', 'Component 1');
    await waitForState(shown, 'ready');
    await shown.getByText('Component “gekozen”: edit it in the app config’s “components” (App settings).').waitFor();
    // The BB Component's own area has its toolbar; the component's table inside it has none.
    await author.locator('[data-edit-area]').filter({ has: shown }).first().waitFor();
    await shown.locator('[data-widget="Table"][aria-label="Gekozen (component)"]').waitFor();
    expect(await shown.locator('[data-edit-area]').count()).toBe(0);
    await author.context().close();
  });
});

describe('BBKVKProductTemplate', () => {
  it('shows a record as a card of labelled fields with its logo, links that publish or open, and hostile text as text', async () => {
    const frame = widget(page, 'BBKVKProductTemplate', 'Bedrijf');
    await waitForState(frame, 'ready');
    const card = frame.getByRole('article', { name: 'Bakkerij De Korenaar B.V.' });
    await card.waitFor();
    expect(await card.getByRole('heading', { level: 3 }).textContent()).toBe('Bakkerij De Korenaar B.V.');
    expect(await card.locator('header').textContent()).toContain('Besloten vennootschap');
    const labels = await card.locator('dt').allTextContents();
    const values = await card.locator('dd').allTextContents();
    expect(labels).toEqual(['Plaats', 'KvK-nummer', 'Website', 'Moederbedrijf', 'Omschrijving']);
    expect(values).toEqual(['Utrecht', '12345678', 'korenaar.example', 'Korenaar Holding B.V.', HOSTILE_FIELD]);
    // The logo is a picture; the website opens in a new tab.
    expect(await card.locator('img[data-card-picture]').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(await card.getByRole('link', { name: 'korenaar.example' }).getAttribute('href')).toBe('https://korenaar.example/');
    expect(await card.getByRole('link', { name: 'korenaar.example' }).getAttribute('target')).toBe('_blank');
    expect(await card.locator('script, b').count()).toBe(0);

    // A link field (moederbedrijfURI) publishes its IRI; the title publishes the record's ?uri.
    await card.getByRole('button', { name: 'Korenaar Holding B.V.' }).click();
    await expect.poll(() => cells('Gekozen bedrijf'), POLL).toEqual(['Korenaar Holding B.V.']);
    await card.getByRole('button', { name: 'Bakkerij De Korenaar B.V.' }).click();
    await expect.poll(() => cells('Gekozen bedrijf'), POLL).toEqual(['Bakkerij De Korenaar B.V.']);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  });
});

describe('BBMJOPwidget', () => {
  it('works out costs and years, totals them per year under the grid and in a chart, and a row click publishes its ?uri', async () => {
    const frame = widget(page, 'BBMJOPwidget', 'MJOP');
    await waitForState(frame, 'ready');
    const cell = (rowId: string, column: string) => frame.locator(`[row-id="${rowId}"] [col-id="${column}"]`);
    await cell(`${EX}dak`, 'kostenInc').waitFor();
    // Dak: 120 m2 × € 50 = € 6.000, with 21% btw € 7.260, in 2027 and 2037 (cycle 10 from 2027-03-01).
    expect(spaced(await cell(`${EX}dak`, 'kostenEx').textContent())).toBe('€ 6.000,00');
    expect(spaced(await cell(`${EX}dak`, 'kostenInc').textContent())).toBe('€ 7.260,00');
    expect(spaced(await cell(`${EX}dak`, '2027').textContent())).toBe('€ 7.260');
    expect(spaced(await cell(`${EX}dak`, '2028').textContent())).toBe('');
    // Schilderwerk: half of 200 m2 × € 20 with 9% btw every 6 years from 2025.
    expect(spaced(await cell(`${EX}verf`, 'kostenInc').textContent())).toBe('€ 2.180,00');
    expect(spaced(await cell(`${EX}verf`, '2043').textContent())).toBe('€ 2.180');
    // Worked-out values are set in italics, the query's own upright, and the grid says what italics mean.
    const fontStyle = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).fontStyle);
    expect(await fontStyle(cell(`${EX}dak`, 'kostenInc'))).toBe('italic');
    expect(await fontStyle(cell(`${EX}dak`, 'aantal'))).toBe('normal');
    await frame.getByText('Italic amounts are worked out from the other columns.').waitFor();

    // The totals row: per year, and over the whole plan (7.260 × 2 + 2.180 × 4 + 4.235 × 2).
    expect(spaced(await cell('totaal', 'beschrijving').textContent())).toBe('Totaal per jaar');
    expect(spaced(await cell('totaal', '2037').textContent())).toBe('€ 9.440');
    expect(spaced(await cell('totaal', '2030').textContent())).toBe('€ 4.235');
    expect(spaced(await cell('totaal', 'totaal').textContent())).toBe('€ 31.710');

    // The chart: a bar per year, described with the same totals.
    const chart = frame.locator('[data-mjop-chart]');
    await chart.locator('svg').waitFor();
    await expect.poll(async () => spaced(await chart.getAttribute('aria-label')), POLL).toContain('2037 € 9.440');
    expect(spaced(await chart.getAttribute('aria-label'))).toContain('2045 € 4.235');
    expect(await chart.locator('svg text').allTextContents()).toEqual(expect.arrayContaining(['2025', '2037', '2045']));

    await cell('totaal', '2037').scrollIntoViewIfNeeded();
    await screenshot(page, 'mjop-years');
    await cell(`${EX}cv`, 'beschrijving').click();
    await expect.poll(() => cells('Gekozen element'), POLL).toEqual(['CV-ketel vervangen']);
    await screenshot(page, 'tree-table-and-records');
    expect(await seriousAxeViolations(page), 'axe').toEqual([]);
  });
});
