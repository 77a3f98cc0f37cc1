import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../harness/axe.js';
import { screenshot } from '../harness/browser.js';
import { column, pageAs, row, startScene, type Scene } from '../harness/scene.js';
import { waitForState, widget } from './inputWidgetScene.js';

// Tree, Tree++ and BBCheckboxTree: one server, one browser, one project; each tree beside tables
// that show what it publishes.
const PROJECT = 'trees';
const EX = 'http://example.org/grafiek-tree/';
const PREFIXES = `PREFIX ex: <${EX}>\n`;

/** Parts of a building complex: [id, name, parent, extra triples]. */
const PARTS: [string, string, string | null, string?][] = [
  ['complex', 'Complex Noord', null, 'ex:icoon "building"'],
  ['gebouwA', 'Gebouw A', 'complex', 'ex:oppervlak 120'],
  ['bg', 'Begane grond', 'gebouwA'],
  ['r001', 'Ruimte 0.01', 'bg'],
  ['r002', 'Ruimte 0.02', 'bg'],
  ['v1', 'Eerste verdieping', 'gebouwA'],
  ['r101', 'Ruimte 1.01', 'v1'],
  ['gebouwB', 'Gebouw B', 'complex'],
  ['kelder', 'Kelder', 'gebouwB', 'ex:standaard true'],
  ['berging', 'Losse berging', 'nergens'],
];
/** A long list to scroll: a storage with 300 compartments. */
const COMPARTMENTS = Array.from({ length: 300 }, (_, i) => `Vak ${String(i + 1).padStart(3, '0')}`);

/** The parts as a tree query; with `defaults`, ex:standaard marks items checked at the start. */
function partsQuery(defaults = false): string {
  return `${PREFIXES}SELECT ?uri ?label ?parentUri ?icon ?rightLabel${defaults ? ' ?defaultChecked' : ''} WHERE {
  ?uri a ex:Deel ; ex:naam ?label .
  OPTIONAL { ?uri ex:in ?parentUri }
  OPTIONAL { ?uri ex:icoon ?icon }
  OPTIONAL { ?uri ex:oppervlak ?m2 BIND(CONCAT(STR(?m2), " m²") AS ?rightLabel) }
  ${defaults ? 'OPTIONAL { ?uri ex:standaard ?defaultChecked }' : ''}
} ORDER BY ?label`;
}
const PARTS_QUERY = partsQuery();
const STORAGE_QUERY = `${PREFIXES}SELECT ?uri ?label ?parentUri WHERE { ?uri a ex:Opslag ; ex:naam ?label . OPTIONAL { ?uri ex:in ?parentUri } } ORDER BY ?label`;

let scene: Scene;
beforeAll(async () => {
  scene = await startScene({ project: { title: 'Trees', path: PROJECT } }, async () => ({}));
  const parts = PARTS.map(([id, name, parent, extra]) => `ex:${id} a ex:Deel ; ex:naam "${name}"${parent ? ` ; ex:in ex:${parent}` : ''}${extra ? ` ; ${extra}` : ''} .`);
  const compartments = COMPARTMENTS.map((name, i) => `ex:vak${i} a ex:Opslag ; ex:naam "${name}" ; ex:in ex:opslag .`);
  await scene.update(`${PREFIXES}INSERT DATA { ${parts.join('\n')} ex:opslag a ex:Opslag ; ex:naam "Opslag" . ${compartments.join('\n')} }`);
});
afterAll(async () => {
  await scene?.close();
});

async function open(path: string, mainArea: Record<string, unknown>): Promise<Page> {
  await scene.publicApp(path, mainArea);
  const page = await pageAs(scene, null);
  await page.goto(`/projects/${PROJECT}/${path}`);
  return page;
}

/** A table of what a query over published variables returns, titled so a test can find it. */
function follower(title: string, query: string): Record<string, unknown> {
  return { widget: 'Table', titleMenubar: title, query: PREFIXES + query };
}

/** A table of buttons; a click publishes the button's value to `variable`, as a map click would. */
function chooser(title: string, variable: string, choices: [label: string, value: string][]): Record<string, unknown> {
  const rows = choices.map(([label, value]) => `("${label}" <${value}>)`).join(' ');
  return { widget: 'Table', titleMenubar: title, publishVariable: variable, query: `SELECT ?keuze ?keuzeURI WHERE { VALUES (?keuze ?keuzeURI) { ${rows} } }` };
}

const NAMES_OF = (variable: string) => `SELECT ?naam WHERE { VALUES ?d { {{${variable}}} } ?d ex:naam ?naam } ORDER BY ?naam`;
const POLL = { timeout: 20_000 };

async function cells(page: Page, title: string): Promise<string[]> {
  return widget(page, 'Table', title).getByRole('cell').allTextContents();
}

/** The names of the tree items on screen, top to bottom. */
async function shown(tree: Locator): Promise<string[]> {
  const items = await tree.getByRole('treeitem').evaluateAll((elements) =>
    elements.map((element) => ({ name: element.getAttribute('aria-label') ?? '', top: element.getBoundingClientRect().top })),
  );
  return items.sort((a, b) => a.top - b.top).map((item) => item.name);
}

function item(tree: Locator, name: string): Locator {
  return tree.getByRole('treeitem', { name, exact: true });
}

describe('Tree', () => {
  it('nests real triples by ?parentUri, opens and closes with mouse and keys, and a click or Enter publishes the item', async () => {
    const page = await open(
      'tree',
      row(
        { widget: 'Tree', titleMenubar: 'Gebouwen', query: PARTS_QUERY, publishVariable: 'deel' },
        follower('Gekozen', 'SELECT ?naam WHERE { <{{deel}}> ex:naam ?naam }'),
      ),
    );
    const frame = widget(page, 'Tree', 'Gebouwen');
    await waitForState(frame, 'ready');
    const tree = frame.getByRole('tree', { name: 'Gebouwen' });
    // Expand level 1 by default: the roots are open. "Losse berging" names a parent that is not there: a root.
    await item(tree, 'Gebouw A, 120 m²').waitFor();
    expect(await shown(tree)).toEqual(['Complex Noord', 'Gebouw A, 120 m²', 'Gebouw B', 'Losse berging']);
    expect(await item(tree, 'Complex Noord').getAttribute('aria-expanded')).toBe('true');
    expect(await item(tree, 'Gebouw A, 120 m²').getAttribute('aria-expanded')).toBe('false');
    expect(await item(tree, 'Losse berging').getAttribute('aria-expanded')).toBeNull();
    expect(await item(tree, 'Gebouw B').getAttribute('aria-level')).toBe('2');
    // ?icon by Tabler name, ?rightLabel at the right.
    await item(tree, 'Complex Noord').locator('svg.tabler-icon-building').waitFor();
    await item(tree, 'Gebouw A, 120 m²').getByText('120 m²').waitFor();

    // The chevron opens a folder; a click on the row selects and publishes.
    await item(tree, 'Gebouw A, 120 m²').locator('[data-tree-chevron]').click();
    await item(tree, 'Begane grond').waitFor();
    expect(await shown(tree)).toEqual(['Complex Noord', 'Gebouw A, 120 m²', 'Begane grond', 'Eerste verdieping', 'Gebouw B', 'Losse berging']);
    await item(tree, 'Gebouw B').click();
    await widget(page, 'Table', 'Gekozen').getByRole('cell', { name: 'Gebouw B', exact: true }).waitFor();
    expect(await item(tree, 'Gebouw B').getAttribute('aria-selected')).toBe('true');
    expect(await item(tree, 'Gebouw A, 120 m²').getAttribute('aria-selected')).toBe('false');

    // The keyboard: arrows move, Right opens, Left closes or goes to the parent, Enter selects.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowRight');
    await item(tree, 'Ruimte 0.01').waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await widget(page, 'Table', 'Gekozen').getByRole('cell', { name: 'Ruimte 0.01', exact: true }).waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => shown(tree), POLL).toEqual(['Complex Noord', 'Gebouw A, 120 m²', 'Begane grond', 'Eerste verdieping', 'Gebouw B', 'Losse berging']);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')), POLL).toBe('Begane grond');
    await screenshot(page, 'tree');
    expect(await seriousAxeViolations(page), 'axe').toEqual([]);
  });
});

describe('Tree++ and BBCheckboxTree', () => {
  it('checks folders with everything in them and publishes all checked items or only the leaves; a checkbox tree starts from ?defaultChecked', async () => {
    const page = await open(
      'checks',
      row(
        column(
          { widget: 'Tree++', titleMenubar: 'Alles', query: PARTS_QUERY, checkboxesEnabled: true, checkedItemsTopic: 'alles', multipleselectparametertype: 'sparql value uri' },
          { widget: 'Tree++', titleMenubar: 'Bladeren', query: PARTS_QUERY, checkboxesEnabled: 'true', checkboxLayout: 'nested', expandLevel: 3, checkedItemsTopic: 'bladeren', checkedItemsPublishMode: 'leaves', multipleselectparametertype: 'sparql value uri' },
          { widget: 'BBCheckboxTree', titleMenubar: 'Standaard', query: partsQuery(true), publishVariable: 'vinkjes', multipleselectparametertype: 'sparql value uri' },
        ),
        column(follower('Alle gekozen', NAMES_OF('alles')), follower('Gekozen bladeren', NAMES_OF('bladeren')), follower('Vinkjes', NAMES_OF('vinkjes'))),
      ),
    );
    const all = widget(page, 'Tree++', 'Alles').getByRole('tree');
    await item(all, 'Gebouw A, 120 m²').waitFor();
    // Selection is off in Tree++ by default: a click on the row checks it.
    expect(await item(all, 'Gebouw A, 120 m²').getAttribute('aria-selected')).toBeNull();
    await item(all, 'Gebouw A, 120 m²').click();
    await expect
      .poll(() => cells(page, 'Alle gekozen'), POLL)
      .toEqual(['Begane grond', 'Eerste verdieping', 'Gebouw A', 'Ruimte 0.01', 'Ruimte 0.02', 'Ruimte 1.01']);
    expect(await item(all, 'Gebouw A, 120 m²').getAttribute('aria-checked')).toBe('true');
    expect(await item(all, 'Complex Noord').getAttribute('aria-checked')).toBe('mixed');
    // Space on the focused item unchecks it again; the reset value leaves the follower empty.
    await page.keyboard.press('Space');
    await waitForState(widget(page, 'Table', 'Alle gekozen'), 'empty');
    expect(await item(all, 'Complex Noord').getAttribute('aria-checked')).toBe('false');

    const leaves = widget(page, 'Tree++', 'Bladeren').getByRole('tree');
    await item(leaves, 'Ruimte 1.01').waitFor();
    await item(leaves, 'Eerste verdieping').locator('[data-tree-checkbox]').click();
    await item(leaves, 'Gebouw A, 120 m²').locator('[data-tree-checkbox]').click();
    await expect.poll(() => cells(page, 'Gekozen bladeren'), POLL).toEqual(['Ruimte 0.01', 'Ruimte 0.02', 'Ruimte 1.01']);
    // Nested: each checkbox sits after its item's indentation; aligned: all in one column.
    const x = async (tree: Locator, name: string) => (await item(tree, name).locator('[data-tree-checkbox]').boundingBox())!.x;
    expect(await x(leaves, 'Ruimte 1.01')).toBeGreaterThan(await x(leaves, 'Complex Noord'));
    expect(await x(all, 'Gebouw B')).toBe(await x(all, 'Complex Noord'));

    // ?defaultChecked checks Kelder at the start, and the checkbox tree publishes it to its publish
    // variable, with Gebouw B, all of whose items are now checked.
    await expect.poll(() => cells(page, 'Vinkjes'), POLL).toEqual(['Gebouw B', 'Kelder']);
    const standard = widget(page, 'BBCheckboxTree', 'Standaard').getByRole('tree');
    expect(await item(standard, 'Gebouw B').getAttribute('aria-checked')).toBe('true');
    await screenshot(page, 'tree-checkboxes');
    expect(await seriousAxeViolations(page), 'axe').toEqual([]);
  });

  it('selects several items with Ctrl+click into the selected and last selected variables', async () => {
    const page = await open(
      'multi',
      row(
        {
          widget: 'Tree++',
          titleMenubar: 'Meerdere',
          query: PARTS_QUERY,
          selectMode: 'multiple',
          selectedItemsTopic: 'gekozen',
          lastSelectedItemTopic: 'laatste',
          multipleselectparametertype: 'sparql value uri',
        },
        column(follower('Geselecteerd', NAMES_OF('gekozen')), follower('Laatste', 'SELECT ?naam WHERE { <{{laatste}}> ex:naam ?naam }')),
      ),
    );
    const tree = widget(page, 'Tree++', 'Meerdere').getByRole('tree');
    expect(await tree.getAttribute('aria-multiselectable')).toBe('true');
    await item(tree, 'Losse berging').click();
    await item(tree, 'Gebouw B').click({ modifiers: ['Control'] });
    await expect.poll(() => cells(page, 'Geselecteerd'), POLL).toEqual(['Gebouw B', 'Losse berging']);
    await widget(page, 'Table', 'Laatste').getByRole('cell', { name: 'Gebouw B', exact: true }).waitFor();
    await item(tree, 'Losse berging').click({ modifiers: ['Control'] });
    await expect.poll(() => cells(page, 'Geselecteerd'), POLL).toEqual(['Gebouw B']);
  });
});

describe('Tree inside a Tab', () => {
  it('waits in its tab, then a variable from outside selects an item and reveals it; search keeps the matches and their way', async () => {
    const target = `${EX}vak${249}`;
    const page = await open(
      'tabbed',
      row(
        column(chooser('Kiezer', 'kies', [['Toon ruimte', `${EX}r101`], ['Toon vak', target]]), follower('Gekozen', 'SELECT ?naam WHERE { <{{deel}}> ex:naam ?naam }')),
        {
          widget: 'Tab',
          tabs: ['Intro', 'Bomen'],
          areas: [
            follower('Intro', 'SELECT ?tekst WHERE { BIND("Welkom" AS ?tekst) }'),
            column(
              { widget: 'Tree', titleMenubar: 'Onderdelen', query: PARTS_QUERY, expandLevel: 0, subscribeVariable: 'kies', publishVariable: 'deel' },
              { widget: 'Tree', titleMenubar: 'Opslag', query: STORAGE_QUERY, expandLevel: '0', subscribeVariable: 'kies', selectedItemRevealMode: 'smooth' },
            ),
          ],
        },
      ),
    );
    const parts = widget(page, 'Tree', 'Onderdelen');
    await page.getByText('Welkom').waitFor();
    // Not shown, not asked: its tab is not selected.
    await parts.and(page.locator('[data-state="empty"]')).waitFor({ state: 'attached' });
    await page.getByRole('tab', { name: 'Bomen' }).click();
    await waitForState(parts, 'ready');
    const tree = parts.getByRole('tree');
    expect(await shown(tree)).toEqual(['Complex Noord', 'Losse berging']);

    // A click elsewhere names Ruimte 1.01: the folders above it open and it is selected.
    await widget(page, 'Table', 'Kiezer').getByRole('button', { name: 'Toon ruimte' }).click();
    await expect.poll(() => item(tree, 'Ruimte 1.01').getAttribute('aria-selected'), POLL).toBe('true');
    expect(await shown(tree)).toEqual(['Complex Noord', 'Gebouw A, 120 m²', 'Begane grond', 'Eerste verdieping', 'Ruimte 1.01', 'Gebouw B', 'Losse berging']);
    // Selected from outside, not by a person here: nothing is published.
    expect(await cells(page, 'Gekozen')).toEqual([]);

    // Vak 250 of 300 is far below: the tree scrolls it into view.
    const storage = widget(page, 'Tree', 'Opslag').getByRole('tree');
    await widget(page, 'Table', 'Kiezer').getByRole('button', { name: 'Toon vak' }).click();
    const compartment = item(storage, 'Vak 250');
    await expect.poll(() => compartment.getAttribute('aria-selected'), POLL).toBe('true');
    const scroller = storage.locator('xpath=..');
    await expect
      .poll(async () => {
        const [box, view] = [await compartment.boundingBox(), await scroller.boundingBox()];
        return box !== null && view !== null && box.y >= view.y && box.y + box.height <= view.y + view.height;
      }, POLL)
      .toBe(true);
    // Only the rows in view are in the page, not all 300.
    expect(await storage.getByRole('treeitem').count()).toBeLessThan(100);

    // Search: the matches and the way to them; Escape brings the whole tree back.
    const search = parts.getByRole('textbox', { name: 'Search Onderdelen' });
    await search.fill('ruimte 0');
    await expect.poll(() => shown(tree), POLL).toEqual(['Complex Noord', 'Gebouw A, 120 m²', 'Begane grond', 'Ruimte 0.01', 'Ruimte 0.02']);
    await search.press('ArrowDown');
    await page.keyboard.press('Enter');
    await widget(page, 'Table', 'Gekozen').getByRole('cell', { name: 'Ruimte 0.01', exact: true }).waitFor();
    await search.fill('zwembad');
    await parts.getByText('No items match “zwembad”').waitFor();
    await search.press('Escape');
    await expect.poll(() => shown(tree), POLL).toContain('Losse berging');
    // Typing a letter in the tree starts a search.
    await item(tree, 'Complex Noord').focus();
    await page.keyboard.press('k');
    expect(await search.inputValue()).toBe('k');
    await expect.poll(() => shown(tree), POLL).toEqual(['Complex Noord', 'Gebouw B', 'Kelder']);
    await screenshot(page, 'tree-tab');
  });

  it('says when there is nothing to show, when the query fails and when it selects no ?uri', async () => {
    const page = await open(
      'states',
      row(
        { widget: 'Tree', titleMenubar: 'Leeg', query: `${PREFIXES}SELECT ?uri ?label WHERE { ?uri a ex:Bestaatniet ; ex:naam ?label }`, textNoResults: 'Geen onderdelen' },
        { widget: 'Tree', titleMenubar: 'Kapot', query: 'SELECT ?uri WHERE { kapot' },
        { widget: 'Tree++', titleMenubar: 'Zonder uri', query: `${PREFIXES}SELECT ?deel ?label WHERE { ?deel a ex:Deel ; ex:naam ?label }` },
      ),
    );
    const empty = widget(page, 'Tree', 'Leeg');
    await waitForState(empty, 'empty');
    await empty.getByText('Geen onderdelen').waitFor();
    const broken = widget(page, 'Tree', 'Kapot');
    await waitForState(broken, 'error');
    expect(await broken.getByRole('alert').count()).toBe(1);
    const noUri = widget(page, 'Tree++', 'Zonder uri');
    await waitForState(noUri, 'error');
    const message = 'The query must select ?uri (each item), with ?label and ?parentUri to name and nest them; it selects ?deel, ?label.';
    await noUri.getByRole('alert').getByText(message).waitFor();
    expect(await noUri.getAttribute('data-error')).toBe(message);
  });

  it('asks its query again when the reload parameter changes, and resets the selection when its item is gone', async () => {
    await scene.update(`${PREFIXES}INSERT DATA { ex:tijdelijk a ex:Deel ; ex:naam "Tijdelijke unit" ; ex:in ex:gebouwB . }`);
    const page = await open(
      'reload',
      row(
        { widget: 'Tree', titleMenubar: 'Herladen', query: PARTS_QUERY, expandLevel: 2, publishVariable: 'unit', reloadparameter: 'herlaad', resetSelectedValueWhenNotAvailable: true },
        column(chooser('Knop', 'herlaad', [['Herlaad', `${EX}keer1`]]), follower('Unit', 'SELECT ?naam WHERE { <{{unit}}> ex:naam ?naam }')),
      ),
    );
    const tree = widget(page, 'Tree', 'Herladen').getByRole('tree');
    await item(tree, 'Tijdelijke unit').click();
    await widget(page, 'Table', 'Unit').getByRole('cell', { name: 'Tijdelijke unit', exact: true }).waitFor();

    await scene.update(`${PREFIXES}DELETE WHERE { ex:tijdelijk ?p ?o }`);
    await widget(page, 'Table', 'Knop').getByRole('button', { name: 'Herlaad' }).click();
    await item(tree, 'Tijdelijke unit').waitFor({ state: 'detached' });
    await item(tree, 'Kelder').waitFor();
    await waitForState(widget(page, 'Table', 'Unit'), 'empty');
  });
});
