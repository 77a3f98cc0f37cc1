import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../harness/axe.js';
import { screenshot } from '../harness/browser.js';
import { PROJECT, recordQueries, tabsAndPanelsScene, type TabsAndPanelsScene } from './tabsAndPanelsScene.js';

const fixture = JSON.parse(readFileSync(new URL('../../../shared/fixtures/configs/kadaster-kkg-demonstrator-v1.json', import.meta.url), 'utf8')) as {
  mainArea: Record<string, unknown>;
};

let scene: TabsAndPanelsScene;
beforeAll(async () => {
  scene = await tabsAndPanelsScene();
  await scene.update(`PREFIX s: <http://example.org/side/>
    INSERT DATA { s:geo s:text "Provincies en gemeenten" . s:permits s:text "Sloopvergunning 2024-17" . }`);
});
afterAll(async () => {
  await scene?.close();
});

function textTable(letter: 'geo' | 'permits') {
  return { widget: 'Table', query: `SELECT ?text WHERE { <http://example.org/side/${letter}> <http://example.org/side/text> ?text } # side-${letter}` };
}

describe('BBSideMenu', () => {
  it('renders the fixture root: entries with their icons switch the area shown', async () => {
    // The demonstrator's own root node (tabs, icons, areaSizes), with test tables in its areas.
    const { areas: _areas, ...root } = fixture.mainArea;
    expect(root).toMatchObject({ widget: 'BBSideMenu', tabs: ['IMX-Geo', 'Sloop vergunningen'], icons: ['map', 'box'] });
    await scene.publicApp('side1', { ...root, areas: [textTable('geo'), textTable('permits')] });

    const page = await scene.pageAs(null);
    const queries = recordQueries(page);
    await page.goto(`/projects/${PROJECT}/side1`);
    const menu = page.getByRole('navigation', { name: 'Side menu' });
    const geo = menu.getByRole('button', { name: 'IMX-Geo' });
    const permits = menu.getByRole('button', { name: 'Sloop vergunningen' });
    await geo.waitFor();
    expect(await geo.locator('svg.tabler-icon-map').count()).toBe(1);
    expect(await permits.locator('svg.tabler-icon-box').count()).toBe(1);
    expect(await geo.getAttribute('aria-current')).toBe('true');

    await page.getByText('Provincies en gemeenten').waitFor({ state: 'visible' });
    const second = page.locator('[data-area="mainArea.areas[1]"]');
    expect(await second.getAttribute('data-state')).toBe('empty');
    expect(queries.filter((query) => query.includes('side-permits'))).toEqual([]);

    await permits.click();
    await page.getByText('Sloopvergunning 2024-17').waitFor({ state: 'visible' });
    await page.locator('[data-area="mainArea.areas[1]"][data-state="ready"]').waitFor();
    expect(await page.getByText('Provincies en gemeenten').isVisible()).toBe(false);
    expect(await permits.getAttribute('aria-current')).toBe('true');
    expect(await geo.getAttribute('aria-current')).toBeNull();
    await screenshot(page, 'side-menu');
    expect(await seriousAxeViolations(page), 'axe').toEqual([]);

    // Folded to icons, the entries keep their names for screen readers and still switch.
    await menu.getByRole('button', { name: 'Show only the menu icons' }).click();
    expect(await menu.getByText('IMX-Geo').count()).toBe(0);
    await menu.getByRole('button', { name: 'IMX-Geo' }).click();
    await page.getByText('Provincies en gemeenten').waitFor({ state: 'visible' });
    await screenshot(page, 'side-menu-folded');
  });

  it('keeps the new widgets of an entry not shown unloaded, and draws them when it is chosen', async () => {
    const items = 'VALUES (?uri ?label ?parentUri) { (<urn:side:a> "Gebieden" UNDEF) (<urn:side:b> "Wijk Noord" <urn:side:a>) }';
    await scene.publicApp('side3', {
      widget: 'BBSideMenu',
      tabs: ['Start', 'Nieuw'],
      areas: [
        textTable('geo'),
        {
          widget: 'SplitLayout',
          direction: 'row',
          areaSizes: ['1', '1', '1'],
          areas: [
            { widget: 'Tree', query: `SELECT ?uri ?label ?parentUri WHERE { ${items} } # side-tree` },
            { widget: 'SequencePaths', query: `SELECT ?uri ?name ?parentUri WHERE { ${items.replace('?label', '?name')} } # side-paths` },
            { widget: 'BBMermaid', diagram: 'flowchart LR\n  A[Zijmenu] --> B[Diagram]' },
          ],
        },
      ],
    });
    const page = await scene.pageAs(null);
    const queries = recordQueries(page);
    await page.goto(`/projects/${PROJECT}/side3`);
    await page.getByText('Provincies en gemeenten').waitFor({ state: 'visible' });
    expect(queries.filter((query) => /side-(tree|paths)/.test(query))).toEqual([]);
    expect(await page.locator('[data-widget="BBMermaid"] svg').count()).toBe(0);

    await page.getByRole('navigation', { name: 'Side menu' }).getByRole('button', { name: 'Nieuw' }).click();
    await page.locator('[data-widget="Tree"]').getByText('Gebieden').waitFor();
    await page.locator('[data-widget="SequencePaths"]').getByText('Wijk Noord').waitFor();
    await page.locator('[data-widget="BBMermaid"] svg').getByText('Zijmenu').waitFor();
    await screenshot(page, 'side-menu-new-widgets');
  });

  it('follows a subscribed variable and hides entries, like the Tab widget', async () => {
    await scene.publicApp('side2', {
      widget: 'SplitLayout',
      direction: 'column',
      areaSizes: ['0', '1'],
      areas: [
        { widget: 'Table', publishVariable: 'menuChoice', query: 'SELECT ?go ?goURI WHERE { VALUES (?go ?goURI) { ("Go to permits" "2") ("Go to the hidden entry" "1") } }' },
        {
          widget: 'BBSideMenu',
          tabs: ['IMX-Geo', 'Hidden entry', 'Sloop vergunningen'],
          icons: ['map', 'box', 'no-such-icon'],
          hideTabIDs: ['1'],
          tabSelectionSubscription: '{{menuChoice}}',
          areas: [textTable('geo'), { widget: 'Table', query: 'SELECT ?x WHERE { BIND("never shown" AS ?x) }' }, textTable('permits')],
        },
      ],
    });
    const page = await scene.pageAs(null);
    await page.goto(`/projects/${PROJECT}/side2`);
    const menu = page.getByRole('navigation', { name: 'Side menu' });
    await page.getByText('Provincies en gemeenten').waitFor({ state: 'visible' });
    expect(await menu.getByRole('button').filter({ hasText: /\S/ }).allTextContents()).toEqual(['IMX-Geo', 'Sloop vergunningen']);
    // An icon name the map does not know still gets an icon.
    expect(await menu.getByRole('button', { name: 'Sloop vergunningen' }).locator('svg.tabler-icon-circle-dot').count()).toBe(1);

    await page.getByRole('button', { name: 'Go to permits' }).click();
    await page.getByText('Sloopvergunning 2024-17').waitFor({ state: 'visible' });
    // Selecting the hidden entry shows the first visible one instead.
    await page.getByRole('button', { name: 'Go to the hidden entry' }).click();
    await page.getByText('Provincies en gemeenten').waitFor({ state: 'visible' });
    expect(await page.getByText('never shown').count()).toBe(0);
  });
});
