import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../harness/browser.js';
import { chooseWidget, configureArea, fillCode, viewerScene, type ViewerScene } from './viewerScene.js';

let scene: ViewerScene;
beforeAll(async () => {
  scene = await viewerScene();
});
afterAll(async () => {
  await scene?.close();
});

const CLASSES = `PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
SELECT ?uri ?label WHERE {
  ?uri rdfs:label ?label . FILTER EXISTS { ?x a ?uri } FILTER(STRSTARTS(STR(?uri), "http://example.org/"))
} ORDER BY ?label`;
const MEMBERS = `PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
SELECT ?name WHERE { ?thing a <{{cls}}> ; rdfs:label ?name } ORDER BY ?name`;

describe('an author builds an app', () => {
  // The file's first test pays for loading the editor's code into a cold browser: two minutes.
  it('creates an app, inserts a layout, adds a select box and a table that follows it, and it survives a reload', async () => {
    const page = await scene.pageAs(scene.editor);
    await page.goto('/projects/kadaster/auth1/edit');
    await page.getByTestId('editor-top-bar').waitFor();
    // A new app starts as a split layout with two empty areas.
    expect(await page.getByText('Selecteer een widget.').count()).toBe(2);
    // Its queries go to the demo repository: the first change, saved silently with POST.
    await page.getByRole('button', { name: 'App settings' }).click();
    const settings = page.getByRole('dialog', { name: 'App settings' });
    await settings.getByRole('textbox', { name: 'Sparql endpoint', exact: true }).fill('demo');
    await settings.getByRole('button', { name: 'OK' }).click();
    await page.getByText('saved', { exact: true }).first().waitFor();
    expect((await scene.editor.getApp('kadaster', 'auth1')).repoURL).toBe('demo');

    // Insert a layout into the first area: three questions, then two areas side by side.
    const first = page.locator('[data-edit-area="mainArea.areas[0]"]');
    await first.hover({ position: { x: 20, y: 20 } });
    await first.getByRole('toolbar').first().getByRole('button', { name: 'Insert layout' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Side by side').click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Insert' }).click();
    await page.locator('[data-edit-area="mainArea.areas[0].areas[1]"]').waitFor();

    await configureArea(page, 'mainArea.areas[0].areas[0]');
    await chooseWidget(page, 'SelectBox');
    await fillCode(page, 'query', CLASSES);
    await page.locator('input[data-option="publishVariable"]').fill('cls');
    await page.getByRole('button', { name: 'OK' }).click();
    await page.locator('[data-widget="SelectBox"][data-state="ready"]').waitFor();

    await configureArea(page, 'mainArea.areas[0].areas[1]');
    await chooseWidget(page, 'Table');
    await fillCode(page, 'query', MEMBERS);
    await page.getByRole('button', { name: 'OK' }).click();
    // The select box preselects its first item (Gemeente), so the table lists the towns.
    const table = page.locator('[data-widget="Table"]');
    await table.getByText('Doesburg', { exact: true }).waitFor();

    await page.reload();
    await page.locator('[data-widget="Table"]').getByText('Otterlo', { exact: true }).waitFor();
    const saved = await scene.editor.getApp('kadaster', 'auth1');
    expect(JSON.stringify(saved)).toContain('{{cls}}');

    // As a visitor would: preview, choose the other class, the table follows.
    await page.goto('/projects/kadaster/auth1');
    await page.getByRole('combobox', { name: 'Select a value' }).click();
    await page.getByRole('option', { name: 'Provincie' }).click();
    await page.locator('[data-widget="Table"]').getByText('Gelderland', { exact: true }).waitFor();
    expect(await page.locator('[data-widget="Table"]').getByText('Doesburg', { exact: true }).count()).toBe(0);
    await screenshot(page, 'author-flow-preview');
  }, 120_000);

  it('leads Lock&Publish to the publishing guide in a new tab', async () => {
    const page = await scene.pageAs(scene.editor);
    await page.goto('/projects/kadaster/auth1/edit');
    const link = page.getByRole('link', { name: 'Lock&Publish' });
    expect(await link.getAttribute('target')).toBe('_blank');
    const guide = await page.context().request.get(new URL((await link.getAttribute('href'))!, scene.server.url).href);
    expect(guide.status()).toBe(200);
    expect(await guide.text()).toContain('<h1>Lock &amp; Publish an app</h1>');
  });

  it('previews a setting while editing and restores it on Cancel', async () => {
    await scene.editor.createApp('kadaster', {
      path: 'canc1',
      title: 'Cancel test',
      repoURL: 'demo',
      mainArea: { widget: 'Table', titleMenubar: 'Towns', query: 'SELECT ?x WHERE { BIND(1 AS ?x) }' },
    });
    const page = await scene.pageAs(scene.editor);
    await page.goto('/projects/kadaster/canc1/edit');
    await page.locator('[data-widget="Table"]').getByText('Towns').waitFor();
    await configureArea(page, 'mainArea');
    await page.locator('input[data-option="titleMenubar"]').fill('Gemeenten');
    // The live preview follows after a short pause, behind the dialog.
    await page.locator('[data-widget="Table"] >> text=Gemeenten').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.locator('[data-widget="Table"]').getByText('Towns').waitFor();
    await page.reload();
    await page.locator('[data-widget="Table"]').getByText('Towns').waitFor();
    expect((await scene.editor.getApp('kadaster', 'canc1')).version).toBe(1);
  });

  it('blocks OK in the widget settings while a field is invalid', async () => {
    const page = await scene.pageAs(scene.editor);
    await page.goto('/projects/kadaster/canc1/edit');
    await configureArea(page, 'mainArea');
    await fillCode(page, 'replaceHeaderJSON', '{"x": ');
    await page.getByText('1 field above is invalid').waitFor();
    expect(await page.getByRole('button', { name: 'OK' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Cancel' }).click();
  });

  it('checks a widget\'s query while it is typed, completes prefixes and runs it with the current variables', async () => {
    await scene.editor.createApp('kadaster', {
      path: 'qry1',
      title: 'Query field',
      repoURL: 'demo',
      mainArea: {
        widget: 'SplitLayout',
        direction: 'row',
        areaSizes: ['1', '2'],
        areas: [
          { widget: 'SelectBox', query: CLASSES, publishVariable: 'cls' },
          { widget: 'Table', query: MEMBERS },
        ],
      },
    });
    const page = await scene.pageAs(scene.editor);
    await page.goto('/projects/kadaster/qry1/edit');
    // The select box preselects its first class (Gemeente): that is {{cls}}'s current value.
    await page.locator('[data-widget="Table"]').getByText('Doesburg', { exact: true }).waitFor();
    await configureArea(page, 'mainArea.areas[1]');
    const field = page.locator('[data-option="query"]');
    const problem = field.getByTestId('query-problem');

    // A syntax error is marked where the parser stopped, with its message; the placeholder is no error.
    await fillCode(page, 'query', MEMBERS.replace('rdfs:label ?name }', 'rdfs:label ?name . FILTER(?name = ) }'));
    await field.locator('.cm-lintRange-error').waitFor();
    await problem.getByText(/^Line 2, column \d+: Expecting .*got '\)'$/).waitFor();
    expect(await field.locator('.cm-lintRange-error').textContent()).toBe(')');
    await screenshot(page, 'editor-query-field-error');
    // Fixed, the mark and the message go.
    await fillCode(page, 'query', MEMBERS);
    await field.locator('.cm-lintRange-error').waitFor({ state: 'detached' });
    await expect.poll(() => problem.textContent()).toBe('');

    // PREFIX completes the names of well-known and the repository's namespaces.
    await field.locator('.cm-content').click();
    await page.keyboard.press('ControlOrMeta+Home');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.type('PREFIX sk');
    await page.locator('.cm-tooltip-autocomplete li', { hasText: 'skos:' }).click();
    await field.locator('.cm-line', { hasText: 'PREFIX skos: <http://www.w3.org/2004/02/skos/core#>' }).waitFor();

    // Run shows the first rows of the query as the table sends it now: the towns, for cls = Town.
    await field.getByRole('button', { name: 'Run' }).click();
    const result = field.locator('[data-testid="query-run-result"][data-result="rows"]');
    await result.getByRole('cell', { name: 'Otterlo' }).waitFor();
    expect(await result.getByRole('cell').allTextContents()).toEqual(['Doesburg', 'Ede', 'Otterlo']);
    await result.getByText('3 rows · with cls = http://example.org/Town').waitFor();
    expect(await problem.textContent()).toBe('');
    await screenshot(page, 'editor-query-field');
    await page.getByRole('button', { name: 'Cancel' }).click();

    // A trigger's query in the Triggers dialog gets the same field: checked while typed, and Run.
    await page.getByTestId('editor-top-bar').getByRole('button', { name: 'Triggers', exact: true }).click();
    const triggers = page.getByTestId('triggers-dialog');
    await triggers.getByRole('button', { name: 'Add trigger' }).click();
    const trigger = triggers.locator('[data-trigger-query="0"]');
    const typeTrigger = async (text: string) => {
      await trigger.locator('.cm-content').click();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.press('Delete');
      await trigger.locator('.cm-content').fill(text);
    };
    await typeTrigger(MEMBERS.replace('rdfs:label ?name }', 'rdfs:label ?name . FILTER(?name = ) }'));
    await trigger.getByTestId('query-problem').getByText(/^Line 2, column \d+: Expecting .*got '\)'$/).waitFor();
    await typeTrigger(MEMBERS);
    await trigger.locator('.cm-lintRange-error').waitFor({ state: 'detached' });
    await trigger.getByRole('button', { name: 'Run' }).click();
    const triggerRows = trigger.locator('[data-testid="query-run-result"][data-result="rows"]');
    await triggerRows.getByRole('cell', { name: 'Otterlo' }).waitFor();
    expect(await triggerRows.getByRole('cell').allTextContents()).toEqual(['Doesburg', 'Ede', 'Otterlo']);
    await screenshot(page, 'editor-trigger-query');
    await triggers.getByRole('button', { name: 'Cancel' }).click();
  }, 120_000);

  it('speaks Dutch in the editor and the shared widget texts once Dutch is chosen', async () => {
    await scene.editor.createApp('kadaster', {
      path: 'nl001',
      title: 'Nederlands',
      repoURL: 'demo',
      mainArea: {
        widget: 'SplitLayout',
        direction: 'row',
        areaSizes: ['1', '1', '1'],
        areas: [
          { widget: 'Table', titleMenubar: 'Leeg', query: 'SELECT ?x WHERE { VALUES ?x { } }' },
          { widget: 'NoSuchWidget' },
          { widget: 'SelectBox', query: 'SELECT ?uri ?label WHERE { VALUES ?uri { } }' },
        ],
      },
    });
    const page = await scene.pageAs(scene.editor);
    await page.goto('/projects/kadaster');
    await page.getByRole('contentinfo').getByText('NL', { exact: true }).click();
    await page.goto('/projects/kadaster/nl001/edit');
    const bar = page.getByTestId('editor-top-bar');
    for (const name of ['App-instellingen', 'Triggers', 'App-variabelen', 'Gebeurtenissen', 'Regels debuggen']) {
      await bar.getByRole('button', { name, exact: true }).waitFor();
    }
    await bar.getByText('Bewerkmodus', { exact: true }).waitFor();
    expect(await bar.getByRole('button', { name: 'App settings' }).count()).toBe(0);
    // What every widget shares comes from the viewer and the kit: no results, an unknown type.
    await page.locator('[data-widget="Table"]').getByText('Geen resultaten', { exact: true }).waitFor();
    await page.locator('[data-widget="NoSuchWidget"]').getByText('Widget niet beschikbaar').waitFor();
    // A widget's own texts too: a select box without options.
    await page.locator('[data-widget="SelectBox"]').getByText('Geen opties', { exact: true }).waitFor();

    const area = page.locator('[data-edit-area="mainArea.areas[0]"]');
    await area.hover({ position: { x: 20, y: 20 } });
    await area.getByRole('toolbar').first().getByRole('button', { name: 'Instellen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Widget-instellingen' });
    await dialog.getByRole('region', { name: 'Gedrag tijdens laden' }).waitFor();
    await dialog.locator('[data-settings-section="Panel"]').getByText('Paneel', { exact: true }).waitFor();
    // The options' labels and help, shared ones and the widget's own, from the lazily loaded Dutch texts.
    await dialog.getByText('Paneelstijl', { exact: true }).waitFor();
    await dialog.getByText('Kop-JSON vervangen', { exact: true }).waitFor();
    await dialog.getByText('Getoond in plaats van de fout van een mislukte query.', { exact: true }).waitFor();
    await fillCode(page, 'replaceHeaderJSON', '{"x": ');
    await dialog.getByText('1 veld hierboven is ongeldig').waitFor();
    expect(await dialog.getByRole('button', { name: 'OK' }).isDisabled()).toBe(true);
    await screenshot(page, 'editor-dutch');
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('lays out a long widget in sections with a filter, and names settings a widget cannot use', async () => {
    // Stored as an older editor would: a boolean as "TRUE", and a page size that is no number.
    await scene.editor.createApp('kadaster', {
      path: 'sect1',
      title: 'Sections',
      repoURL: 'demo',
      mainArea: { widget: 'Table++', query: 'SELECT ?x WHERE { VALUES ?x { 1 2 3 } }', paginationEnabled: 'TRUE', paginationPageSize: 'lots' },
    });
    const page = await scene.pageAs(scene.editor);
    await page.goto('/projects/kadaster/sect1');
    const frame = page.locator('[data-widget="Table++"]');
    await page.locator('[data-widget="Table++"][data-state="ready"]').waitFor();
    // The widget shows its rows with the default page size, and says what it ignored.
    await frame.getByRole('button', { name: 'Table++: settings it cannot use' }).click();
    await page.getByText('Rows per page (paginationPageSize): expected a number, found "lots"').waitFor();
    await page.keyboard.press('Escape');

    await page.goto('/projects/kadaster/sect1/edit');
    await page.locator('[data-widget="Table++"][data-state="ready"]').waitFor();
    await configureArea(page, 'mainArea');
    const dialog = page.getByRole('dialog', { name: 'Widget Settings' });
    for (const section of ['Panel', 'Behaviour on loading', 'Table++', 'Columns', 'Pages', 'Selection']) {
      await dialog.locator(`[data-settings-section="${section}"]`).waitFor();
    }
    // "TRUE" reads as on: the switch is on and the field that depends on it is shown, marked.
    expect(await dialog.locator('input[data-option="paginationEnabled"]').isChecked()).toBe(true);
    await dialog.locator('[data-settings-section="Pages"]').getByText('Rows per page: expected a number, found "lots"').waitFor();
    await dialog.getByText('1 field above is invalid').waitFor();
    expect(await dialog.getByRole('button', { name: 'OK' }).isDisabled()).toBe(true);

    await dialog.getByRole('textbox', { name: 'Filter settings' }).fill('selected rows');
    await dialog.locator('[data-option="selectedRowsTopic"]').waitFor();
    expect(await dialog.locator('[data-option="query"]').count()).toBe(0);
    expect(await dialog.locator('[data-settings-section="Panel"]').count()).toBe(0);
    await dialog.getByText('Hidden by the filter: Rows per page').waitFor();
    await screenshot(page, 'settings-sections-filter');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('reports broken JSON in the app settings and keeps the app as it was', async () => {
    const page = await scene.pageAs(scene.editor);
    await page.goto('/projects/kadaster/canc1/edit');
    await page.getByRole('button', { name: 'App settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'App settings' });
    const whole = dialog.locator('[data-json-panel="Whole config as JSON"]');
    await whole.locator('.cm-content').click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await whole.locator('.cm-content').fill('{"title": "Broken" ');
    await dialog.getByTestId('config-json-error').waitFor();
    expect(await dialog.getByRole('button', { name: 'OK' }).isDisabled()).toBe(true);
    await whole.getByRole('button', { name: 'Check' }).click();
    expect(await whole.getByTestId('json-status').textContent()).not.toBe('Valid JSON');
    await screenshot(page, 'app-settings-broken-json');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await scene.editor.getApp('kadaster', 'canc1')).title).toBe('Cancel test');
  });

  it('tells the second of two editors about the conflict and lets them choose', async () => {
    await scene.editor.createApp('kadaster', { path: 'conf1', title: 'Shared', repoURL: 'demo', mainArea: { widget: 'Table', query: 'SELECT ?x WHERE { BIND(1 AS ?x) }' } });
    const first = await scene.pageAs(scene.editor);
    const second = await scene.pageAs(scene.editor);
    for (const page of [first, second]) {
      await page.goto('/projects/kadaster/conf1/edit');
      await page.getByTestId('editor-top-bar').waitFor();
    }
    const rename = async (page: typeof first, title: string) => {
      await page.getByRole('button', { name: 'App settings' }).click();
      const dialog = page.getByRole('dialog', { name: 'App settings' });
      await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
      await dialog.getByRole('button', { name: 'OK' }).click();
    };
    await rename(first, 'Renamed by the first');
    await first.getByText('saved', { exact: true }).first().waitFor();
    await rename(second, 'Renamed by the second');
    const conflict = second.getByTestId('conflict-dialog');
    await conflict.getByText('This app was changed by someone else since you opened it.').waitFor();
    await screenshot(second, 'save-conflict');
    expect((await scene.editor.getApp('kadaster', 'conf1')).title).toBe('Renamed by the first');
    await second.getByRole('button', { name: 'Overwrite with mine' }).click();
    await second.getByText('saved', { exact: true }).first().waitFor();
    expect((await scene.editor.getApp('kadaster', 'conf1')).title).toBe('Renamed by the second');
  });

  it('shows a public app to an anonymous visitor and sends them to log in for a private one', async () => {
    await scene.editor.createApp('kadaster', { path: 'pub01', title: 'Open data', public: true, repoURL: 'demo', mainArea: { widget: 'Table', query: 'SELECT ?x WHERE { BIND("open" AS ?x) }' } });
    await scene.editor.createApp('kadaster', { path: 'prv01', title: 'Closed data', public: false, repoURL: 'demo', mainArea: { widget: 'Table', query: 'SELECT ?x WHERE { BIND("closed" AS ?x) }' } });
    const page = await scene.pageAs(null);
    await page.goto('/projects/kadaster/pub01');
    await page.locator('[data-widget="Table"][data-state="ready"]').getByText('open').waitFor();
    expect(await page.getByTestId('editor-top-bar').count()).toBe(0);
    await page.goto('/projects/kadaster/prv01');
    await page.waitForURL('**/login?returnTo=%2Fprojects%2Fkadaster%2Fprv01');
    expect(await page.getByText('closed').count()).toBe(0);
  });
});
