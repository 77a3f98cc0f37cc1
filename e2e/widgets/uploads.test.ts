import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../harness/axe.js';
import { screenshot } from '../harness/browser.js';
import type { PlatformApi } from '../harness/platformApi.js';
import { pageAs, row, sizedColumn, startScene, type Scene } from '../harness/scene.js';
import { waitForState, widget } from './inputWidgetScene.js';

// BBUpload, JobStatus and the Excel widget: one server, one browser, and three apps of one
// project. Files go into the project's own embedded repository (its editor may change it), and
// background jobs into a remote repository whose SPARQL endpoint is a stand-in of this test that
// holds every update until the test lets them through: the jobs stay running (and queued behind
// them) exactly as long as the test wants to look at them.

const PROJECT = 'uploads';
const REPO = 'uploads';
const HELD_REPO = 'held';
const PASSWORD = 'e2e-Password-123';
const EX = 'http://example.org/grafiek-uploads/';
const PREFIXES = `PREFIX ex: <${EX}>\n`;
const TURTLE_GRAPH = `${EX}graph/turtle`;
const SHEET_GRAPH = `${EX}graph/sheet`;
const COLUMNS = `${EX}col/`;
const APPS = { files: 'bestanden', jobs: 'taken', sheet: 'werkboek', nowhere: 'nergens' };
/** The machine is shared: poll as long as a locator waits. */
const POLL = { timeout: 20_000 };

/** A SPARQL endpoint that answers queries with nothing and holds every update until released. */
interface HeldEndpoint {
  url: string;
  /** The updates it has been sent, held or not. */
  updates: string[];
  release: () => void;
  close: () => Promise<void>;
}

async function heldEndpoint(): Promise<HeldEndpoint> {
  const updates: string[] = [];
  const waiting: (() => void)[] = [];
  let open = false;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const update = new URLSearchParams(body).get('update');
      if (update === null) {
        response.writeHead(200, { 'content-type': 'application/sparql-results+json' });
        response.end(JSON.stringify({ head: { vars: [] }, results: { bindings: [] } }));
        return;
      }
      updates.push(update);
      const answer = () => response.writeHead(204).end();
      if (open) answer();
      else waiting.push(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sparql`,
    updates,
    release: () => {
      open = true;
      for (const answer of waiting.splice(0)) answer();
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const FILES_APP = row(
  sizedColumn(
    ['1', '1', '1'],
    {
      widget: 'BBUpload',
      titleMenubar: 'Turtle',
      command: 'uploadRDF',
      fileExtensions: 'ttl',
      extraJSON: { graph: TURTLE_GRAPH },
      resultUri: 'graaf',
      uploadText: 'Drop a Turtle file here',
      processingText: 'Loading into the store…',
      successMessage: '{{fileName}} is in the store',
    },
    {
      widget: 'BBUpload',
      titleMenubar: 'Metingen',
      command: 'uploadAnyFile:recordFile',
      fileExtensions: ['csv'],
      extraJSON: { label: 'meting {{ronde::1}}' },
      autoUpload: false,
      resultUri: 'bestand',
      // Runs in the sandbox; what it publishes shows in the Variables table.
      successEval: "publish('gezien', row.fileName + ' after ' + (getVariable('graaf') ?? 'nothing'));",
    },
    { widget: 'BBUpload', titleMenubar: 'Elders', serverUrl: 'nergens' },
  ),
  sizedColumn(
    ['1', '1'],
    { widget: 'Table', titleMenubar: 'In the store', query: `${PREFIXES}SELECT ?naam WHERE { GRAPH <${TURTLE_GRAPH}> { ?pand ex:naam ?naam } } ORDER BY ?naam LIMIT 3` },
    {
      widget: 'Table',
      titleMenubar: 'Variables',
      query: 'SELECT ?graaf ?bestand ?gezien WHERE { BIND("{{graaf::none}}" AS ?graaf) BIND("{{bestand::none}}" AS ?bestand) BIND("{{gezien::none}}" AS ?gezien) }',
    },
  ),
);

const JOBS_APP = row(
  { widget: 'BBUpload', titleMenubar: 'Background', command: 'uploadRDF', background: true, multiple: true, fileExtensions: 'ttl', initiatorTags: ['e2e-import'] },
  sizedColumn(
    ['1', '1'],
    { widget: 'JobStatus', titleMenubar: 'Jobs', initiatorTagsToInclude: ['e2e-import'], refetchInterval: 1, zeroJobsString: 'Geen taken bezig' },
    { widget: 'JobStatus', titleMenubar: 'Too often', refetchInterval: 0.5 },
  ),
);

const SHEET_APP = sizedColumn(
  ['180px', '1'],
  { widget: 'BBUpload', titleMenubar: 'Workbook upload', command: 'uploadAnyFile', fileExtensions: 'xlsx', resultUri: 'werkboek' },
  { widget: 'Excel widget', titleMenubar: 'Workbook', fileUrl: '{{werkboek}}', graph: SHEET_GRAPH, namespace: COLUMNS, resultVariable: 'blad' },
);

interface UploadScene extends Scene {
  editor: PlatformApi;
  held: HeldEndpoint;
  /** The rows a SELECT on the project's repository returns, as texts by variable. */
  select: (query: string) => Promise<Record<string, string>[]>;
  /** An app of the project in a fresh browser context of the editor (anonymous for null). */
  open: (app: string, who?: PlatformApi | null) => Promise<Page>;
}

let scene: UploadScene;

beforeAll(async () => {
  const held = await heldEndpoint();
  scene = await startScene({ project: { title: 'Uploads', path: PROJECT } }, async (base) => {
    const editor = await base.admin.createAndLogin({ name: 'Ulla Uploader', email: 'ulla@grafiek.test', password: PASSWORD, role: 'editor', project: base.project.id });
    return {
      editor,
      held,
      select: async (query: string) => {
        const response = await fetch(`${base.server.url}/api/sparql/${REPO}`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${base.admin.token}`, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/sparql-results+json' },
          body: new URLSearchParams({ query: `${PREFIXES}${query} #nocache` }),
        });
        if (!response.ok) throw new Error(`The repository answered ${response.status}: ${await response.text()}`);
        const answer = (await response.json()) as { results: { bindings: Record<string, { value: string }>[] } };
        return answer.results.bindings.map((binding) => Object.fromEntries(Object.entries(binding).map(([name, term]) => [name, term.value])));
      },
      open: async (app: string, who: PlatformApi | null = editor) => {
        const page = await pageAs(base, who);
        await page.goto(`/projects/${PROJECT}/${app}`);
        return page;
      },
    };
  });
  // The project's own repositories: its editor may upload to them.
  await scene.admin.request('PUT', `/api/repositories/${REPO}`, { name: REPO, kind: 'embedded', public: true, projects: [PROJECT] });
  await scene.admin.request('PUT', `/api/repositories/${HELD_REPO}`, { name: HELD_REPO, kind: 'remote', public: true, projects: [PROJECT], queryUrl: held.url });
  await scene.admin.request('PUT', `/api/repositories/${REPO}/rules/record-file`, {
    template: `${PREFIXES}INSERT DATA { <{{fileUrl}}> a ex:UploadedFile ; ex:fileName "{{fileName}}" ; ex:label "{{label}}" }`,
    tags: ['recordFile'],
  });
  const common = { public: true, layout: { showFooter: false } };
  await scene.admin.createApp(PROJECT, { path: APPS.files, title: 'Bestanden', repoURL: REPO, mainArea: FILES_APP, ...common });
  await scene.admin.createApp(PROJECT, { path: APPS.jobs, title: 'Taken', repoURL: HELD_REPO, mainArea: JOBS_APP, ...common });
  await scene.admin.createApp(PROJECT, { path: APPS.sheet, title: 'Werkboek', repoURL: REPO, mainArea: SHEET_APP, ...common });
  await scene.admin.createApp(PROJECT, { path: APPS.nowhere, title: 'Nergens', repoURL: '', mainArea: { widget: 'BBUpload', titleMenubar: 'Nowhere' }, ...common });
});

afterAll(async () => {
  // A held job would keep the server from stopping.
  scene?.held.release();
  await scene?.close();
  await scene?.held.close();
});

/** `count` buildings as Turtle, about 80 bytes each. */
function buildings(count: number, from = 0): string {
  const lines = [`@prefix ex: <${EX}> .`];
  for (let i = from; i < from + count; i++) lines.push(`ex:pand${i} a ex:Pand ; ex:naam "Pand ${String(i).padStart(6, '0')}" .`);
  return `${lines.join('\n')}\n`;
}

function file(name: string, content: string | Buffer, mimeType = 'text/plain') {
  return { name, mimeType, buffer: Buffer.isBuffer(content) ? content : Buffer.from(content) };
}

/** The file input of an Upload or Excel widget. */
function fileInput(frame: Locator): Locator {
  return frame.locator('input[type="file"]');
}

/** The line an Upload widget shows for a file, by the phase it is in. */
function entry(frame: Locator, phase: 'chosen' | 'uploading' | 'processing' | 'done' | 'failed' | 'refused'): Locator {
  return frame.locator(`[data-upload-phase="${phase}"]`);
}

async function variables(page: Page): Promise<string[]> {
  return widget(page, 'Table', 'Variables').getByRole('cell').allTextContents();
}

/**
 * Records every value the progress bars of the page take, as they render them, so that a test
 * can tell a bar that moved from one that jumped from nothing to full.
 */
async function recordProgress(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    const note = () => {
      for (const bar of document.querySelectorAll('[role="progressbar"][aria-label^="Uploading "]')) {
        const value = Number(bar.getAttribute('aria-valuenow'));
        if (seen[seen.length - 1] !== value) seen.push(value);
      }
    };
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
}

describe('BBUpload', () => {
  it('loads a large Turtle file with a moving progress bar, says so, publishes the graph and other widgets show the new data', async () => {
    const page = await scene.open(APPS.files);
    const frame = widget(page, 'BBUpload', 'Turtle');
    await waitForState(frame, 'ready');
    await frame.getByText('Drop a Turtle file here').waitFor();
    await waitForState(widget(page, 'Table', 'In the store'), 'empty');
    // A slow line, so that the bar has something to show between empty and full.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 512 * 1024 });
    const progress = await recordProgress(page);

    const turtle = buildings(25_000);
    expect(turtle.length).toBeGreaterThan(1_000_000);
    await fileInput(frame).setInputFiles(file('panden.ttl', turtle, 'text/turtle'));
    await entry(frame, 'done').getByText('panden.ttl is in the store').waitFor();
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    const values = await progress();
    expect(values.some((value) => value > 0 && value < 100), `progress seen: ${values.join(', ')}`).toBe(true);
    expect(values[values.length - 1]).toBe(100);
    expect(await scene.select(`SELECT (COUNT(*) AS ?n) WHERE { GRAPH <${TURTLE_GRAPH}> { ?pand ex:naam ?naam } }`)).toEqual([{ n: '25000' }]);
    // The graph is published, and the table of the same repository asks again.
    await expect.poll(async () => (await variables(page))[0], POLL).toBe(TURTLE_GRAPH);
    await widget(page, 'Table', 'In the store').getByRole('cell', { name: 'Pand 000000' }).waitFor();
    await screenshot(page, 'uploads-turtle');
  });

  it('refuses a file with another extension before sending anything, and says which it takes', async () => {
    const page = await scene.open(APPS.files);
    const frame = widget(page, 'BBUpload', 'Turtle');
    await waitForState(frame, 'ready');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/upload/')) sent.push(request.url());
    });
    await fileInput(frame).setInputFiles(file('foto.png', 'not a picture', 'image/png'));
    await entry(frame, 'refused').getByText('"foto.png" was not uploaded: choose a .ttl file.').waitFor();
    expect(sent).toEqual([]);
  });

  it('keeps a dropped CSV file on request, runs its rule with the extra fields, publishes its address and runs successEval', async () => {
    const page = await scene.open(APPS.files);
    const frame = widget(page, 'BBUpload', 'Metingen');
    await waitForState(frame, 'ready');
    await waitForState(widget(page, 'Table', 'Variables'), 'ready');
    const csv = 'datum,waarde\n2024-01-01,3\n2024-01-02,5\n';
    await frame.locator('[data-drop-zone]').evaluate((zone, text) => {
      const data = new DataTransfer();
      data.items.add(new File([text], 'metingen.csv', { type: 'text/csv' }));
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    }, csv);
    // Not at once: the file waits for the Upload button.
    await entry(frame, 'chosen').getByText('metingen.csv').waitFor();
    await frame.getByRole('button', { name: 'Upload', exact: true }).click();
    await entry(frame, 'done').getByText('"metingen.csv": kept').waitFor();

    const recorded = await scene.select('SELECT ?file ?name ?label WHERE { ?file a ex:UploadedFile ; ex:fileName ?name ; ex:label ?label }');
    expect(recorded).toEqual([{ file: expect.stringMatching(new RegExp(`/api/download/${REPO}/[^/]+/metingen\\.csv$`)), name: 'metingen.csv', label: 'meting 1' }]);
    // The kept file is what was sent, and its address is published.
    const kept = await fetch(recorded[0]!.file!, { headers: { Authorization: `Bearer ${scene.editor.token}` } });
    expect(await kept.text()).toBe(csv);
    await expect.poll(async () => (await variables(page))[1], POLL).toBe(recorded[0]!.file);
    // successEval ran in the sandbox with what the upload made.
    await expect.poll(async () => (await variables(page))[2], POLL).toBe('metingen.csv after nothing');
  });

  it('says "could not upload file" and why when the server refuses: no right, no such repository, no upload url', async () => {
    const anonymous = await scene.open(APPS.files, null);
    const turtle = widget(anonymous, 'BBUpload', 'Turtle');
    await waitForState(turtle, 'ready');
    await fileInput(turtle).setInputFiles(file('klein.ttl', buildings(2, 900_000), 'text/turtle'));
    await entry(turtle, 'failed').getByText(`could not upload file: Log in to upload to repository "${REPO}".`).waitFor();
    expect(await scene.select('SELECT ?naam WHERE { GRAPH ?g { ex:pand900000 ex:naam ?naam } }')).toEqual([]);

    const page = await scene.open(APPS.files);
    const elsewhere = widget(page, 'BBUpload', 'Elders');
    await waitForState(elsewhere, 'ready');
    await fileInput(elsewhere).setInputFiles(file('ergens.csv', 'a,b\n1,2\n', 'text/csv'));
    await entry(elsewhere, 'failed').getByText('could not upload file: There is no repository "nergens".').waitFor();

    const nowhere = await scene.open(APPS.nowhere);
    const frame = widget(nowhere, 'BBUpload', 'Nowhere');
    await waitForState(frame, 'error');
    await frame.getByText('no upload url defined').waitFor();
    expect(await frame.getByRole('button', { name: 'Choose a file' }).isDisabled()).toBe(true);
  });
});

describe('JobStatus', () => {
  it('counts background uploads running and queued, and says there are none once they have ended', async () => {
    const page = await scene.open(APPS.jobs);
    const jobs = widget(page, 'JobStatus', 'Jobs');
    await jobs.getByText('Geen taken bezig').waitFor();
    const tooOften = widget(page, 'JobStatus', 'Too often');
    await waitForState(tooOften, 'error');
    await tooOften.getByText('refetch interval cannot be lower than 1 second').waitFor();

    const upload = widget(page, 'BBUpload', 'Background');
    await fileInput(upload).setInputFiles([file('a.ttl', buildings(2, 0)), file('b.ttl', buildings(2, 10)), file('c.ttl', buildings(2, 20))]);
    // The server runs two jobs at a time (GRAFIEK_JOB_CONCURRENCY): the third waits behind the two
    // whose updates the endpoint holds.
    const counts = jobs.locator('[data-job-status]');
    await expect.poll(() => counts.innerText(), POLL).toMatch(/^2 running\s+1 queued$/);
    expect(await counts.locator('b').allTextContents()).toEqual(['2', '1']);
    await upload.getByText(/Processing… \(running\)/).first().waitFor();
    expect(scene.held.updates).toHaveLength(2);
    await screenshot(page, 'uploads-jobs-running');

    scene.held.release();
    await jobs.getByText('Geen taken bezig').waitFor();
    await expect.poll(() => entry(upload, 'done').count(), POLL).toBe(3);
    expect(await entry(upload, 'done').allTextContents()).toEqual(['"a.ttl": 4 triples loaded', '"b.ttl": 4 triples loaded', '"c.ttl": 4 triples loaded']);
    expect(scene.held.updates).toHaveLength(3);
    expect(scene.held.updates.every((update) => update.startsWith('INSERT DATA'))).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

async function workbook(rows: (string | number)[][], sheetName = 'Panden'): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  for (const values of rows) sheet.addRow(values);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** An AG Grid cell of the Excel widget, by row number in the sheet and header. */
function sheetCell(frame: Locator, rowNumber: number, column: string): Locator {
  return frame.locator(`[role="row"][row-id="${rowNumber}"] [role="gridcell"][col-id="${column}"]`);
}

describe('Excel widget', () => {
  const sheetRows = `SELECT ?naam ?jaar WHERE { GRAPH <${SHEET_GRAPH}> { ?rij <${COLUMNS}Naam> ?naam ; <${COLUMNS}Bouwjaar> ?jaar } } ORDER BY ?naam`;

  it('opens an uploaded workbook, and an edited cell is written back to the store through uploadAnyXLSX', async () => {
    const page = await scene.open(APPS.sheet);
    const frame = widget(page, 'Excel widget', 'Workbook');
    await waitForState(frame, 'empty');
    await frame.getByText('Waiting for werkboek').waitFor();
    const upload = widget(page, 'BBUpload', 'Workbook upload');
    const book = await workbook([
      ['Naam', 'Bouwjaar'],
      ['Stadhuis', 1890],
      ['Kerk', 1450],
    ]);
    await fileInput(upload).setInputFiles(file('panden.xlsx', book, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'));
    await entry(upload, 'done').waitFor();

    // The Excel widget follows the published address and opens the kept file.
    await waitForState(frame, 'ready');
    await frame.getByText('panden.xlsx').waitFor();
    await expect.poll(() => sheetCell(frame, 2, 'B').innerText(), POLL).toBe('1890');
    expect(await frame.locator('.ag-header-cell-text').allTextContents()).toEqual(['#', 'Naam', 'Bouwjaar']);
    expect(await scene.select(sheetRows)).toEqual([]);

    await sheetCell(frame, 2, 'B').dblclick();
    const editor = frame.locator('.ag-cell-editor input');
    await editor.fill('1895');
    await editor.press('Enter');
    await frame.getByText('1 unsaved change').waitFor();
    await frame.getByRole('button', { name: 'Save' }).click();
    await frame.getByText(`Saved: `).waitFor();
    expect(await scene.select(sheetRows)).toEqual([
      { naam: 'Kerk', jaar: '1450' },
      { naam: 'Stadhuis', jaar: '1895' },
    ]);
    // Saved again after another edit, the graph holds the sheet as it is now, under the same row IRIs.
    await sheetCell(frame, 3, 'A').dblclick();
    await editor.fill('Oude Kerk');
    await editor.press('Enter');
    await frame.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => scene.select(sheetRows), POLL).toEqual([
      { naam: 'Oude Kerk', jaar: '1450' },
      { naam: 'Stadhuis', jaar: '1895' },
    ]);
    expect(await scene.select(`SELECT ?rij WHERE { GRAPH <${SHEET_GRAPH}> { ?rij <${COLUMNS}Naam> ?naam } } ORDER BY ?rij`)).toEqual([
      { rij: `${SHEET_GRAPH}/Panden/row/2` },
      { rij: `${SHEET_GRAPH}/Panden/row/3` },
    ]);
    await screenshot(page, 'uploads-excel');
  });

  it('refuses a sheet past its limits with a message', async () => {
    const page = await scene.open(APPS.sheet);
    const frame = widget(page, 'Excel widget', 'Workbook');
    await waitForState(frame, 'empty');
    const rows: (string | number)[][] = [['Nummer']];
    for (let i = 1; i <= 10_001; i++) rows.push([i]);
    await fileInput(frame).setInputFiles(file('groot.xlsx', await workbook(rows, 'Groot'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'));
    await frame.getByText('The sheet "Groot" has 10,002 rows; the Excel widget opens sheets of at most 10,000 rows.').waitFor();
  });
});
