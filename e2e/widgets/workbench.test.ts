import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../harness/browser.js';
import { gridColumn } from '../harness/grid.js';
import { row, startScene, type Scene } from '../harness/scene.js';
import { waitForState, widget } from './inputWidgetScene.js';

// The SPARQL workbench: Yasgui, the BBYasr chart, the sparql runner and the RDF viewer. One server,
// one browser, one project; each widget beside what shows its effect.
const PROJECT = 'workbench';
const EX = 'http://example.org/grafiek-workbench/';
const RDFS = 'http://www.w3.org/2000/01/rdf-schema#';
const PREFIXES = `PREFIX ex: <${EX}>\nPREFIX rdfs: <${RDFS}>\n`;

const DATA = `${PREFIXES}INSERT DATA {
  ex:pand1 a ex:Pand ; rdfs:label "Pand Dorpsstraat 1"@nl ; ex:bouwjaar 1923 ; ex:eigenaar ex:persoon1 ;
    ex:adres [ ex:straat "Dorpsstraat" ; ex:nummer 1 ] .
  ex:pand2 a ex:Pand ; rdfs:label "Pand Kerkweg 4"@nl ; ex:bouwjaar 1987 ; ex:eigenaar ex:persoon2 .
  ex:pand3 a ex:Pand ; rdfs:label "Schuur Veldweg"@nl ; ex:bouwjaar 1850 .
  ex:persoon1 a ex:Persoon ; rdfs:label "Jan Jansen" ; ex:woontIn ex:stad1 .
  ex:persoon2 a ex:Persoon ; rdfs:label "Piet Pietersen" .
  ex:stad1 rdfs:label "Doesburg" .
  ex:handel a ex:Sector ; rdfs:label "Handel" ; ex:aantal 30 .
  ex:horeca a ex:Sector ; rdfs:label "Horeca" ; ex:aantal 7 .
  ex:landbouw a ex:Sector ; rdfs:label "Landbouw" ; ex:aantal 12 .
}`;

/** A Table that shows what a query over a published variable returns. */
function echo(titleMenubar: string, variable: string): Record<string, unknown> {
  return { widget: 'Table', titleMenubar, query: `${PREFIXES}SELECT ?naam WHERE { <{{${variable}}}> rdfs:label ?naam }` };
}

interface WorkbenchScene extends Scene {
  open: (path: string, mainArea: Record<string, unknown>, extra?: Record<string, unknown>) => Promise<OpenedApp>;
}

interface OpenedApp {
  page: Page;
  /** Every request the page made, as method and URL, with the body of POSTs. */
  requests: { method: string; url: string; body: string }[];
}

let scene: WorkbenchScene;
beforeAll(async () => {
  scene = await startScene({ project: { title: 'Workbench', path: PROJECT } }, async (started) => ({
    open: async (path: string, mainArea: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
      await started.publicApp(path, mainArea, extra);
      const page = await started.browser.newPage(started.server.url);
      const requests: OpenedApp['requests'] = [];
      page.on('request', (request) => requests.push({ method: request.method(), url: request.url(), body: request.postData() ?? '' }));
      await page.goto(`/projects/${PROJECT}/${path}`);
      return { page, requests };
    },
  }));
  await scene.update(DATA);
});
afterAll(async () => {
  await scene?.close();
});

/** The engine's own message for a query (with the protocol fields the widget sends), asked of the endpoint directly. */
async function engineMessageFor(query: string, fields: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`${scene.server.url}/api/sparql/demo`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/sparql-results+json' },
    body: new URLSearchParams({ query, ...fields }),
  });
  expect(response.status).toBe(400);
  return ((await response.json()) as { message: string }).message;
}

/** Replaces the text of a CodeMirror (YASQE) editor as a user would: select all, then type. */
async function typeQuery(page: Page, editor: Locator, query: string): Promise<void> {
  await editor.locator('.CodeMirror-code').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  // All at once, as a paste: typed key by key, the editor's completion lists would take the Enters.
  await page.keyboard.insertText(query);
}

/** Only this server was asked anything, and every query went to the app's endpoint. */
function expectOnlyPlatformRequests(requests: OpenedApp['requests']): void {
  const origin = new URL(scene.server.url).origin;
  expect(requests.filter((request) => new URL(request.url).origin !== origin).map((request) => request.url)).toEqual([]);
  const queries = requests.filter((request) => /(^|&)(query|update)=/.test(request.body));
  expect(queries.length).toBeGreaterThan(0);
  for (const query of queries) expect(new URL(query.url).pathname).toBe('/api/sparql/demo');
}

describe('Yasgui', () => {
  it('runs the configured query with the app variables, runs a typed query, publishes a clicked IRI and shows the engine\'s message', async () => {
    const yasgui = {
      widget: 'BBYasgui',
      titleMenubar: 'Werkbank',
      query: `SELECT ?pand ?label WHERE { ?pand a ex:Pand ; rdfs:label ?label ; ex:bouwjaar ?jaar . FILTER(?jaar > {{vanaf}}) } ORDER BY ?label`,
      prefixes: `PREFIX ex: <${EX}>\nrdfs: ${RDFS}`,
      publishVariable: 'gekozen',
    };
    const { page, requests } = await scene.open('yasgui1', row(yasgui, echo('Gekozen', 'gekozen')), { parameterValues: JSON.stringify({ vanaf: 1900 }) });
    const frame = widget(page, 'Yasgui', 'Werkbank');
    const results = frame.locator('.yasr_results');

    // The first tab: the configured query with the variable's value and the PREFIX lines it
    // needs, run at start.
    await results.getByText('Pand Kerkweg 4').waitFor();
    await waitForState(frame, 'ready');
    const editor = frame.locator('.tabPanel.active .yasqe');
    const firstText = await editor.locator('.CodeMirror-code').innerText();
    expect(firstText).toContain('FILTER(?jaar > 1900)');
    expect(firstText).toContain(`PREFIX ex: <${EX}>`);
    expect(firstText).not.toContain('{{vanaf}}');
    await expect.poll(() => results.locator('tbody tr').count()).toBe(2);
    expect(await results.getByText('Schuur Veldweg').count()).toBe(0);
    // Queries go to the app's repository: there is no endpoint field, the bar names the repository.
    expect(await frame.locator('.autocompleteWrapper input').isVisible()).toBe(false);
    await frame.getByText('Repository: demo').waitFor();

    // A new tab, a typed query, run with the editor's button.
    await frame.getByRole('button', { name: 'Add a new tab' }).click();
    await expect.poll(() => frame.getByRole('tab').count()).toBe(2);
    const newEditor = frame.locator('.tabPanel.active .yasqe');
    await typeQuery(page, newEditor, `SELECT ?persoon ?naam WHERE {\n  ?persoon a <${EX}Persoon> ; <${RDFS}label> ?naam .\n} ORDER BY ?naam`);
    await newEditor.locator('.yasqe_queryButton').click();
    const newResults = frame.locator('.tabPanel.active .yasr_results');
    await newResults.getByText('Piet Pietersen').waitFor();
    await waitForState(frame, 'ready');

    // A click on an IRI in the results publishes it (and opens nothing).
    await newResults.locator(`a.iri[href="${EX}persoon1"]`).click();
    await widget(page, 'Table', 'Gekozen').getByRole('cell', { name: 'Jan Jansen' }).waitFor();
    expect(page.context().pages()).toHaveLength(1);
    await screenshot(page, 'workbench-yasgui');

    // A syntax error: the engine's own message, in the results and on the frame.
    const broken = 'SELECT ?s WHERE { ?s ?p }';
    const message = await engineMessageFor(broken);
    await typeQuery(page, newEditor, broken);
    await newEditor.locator('.yasqe_queryButton').click();
    await waitForState(frame, 'error');
    await expect.poll(() => newResults.locator('.errorMessage').innerText()).toBe(message);
    expect(await frame.getAttribute('data-error')).toBe(message);
    await screenshot(page, 'workbench-yasgui-error');

    expectOnlyPlatformRequests(requests);
    // The first tab's query went with the variable filled in, as the platform sends queries.
    const first = requests.find((request) => request.body.includes('ex%3APand'))!;
    const sent = new URLSearchParams(first.body);
    expect(sent.get('query')).toContain('FILTER(?jaar > 1900)');
    expect(sent.get('infer')).toBe('false');

    // Tabs are kept in this browser, per app and widget (their results are not): after a reload
    // both are back, the typed one shown; the first runs its configured query when chosen.
    await page.reload();
    await expect.poll(() => frame.getByRole('tab').count()).toBe(2);
    await expect.poll(() => frame.locator('.tabPanel.active .CodeMirror-code').innerText()).toContain('SELECT ?s WHERE { ?s ?p }');
    await frame.getByRole('tab', { name: 'Werkbank' }).click();
    await frame.locator('.tabPanel.active .yasr_results').getByText('Pand Kerkweg 4').waitFor();
    const stored = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('grafiek-yasgui:')));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toContain(`grafiek-yasgui:${PROJECT}/yasgui1:mainArea.areas[0]`);
    expect(await page.evaluate((key) => localStorage.getItem(key), stored[0]!)).not.toContain('Jan Jansen');
  });
});

/** What ECharts tells assistive technology about the chart: its type and its data. */
async function chartDescription(frame: Locator): Promise<string> {
  const described = frame.locator('[aria-label^="This is a chart"]');
  await described.waitFor();
  return (await described.getAttribute('aria-label'))!;
}

/** The boxes of the texts drawn in a chart's SVG that say one of the names. */
async function textBoxes(frame: Locator, names: string[]): Promise<{ x: number; y: number; width: number; height: number }[]> {
  const boxes = [];
  for (const name of names) boxes.push((await frame.locator('svg text', { hasText: new RegExp(`^${name}$`) }).first().boundingBox())!);
  return boxes;
}

describe('BBYasr chart', () => {
  it('draws each of YASR\'s chart types from the rows, with ECharts', async () => {
    const query = `${PREFIXES}SELECT ?sector ?aantal ?uri WHERE { ?uri a ex:Sector ; rdfs:label ?sector ; ex:aantal ?aantal } ORDER BY ?sector`;
    const chart = (chartType: string, extra: Record<string, unknown> = {}) => ({ widget: 'BBYasr chart', titleMenubar: chartType, chartType, query, ...extra });
    const { page, requests } = await scene.open('charts1', {
      widget: 'SplitLayout',
      direction: 'column',
      areaSizes: ['1', '1'],
      areas: [row(chart('PieChart', { is3D: true }), chart('ColumnChart', { height: '200px' }), chart('BarChart')), row(chart('LineChart'), chart('Donut', { widget: 'BBYasr' }), chart('Gauge'))],
    });
    const sectors = { Handel: 30, Horeca: 7, Landbouw: 12 };
    const types = ['PieChart', 'ColumnChart', 'BarChart', 'LineChart', 'Donut', 'Gauge'] as const;
    const frames = Object.fromEntries(types.map((type) => [type, widget(page, 'BBYasr chart', type)])) as Record<(typeof types)[number], Locator>;
    for (const frame of Object.values(frames)) await waitForState(frame, 'ready');

    const seriesType = { PieChart: 'pie chart', Donut: 'pie chart', ColumnChart: 'bar chart', BarChart: 'bar chart', LineChart: 'line chart', Gauge: 'gauge' };
    for (const type of types) {
      const description = await chartDescription(frames[type]);
      expect(description.toLowerCase(), type).toContain(seriesType[type]);
      if (type !== 'Gauge') for (const [name, value] of Object.entries(sectors)) expect(description, type).toContain(`${name} is ${value}`);
    }

    // Columns stand on the category axis at the bottom, bars lie along it at the left.
    // (Labels left of bars end at the axis, so their right edges line up.)
    const columnLabels = await textBoxes(frames.ColumnChart, Object.keys(sectors));
    expect(new Set(columnLabels.map((box) => Math.round(box.y))).size).toBe(1);
    expect(columnLabels[0]!.x).toBeLessThan(columnLabels[2]!.x);
    const barLabels = await textBoxes(frames.BarChart, Object.keys(sectors));
    expect(new Set(barLabels.map((box) => Math.round((box.x + box.width) / 2))).size).toBe(1);
    expect(barLabels[0]!.y).toBeLessThan(barLabels[2]!.y);

    // The donut has the total in its hole; the pie does not. The 3D pie casts shadows; the flat donut none.
    expect(await frames.Donut.locator('svg text', { hasText: /^Total$/ }).count()).toBe(1);
    expect(await frames.Donut.locator('svg text', { hasText: /^49$/ }).count()).toBe(1);
    expect(await frames.PieChart.locator('svg text', { hasText: /^Total$/ }).count()).toBe(0);
    expect(await frames.PieChart.locator('svg path[filter]').count()).toBe(3);
    expect(await frames.Donut.locator('svg path[filter]').count()).toBe(0);

    // One gauge per sector, each with its value and name.
    const gaugeTexts = (await frames.Gauge.locator('svg text').allTextContents()).map((text) => text.trim());
    expect(gaugeTexts).toEqual(expect.arrayContaining(['Handel', 'Horeca', 'Landbouw', '30', '7', '12']));

    // The height option.
    const column = (await frames.ColumnChart.locator('svg').first().boundingBox())!;
    expect(Math.round(column.height)).toBe(200);
    await screenshot(page, 'workbench-charts');
    expectOnlyPlatformRequests(requests);
  });
});


describe('sparql runner and BBRDFViewer', () => {
  it('runs with RUN into the Table++ grid, fails in its words, and the viewer shows, follows and writes a resource', async () => {
    const runner = {
      widget: 'SparqlRunner',
      titleMenubar: 'Runner',
      query: `${PREFIXES}SELECT ?label ?label_URI ?jaar WHERE { ?label_URI a ex:Pand ; rdfs:label ?label ; ex:bouwjaar ?jaar } ORDER BY ?jaar`,
      publishVariable: 'pand',
    };
    const viewer = { widget: 'BBRDFViewer', titleMenubar: 'Viewer', subjectVariable: 'pand', subject: `${EX}pand1`, prefixes: { ex: EX }, publishVariable: 'bekeken' };
    const { page, requests } = await scene.open('runner1', row(runner, { widget: 'SplitLayout', direction: 'column', areaSizes: ['3', '1'], areas: [viewer, echo('Bekeken', 'bekeken')] }));
    const runnerFrame = widget(page, 'sparql runner', 'Runner');
    const viewerFrame = widget(page, 'BBRDFViewer', 'Viewer');

    await runnerFrame.getByText('Press RUN').waitFor();
    // Nothing is asked before RUN: not by the widget, and not by the viewer fetching ahead.
    await viewerFrame.getByText('Pand Dorpsstraat 1').first().waitFor();
    expect(requests.filter((request) => new URLSearchParams(request.body).get('query')?.includes('?label_URI'))).toEqual([]);
    await runnerFrame.getByRole('button', { name: 'RUN' }).click();
    await waitForState(runnerFrame, 'ready');
    await expect.poll(() => gridColumn(runnerFrame, 'label')).toEqual(['Schuur Veldweg', 'Pand Dorpsstraat 1', 'Pand Kerkweg 4']);
    await runnerFrame.getByText('Rows 1–3').waitFor();
    const run = requests.find((request) => new URLSearchParams(request.body).has('limit'))!;
    const fields = new URLSearchParams(run.body);
    expect(fields.get('query')).toContain('?label_URI');
    expect([fields.get('infer'), fields.get('limit'), fields.get('offset')]).toEqual(['true', '1000', '0']);

    // The viewer starts at its configured resource: its triples, its blank node's too.
    await waitForState(viewerFrame, 'ready');
    const triples = viewerFrame.getByRole('table');
    await triples.getByText('Pand Dorpsstraat 1').waitFor();
    await triples.getByRole('cell', { name: 'rdfs:label' }).first().waitFor();
    await triples.getByText('Dorpsstraat', { exact: true }).waitFor();
    expect(await triples.locator('tbody tr').count()).toBe(7);

    // A click on a result in the runner shows that resource in the viewer.
    await runnerFrame.getByRole('button', { name: 'Pand Kerkweg 4' }).click();
    await triples.getByText('1987').waitFor();
    expect(await viewerFrame.getByLabel('Resource shown').innerText()).toBe('ex:pand2');

    // Following a link, and back.
    await triples.getByRole('button', { name: 'ex:persoon2' }).click();
    await triples.getByText('Piet Pietersen').waitFor();
    await widget(page, 'Table', 'Bekeken').getByRole('cell', { name: 'Piet Pietersen' }).waitFor();
    await viewerFrame.getByRole('button', { name: 'Back' }).click();
    await triples.getByText('1987').waitFor();
    await screenshot(page, 'workbench-runner-viewer');

    // Turtle and JSON-LD of the resource shown.
    await viewerFrame.getByText('Turtle', { exact: true }).click();
    const turtle = viewerFrame.locator('pre[aria-label="Turtle"]');
    await turtle.waitFor();
    const turtleText = await turtle.innerText();
    expect(turtleText).toContain(`@prefix ex: <${EX}>.`);
    expect(turtleText).toMatch(/^ex:pand2 /m);
    expect(turtleText).toContain('a ex:Pand');
    expect(turtleText).toContain('"Pand Kerkweg 4"@nl');
    await viewerFrame.getByText('JSON-LD', { exact: true }).click();
    const document = JSON.parse(await viewerFrame.locator('pre[aria-label="JSON-LD"]').innerText()) as Record<string, unknown>;
    expect(document).toMatchObject({ '@id': 'ex:pand2', 'ex:eigenaar': { '@id': 'ex:persoon2' } });

    // A query the engine refuses: the runner's words, with the engine's message under them (for
    // the query as the runner sends it: with its rows per run).
    const broken = 'SELECT ?s WHERE { ?s ?p }';
    const message = await engineMessageFor(broken, { infer: 'true', limit: '1000', offset: '0' });
    await typeQuery(page, runnerFrame.locator('.yasqe'), broken);
    await runnerFrame.getByRole('button', { name: 'RUN' }).click();
    await waitForState(runnerFrame, 'error');
    await runnerFrame.getByText('Er ging iets mis met laden van de data.').waitFor();
    await runnerFrame.getByText(message, { exact: true }).waitFor();

    // A typed query runs with RUN.
    await typeQuery(page, runnerFrame.locator('.yasqe'), `SELECT ?naam WHERE { ?p a <${EX}Persoon> ; <${RDFS}label> ?naam } ORDER BY ?naam`);
    await runnerFrame.getByRole('button', { name: 'RUN' }).click();
    await waitForState(runnerFrame, 'ready');
    await expect.poll(() => gridColumn(runnerFrame, 'naam')).toEqual(['Jan Jansen', 'Piet Pietersen']);
    expectOnlyPlatformRequests(requests);
  });
});
