import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../harness/axe.js';
import { screenshot } from '../harness/browser.js';
import type { PlatformApi } from '../harness/platformApi.js';
import { PROJECT, tabsAndPanelsScene, type TabsAndPanelsScene } from './tabsAndPanelsScene.js';

interface Node {
  widget?: string;
  areas?: (Node | null)[];
  [key: string]: unknown;
}
const fixture = JSON.parse(readFileSync(new URL('../../../shared/fixtures/configs/kadaster-kkg-demonstrator-v1.json', import.meta.url), 'utf8')) as { mainArea: Node };
// The demonstrator's property panel: its own query and `childParameterText: {{selection}}`.
const FIXTURE_PANEL = fixture.mainArea.areas![0]!.areas![1]!.areas![2]!.areas![2]!;

const B = 'http://example.org/bag/';

let scene: TabsAndPanelsScene;
beforeAll(async () => {
  scene = await tabsAndPanelsScene();
  await scene.update(`PREFIX b: <${B}> PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#> PREFIX xsd: <http://www.w3.org/2001/XMLSchema#>
    INSERT DATA {
      b:Pand rdfs:label "Pand" . b:Adres rdfs:label "Adres" .
      b:status rdfs:label "status" . b:bouwjaar rdfs:label "bouwjaar" . b:adres rdfs:label "adres" . b:straat rdfs:label "straat" .
      b:pand1 a b:Pand ; rdfs:label "Pand 1" ; b:status "In gebruik" ; b:bouwjaar "1931"^^xsd:integer ; b:adres b:adres1 .
      b:pand2 a b:Pand ; rdfs:label "Pand 2" ; b:status "Gesloopt" ; b:bouwjaar "1890"^^xsd:integer .
      b:adres1 a b:Adres ; b:straat "Kerkstraat 1" .
    }`);
  // A list of buildings beside the demonstrator's panel, made editable.
  await scene.publicApp('prop1', {
    widget: 'SplitLayout',
    direction: 'row',
    areaSizes: ['220px', '1'],
    areas: [
      { widget: 'Table', publishVariable: 'selection', query: `SELECT ?pand ?pandURI WHERE { ?pandURI a <${B}Pand> ; <http://www.w3.org/2000/01/rdf-schema#label> ?pand } ORDER BY ?pand` },
      { ...FIXTURE_PANEL, editable: true },
    ],
  });
});
afterAll(async () => {
  await scene?.close();
});

const panel = (page: Page) => page.locator('[data-widget="BBPropertyPanel"]');

async function openBuilding(who: PlatformApi | null, name: string): Promise<Page> {
  const page = await scene.pageAs(who);
  await page.goto(`/projects/${PROJECT}/prop1`);
  await page.getByRole('button', { name }).click();
  await page.locator('[data-widget="BBPropertyPanel"][data-state="ready"]').waitFor();
  return page;
}

/** The value cell of a property row. */
const valueOf = (page: Page, property: string) => panel(page).locator(`tr[data-property="${property}"] td`);

async function storedStatuses(building = 'pand1'): Promise<string[]> {
  const response = await fetch(`${scene.server.url}/api/sparql/demo`, {
    method: 'POST',
    headers: { Accept: 'application/sparql-results+json', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ query: `SELECT ?s WHERE { <${B}${building}> <${B}status> ?s } # nocache` }),
  });
  const json = (await response.json()) as { results: { bindings: { s: { value: string } }[] } };
  return json.results.bindings.map((binding) => binding.s.value).sort();
}

describe('BBPropertyPanel', () => {
  it('shows the properties of the selection; a linked value selects that thing', async () => {
    expect(FIXTURE_PANEL).toMatchObject({ widget: 'BBPropertyPanel', childParameterText: '{{selection}}' });
    const page = await openBuilding(null, 'Pand 1');
    await valueOf(page, 'status').getByText('In gebruik').waitFor();
    expect((await valueOf(page, 'type').innerText()).trim()).toBe('Pand');
    expect((await valueOf(page, 'bouwjaar').innerText()).trim()).toBe('1931');
    // A visitor cannot edit.
    expect(await panel(page).getByRole('button', { name: /^Edit / }).count()).toBe(0);
    await screenshot(page, 'property-panel');

    await valueOf(page, 'adres').getByRole('button', { name: `${B}adres1` }).click();
    await valueOf(page, 'straat').getByText('Kerkstraat 1').waitFor();
    expect((await valueOf(page, 'type').innerText()).trim()).toBe('Adres');
  });

  it('lets an author change a literal value, which is saved and shows after a reload', async () => {
    const page = await openBuilding(scene.superadmin, 'Pand 1');
    await valueOf(page, 'status').getByText('In gebruik').waitFor();
    // Only stored literal values can be edited: not the link to the address, nor the type's label.
    expect(await valueOf(page, 'adres').getByRole('button', { name: /^Edit / }).count()).toBe(0);
    expect(await valueOf(page, 'type').getByRole('button', { name: /^Edit / }).count()).toBe(0);

    await valueOf(page, 'status').getByRole('button', { name: 'Edit status' }).click();
    const field = panel(page).getByRole('textbox', { name: 'New value of status' });
    expect(await field.inputValue()).toBe('In gebruik');
    await field.fill('Buiten gebruik "tijdelijk"');
    await screenshot(page, 'property-panel-editing');
    expect(await seriousAxeViolations(page), 'axe').toEqual([]);
    await field.press('Enter');
    await valueOf(page, 'status').getByText('Buiten gebruik "tijdelijk"').waitFor();
    expect(await storedStatuses()).toEqual(['Buiten gebruik "tijdelijk"']);

    await page.reload();
    await page.getByRole('button', { name: 'Pand 1' }).click();
    await valueOf(page, 'status').getByText('Buiten gebruik "tijdelijk"').waitFor();
  });

  it('says clearly why a value was not saved', async () => {
    const page = await openBuilding(scene.superadmin, 'Pand 2');
    await valueOf(page, 'bouwjaar').getByRole('button', { name: 'Edit bouwjaar' }).click();
    const year = panel(page).getByRole('textbox', { name: 'New value of bouwjaar' });
    await year.fill('negentienhonderd');
    await panel(page).getByRole('button', { name: 'Save' }).click();
    await panel(page).getByRole('alert').getByText('"negentienhonderd" is not a valid xsd:integer value.').waitFor();
    // Escape gives up; the stored value stays.
    await year.press('Escape');
    expect((await valueOf(page, 'bouwjaar').innerText()).trim()).toBe('1890');

    // An editor of another project may see the edit buttons, but the repository refuses.
    const editorPage = await openBuilding(scene.editor, 'Pand 2');
    await valueOf(editorPage, 'status').getByRole('button', { name: 'Edit status' }).click();
    await panel(editorPage).getByRole('textbox', { name: 'New value of status' }).fill('Herbouwd');
    await panel(editorPage).getByRole('button', { name: 'Save' }).click();
    await panel(editorPage).getByRole('alert').getByText('Not saved: You may not change repository "demo".').waitFor();
    await screenshot(editorPage, 'property-panel-refused');

    // A viewer does not get the edit buttons at all.
    const viewerPage = await openBuilding(scene.viewer, 'Pand 2');
    await valueOf(viewerPage, 'status').getByText('Gesloopt').waitFor();
    expect(await panel(viewerPage).getByRole('button', { name: /^Edit / }).count()).toBe(0);

    // Someone else changes the value while an author edits it: the edit does not overwrite it.
    await valueOf(page, 'status').getByRole('button', { name: 'Edit status' }).click();
    await scene.update(`DELETE DATA { <${B}pand2> <${B}status> "Gesloopt" } ; INSERT DATA { <${B}pand2> <${B}status> "Herbouwd in 2020" }`);
    await panel(page).getByRole('textbox', { name: 'New value of status' }).fill('Monument');
    await panel(page).getByRole('button', { name: 'Save' }).click();
    await panel(page).getByRole('alert').getByText(/^Not saved: this value is no longer stored on the selection/).waitFor();
    expect(await storedStatuses('pand2')).toEqual(['Herbouwd in 2020']);
  });
});
