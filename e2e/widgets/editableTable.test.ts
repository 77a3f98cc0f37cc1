import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../harness/axe.js';
import { screenshot } from '../harness/browser.js';
import type { PlatformApi } from '../harness/platformApi.js';
import { pageAs, row, startScene, type Scene } from '../harness/scene.js';
import { waitForState, widget } from './inputWidgetScene.js';

const EX = 'http://example.org/grafiek-editable/';
const PREFIXES = `PREFIX ex: <${EX}>\n`;
const PROJECT = 'editable';
const TYPE = 'BBTable';
const GRAPH = `${EX}graaf`;
const XSD = 'http://www.w3.org/2001/XMLSchema#';

interface EditableScene extends Scene {
  /** Opens an app of the scene's project, logged in as that client (anonymous for null). */
  open: (path: string, who: PlatformApi | null) => Promise<Page>;
}

let scene: EditableScene;

/** Cell by cell: text, textarea, dropdown, the three whenEmptyField variants, an integer; publish and rule buttons. */
const CELL_QUERY = `${PREFIXES}SELECT ?uri ?naam ?omschrijving ?status ?opmerking ?code ?jaar WHERE {
  ?uri a ex:Gebouw ; ex:naam ?naam ; ex:jaar ?jaar .
  OPTIONAL { ?uri ex:omschrijving ?omschrijving }
  OPTIONAL { ?uri ex:status ?status }
  OPTIONAL { ?uri ex:opmerking ?opmerking }
  OPTIONAL { ?uri ex:code ?code }
} ORDER BY ?naam`;

const editable = (predicate: string, extra: Record<string, unknown> = {}) => ({ enabled: true, predicate: `${EX}${predicate}`, ...extra });

const CELL_TABLE = {
  widget: TYPE,
  titleMenubar: 'Gebouwen',
  query: CELL_QUERY,
  columnConfigs: [
    { id: 'naam', label: 'Naam', editable: editable('naam') },
    { id: 'omschrijving', label: 'Omschrijving', editable: editable('omschrijving', { componentType: 'textarea' }) },
    {
      id: 'status',
      label: 'Status',
      editable: editable('status', { componentType: 'searchable-dropdown', dropdownSPARQLQuery: `${PREFIXES}SELECT ?value WHERE { ?s a ex:Status ; ex:label ?value } ORDER BY ?value` }),
    },
    { id: 'opmerking', label: 'Opmerking', editable: editable('opmerking', { whenEmptyField: 'remove triple' }) },
    { id: 'code', label: 'Code', width: 90, editable: editable('code', { whenEmptyField: 'update as empty string' }) },
    { id: 'jaar', label: 'Jaar', width: 90, editable: editable('jaar') },
    {
      id: 'acties',
      label: 'Acties',
      buttons: [
        { label: 'Toon', actions: [{ type: 'publish', topic: 'gekozen', value: '{{uri}}' }] },
        { label: 'Markeer', actions: [{ type: 'start-rule', startRule: 'markeer', parameters: { opmerking: 'gezien {{naam}}' } }] },
      ],
    },
  ],
};

/** Row by row, in a named graph: start, cancel, send (stamping ?bewerkt) and delete buttons. */
const ROW_QUERY = `${PREFIXES}SELECT ?uri ?naam ?status ?bewerkt WHERE {
  GRAPH <${GRAPH}> { ?uri a ex:Kantoor ; ex:naam ?naam . OPTIONAL { ?uri ex:status ?status } }
  BIND("{{bewerkt::0}}" AS ?bewerkt)
} ORDER BY ?naam`;

const ROW_TABLE = {
  widget: 'EditableTable',
  titleMenubar: 'Kantoren',
  query: ROW_QUERY,
  rowEditor: { enabled: true, graph: GRAPH },
  columnConfigs: [
    { id: 'naam', label: 'Naam', editable: editable('naam') },
    {
      id: 'status',
      label: 'Status',
      editable: editable('status', { componentType: 'searchable-dropdown', dropdownSPARQLQuery: `${PREFIXES}SELECT ?value ?label WHERE { ?value a ex:Status ; ex:label ?label }` }),
    },
    {
      id: 'rij',
      label: 'Rij',
      width: 330,
      buttons: [
        { label: 'Bewerk', actions: [{ type: 'start-row-edit' }] },
        { label: 'Opslaan', actions: [{ type: 'send-row-edit-request', timestampVariable: 'bewerkt', notification: { onSuccess: 'Kantoor opgeslagen' } }] },
        { label: 'Annuleer', actions: [{ type: 'cancel-row-edit' }] },
        {
          label: 'Meer',
          buttons: [
            { label: 'Verwijder', confirmation: { message: 'Dit kantoor verwijderen?', yesColor: 'red', yesIcon: 'trash' }, actions: [{ type: 'send-row-delete-request' }] },
            // Hidden while the app variable is unset (its default is true).
            { label: 'Geheim', hidden: '{{verborgen::true}}', actions: [{ type: 'publish', topic: 'x', value: '1' }] },
          ],
        },
      ],
    },
  ],
};

beforeAll(async () => {
  scene = await startScene({ project: { title: 'Editable table', path: PROJECT } }, async (base) => ({
    open: async (path: string, who: PlatformApi | null) => {
      const page = await pageAs(base, who);
      await page.goto(`/projects/${PROJECT}/${path}`);
      return page;
    },
  }));
  await scene.update(`${PREFIXES}INSERT DATA {
    ex:open a ex:Status ; ex:label "in gebruik" . ex:dicht a ex:Status ; ex:label "gesloopt" . ex:bouw a ex:Status ; ex:label "in aanbouw" .
    ex:dom a ex:Gebouw ; ex:naam "Domtoren" ; ex:jaar 1382 ; ex:omschrijving "Kerktoren" ; ex:status "in gebruik" ; ex:opmerking "hoog" ; ex:code "D1" .
    ex:stadhuis a ex:Gebouw ; ex:naam "Stadhuis" ; ex:jaar 2000 ; ex:status "in gebruik" .
    ex:rietveld a ex:Gebouw ; ex:naam "Rietveld Schröderhuis" ; ex:jaar 1924 .
    GRAPH <${GRAPH}> {
      ex:k1 a ex:Kantoor ; ex:naam "Kantoor Noord" ; ex:status ex:open .
      ex:k2 a ex:Kantoor ; ex:naam "Kantoor Zuid" ; ex:status ex:open .
      ex:k3 a ex:Kantoor ; ex:naam "Kantoor Oost" .
    }
  }`);
  await scene.admin.request('PUT', '/api/repositories/demo/rules/markeer-gebouw', {
    template: `${PREFIXES}DELETE { <{{uri}}> ex:opmerking ?oud } INSERT { <{{uri}}> ex:opmerking "{{opmerking}}" } WHERE { OPTIONAL { <{{uri}}> ex:opmerking ?oud } }`,
    tags: ['markeer'],
  });
  const follower = { widget: 'Table', titleMenubar: 'Gekozen', query: `${PREFIXES}SELECT ?jaar WHERE { <{{gekozen}}> ex:jaar ?jaar }` };
  await scene.publicApp('cells', row(CELL_TABLE, follower), { layout: { showFooter: false } });
  await scene.publicApp('rows', ROW_TABLE, { layout: { showFooter: false } });
  await scene.publicApp(
    'checks',
    row(
      {
        widget: TYPE,
        titleMenubar: 'Ongeldig',
        query: CELL_QUERY,
        rowEditor: {},
        columnConfigs: [{ id: 'naam', editable: editable('naam') }, { id: '' }, { id: 'acties', buttons: [{ label: 'Bewerk', actions: [{ type: 'start-row-edit' }, { type: 'send-row-edit-request', timestampVariable: 'gewijzigd' }] }] }],
      },
      { widget: 'Editable table', titleMenubar: 'Alleen lezen', query: `${PREFIXES}SELECT ?naam ?jaar WHERE { ?g a ex:Gebouw ; ex:naam ?naam ; ex:jaar ?jaar } ORDER BY ?naam` },
    ),
    { layout: { showFooter: false } },
  );
}, 240_000);
afterAll(async () => {
  await scene?.close();
});

/** The values stored for a subject and predicate, read past every cache. */
async function stored(subject: string, predicate: string, graph?: string): Promise<{ value: string; datatype?: string }[]> {
  const pattern = `<${EX}${subject}> <${EX}${predicate}> ?o`;
  const response = await fetch(`${scene.server.url}/api/sparql/demo`, {
    method: 'POST',
    headers: { Accept: 'application/sparql-results+json', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ query: `SELECT ?o WHERE { ${graph ? `GRAPH <${graph}> { ${pattern} }` : pattern} } # nocache` }),
  });
  const json = (await response.json()) as { results: { bindings: { o: { value: string; datatype?: string } }[] } };
  return json.results.bindings.map((binding) => ({ value: binding.o.value, ...(binding.o.datatype ? { datatype: binding.o.datatype } : {}) }));
}

const values = async (subject: string, predicate: string, graph?: string) => (await stored(subject, predicate, graph)).map((v) => v.value).sort();

/** A grid cell by the row's resource and the column's id. */
function cell(frame: Locator, subject: string, columnId: string): Locator {
  return frame.locator(`[role="row"][row-id="${EX}${subject}"] [role="gridcell"][col-id="${columnId}"]`);
}

const cellText = async (frame: Locator, subject: string, columnId: string) => ((await cell(frame, subject, columnId).textContent()) ?? '').trim();

/** Waits until a cell's editor has closed (after a save, the value it shows is the stored one). */
async function closed(frame: Locator, subject: string, columnId: string): Promise<void> {
  await expect.poll(() => cell(frame, subject, columnId).locator('input, textarea').count()).toBe(0);
}

/** The text of a cell once its editor has closed. */
async function shownAfterEdit(frame: Locator, subject: string, columnId: string): Promise<string> {
  await closed(frame, subject, columnId);
  return cellText(frame, subject, columnId);
}

/** Opens a cell's editor by double-click and returns its field. */
async function openEditor(frame: Locator, subject: string, columnId: string, label: string): Promise<Locator> {
  await cell(frame, subject, columnId).dblclick();
  const field = frame.getByRole(columnId === 'status' ? 'combobox' : 'textbox', { name: `New value of ${label}` });
  await field.waitFor();
  return field;
}

async function openCells(who: PlatformApi | null): Promise<{ page: Page; frame: Locator }> {
  const page = await scene.open('cells', who);
  const frame = widget(page, TYPE, 'Gebouwen');
  await waitForState(frame, 'ready');
  return { page, frame };
}

describe('BBTable (editable table)', () => {
  it('edits a text, a textarea and a dropdown cell; each change is a SPARQL update that is in the store', async () => {
    const { page, frame } = await openCells(scene.admin);
    expect(await frame.locator('.ag-header-cell-text').allTextContents()).toEqual(['Naam', 'Omschrijving', 'Status', 'Opmerking', 'Code', 'Jaar', 'Acties']);
    expect(await cellText(frame, 'dom', 'naam')).toBe('Domtoren');

    // Text: double-click, type, Enter.
    const naam = await openEditor(frame, 'dom', 'naam', 'Naam');
    expect(await naam.inputValue()).toBe('Domtoren');
    await naam.fill('Domtoren "Utrecht"');
    await screenshot(page, 'editable-table-cell-editing');
    expect(await seriousAxeViolations(page), 'axe').toEqual([]);
    await naam.press('Enter');
    expect(await shownAfterEdit(frame, 'dom', 'naam')).toBe('Domtoren "Utrecht"');
    expect(await values('dom', 'naam')).toEqual(['Domtoren "Utrecht"']);

    // Textarea: several lines, Ctrl+Enter saves; the row is taller while it is open.
    await cell(frame, 'dom', 'omschrijving').dblclick();
    const omschrijving = frame.getByRole('textbox', { name: 'New value of Omschrijving' });
    await omschrijving.fill('Kerktoren\nhoogste van Nederland');
    await omschrijving.press('Control+Enter');
    expect(await shownAfterEdit(frame, 'dom', 'omschrijving')).toBe('Kerktoren\nhoogste van Nederland');
    expect(await values('dom', 'omschrijving')).toEqual(['Kerktoren\nhoogste van Nederland']);

    // An empty cell is filled in: an insert only while it is still empty.
    await cell(frame, 'rietveld', 'omschrijving').dblclick();
    await frame.getByRole('textbox', { name: 'New value of Omschrijving' }).fill('Woonhuis');
    await frame.getByRole('button', { name: 'Save' }).click();
    expect(await shownAfterEdit(frame, 'rietveld', 'omschrijving')).toBe('Woonhuis');
    expect(await values('rietveld', 'omschrijving')).toEqual(['Woonhuis']);

    // Dropdown: the choices come from the column's dropdownSPARQLQuery, searchable.
    await cell(frame, 'stadhuis', 'status').dblclick();
    const status = frame.getByRole('combobox', { name: 'New value of Status' });
    await status.click();
    await page.getByRole('option', { name: 'in aanbouw' }).waitFor();
    expect(await page.getByRole('option').allTextContents()).toEqual(['gesloopt', 'in aanbouw', 'in gebruik']);
    await status.fill('sloop');
    expect(await page.getByRole('option').allTextContents()).toEqual(['gesloopt']);
    await screenshot(page, 'editable-table-dropdown');
    await page.getByRole('option', { name: 'gesloopt' }).click();
    expect(await shownAfterEdit(frame, 'stadhuis', 'status')).toBe('gesloopt');
    expect(await values('stadhuis', 'status')).toEqual(['gesloopt']);

    // The keyboard opens a cell too (Enter or F2 on the focused cell); Escape gives up, nothing is written.
    await cell(frame, 'stadhuis', 'naam').click();
    await page.keyboard.press('F2');
    const escaped = frame.getByRole('textbox', { name: 'New value of Naam' });
    await escaped.fill('Gemeentehuis');
    await escaped.press('Escape');
    expect(await shownAfterEdit(frame, 'stadhuis', 'naam')).toBe('Stadhuis');
    expect(await values('stadhuis', 'naam')).toEqual(['Stadhuis']);

    // The new values are what the repository now answers, after a reload too.
    await page.reload();
    await waitForState(frame, 'ready');
    expect(await cellText(frame, 'dom', 'naam')).toBe('Domtoren "Utrecht"');
    expect(await cellText(frame, 'stadhuis', 'status')).toBe('gesloopt');
  });

  it('does what whenEmptyField says with an emptied cell, and refuses a value its type does not take', async () => {
    const { frame } = await openCells(scene.admin);
    // disallow (the default): not saved, with the reason; the editor stays open.
    const naam = await openEditor(frame, 'rietveld', 'naam', 'Naam');
    await naam.fill('');
    await naam.press('Enter');
    await frame.locator('[data-problems]').getByText('"Naam" may not be empty.').waitFor();
    await naam.press('Escape');
    expect(await values('rietveld', 'naam')).toEqual(['Rietveld Schröderhuis']);

    // remove triple: the value is gone from the store.
    const opmerking = await openEditor(frame, 'dom', 'opmerking', 'Opmerking');
    await opmerking.fill('');
    await opmerking.press('Enter');
    await closed(frame, 'dom', 'opmerking');
    expect(await cellText(frame, 'dom', 'opmerking')).toBe('');
    expect(await values('dom', 'opmerking')).toEqual([]);

    // update as empty string: an empty literal is stored.
    const code = await openEditor(frame, 'dom', 'code', 'Code');
    await code.fill('   ');
    await code.press('Enter');
    await closed(frame, 'dom', 'code');
    expect(await stored('dom', 'code')).toEqual([{ value: '' }]);

    // The year keeps its datatype; a text that is no integer is refused.
    const jaar = await openEditor(frame, 'rietveld', 'jaar', 'Jaar');
    await jaar.fill('negentien');
    await jaar.press('Enter');
    await frame.locator('[data-problems]').getByText('Jaar: "negentien" is not a valid xsd:integer value.').waitFor();
    await jaar.fill('1925');
    await jaar.press('Enter');
    expect(await shownAfterEdit(frame, 'rietveld', 'jaar')).toBe('1925');
    expect(await stored('rietveld', 'jaar')).toEqual([{ value: '1925', datatype: `${XSD}integer` }]);
  });

  it('refuses an edit of a visitor without the update right, and says why', async () => {
    const { page, frame } = await openCells(null);
    const naam = await openEditor(frame, 'stadhuis', 'naam', 'Naam');
    await naam.fill('Raadhuis');
    await naam.press('Enter');
    await frame.locator('[data-problems]').getByText('Not saved: Log in to change this repository.').waitFor();
    await screenshot(page, 'editable-table-refused');
    expect(await values('stadhuis', 'naam')).toEqual(['Stadhuis']);
  });

  it('runs the publish and start-rule buttons of an action column', async () => {
    const { page, frame } = await openCells(scene.admin);
    await frame.locator(`[role="row"][row-id="${EX}dom"]`).getByRole('button', { name: 'Toon' }).click();
    await widget(page, 'Table', 'Gekozen').getByRole('cell', { name: '1382' }).waitFor();

    await frame.locator(`[role="row"][row-id="${EX}stadhuis"]`).getByRole('button', { name: 'Markeer' }).click();
    await page.getByText('successfully ran rule(-chain) completely').waitFor();
    expect(await values('stadhuis', 'opmerking')).toEqual(['gezien Stadhuis']);
    // The rule changed the repository: the table asks again and shows the remark.
    await expect.poll(() => cellText(frame, 'stadhuis', 'opmerking')).toBe('gezien Stadhuis');
  });

  it('does not apply an edit based on a value another user changed meanwhile: the user sees both and chooses', async () => {
    const first = await openCells(scene.admin);
    const second = await openCells(scene.admin);

    // Both open the same cell; the second saves first.
    const mine = await openEditor(first.frame, 'stadhuis', 'naam', 'Naam');
    await mine.fill('Stadhuis (eerste)');
    const theirs = await openEditor(second.frame, 'stadhuis', 'naam', 'Naam');
    await theirs.fill('Stadhuis (tweede)');
    await theirs.press('Enter');
    expect(await shownAfterEdit(second.frame, 'stadhuis', 'naam')).toBe('Stadhuis (tweede)');

    // The first one's save finds another value: nothing is written, both values are shown.
    await mine.press('Enter');
    const dialog = first.page.getByRole('dialog', { name: 'Changed by someone else' });
    await dialog.waitFor();
    expect(await dialog.locator('[data-current]').textContent()).toBe('Stadhuis (tweede)');
    expect(await dialog.locator('[data-mine]').textContent()).toBe('Stadhuis (eerste)');
    expect(await values('stadhuis', 'naam')).toEqual(['Stadhuis (tweede)']);
    await screenshot(first.page, 'editable-table-conflict');
    // Keep mine: saved again, now over the current value.
    await dialog.getByRole('button', { name: 'Keep mine' }).click();
    expect(await shownAfterEdit(first.frame, 'stadhuis', 'naam')).toBe('Stadhuis (eerste)');
    expect(await values('stadhuis', 'naam')).toEqual(['Stadhuis (eerste)']);

    // Again the other way round: the second one's edit is based on its old value; it takes the current one.
    const again = await openEditor(second.frame, 'stadhuis', 'naam', 'Naam');
    expect(await again.inputValue()).toBe('Stadhuis (tweede)');
    await again.fill('Stadhuis (derde)');
    await again.press('Enter');
    const secondDialog = second.page.getByRole('dialog', { name: 'Changed by someone else' });
    await secondDialog.getByRole('button', { name: 'Take the current value' }).click();
    expect(await shownAfterEdit(second.frame, 'stadhuis', 'naam')).toBe('Stadhuis (eerste)');
    expect(await values('stadhuis', 'naam')).toEqual(['Stadhuis (eerste)']);
  });

  it('edits a row through its buttons: start, cancel, send with confirmation, delete with confirmation', async () => {
    const page = await scene.open('rows', scene.admin);
    const frame = widget(page, TYPE, 'Kantoren');
    await waitForState(frame, 'ready');
    const rowOf = (subject: string) => frame.locator(`[role="row"][row-id="${EX}${subject}"]`);
    // Send and cancel wait for a row being edited; a double-click edits nothing.
    expect(await rowOf('k1').getByRole('button', { name: 'Opslaan' }).isDisabled()).toBe(true);
    await cell(frame, 'k1', 'naam').dblclick();
    expect(await frame.getByRole('textbox').count()).toBe(0);

    // Start, then cancel: the fields close, nothing changed.
    await rowOf('k1').getByRole('button', { name: 'Bewerk' }).click();
    await frame.getByRole('textbox', { name: 'New value of Naam' }).fill('Kantoor Noord-West');
    await rowOf('k1').getByRole('button', { name: 'Annuleer' }).click();
    await expect.poll(() => frame.getByRole('textbox', { name: 'New value of Naam' }).count()).toBe(0);
    expect(await cellText(frame, 'k1', 'naam')).toBe('Kantoor Noord');

    // Start again; another row cannot start meanwhile.
    await rowOf('k1').getByRole('button', { name: 'Bewerk' }).click();
    await rowOf('k2').getByRole('button', { name: 'Bewerk' }).click();
    await page.getByText('failed to start row editing').waitFor();
    await frame.getByRole('textbox', { name: 'New value of Naam' }).fill('Kantoor Noord-West');
    await frame.getByRole('combobox', { name: 'New value of Status' }).click();
    await page.getByRole('option', { name: 'gesloopt' }).click();
    await screenshot(page, 'editable-table-row-editing');
    await rowOf('k1').getByRole('button', { name: 'Opslaan' }).click();
    // The default confirmation of a send.
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Are you sure you want to finalise this edit?').waitFor();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Kantoor opgeslagen').waitFor();
    await expect.poll(() => cellText(frame, 'k1', 'naam')).toBe('Kantoor Noord-West');
    expect(await cellText(frame, 'k1', 'status')).toBe(`${EX}dicht`);
    // Both values in one update, in the row editor's graph; the dropdown stored a link.
    expect(await values('k1', 'naam', GRAPH)).toEqual(['Kantoor Noord-West']);
    expect(await values('k1', 'status', GRAPH)).toEqual([`${EX}dicht`]);
    expect(await values('k1', 'naam')).toEqual([]);

    // Delete, in a menu of nested buttons, asks with the button's own message; the row and its resource are gone.
    await rowOf('k3').getByRole('button', { name: 'Meer' }).click();
    await page.getByRole('menuitem', { name: 'Verwijder' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Geheim' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Verwijder' }).click();
    await page.getByRole('dialog').getByText('Dit kantoor verwijderen?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.getByText('successfully deleted row').waitFor();
    await rowOf('k3').waitFor({ state: 'detached' });
    expect(await values('k3', 'naam', GRAPH)).toEqual([]);
    expect(await values('k2', 'naam', GRAPH)).toEqual(['Kantoor Zuid']);
  });

  it('shows the spec\'s validation messages for a config it cannot use, and a table without columns read-only', async () => {
    const page = await scene.open('checks', scene.admin);
    const invalid = widget(page, TYPE, 'Ongeldig');
    await waitForState(invalid, 'ready');
    const problems = invalid.locator('[data-problems]');
    await problems.getByText('columnConfigs[1].id: column id must not be empty').waitFor();
    await problems.getByText('sparql query is missing the following timestamp variables: gewijzigd').waitFor();
    await problems.getByText('missing action-buttons with the following action-types: cancel-row-edit, send-row-delete-request').waitFor();
    // Nothing can be edited while the config has problems.
    await cell(invalid, 'dom', 'naam').dblclick();
    expect(await invalid.getByRole('textbox').count()).toBe(0);

    const plain = widget(page, TYPE, 'Alleen lezen');
    await waitForState(plain, 'ready');
    expect(await plain.locator('.ag-header-cell-text').allTextContents()).toEqual(['naam', 'jaar']);
    await plain.getByRole('gridcell', { name: 'Rietveld Schröderhuis' }).dblclick();
    expect(await plain.getByRole('textbox').count()).toBe(0);
    await screenshot(page, 'editable-table-checks');
  });
});
