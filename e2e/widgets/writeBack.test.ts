import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../harness/browser.js';
import { gridColumn } from '../harness/grid.js';
import type { PlatformApi } from '../harness/platformApi.js';
import { column, pageAs, row, sparqlRequest, startScene, type Scene } from '../harness/scene.js';
import { waitForState, widget } from './inputWidgetScene.js';

// The writing widgets where their changes must last: the same app (an editable table and a
// BBForm) over a Virtuoso repository, with the data read back from Virtuoso itself; an edit, a
// form and an upload on the embedded store that are still there after the server restarted on
// its data folder; and the BBDForm's submits to app variables and to author JavaScript. One
// server, one browser; the visitor is an editor of the project (the rules are not public).

const PROJECT = 'terugschrijven';
const PASSWORD = 'e2e-Password-123';
const EX = 'http://example.org/grafiek-writeback/';
const PREFIXES = `PREFIX ex: <${EX}>
PREFIX sh: <http://www.w3.org/ns/shacl#>
PREFIX xsd: <http://www.w3.org/2001/XMLSchema#>
`;
/** The embedded repository of the project, and the Virtuoso one. */
const REPO = 'bewaard';
const VIRT_REPO = 'virtuoso';
const VIRTUOSO = process.env.TEST_VIRTUOSO_URL ?? 'http://127.0.0.1:8890/sparql';
/** Virtuoso is shared with other tests: this file's data goes into a graph of its own, dropped at the end. */
const VIRT_GRAPH = `urn:grafiek:e2e:writeback:${randomUUID()}`;
const GRAPH = `${EX}graaf`;
const UPLOAD_GRAPH = `${EX}geladen`;
const POLL = { timeout: 30_000 };
/** The editable table's type, as its frame names it. */
const TABLE = 'BBTable';

/** An editable table of buildings in a graph, and a BBForm that reports a new one through a rule. */
function buildingsApp(graph: string): Record<string, unknown> {
  return row(
    {
      widget: 'EditableTable',
      titleMenubar: 'Panden',
      query: `${PREFIXES}SELECT ?uri ?naam WHERE { GRAPH <${graph}> { ?uri a ex:Pand ; ex:naam ?naam } } ORDER BY ?naam`,
      columnConfigs: [{ id: 'naam', label: 'Naam', editable: { enabled: true, predicate: `${EX}naam`, graph } }],
    },
    {
      widget: 'BBForm',
      titleMenubar: 'Melden',
      fields: [{ name: 'naam', label: 'Naam', required: true }],
      submitRule: 'meld-pand',
      resourceTemplate: `${EX}pand/{{UUID}}`,
      successMessage: 'Pand {{naam}} is gemeld.',
      submitLabel: 'Melden',
    },
  );
}

const meldPand = (graph: string) => `${PREFIXES}INSERT DATA { GRAPH <${graph}> { <{{resource}}> a ex:Pand ; ex:naam "{{naam}}" } }`;
const BUILDINGS = (graph: string) => `${PREFIXES}INSERT DATA { GRAPH <${graph}> { ex:dom a ex:Pand ; ex:naam "Domtoren" . ex:stadhuis a ex:Pand ; ex:naam "Stadhuis" } }`;

const LASTING_APP = row(
  buildingsApp(GRAPH),
  column(
    {
      widget: 'BBUpload',
      titleMenubar: 'Turtle',
      command: 'uploadRDF',
      fileExtensions: 'ttl',
      extraJSON: { graph: UPLOAD_GRAPH },
      successMessage: '{{fileName}} is in the store',
    },
    { widget: 'Table', titleMenubar: 'Geladen', query: `${PREFIXES}SELECT ?naam WHERE { GRAPH <${UPLOAD_GRAPH}> { ?s ex:naam ?naam } } ORDER BY ?naam` },
  ),
);

const SHAPES = `${PREFIXES}INSERT DATA {
  ex:PersoonShape a sh:NodeShape ; sh:targetClass ex:Persoon ;
    sh:property [ sh:path ex:naam ; sh:name "Naam" ; sh:datatype xsd:string ; sh:minCount 1 ; sh:maxCount 1 ] .
}`;

const shaclForm = (title: string, extra: Record<string, unknown>) => ({ widget: 'BBDForm', titleMenubar: title, shapeIri: `${EX}PersoonShape`, newSubject: `${EX}persoon/{{UUID}}`, afterSubmit: 'keep', ...extra });

const MODES_APP = row(
  column(
    shaclForm('Naar variabelen', { submitTo: 'variables', variablePrefix: 'p_' }),
    shaclForm('Naar script', {
      submitTo: 'script',
      // Runs in the sandbox: it sees the form as row and the app's variables.
      submitScript: "publish('begroet', 'Hallo ' + row.naam + ', na ' + getVariable('p_naam'));",
      ruleTagAfterSubmit: 'na-script',
      successMessage: '{{naam}} is begroet.',
    }),
    shaclForm('Kapot script', { submitTo: 'script', submitScript: "throw new Error('stuk');" }),
  ),
  {
    widget: 'Table',
    titleMenubar: 'Gekregen',
    query: 'SELECT ?naam ?resource ?begroet WHERE { BIND("{{p_naam::geen}}" AS ?naam) BIND("{{p_resource::geen}}" AS ?resource) BIND("{{begroet::geen}}" AS ?begroet) }',
  },
);

let scene: Scene & { editor: PlatformApi };
/** Why the Virtuoso scene cannot run here; undefined when Virtuoso answers (or on CI, where it must). */
let noVirtuoso: string | undefined;

/** A SPARQL request to a repository of the server, as the superadmin. */
const sparql = (repo: string, form: Record<string, string>): Promise<Response> => sparqlRequest(scene.server, scene.admin, repo, form);

type Rows = Record<string, string>[];
const bindings = async (response: Response): Promise<Rows> => {
  const json = (await response.json()) as { results: { bindings: Record<string, { value: string }>[] } };
  return json.results.bindings.map((binding) => Object.fromEntries(Object.entries(binding).map(([key, term]) => [key, term.value])));
};

/** What the embedded repository holds now, past every cache. */
const select = async (query: string): Promise<Rows> => bindings(await sparql(REPO, { query: `${PREFIXES}${query} # nocache` }));

/** What Virtuoso itself holds, asked at its own endpoint rather than through the server. */
async function inVirtuoso(query: string): Promise<Rows> {
  const response = await fetch(`${VIRTUOSO}?${new URLSearchParams({ query: `${PREFIXES}${query}` })}`, { headers: { Accept: 'application/sparql-results+json' } });
  if (!response.ok) throw new Error(`Virtuoso answered ${response.status}: ${await response.text()}`);
  return bindings(response);
}

const names = (rows: Rows) => rows.map((r) => r.naam).sort();

async function virtuosoAnswers(): Promise<boolean> {
  try {
    return (await fetch(`${VIRTUOSO}?query=${encodeURIComponent('ASK {}')}`)).ok;
  } catch {
    return false;
  }
}

beforeAll(async () => {
  if (!(await virtuosoAnswers()) && !process.env.CI) noVirtuoso = `Virtuoso does not answer at ${VIRTUOSO} (set TEST_VIRTUOSO_URL or run scripts/ci-virtuoso.sh)`;
  scene = await startScene({ project: { title: 'Terugschrijven', path: PROJECT } }, async (started) => ({
    editor: await started.admin.createAndLogin({ name: 'Wim Writer', email: 'wim@grafiek.test', password: PASSWORD, role: 'editor', project: started.project.id }),
  }));
  const { admin } = scene;
  await admin.request('PUT', `/api/repositories/${REPO}`, { name: REPO, kind: 'embedded', public: false, projects: [PROJECT] });
  await sparql(REPO, { update: BUILDINGS(GRAPH) });
  await sparql(REPO, { update: SHAPES });
  await admin.request('PUT', `/api/repositories/${REPO}/rules/meld-pand`, { template: meldPand(GRAPH) });
  await admin.request('PUT', `/api/repositories/${REPO}/rules/begroet-persoon`, { template: `${PREFIXES}INSERT DATA { <{{resource}}> ex:begroet "{{naam}}" }`, tags: ['na-script'] });
  const common = { public: false, layout: { showFooter: false } };
  await admin.createApp(PROJECT, { path: 'blijvend', title: 'Blijvend', repoURL: REPO, mainArea: LASTING_APP, ...common });
  await admin.createApp(PROJECT, { path: 'vormen', title: 'Vormen', repoURL: REPO, mainArea: MODES_APP, ...common });
  if (!noVirtuoso) {
    await admin.request('PUT', `/api/repositories/${VIRT_REPO}`, { name: VIRT_REPO, kind: 'remote', public: false, projects: [PROJECT], queryUrl: VIRTUOSO });
    await sparql(VIRT_REPO, { update: BUILDINGS(VIRT_GRAPH) });
    await admin.request('PUT', `/api/repositories/${VIRT_REPO}/rules/meld-pand`, { template: meldPand(VIRT_GRAPH) });
    await admin.createApp(PROJECT, { path: 'virtuoso', title: 'Virtuoso', repoURL: VIRT_REPO, mainArea: buildingsApp(VIRT_GRAPH), ...common });
  }
}, 240_000);

afterAll(async () => {
  if (scene && !noVirtuoso) await sparql(VIRT_REPO, { update: `DROP SILENT GRAPH <${VIRT_GRAPH}>` }).catch(() => undefined);
  await scene?.close();
});

async function open(app: string): Promise<Page> {
  const page = await pageAs(scene, scene.editor);
  await page.goto(`/projects/${PROJECT}/${app}`);
  return page;
}

/** A cell of the editable table, by the row's resource and the column. */
const cell = (frame: Locator, subject: string, columnId = 'naam') => frame.locator(`[role="row"][row-id="${subject}"] [role="gridcell"][col-id="${columnId}"]`);
/** The names in the order the grid shows its rows. */
const cellTexts = (frame: Locator) => gridColumn(frame, 'naam');

/** Renames a building in the editable table: double-click, type, Enter; waits until the editor closed. */
async function rename(frame: Locator, subject: string, name: string): Promise<void> {
  await cell(frame, subject).dblclick();
  const field = frame.getByRole('textbox', { name: 'New value of Naam' });
  await field.fill(name);
  await field.press('Enter');
  await expect.poll(() => cell(frame, subject).locator('input, textarea').count(), POLL).toBe(0);
}

/** Reports a building through the BBForm and waits for its success message. */
async function report(page: Page, name: string): Promise<void> {
  const form = widget(page, 'BBForm', 'Melden');
  await waitForState(form, 'ready');
  await form.getByLabel('Naam').fill(name);
  await form.getByRole('button', { name: 'Melden' }).click();
  await form.locator('[data-form-outcome="success"]').getByText(`Pand ${name} is gemeld.`).waitFor();
}

describe('write-back apps', () => {
  it('edit a cell and submit a form in an app over a Virtuoso repository: the changes are in Virtuoso', async (context) => {
    if (noVirtuoso) {
      console.warn(`writeBack.test.ts: the Virtuoso scene is skipped: ${noVirtuoso}`);
      context.skip(noVirtuoso);
    }
    const page = await open('virtuoso');
    const table = widget(page, TABLE, 'Panden');
    await waitForState(table, 'ready');
    expect(await cellTexts(table)).toEqual(['Domtoren', 'Stadhuis']);

    await rename(table, `${EX}dom`, 'Domtoren "Utrecht"');
    expect(((await cell(table, `${EX}dom`).textContent()) ?? '').trim()).toBe('Domtoren "Utrecht"');
    expect(names(await inVirtuoso(`SELECT ?naam WHERE { GRAPH <${VIRT_GRAPH}> { ex:dom ex:naam ?naam } }`))).toEqual(['Domtoren "Utrecht"']);

    await report(page, 'Nieuwe toren');
    const stored = await inVirtuoso(`SELECT ?p ?naam WHERE { GRAPH <${VIRT_GRAPH}> { ?p a ex:Pand ; ex:naam ?naam } }`);
    expect(names(stored)).toEqual(['Domtoren "Utrecht"', 'Nieuwe toren', 'Stadhuis']);
    expect(stored.find((r) => r.naam === 'Nieuwe toren')?.p).toMatch(new RegExp(`^${EX}pand/[0-9a-f-]{36}$`));
    // The table asks again after the rule ran and shows the reported building.
    await expect.poll(() => cellTexts(table), POLL).toEqual(['Domtoren "Utrecht"', 'Nieuwe toren', 'Stadhuis']);
    await screenshot(page, 'write-back-virtuoso');
    await page.close();
  }, 180_000);

  it('an edit, a form and an upload made through the widgets are still there after the server restarted', async () => {
    const page = await open('blijvend');
    const table = widget(page, TABLE, 'Panden');
    await waitForState(table, 'ready');
    await rename(table, `${EX}stadhuis`, 'Stadhuis (oud)');
    await report(page, 'Watertoren');
    const upload = widget(page, 'BBUpload', 'Turtle');
    await waitForState(upload, 'ready');
    await upload.locator('input[type="file"]').setInputFiles({
      name: 'molens.ttl',
      mimeType: 'text/turtle',
      buffer: Buffer.from(`@prefix ex: <${EX}> .\nex:molen1 ex:naam "De Adriaan" .\nex:molen2 ex:naam "De Valk" .\n`),
    });
    await upload.locator('[data-upload-phase="done"]').getByText('molens.ttl is in the store').waitFor();
    await expect.poll(() => widget(page, 'Table', 'Geladen').getByRole('cell').allTextContents(), POLL).toEqual(['De Adriaan', 'De Valk']);

    await scene.server.restart();

    // The same page, loaded again from the restarted server: every change is shown, and stored.
    await page.reload();
    await waitForState(table, 'ready');
    expect(await cellTexts(table)).toEqual(['Domtoren', 'Stadhuis (oud)', 'Watertoren']);
    await widget(page, 'Table', 'Geladen').getByRole('cell', { name: 'De Valk' }).waitFor();
    expect(names(await select(`SELECT ?naam WHERE { GRAPH <${GRAPH}> { ?p a ex:Pand ; ex:naam ?naam } }`))).toEqual(['Domtoren', 'Stadhuis (oud)', 'Watertoren']);
    expect(names(await select(`SELECT ?naam WHERE { GRAPH <${UPLOAD_GRAPH}> { ?s ex:naam ?naam } }`))).toEqual(['De Adriaan', 'De Valk']);
    await screenshot(page, 'write-back-after-restart');
    await page.close();
  }, 240_000);

  it('a BBDForm submits to app variables or to author JavaScript in the sandbox, then runs its tag; a failing script is told', async () => {
    const page = await open('vormen');
    const shown = () => widget(page, 'Table', 'Gekregen').getByRole('cell').allTextContents();

    const toVariables = widget(page, 'BBDForm', 'Naar variabelen');
    await waitForState(toVariables, 'ready');
    await toVariables.getByLabel('Naam').fill('Anna');
    await toVariables.getByRole('button', { name: 'Submit' }).click();
    await toVariables.locator('[data-form-outcome="success"]').getByText('The form was submitted.').waitFor();
    await expect.poll(async () => (await shown()).slice(0, 1), POLL).toEqual(['Anna']);
    expect((await shown())[1]).toMatch(new RegExp(`^${EX}persoon/[0-9a-f-]{36}$`));
    // Nothing was stored: no rule ran.
    expect(await select('SELECT ?p WHERE { ?p ex:naam ?naam }')).toEqual([]);

    const toScript = widget(page, 'BBDForm', 'Naar script');
    await waitForState(toScript, 'ready');
    await toScript.getByLabel('Naam').fill('Bram');
    await toScript.getByRole('button', { name: 'Submit' }).click();
    await toScript.locator('[data-form-outcome="success"]').getByText('Bram is begroet.').waitFor();
    await expect.poll(async () => (await shown())[2], POLL).toBe('Hallo Bram, na Anna');
    // The tag after submit ran with the form's parameters.
    expect(await select('SELECT ?p ?naam WHERE { ?p ex:begroet ?naam }')).toEqual([{ p: expect.stringMatching(new RegExp(`^${EX}persoon/`)) as unknown as string, naam: 'Bram' }]);

    const broken = widget(page, 'BBDForm', 'Kapot script');
    await waitForState(broken, 'ready');
    await broken.getByLabel('Naam').fill('Cor');
    await broken.getByRole('button', { name: 'Submit' }).click();
    const failure = broken.locator('[data-form-outcome="failure"]');
    await failure.getByText('The form was not submitted').waitFor();
    await failure.getByText('The submit JavaScript did not run to its end; the browser console says why.').waitFor();
    await screenshot(page, 'write-back-bbdform-modes');
    await page.close();
  }, 180_000);
});
