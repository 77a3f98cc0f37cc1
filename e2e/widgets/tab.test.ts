import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../harness/axe.js';
import { screenshot } from '../harness/browser.js';
import { PROJECT, recordQueries, tabsAndPanelsScene, type TabsAndPanelsScene } from './tabsAndPanelsScene.js';

let scene: TabsAndPanelsScene;
beforeAll(async () => {
  scene = await tabsAndPanelsScene();
  await scene.update(`PREFIX t: <http://example.org/tabs/>
    INSERT DATA { t:a t:name "Alpha row" . t:b t:name "Beta row" . t:c t:name "Gamma row" . }`);
});
afterAll(async () => {
  await scene?.close();
});

/** A table showing one name; the marker comment tells its requests apart. */
function nameTable(letter: 'a' | 'b' | 'c', marker: string) {
  return {
    widget: 'Table',
    query: `SELECT ?name WHERE { <http://example.org/tabs/${letter}> <http://example.org/tabs/name> ?name } # ${marker}`,
  };
}
const TAB_AREAS = [nameTable('a', 'tab-alpha'), nameTable('b', 'tab-beta'), nameTable('c', 'tab-gamma')];

/** A table of links; a click on one publishes its value to `variable`, as a user would. */
function chooser(variable: string, choices: [string, string][]) {
  const values = choices.map(([label, value]) => `("${label}" "${value}")`).join(' ');
  return { widget: 'Table', publishVariable: variable, query: `SELECT ?choice ?choiceURI WHERE { VALUES (?choice ?choiceURI) { ${values} } }` };
}

const tabArea = (index: number) => `[data-area="mainArea.areas[1].areas[${index}]"]`;

async function shownName(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).waitFor({ state: 'visible' });
}

describe('Tab', () => {
  it('switches tabs by click and by a subscribed variable; unselected tabs do not query until shown', async () => {
    await scene.publicApp('tabs1', {
      widget: 'SplitLayout',
      direction: 'row',
      areaSizes: ['220px', '1'],
      areas: [
        chooser('tabChoice', [['Show Beta', '1'], ['Show Gamma', '2'], ['Show a word', 'two'], ['Show tab 7', '7']]),
        { widget: 'Tab', tabs: ['Alpha', 'Beta', 'Gamma'], icons: ['map', 'table', 'chart'], tabSelectionSubscription: 'tabChoice', areas: TAB_AREAS },
      ],
    });
    const page = await scene.pageAs(null);
    const queries = recordQueries(page);
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await page.goto(`/projects/${PROJECT}/tabs1`);

    await page.locator(`${tabArea(0)}[data-state="ready"]`).waitFor();
    await shownName(page, 'Alpha row');
    await page.locator('[data-widget="Table"][data-state="ready"]').first().waitFor();
    // The tabs of the bar, with their icons.
    const bar = page.getByRole('tablist');
    expect(await bar.getByRole('tab').allTextContents()).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(await bar.locator('svg.tabler-icon-map').count()).toBe(1);
    expect(await page.getByRole('tab', { name: 'Alpha' }).getAttribute('aria-selected')).toBe('true');
    // The other tabs' tables are there, idle, and have not asked the endpoint anything.
    expect(await page.locator(`${tabArea(1)}`).getAttribute('data-state')).toBe('empty');
    expect(await page.locator(`${tabArea(2)}`).getAttribute('data-state')).toBe('empty');
    expect(queries.some((query) => query.includes('tab-alpha'))).toBe(true);
    expect(queries.filter((query) => query.includes('tab-beta') || query.includes('tab-gamma'))).toEqual([]);
    expect(await page.getByText('Beta row').count()).toBe(0);

    await page.getByRole('tab', { name: 'Beta' }).click();
    await page.locator(`${tabArea(1)}[data-state="ready"]`).waitFor();
    await shownName(page, 'Beta row');
    expect(queries.some((query) => query.includes('tab-beta'))).toBe(true);
    expect(await page.getByText('Alpha row').isVisible()).toBe(false);
    await screenshot(page, 'tab-traditional');
    expect(await seriousAxeViolations(page), 'axe').toEqual([]);

    // A published whole number selects that tab.
    await page.getByRole('button', { name: 'Show Gamma' }).click();
    await shownName(page, 'Gamma row');
    expect(await page.getByRole('tab', { name: 'Gamma' }).getAttribute('aria-selected')).toBe('true');
    // Something else is ignored, with a log line saying why.
    await page.getByRole('button', { name: 'Show a word' }).click();
    await expect.poll(() => warnings.some((text) => text.includes('Tab selection from "tabChoice" must be a whole number'))).toBe(true);
    await page.getByRole('button', { name: 'Show tab 7' }).click();
    await expect.poll(() => warnings.some((text) => text.includes('Tab selection from "tabChoice" is 7, but the tabs are numbered 0 to 2'))).toBe(true);
    expect(await page.getByRole('tab', { name: 'Gamma' }).getAttribute('aria-selected')).toBe('true');
    await shownName(page, 'Gamma row');
    // A click on the tab bar still works after the variable chose.
    await page.getByRole('tab', { name: 'Alpha' }).click();
    await shownName(page, 'Alpha row');
  });

  it('hides tabs named in the settings and by a variable, and starts at the initial tab', async () => {
    await scene.publicApp('tabs2', {
      widget: 'SplitLayout',
      direction: 'row',
      areaSizes: ['220px', '1'],
      areas: [
        chooser('hiddenTabs', [['Hide Gamma', 'Gamma'], ['Hide nothing more', 'none']]),
        { widget: 'Tab', tabs: ['Alpha', 'Beta', 'Gamma'], hideTabIDs: ['Beta'], hideTabs: 'hiddenTabs', initialTabSelection: 2, inactiveTabsOnlyIcons: true, icons: ['map', 'table', 'chart'], areas: TAB_AREAS },
      ],
    });
    const page = await scene.pageAs(null);
    await page.goto(`/projects/${PROJECT}/tabs2`);
    await shownName(page, 'Gamma row');
    // Beta is hidden by the settings; Alpha is inactive, so it shows only its icon, named for screen readers.
    const tabs = page.getByRole('tab');
    expect(await tabs.count()).toBe(2);
    expect(await page.getByRole('tab', { name: 'Alpha' }).textContent()).toBe('');
    expect(await page.getByRole('tab', { name: 'Gamma' }).textContent()).toBe('Gamma');

    await page.getByRole('button', { name: 'Hide Gamma' }).click();
    // The shown tab went away: the first visible one shows instead.
    await shownName(page, 'Alpha row');
    expect(await page.getByRole('tab').count()).toBe(1);
    await page.getByRole('button', { name: 'Hide nothing more' }).click();
    await page.getByRole('tab', { name: 'Gamma' }).waitFor();
    expect(await page.getByRole('tab').count()).toBe(2);
  });

  it('carousel buttons stop at the ends', async () => {
    await scene.publicApp('tabs3', { widget: 'Tab', appearance: 'CAROUSEL_WITH_BUTTONS', tabs: ['Alpha', 'Beta', 'Gamma'], icons: ['map', 'box', 'chart'], areas: TAB_AREAS });
    const page = await scene.pageAs(null);
    await page.goto(`/projects/${PROJECT}/tabs3`);
    await shownName(page, 'Alpha row');
    expect(await page.getByRole('tab').count()).toBe(3);
    const previous = page.getByRole('button', { name: 'Previous' });
    const next = page.getByRole('button', { name: 'Next' });
    expect(await previous.isDisabled()).toBe(true);
    await next.click();
    await shownName(page, 'Beta row');
    await next.click();
    await shownName(page, 'Gamma row');
    expect(await next.isDisabled()).toBe(true);
    await screenshot(page, 'tab-carousel-buttons');
    expect(await seriousAxeViolations(page), 'axe').toEqual([]);
    await previous.click();
    await shownName(page, 'Beta row');
    // A dot goes straight to its slide.
    await page.getByRole('tab', { name: 'Alpha' }).click();
    await shownName(page, 'Alpha row');
    expect(await previous.isDisabled()).toBe(true);
  });

  it('carousel click navigation goes on from the last slide to the first', async () => {
    await scene.publicApp('tabs4', { widget: 'Tab', appearance: 'CAROUSEL', carouselClickNavigation: true, tabs: ['Alpha', 'Beta', 'Gamma'], areas: TAB_AREAS });
    const page = await scene.pageAs(null);
    await page.goto(`/projects/${PROJECT}/tabs4`);
    await shownName(page, 'Alpha row');
    // A carousel without buttons.
    expect(await page.getByRole('button', { name: 'Next' }).count()).toBe(0);
    for (const [now, then] of [['Alpha row', 'Beta row'], ['Beta row', 'Gamma row'], ['Gamma row', 'Alpha row']] as const) {
      await page.getByText(now, { exact: true }).click();
      await shownName(page, then);
    }
    await screenshot(page, 'tab-carousel');
  });

  it('an author who picks Tab gets an area per tab, and adding a tab adds an area', async () => {
    await scene.superadmin.createApp(PROJECT, { path: 'tabs5', title: 'Tab editing', repoURL: 'demo', mainArea: {} });
    const page = await scene.pageAs(scene.editor);
    await page.goto(`/projects/${PROJECT}/tabs5/edit`);
    const root = page.locator('[data-edit-area="mainArea"]');
    await root.hover({ position: { x: 20, y: 20 } });
    await root.getByRole('toolbar').first().getByRole('button', { name: 'Configure' }).click();
    const dialog = page.getByRole('dialog', { name: 'Widget Settings' });
    await dialog.locator('input[data-option="widget"]').fill('Tab');
    await page.getByRole('option', { name: 'Tab', exact: true }).click();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.locator('[data-edit-area="mainArea.areas[1]"]').waitFor({ state: 'attached' });
    await expect.poll(async () => (await scene.editor.getApp(PROJECT, 'tabs5')).mainArea).toMatchObject({ widget: 'Tab', tabs: ['Tab 1', 'Tab 2'], areas: [{}, {}] });

    await root.hover({ position: { x: 20, y: 20 } });
    await root.getByRole('toolbar').first().getByRole('button', { name: 'Configure' }).click();
    const tabsField = dialog.locator('input[data-option="tabs"]');
    await tabsField.fill('Kaart');
    await tabsField.press('Enter');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('tab', { name: 'Kaart' }).click();
    // The new tab's area is there to put a widget in.
    await page.locator('[data-edit-area="mainArea.areas[2]"]').getByText('Selecteer een widget.').waitFor();
    await expect.poll(async () => ((await scene.editor.getApp(PROJECT, 'tabs5')).mainArea as { areas: unknown[] }).areas.length).toBe(3);
    expect(((await scene.editor.getApp(PROJECT, 'tabs5')).mainArea as { tabs: string[] }).tabs).toEqual(['Tab 1', 'Tab 2', 'Kaart']);
    await screenshot(page, 'tab-edit-mode');
  });
});
