import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../harness/axe.js';
import { screenshot } from '../harness/browser.js';
import { pageAs, row, startScene, type Scene } from '../harness/scene.js';
import { waitForState, widget } from './inputWidgetScene.js';
import { recordQueries } from './tabsAndPanelsScene.js';

// Accordion, BB Menubar, BBBackMenu and TableCells: one server, one browser, one project.
const PROJECT = 'navigation';
const EX = 'http://example.org/grafiek-navigation/';
const PREFIXES = `PREFIX ex: <${EX}>\n`;

let scene: Scene;
beforeAll(async () => {
  scene = await startScene({ project: { title: 'Navigation widgets', path: PROJECT } }, async () => ({}));
  await scene.update(`${PREFIXES}INSERT DATA {
    ex:utrecht ex:naam "Utrecht" . ex:zeist ex:naam "Zeist" .
    ex:woning ex:label "Woningen" . ex:kantoor ex:label "Kantoren" .
    ex:m1 ex:gemeente ex:utrecht ; ex:soort ex:woning ; ex:aantal 120 ; ex:code "M-001" .
    ex:m2 ex:gemeente ex:utrecht ; ex:soort ex:kantoor ; ex:aantal 45 ; ex:code "M-002" .
    ex:m3 ex:gemeente ex:zeist ; ex:soort ex:woning ; ex:aantal 30 ; ex:code "M-003" .
  }`);
});
afterAll(async () => {
  await scene?.close();
});

async function open(path: string, mainArea: Record<string, unknown>): Promise<{ page: Page; queries: string[] }> {
  await scene.publicApp(path, mainArea);
  const page = await pageAs(scene, null);
  const queries = recordQueries(page);
  await page.goto(`/projects/${PROJECT}/${path}`);
  return { page, queries };
}

/** A table with one text; the marker comment tells its requests apart. */
function textTable(title: string, text: string, marker: string): Record<string, unknown> {
  return { widget: 'Table', titleMenubar: title, query: `SELECT ?tekst WHERE { BIND("${text}" AS ?tekst) } # ${marker}` };
}

/** A table that shows what a query depending on published variables returns. */
function follower(title: string, query: string): Record<string, unknown> {
  return { widget: 'Table', titleMenubar: title, query: PREFIXES + query };
}

/** A table of links; a click on one publishes its value to `variable`, as a user would. */
function chooser(title: string, variable: string, choices: [string, string][]): Record<string, unknown> {
  const values = choices.map(([label, value]) => `("${label}" ${value.startsWith('http') ? `<${value}>` : `"${value}"`})`).join(' ');
  return { widget: 'Table', titleMenubar: title, publishVariable: variable, query: `SELECT ?keuze ?keuzeURI WHERE { VALUES (?keuze ?keuzeURI) { ${values} } }` };
}

/** Waits for a widget's state, also while it is hidden (in a closed section or another tab). */
async function hasState(frame: Locator, state: 'ready' | 'empty' | 'error'): Promise<void> {
  await frame.and(frame.page().locator(`[data-state="${state}"]`)).waitFor({ state: 'attached' });
}

const sent = (queries: string[], marker: string) => queries.filter((query) => query.includes(marker)).length;

const MATRIX_QUERY = `${PREFIXES}SELECT ?row ?rowURI ?column ?columnURI ?value ?valueURI WHERE {
  ?valueURI ex:gemeente ?rowURI ; ex:soort ?columnURI ; ex:aantal ?value .
  ?rowURI ex:naam ?row . ?columnURI ex:label ?column .
} ORDER BY ?row # matrix`;

const MATRIX = {
  widget: 'TableCells',
  titleMenubar: 'Metingen',
  query: MATRIX_QUERY,
  rowPublishVariable: 'gemeente',
  columnPublishVariable: 'soort',
  publishVariable: 'meting',
  columnOrder: 'label',
  cornerText: 'Gemeente',
};

describe('Accordion', () => {
  it('opens and closes sections by click and keyboard; a closed section neither loads nor queries until opened', async () => {
    const { page, queries } = await open(
      'accordion1',
      row(
        {
          widget: 'BBAccordion',
          titleMenubar: 'Eén tegelijk',
          tabs: ['Gemeenten', 'Soorten', 'Matrix'],
          icons: ['map', 'table'],
          areas: [textTable('Eerste', 'Inhoud gemeenten', 'acc-one'), textTable('Tweede', 'Inhoud soorten', 'acc-two'), MATRIX],
        },
        {
          widget: 'Accordion',
          titleMenubar: 'Meerdere',
          tabs: ['A', 'B', 'C'],
          openSections: '0,2',
          multipleOpen: 'true',
          areas: [textTable('A-tabel', 'Inhoud A', 'acc-a'), textTable('B-tabel', 'Inhoud B', 'acc-b'), textTable('C-tabel', 'Inhoud C', 'acc-c')],
        },
      ),
    );
    const single = widget(page, 'BBAccordion', 'Eén tegelijk');
    const several = widget(page, 'BBAccordion', 'Meerdere');
    await single.getByText('Inhoud gemeenten').waitFor({ state: 'visible' });
    const header = (frame: Locator, name: string) => frame.getByRole('button', { name, exact: true });
    expect(await header(single, 'Gemeenten').getAttribute('aria-expanded')).toBe('true');
    expect(await header(single, 'Soorten').getAttribute('aria-expanded')).toBe('false');
    expect(await header(single, 'Gemeenten').locator('svg.tabler-icon-map').count()).toBe(1);
    // The closed sections' widgets wait: idle, their queries never sent, their text not shown.
    await hasState(widget(page, 'Table', 'Tweede'), 'empty');
    await hasState(widget(page, 'TableCells', 'Metingen'), 'empty');
    expect(sent(queries, 'acc-one')).toBe(1);
    expect(sent(queries, 'acc-two') + sent(queries, '# matrix')).toBe(0);

    // One open at a time: opening Soorten closes Gemeenten, and only now does its table ask.
    await header(single, 'Soorten').click();
    await single.getByText('Inhoud soorten').waitFor({ state: 'visible' });
    expect(await single.getByText('Inhoud gemeenten').isVisible()).toBe(false);
    expect(await header(single, 'Gemeenten').getAttribute('aria-expanded')).toBe('false');
    expect(sent(queries, 'acc-two')).toBe(1);
    expect(await single.getByRole('region', { name: 'Soorten' }).isVisible()).toBe(true);

    // Keyboard: down and End move between headers, Enter opens; the matrix then loads.
    await header(single, 'Soorten').focus();
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Matrix');
    await page.keyboard.press('Home');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Gemeenten');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await waitForState(widget(page, 'TableCells', 'Metingen'), 'ready');
    expect(sent(queries, '# matrix')).toBe(1);
    // Enter again closes it, and nothing is open.
    await page.keyboard.press('Enter');
    expect(await single.locator('[aria-expanded="true"]').count()).toBe(0);

    // Several open at once, stored by the other type name, with the open sections as text.
    await several.getByText('Inhoud A').waitFor({ state: 'visible' });
    await several.getByText('Inhoud C').waitFor({ state: 'visible' });
    expect(sent(queries, 'acc-b')).toBe(0);
    await header(several, 'B').click();
    await several.getByText('Inhoud B').waitFor({ state: 'visible' });
    expect(await several.getByText('Inhoud A').isVisible()).toBe(true);
    await header(several, 'A').click();
    expect(await several.getByText('Inhoud A').isVisible()).toBe(false);
    expect(await several.getByText('Inhoud C').isVisible()).toBe(true);
    await header(single, 'Soorten').click();
    await screenshot(page, 'accordion');
    expect(await seriousAxeViolations(page), 'axe').toEqual([]);
  });

  it('an author who picks Accordion gets an area per section', async () => {
    await scene.admin.createApp(PROJECT, { path: 'accordion2', title: 'Accordion editing', repoURL: 'demo', mainArea: {} });
    const page = await pageAs(scene, scene.admin);
    await page.goto(`/projects/${PROJECT}/accordion2/edit`);
    const root = page.locator('[data-edit-area="mainArea"]');
    await root.hover({ position: { x: 20, y: 20 } });
    await root.getByRole('toolbar').first().getByRole('button', { name: 'Configure' }).click();
    const dialog = page.getByRole('dialog', { name: 'Widget Settings' });
    await dialog.locator('input[data-option="widget"]').fill('Accordion');
    await page.getByRole('option', { name: 'Accordion', exact: true }).click();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.locator('[data-edit-area="mainArea.areas[1]"]').waitFor({ state: 'attached' });
    await expect
      .poll(async () => (await scene.admin.getApp(PROJECT, 'accordion2')).mainArea)
      .toMatchObject({ widget: 'BBAccordion', tabs: ['Section 1', 'Section 2'], areas: [{}, {}] });
    // The first section is open with its empty area ready for a widget.
    await page.locator('[data-edit-area="mainArea.areas[0]"]').getByText('Selecteer een widget.').waitFor({ state: 'visible' });
  });
});

describe('BB Menubar and BBBackMenu', () => {
  it('switch areas from the bar, by keyboard and by a variable; the back menu undoes steps one at a time or from its history', async () => {
    const { page, queries } = await open('menubar1', {
      widget: 'SplitLayout',
      direction: 'column',
      areaSizes: ['0', '0', '1'],
      areas: [
        { widget: 'BBBackMenu', showHistory: true },
        row(
          chooser('Gemeente kiezen', 'gemeente', [['Utrecht', `${EX}utrecht`], ['Zeist', `${EX}zeist`]]),
          chooser('Menu kiezen', 'menuKeuze', [['Naar kaart', '0'], ['Naar verborgen', '2']]),
        ),
        {
          widget: 'BBMenubar',
          titleMenubar: 'Onderwerp',
          tabs: ['Kaart', 'Tabel', 'Verborgen'],
          icons: ['map', 'table'],
          hideTabIDs: ['Verborgen'],
          tabSelectionSubscription: '{{menuKeuze}}',
          areas: [
            textTable('Kaartvlak', 'Hier staat de kaart', 'menu-kaart'),
            follower('Gekozen gemeente', 'SELECT ?naam WHERE { <{{gemeente}}> ex:naam ?naam } # menu-tabel'),
            textTable('Verborgen vlak', 'Nooit getoond', 'menu-verborgen'),
          ],
        },
      ],
    });
    const bar = page.getByRole('navigation', { name: 'Onderwerp' });
    const entry = (name: string) => bar.getByRole('button', { name });
    const back = page.getByRole('button', { name: 'Back' });
    await page.getByText('Hier staat de kaart').waitFor({ state: 'visible' });
    expect(await page.locator('[data-widget="BB Menubar"]').count()).toBe(1);
    expect(await bar.getByRole('button').allTextContents()).toEqual(['Kaart', 'Tabel']);
    expect(await entry('Kaart').locator('svg.tabler-icon-map').count()).toBe(1);
    expect(await entry('Kaart').getAttribute('aria-current')).toBe('true');
    await hasState(widget(page, 'Table', 'Gekozen gemeente'), 'empty');
    expect(sent(queries, 'menu-tabel')).toBe(0);
    // Nothing done yet: nothing to go back to.
    expect(await back.isDisabled()).toBe(true);

    // Step 1: the Tabel entry; one step is still nothing to go back to.
    await entry('Tabel').click();
    const chosen = widget(page, 'Table', 'Gekozen gemeente');
    await chosen.getByText('Waiting for gemeente').waitFor({ state: 'visible' });
    expect(await entry('Tabel').getAttribute('aria-current')).toBe('true');
    expect(await page.getByText('Hier staat de kaart').isVisible()).toBe(false);
    expect(await back.isDisabled()).toBe(true);

    // Steps 2 and 3: two published values, which the table in the shown area follows.
    await page.getByRole('button', { name: 'Zeist' }).click();
    await chosen.getByRole('cell', { name: 'Zeist' }).waitFor();
    expect(await back.isDisabled()).toBe(false);
    await page.getByRole('button', { name: 'Utrecht' }).click();
    await chosen.getByRole('cell', { name: 'Utrecht' }).waitFor();

    // Step 4, by keyboard: left from Tabel to Kaart, Enter.
    await entry('Tabel').focus();
    await page.keyboard.press('ArrowLeft');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Kaart');
    await page.keyboard.press('Enter');
    await page.getByText('Hier staat de kaart').waitFor({ state: 'visible' });

    // Back undoes the tab choice, then the last published value.
    expect(await back.getAttribute('title')).toBe('Undo Onderwerp: Kaart');
    await back.click();
    await chosen.getByRole('cell', { name: 'Utrecht' }).waitFor({ state: 'visible' });
    expect(await entry('Tabel').getAttribute('aria-current')).toBe('true');
    await back.click();
    await chosen.getByRole('cell', { name: 'Zeist' }).waitFor();

    // The history lists the steps newest first; going back to the first undoes the rest.
    await page.getByRole('button', { name: 'History' }).click();
    const menu = page.getByRole('menu');
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['gemeente: zeist (now)', 'Onderwerp: Tabel']);
    await screenshot(page, 'menubar-back-menu');
    expect(await seriousAxeViolations(page), 'axe').toEqual([]);
    await menu.getByRole('menuitem', { name: 'Onderwerp: Tabel' }).click();
    await chosen.getByText('Waiting for gemeente').waitFor({ state: 'visible' });
    expect(await back.isDisabled()).toBe(true);

    // A published whole number selects an entry; a hidden entry's number shows the first visible one.
    await page.getByRole('button', { name: 'Naar kaart' }).click();
    await page.getByText('Hier staat de kaart').waitFor({ state: 'visible' });
    await entry('Tabel').click();
    await page.getByRole('button', { name: 'Naar verborgen' }).click();
    await page.getByText('Hier staat de kaart').waitFor({ state: 'visible' });
    expect(await page.getByText('Nooit getoond').isVisible()).toBe(false);
    expect(sent(queries, 'menu-verborgen')).toBe(0);
  });
});

describe('TableCells', () => {
  it('shows a matrix of the query, empty where no value, and publishes row, column and cell on a click or Enter', async () => {
    const { page } = await open(
      'cells1',
      row(MATRIX, {
        widget: 'SplitLayout',
        direction: 'column',
        areas: [
          follower('Keuze', 'SELECT ?keuze WHERE { <{{gemeente}}> ex:naam ?naam . <{{soort}}> ex:label ?label . BIND(CONCAT(?naam, " / ", ?label) AS ?keuze) }'),
          follower('Meting', 'SELECT ?code WHERE { <{{meting}}> ex:code ?code }'),
        ],
      }),
    );
    await waitForState(matrix(page), 'ready');
    const table = matrix(page).getByRole('table');
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Gemeente', 'Kantoren', 'Woningen']);
    expect(await table.getByRole('rowheader').allTextContents()).toEqual(['Utrecht', 'Zeist']);
    const cellsOf = (name: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) }).getByRole('cell');
    expect(await cellsOf('Utrecht').allTextContents()).toEqual(['45', '120']);
    // Zeist has no offices: an empty cell.
    expect(await cellsOf('Zeist').allTextContents()).toEqual(['', '30']);
    expect(await cellsOf('Zeist').first().getAttribute('data-empty')).toBe('true');

    await table.getByRole('button', { name: '120' }).click();
    await widget(page, 'Table', 'Keuze').getByRole('cell', { name: 'Utrecht / Woningen' }).waitFor();
    await widget(page, 'Table', 'Meting').getByRole('cell', { name: 'M-001' }).waitFor();
    expect(await cellsOf('Utrecht').nth(1).getAttribute('data-selected')).toBe('true');

    // By keyboard: Tab reaches the values, Enter publishes.
    await table.getByRole('button', { name: '120' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Zeist');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('30');
    await page.keyboard.press('Enter');
    await widget(page, 'Table', 'Keuze').getByRole('cell', { name: 'Zeist / Woningen' }).waitFor();
    await widget(page, 'Table', 'Meting').getByRole('cell', { name: 'M-003' }).waitFor();

    // A column's name publishes only the column.
    await table.getByRole('button', { name: 'Kantoren' }).click();
    await widget(page, 'Table', 'Keuze').getByRole('cell', { name: 'Zeist / Kantoren' }).waitFor();
    expect(await widget(page, 'Table', 'Meting').getByRole('cell').allTextContents()).toEqual(['M-003']);
    await screenshot(page, 'table-cells');
    expect(await seriousAxeViolations(page), 'axe').toEqual([]);
  });

  it('says when there are no results, names the variables a query lacks, and waits inside an unselected tab', async () => {
    const { page, queries } = await open(
      'cells2',
      row(
        { widget: 'TableCells', titleMenubar: 'Leeg', query: `${PREFIXES}SELECT ?row ?column ?value WHERE { ?row ex:bestaatNiet ?column . BIND(1 AS ?value) }`, textNoResults: 'Geen metingen' },
        { widget: 'TableCells', titleMenubar: 'Kapot', query: `${PREFIXES}SELECT ?gemeente ?value WHERE { ?m ex:aantal ?value ; ex:gemeente ?gemeente }` },
        { widget: 'Tab', tabs: ['Intro', 'Matrix'], areas: [textTable('Intro', 'Welkom', 'cells-intro'), MATRIX] },
      ),
    );
    const empty = widget(page, 'TableCells', 'Leeg');
    await waitForState(empty, 'empty');
    await empty.getByText('Geen metingen').waitFor();
    const broken = widget(page, 'TableCells', 'Kapot');
    await waitForState(broken, 'error');
    const problem = 'The query must select ?row, ?column and ?value; ?row, ?column are missing (it selects ?gemeente, ?value).';
    await broken.getByRole('alert').getByText(problem).waitFor();
    expect(await broken.getAttribute('data-error')).toBe(problem);

    // In the tab that is not shown, the matrix neither loads nor queries until its tab is chosen.
    await page.getByText('Welkom').waitFor({ state: 'visible' });
    await hasState(matrix(page), 'empty');
    expect(sent(queries, '# matrix')).toBe(0);
    await page.getByRole('tab', { name: 'Matrix' }).click();
    await waitForState(matrix(page), 'ready');
    await matrix(page).getByRole('button', { name: '120' }).waitFor({ state: 'visible' });
    expect(sent(queries, '# matrix')).toBe(1);
  });
});

function matrix(page: Page): Locator {
  return widget(page, 'TableCells', 'Metingen');
}
