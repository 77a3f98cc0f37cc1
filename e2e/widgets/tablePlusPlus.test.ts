import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../harness/axe.js';
import { screenshot } from '../harness/browser.js';
import { gridColumn, gridRows } from '../harness/grid.js';
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

/** Every modifier of the Table++ dialect. */
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



function headerTexts(frame: Locator): Promise<string[]> {
  return frame.locator('.ag-header-cell-text').allTextContents();
}

/** The grid row that shows this text. */
function gridRow(frame: Locator, text: string): Locator {
  return gridRows(frame).filter({ hasText: text });
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
    // The app is opened anonymously: a visitor may run only rules marked public.
    public: true,
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
    expect(await gridColumn(frame, 'naam')).toEqual(BY_NAME);
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

  it('sorts by value, filters with showFilters, clears the filters, and hides columns the config hides', async () => {
    const table = tablePlus({ query: URI_QUERY, showFilters: true, columnConfig: [...HIDE_URI, { id: 'jaar', label: 'Bouwjaar' }] });
    const path = await scene.createApp('tp2', table);
    const page = await scene.open(path);
    const frame = widget(page, TYPE, 'Gebouwen');
    await waitForState(frame, 'ready');
    expect(await headerTexts(frame)).toEqual(['Bouwjaar', 'naam']);
    expect(await frame.getByText(`${EX}dom`).count()).toBe(0);

    // Years sort as numbers (950 before 1048), not as text.
    await frame.getByRole('columnheader', { name: 'Bouwjaar' }).click();
    await expect.poll(() => gridColumn(frame, 'jaar')).toEqual(['950', '1048', '1382', '1924', '2000']);
    await frame.getByRole('columnheader', { name: 'Bouwjaar' }).click();
    await expect.poll(() => gridColumn(frame, 'jaar')).toEqual(['2000', '1924', '1382', '1048', '950']);

    // A filter field under each header; "kerk" keeps one row.
    const filters = frame.locator('.ag-floating-filter input[type="text"]');
    expect(await filters.count()).toBe(2);
    await filters.nth(1).fill('kerk');
    await expect.poll(() => gridColumn(frame, 'naam')).toEqual(['Pieterskerk']);
    await screenshot(page, 'tableplus-filters');
    await frame.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(async () => (await gridColumn(frame, 'naam')).length).toBe(BUILDINGS.length);
  });

  it('filters the rows by a search field on the idToFilterTextOf column, and shows pages when asked', async () => {
    const table = tablePlus({ query: URI_QUERY, columnConfig: [...HIDE_URI, { id: 'naam', label: 'Naam' }], idToFilterTextOf: 'naam', hideButtons: true });
    const path = await scene.createApp('tp3', table);
    const page = await scene.open(path);
    const frame = widget(page, TYPE, 'Gebouwen');
    await waitForState(frame, 'ready');
    // The search field stays when the buttons are hidden; it searches that column only, ignoring case.
    await frame.getByRole('textbox', { name: 'Filter Naam' }).fill('PARK');
    await expect.poll(() => gridColumn(frame, 'naam')).toEqual(['Wilhelminapark 9']);
    await screenshot(page, 'tableplus-search');
    await frame.getByRole('textbox', { name: 'Filter Naam' }).fill('19');
    await expect.poll(() => gridColumn(frame, 'naam')).toEqual([]);
    await frame.getByRole('textbox', { name: 'Filter Naam' }).fill('');
    await expect.poll(() => gridColumn(frame, 'naam')).toEqual(BY_NAME);

    const paged = tablePlus({ query: URI_QUERY, columnConfig: HIDE_URI, paginationEnabled: true, paginationPageSize: 2, hideColumnHeaders: true });
    const pagedPath = await scene.createApp('tp3b', paged);
    const pagedPage = await scene.open(pagedPath);
    const pagedFrame = widget(pagedPage, TYPE, 'Gebouwen');
    await waitForState(pagedFrame, 'ready');
    await expect.poll(() => gridColumn(pagedFrame, 'naam')).toEqual(BY_NAME.slice(0, 2));
    await pagedFrame.getByText(`1 to 2 of ${BUILDINGS.length}`, { exact: true }).waitFor();
    await pagedFrame.getByRole('button', { name: 'Next Page' }).click();
    await expect.poll(() => gridColumn(pagedFrame, 'naam')).toEqual(BY_NAME.slice(2, 4));
    await screenshot(pagedPage, 'tableplus-pages');
    // hideColumnHeaders: the header takes no room, so the first row starts at the top of the grid.
    const gridTop = await pagedFrame.getByRole('grid').evaluate((grid) => grid.getBoundingClientRect().top);
    const firstRowTop = await gridRows(pagedFrame).first().evaluate((element) => element.getBoundingClientRect().top);
    expect(firstRowTop - gridTop).toBeLessThan(2);
  });

  it('publishes the selected row in SINGLE mode, and the row selected last', async () => {
    const table = tablePlus({ query: URI_QUERY, columnConfig: HIDE_URI, selectionMode: 'SINGLE', variableToPublishOnSelection: 'gekozen', lastSelectedRowTopic: 'laatste' });
    const path = await scene.createApp(
      'tp4',
      row(table, follower('Gekozen', 'SELECT ?jaar WHERE { <{{gekozen}}> ex:jaar ?jaar }'), follower('Laatste', 'SELECT ?naam WHERE { <{{laatste}}> ex:naam ?naam }')),
    );
    const page = await scene.open(path);
    const frame = widget(page, TYPE, 'Gebouwen');
    await waitForState(frame, 'ready');
    await gridRow(frame, 'Stadhuis').getByText('Stadhuis').click();
    await widget(page, 'Table', 'Gekozen').getByRole('cell', { name: '2000' }).waitFor();
    await widget(page, 'Table', 'Laatste').getByRole('cell', { name: 'Stadhuis' }).waitFor();
    expect(await gridRow(frame, 'Stadhuis').first().getAttribute('aria-selected')).toBe('true');

    await gridRow(frame, 'Domtoren').getByText('Domtoren').click();
    await widget(page, 'Table', 'Gekozen').getByRole('cell', { name: '1382' }).waitFor();
    expect(await gridRow(frame, 'Stadhuis').first().getAttribute('aria-selected')).toBe('false');
    await screenshot(page, 'tableplus-single');
  });

  it('publishes a MULTIPLE selection in the multiple value format, which a query can use in VALUES', async () => {
    const table = tablePlus({
      query: URI_QUERY,
      columnConfig: HIDE_URI,
      selectionMode: 'MULTIPLE',
      selectedRowsTopic: 'rijen',
      multipleselectparametertype: 'sparql value uri',
    });
    const chosen = follower('Gekozen', 'SELECT ?naam WHERE { VALUES ?g { {{rijen}} } ?g ex:naam ?naam } ORDER BY ?naam');
    const published = follower('Published', 'SELECT ?published WHERE { BIND("{{rijen}}" AS ?published) }');
    const path = await scene.createApp('tp5', row(table, chosen, published));
    const page = await scene.open(path);
    const frame = widget(page, TYPE, 'Gebouwen');
    await waitForState(frame, 'ready');
    await gridRow(frame, 'Stadhuis').getByRole('checkbox').check();
    await gridRow(frame, 'Domtoren').getByRole('checkbox').check();
    // In the order of the rows, whatever the order of the clicks.
    await widget(page, 'Table', 'Published').getByRole('cell', { name: `<${EX}dom> <${EX}stadhuis>` }).waitFor();
    await widget(page, 'Table', 'Gekozen').getByRole('cell', { name: 'Stadhuis' }).waitFor();
    expect(await widget(page, 'Table', 'Gekozen').getByRole('cell').allTextContents()).toEqual(['Domtoren', 'Stadhuis']);
    await screenshot(page, 'tableplus-multiple');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Nothing selected any more: the reset value, and the dependent table waits again.
    await gridRow(frame, 'Stadhuis').getByRole('checkbox').uncheck();
    await gridRow(frame, 'Domtoren').getByRole('checkbox').uncheck();
    await waitForState(widget(page, 'Table', 'Gekozen'), 'empty');
  });

  it('selects the rows its subscribed variables name, also when they are set before the data arrives', async () => {
    // A plain Table publishes a building on click; Table++ follows through selectedRowSubscription.
    const picker = { widget: 'Table', titleMenubar: 'Kies', query: `${PREFIXES}SELECT ?naam ?naamURI WHERE { ?naamURI a ex:Gebouw ; ex:naam ?naam } ORDER BY ?naam`, publishVariable: 'kies' };
    const table = tablePlus({ query: URI_QUERY, columnConfig: HIDE_URI, selectionMode: 'SINGLE', selectedRowSubscription: 'kies' });
    const path = await scene.createApp('tp6', row(picker, table));
    const page = await scene.open(path);
    const frame = widget(page, TYPE, 'Gebouwen');
    await waitForState(frame, 'ready');
    await widget(page, 'Table', 'Kies').getByRole('button', { name: 'Rietveld Schröderhuis' }).click();
    await expect.poll(() => gridRow(frame, 'Rietveld').first().getAttribute('aria-selected')).toBe('true');
    await widget(page, 'Table', 'Kies').getByRole('button', { name: 'Pieterskerk' }).click();
    await expect.poll(() => gridRow(frame, 'Pieterskerk').first().getAttribute('aria-selected')).toBe('true');
    expect(await gridRow(frame, 'Rietveld').first().getAttribute('aria-selected')).toBe('false');

    // A list in the multiple value format, there from the start (the app's initial values).
    const multiple = tablePlus({ query: URI_QUERY, columnConfig: HIDE_URI, selectionMode: 'MULTIPLE', topicToListenToForSelectedRows: 'lijst' });
    const listPath = await scene.createApp('tp6b', multiple, { parameterValues: JSON.stringify({ lijst: `<${EX}wilhelmina>,<${EX}dom>` }) });
    const listPage = await scene.open(listPath);
    const listFrame = widget(listPage, TYPE, 'Gebouwen');
    await waitForState(listFrame, 'ready');
    await expect.poll(() => listFrame.locator('[role="row"][aria-selected="true"]').allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('Domtoren'), expect.stringContaining('Wilhelminapark 9')]));
    expect(await listFrame.locator('[role="row"][aria-selected="true"]').count()).toBe(2);
    await screenshot(listPage, 'tableplus-restored');
  });

  it('downloads the rows as CSV with the configured delimiter and file name', async () => {
    const table = tablePlus({
      query: URI_QUERY,
      columnConfig: [...HIDE_URI, { id: 'naam', label: 'Naam' }, { id: 'jaar', label: 'Bouwjaar' }],
      csvExport: { enabled: true, label: 'Download CSV', delimiter: 'semicolon', filename: 'gebouwen.csv' },
    });
    const path = await scene.createApp('tp7', table);
    const page = await scene.open(path);
    const frame = widget(page, TYPE, 'Gebouwen');
    await waitForState(frame, 'ready');
    const [download] = await Promise.all([page.waitForEvent('download'), frame.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('gebouwen.csv');
    const text = await readFile(await download.path(), 'utf8');
    const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/).filter(Boolean);
    const byName = [...BUILDINGS].sort((a, b) => a.naam.localeCompare(b.naam));
    expect(lines).toEqual(['"Naam";"Bouwjaar"', ...byName.map((b) => `"${b.naam}";"${b.jaar}"`)]);

    // hideButtons: no button bar, so no export either.
    const hidden = tablePlus({ query: URI_QUERY, csvExport: { enabled: true, label: 'Download CSV' }, hideButtons: true });
    const hiddenPage = await scene.open(await scene.createApp('tp7b', hidden));
    await waitForState(widget(hiddenPage, TYPE, 'Gebouwen'), 'ready');
    expect(await widget(hiddenPage, TYPE, 'Gebouwen').getByRole('button', { name: 'Download CSV' }).count()).toBe(0);
  });

  it('runs the actions of action-column buttons: publish a value of the row, start rules', async () => {
    const actionColumns = [
      {
        id: 'acties',
        label: 'Acties',
        width: 120,
        buttons: [
          { icon: 'eye', label: 'Toon', actions: [{ type: 'publish', topic: 'getoond', value: '{{uri}}' }] },
          {
            label: 'Markeer',
            actions: [{ type: 'start-rule', startRule: 'markeer', parameters: { opmerking: 'gezien {{naam}}' }, timestampVariable: 'gemarkeerd' }],
          },
        ],
      },
    ];
    const table = tablePlus({ query: URI_QUERY, columnConfig: HIDE_URI, actionColumns, selectionMode: 'SINGLE', variableToPublishOnSelection: 'gekozen' });
    const shown = follower('Getoond', 'SELECT ?jaar WHERE { <{{getoond}}> ex:jaar ?jaar }');
    const notes = follower('Opmerkingen', 'SELECT ?opmerking WHERE { ?g ex:opmerking ?opmerking . BIND("{{gemarkeerd}}" AS ?t) }');
    const path = await scene.createApp('tp8', row(table, shown, notes));
    const page = await scene.open(path);
    const frame = widget(page, TYPE, 'Gebouwen');
    await waitForState(frame, 'ready');
    expect(await headerTexts(frame)).toEqual(['naam', 'jaar', 'Acties']);

    await gridRow(frame, 'Stadhuis').getByRole('button', { name: 'Toon' }).click();
    await widget(page, 'Table', 'Getoond').getByRole('cell', { name: '2000' }).waitFor();
    // A button press is not a row selection.
    expect(await gridRow(frame, 'Stadhuis').first().getAttribute('aria-selected')).toBe('false');

    await gridRow(frame, 'Domtoren').getByRole('button', { name: 'Markeer' }).click();
    await page.getByText('successfully ran rule(-chain) completely').waitFor();
    await widget(page, 'Table', 'Opmerkingen').getByRole('cell', { name: 'gezien Domtoren' }).waitFor();
    await screenshot(page, 'tableplus-actions');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('says so when a rule fails, and when the settings hold what Table++ cannot do', async () => {
    const actionColumns = [
      { id: 'fout', label: 'Fout', buttons: [{ label: 'Start', actions: [{ type: 'start-rule', startRule: 'bestaat-niet' }] }, { label: 'Bewerk', actions: [{ type: 'start-row-edit' }] }] },
    ];
    const table = tablePlus({ query: URI_QUERY, columnConfig: [...HIDE_URI, { id: 'bestaatniet' }], actionColumns, selectionMode: 'SOMETIMES' });
    const page = await scene.open(await scene.createApp('tp9', table));
    const frame = widget(page, TYPE, 'Gebouwen');
    await waitForState(frame, 'ready');
    const problems = frame.locator('[data-problems]');
    // The selection mode is a choice the kit reads: the frame's warning names a value it cannot use.
    await frame.getByRole('button', { name: 'Table++: settings it cannot use' }).click();
    await page.getByText('Selection mode (selectionMode): unknown choice "SOMETIMES": use DISABLED, SINGLE, MULTIPLE').waitFor();
    await problems.getByText('Action column "fout": "start-row-edit" actions belong to the editable table; Table++ buttons publish or start rules.').waitFor();
    await problems.getByText('Custom column config: the query has no column "bestaatniet".').waitFor();

    await gridRow(frame, 'Stadhuis').getByRole('button', { name: 'Start' }).click();
    await page.getByText('failed to run rule(-chain) completely').waitFor();
    await screenshot(page, 'tableplus-problems');
  });

  it('reports URI and URL modifiers on one cell, and still shows the rows with the URI link', async () => {
    const query = `${PREFIXES}SELECT ?naam ?naam_URI ?naam_URL ?jaar WHERE { ?g a ex:Gebouw ; ex:naam ?naam ; ex:jaar ?jaar ; ex:site ?naam_URL . BIND(?g AS ?naam_URI) } ORDER BY ?naam`;
    const table = tablePlus({ query, publishVariable: 'gebouw' });
    const path = await scene.createApp('tp10', row(table, follower('Gekozen', 'SELECT ?jaar WHERE { <{{gebouw}}> ex:jaar ?jaar }')));
    const page = await scene.open(path);
    const frame = widget(page, TYPE, 'Gebouwen');
    await waitForState(frame, 'ready');
    const message = 'Table++: URI and URL modifiers must not both be used on one cell';
    // A notification, and the same words above the grid for as long as the table shows (a widget
    // problem line, which is announced too, so the notification is the alert that is not one).
    await page.getByRole('alert').filter({ hasText: message }).and(page.locator(':not([data-widget-problem])')).waitFor();
    await frame.locator('[data-problems]').getByText(message).waitFor();
    expect(await headerTexts(frame)).toEqual(['naam', 'jaar']);
    expect(await frame.getByRole('link').count()).toBe(0);
    await frame.getByRole('button', { name: 'Stadhuis' }).click();
    await widget(page, 'Table', 'Gekozen').getByRole('cell', { name: '2000' }).waitFor();
    await screenshot(page, 'tableplus-uri-and-url');
  });

  it('shows the no-results text for an empty result', async () => {
    const query = `${PREFIXES}SELECT ?naam WHERE { ?g a ex:BestaatNiet ; ex:naam ?naam }`;
    const path = await scene.createApp('tp11', row(tablePlus({ query }), tablePlus({ query, titleMenubar: 'Leeg', textNoResults: 'Geen gebouwen gevonden' })));
    const page = await scene.open(path);
    await waitForState(widget(page, TYPE, 'Gebouwen'), 'empty');
    await widget(page, TYPE, 'Gebouwen').getByText('No results').waitFor();
    await waitForState(widget(page, TYPE, 'Leeg'), 'empty');
    await widget(page, TYPE, 'Leeg').getByText('Geen gebouwen gevonden').waitFor();
  });

  it('keeps only the rows on screen in the page for a result of thousands of rows', async () => {
    const digits = '0 1 2 3 4 5 6 7 8 9';
    const query = `SELECT ?n ?label WHERE { VALUES ?a { ${digits} } VALUES ?b { ${digits} } VALUES ?c { ${digits} } VALUES ?d { 0 1 2 3 4 } BIND(?d * 1000 + ?c * 100 + ?b * 10 + ?a + 1 AS ?n) BIND(CONCAT("Rij ", STR(?n)) AS ?label) } ORDER BY ?n`;
    const page = await scene.open(await scene.createApp('tp12', tablePlus({ query, titleMenubar: 'Groot' })));
    const frame = widget(page, TYPE, 'Groot');
    await waitForState(frame, 'ready');
    await frame.getByText('Rij 1', { exact: true }).waitFor();
    expect(await frame.getByRole('grid').getAttribute('aria-rowcount')).toBe('5001');
    expect(await gridRows(frame).count()).toBeLessThan(100);
    expect(await frame.getByText('Rij 5000', { exact: true }).count()).toBe(0);
    // Sorted the other way round, the last row comes to the top.
    await frame.getByRole('columnheader', { name: 'n' }).click();
    await frame.getByRole('columnheader', { name: 'n' }).click();
    await frame.getByText('Rij 5000', { exact: true }).waitFor();
    expect(await gridRows(frame).count()).toBeLessThan(100);
  });
});
