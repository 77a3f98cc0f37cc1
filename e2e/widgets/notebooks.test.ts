import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../harness/browser.js';
import { gridColumn } from '../harness/grid.js';
import { pageAs, row, startScene, type Scene } from '../harness/scene.js';
import { waitForState, widget } from './inputWidgetScene.js';

// The rest of the workbench: the visual query builder (BBSparnatural), notebooks, and Python
// in the browser (BBPython, BBPythonServerPage). One server, one browser, one project; each
// widget beside what shows its effect.
const PROJECT = 'notebooks';
const EX = 'http://example.org/grafiek-notebooks/';
const RDFS = 'http://www.w3.org/2000/01/rdf-schema#';
const PREFIXES = `PREFIX ex: <${EX}>\nPREFIX rdfs: <${RDFS}>\n`;

const DATA = `${PREFIXES}INSERT DATA {
  ex:pand1 a ex:Pand ; rdfs:label "Pand Dorpsstraat 1"@nl ; ex:bouwjaar 1923 ; ex:eigenaar ex:persoon1 .
  ex:pand2 a ex:Pand ; rdfs:label "Pand Kerkweg 4"@nl ; ex:bouwjaar 1987 ; ex:eigenaar ex:persoon2 .
  ex:pand3 a ex:Pand ; rdfs:label "Schuur Veldweg"@nl ; ex:bouwjaar 1850 .
  ex:persoon1 a ex:Persoon ; rdfs:label "Jan Jansen" .
  ex:persoon2 a ex:Persoon ; rdfs:label "Piet Pietersen" .
  ex:handel a ex:Sector ; rdfs:label "Handel" ; ex:aantal 30 .
  ex:horeca a ex:Sector ; rdfs:label "Horeca" ; ex:aantal 7 .
}`;

/** A Table that shows what a query over a published variable returns. */
function echo(titleMenubar: string, variable: string): Record<string, unknown> {
  return { widget: 'Table', titleMenubar, query: `${PREFIXES}SELECT ?naam WHERE { <{{${variable}}}> rdfs:label ?naam }` };
}

interface OpenedApp {
  page: Page;
  /** Every URL the page asked for, with the body of POSTs. */
  requests: { url: string; body: string }[];
}

interface NotebookScene extends Scene {
  open: (path: string, mainArea: Record<string, unknown>, extra?: Record<string, unknown>) => Promise<OpenedApp>;
}

let scene: NotebookScene;
/** Every request of every page in this file: none may leave the server's origin. */
const everyRequest: string[] = [];

function watch(page: Page): OpenedApp['requests'] {
  const requests: OpenedApp['requests'] = [];
  page.on('request', (request) => {
    everyRequest.push(request.url());
    requests.push({ url: request.url(), body: request.postData() ?? '' });
  });
  return requests;
}

beforeAll(async () => {
  scene = await startScene({ project: { title: 'Notebooks', path: PROJECT } }, async (started) => ({
    open: async (path: string, mainArea: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
      await started.publicApp(path, mainArea, extra);
      const page = await started.browser.newPage(started.server.url);
      const requests = watch(page);
      await page.goto(`/projects/${PROJECT}/${path}`);
      return { page, requests };
    },
  }));
  await scene.update(DATA);
});
afterAll(async () => {
  await scene?.close();
});

/** Picks an option of a Mantine select by typing part of it (searchable ones) and clicking it. */
async function choose(page: Page, field: Locator, option: string, typed?: string): Promise<void> {
  await field.click();
  if (typed) await field.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}


describe('BBSparnatural', () => {
  it('builds a query from picks (class, property, class; a value range), runs it, shows the rows and publishes a click and the query', async () => {
    const builder = { widget: 'BBSparnatural', titleMenubar: 'Zoeken', publishVariable: 'gekozen', queryVariable: 'zoekvraag' };
    const shownQuery = { widget: 'Table', titleMenubar: 'Zoekvraag', query: 'SELECT ?vraag WHERE { BIND("{{zoekvraag}}" AS ?vraag) }' };
    const { page, requests } = await scene.open('sparnatural1', row(builder, { widget: 'SplitLayout', direction: 'column', areaSizes: ['1', '1'], areas: [echo('Gekozen', 'gekozen'), shownQuery] }));
    const frame = widget(page, 'BBSparnatural', 'Zoeken');

    // The classes come from the repository, with the number of their resources.
    await choose(page, frame.getByLabel('Start class'), 'Pand (3)', 'Pand');
    // Its properties are what its resources have (nothing declares them).
    const adding = frame.getByRole('group', { name: 'Add a criterion' });
    await choose(page, adding.getByLabel('Property'), 'eigenaar', 'eigen');
    await choose(page, adding.getByLabel('Leads to'), 'Persoon');
    const built = frame.getByLabel('Built query');
    await expect.poll(() => built.innerText()).toContain(`?Pand_URI <${EX}eigenaar> ?Persoon_URI .`);
    const query = await built.innerText();
    expect(query).toContain(`?Pand_URI a <${EX}Pand> .`);
    expect(query).toContain(`?Persoon_URI a <${EX}Persoon> .`);
    expect(query).toContain('LANGMATCHES(LANG(?_Pand_lang), "nl")');
    expect(query).toMatch(/LIMIT 100000$/);

    await frame.getByRole('button', { name: 'Run' }).click();
    await waitForState(frame, 'ready');
    await expect.poll(() => gridColumn(frame, 'Pand')).toEqual(expect.arrayContaining(['Pand Dorpsstraat 1', 'Pand Kerkweg 4']));
    expect(await gridColumn(frame, 'Pand')).toHaveLength(2);
    expect((await gridColumn(frame, 'Persoon')).sort()).toEqual(['Jan Jansen', 'Piet Pietersen']);
    // The query went to the app's endpoint, and into the query variable.
    const sent = requests.filter((request) => new URLSearchParams(request.body).get('query')?.match(/^PREFIX rdf:[\s\S]*\?Persoon_URI/));
    expect(sent.map((request) => new URL(request.url).pathname)).toEqual(['/api/sparql/demo']);
    await expect.poll(() => widget(page, 'Table', 'Zoekvraag').innerText()).toContain(`<${EX}eigenaar> ?Persoon_URI`);

    // A second criterion from the start class: a value, narrowed to a range.
    await choose(page, adding.getByLabel('From'), 'Pand');
    await choose(page, adding.getByLabel('Property'), 'bouwjaar', 'bouw');
    await choose(page, adding.getByLabel('Leads to'), 'a value');
    await choose(page, frame.getByLabel('Filter on Pand bouwjaar'), 'between');
    await frame.getByLabel('From for Pand bouwjaar').fill('1950');
    await expect.poll(() => built.innerText()).toContain('FILTER(?bouwjaar >= 1950)');
    // What is typed stays a value: a quote in a number field is refused, not written into the query.
    await frame.getByLabel('To for Pand bouwjaar').fill('2000") } ; DROP ALL ; {("');
    await frame.getByText('is neither a number nor a date').waitFor();
    expect(await frame.getByRole('button', { name: 'Run' }).isDisabled()).toBe(true);
    await frame.getByLabel('To for Pand bouwjaar').fill('2000');
    await frame.getByRole('button', { name: 'Run' }).click();
    await expect.poll(() => gridColumn(frame, 'Pand')).toEqual(['Pand Kerkweg 4']);
    expect(await gridColumn(frame, 'bouwjaar')).toEqual(['1987']);

    // A click on a resource publishes its IRI.
    await frame.getByRole('button', { name: 'Pand Kerkweg 4' }).click();
    await widget(page, 'Table', 'Gekozen').getByRole('cell', { name: 'Pand Kerkweg 4' }).waitFor();
    await screenshot(page, 'notebooks-sparnatural');
  });
});

describe('notebooks', () => {
  it('runs Markdown and SPARQL cells top to bottom with the app variables, sanitises hostile Markdown, and is edited in edit mode', async () => {
    const cells = [
      { type: 'markdown', source: '## Panden in {{gemeente}}\n\nGebouwd na *{{vanaf}}*.' },
      { type: 'markdown', source: 'Kijk: <img src="x" onerror="window.__notebookHacked = 1"> <script>window.__notebookHacked = 2</script>' },
      { type: 'sparql', source: `${PREFIXES}SELECT ?pand ?pand_URI ?jaar WHERE { ?pand_URI a ex:Pand ; rdfs:label ?pand ; ex:bouwjaar ?jaar . FILTER(?jaar > {{vanaf}}) } ORDER BY ?jaar`, display: 'table' },
      { type: 'sparql', source: `${PREFIXES}SELECT ?sector ?aantal WHERE { ?s a ex:Sector ; rdfs:label ?sector ; ex:aantal ?aantal } ORDER BY ?sector`, display: 'bar' },
    ];
    const notebook = { widget: 'BBNotebook', titleMenubar: 'Notitieboek', cells, publishVariable: 'gekozen' };
    const { page, requests } = await scene.open('notebook1', row(notebook, echo('Gekozen', 'gekozen')), { parameterValues: JSON.stringify({ gemeente: 'Doesburg', vanaf: 1900 }) });
    const frame = widget(page, 'notebooks', 'Notitieboek');
    await waitForState(frame, 'ready');

    // Markdown with the variables filled in.
    await frame.getByRole('heading', { name: 'Panden in Doesburg' }).waitFor();
    expect(await frame.locator('em').first().innerText()).toBe('1900');
    // The hostile cell shows its picture and text, and runs nothing.
    const hostile = frame.getByRole('region', { name: 'Cell 2' });
    await hostile.getByText('Kijk:').waitFor();
    expect(await hostile.locator('img').getAttribute('onerror')).toBeNull();
    expect(await hostile.locator('script').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __notebookHacked?: number }).__notebookHacked)).toBeUndefined();

    // The SPARQL cell, with the variable, in the grid; a click publishes.
    const table = frame.getByRole('region', { name: 'Cell 3' });
    await expect.poll(() => gridColumn(table, 'pand')).toEqual(['Pand Dorpsstraat 1', 'Pand Kerkweg 4']);
    const sentQueries = requests.map((request) => new URLSearchParams(request.body).get('query') ?? '').filter(Boolean);
    const tableQuery = sentQueries.findIndex((text) => text.includes('FILTER(?jaar > 1900)'));
    const chartQuery = sentQueries.findIndex((text) => text.includes('ex:Sector'));
    // Top to bottom: the chart cell's query went after the table cell's.
    expect(tableQuery).toBeGreaterThanOrEqual(0);
    expect(chartQuery).toBeGreaterThan(tableQuery);
    await table.getByRole('button', { name: 'Pand Kerkweg 4' }).click();
    await widget(page, 'Table', 'Gekozen').getByRole('cell', { name: 'Pand Kerkweg 4' }).waitFor();

    // The chart cell: bars drawn by ECharts from its rows.
    const chart = frame.getByRole('region', { name: 'Cell 4' });
    const description = await chart.locator('[aria-label^="This is a chart"]').getAttribute('aria-label');
    expect(description).toContain('Handel is 30');
    expect(description).toContain('Horeca is 7');
    await screenshot(page, 'notebooks-notebook');

    // Edit mode: an author adds a cell, writes it, moves it up; the config keeps it.
    const author = await pageAs(scene, scene.admin);
    watch(author);
    await author.goto(`/projects/${PROJECT}/notebook1/edit`);
    const editing = widget(author, 'notebooks', 'Notitieboek');
    await editing.getByRole('button', { name: 'Add Markdown cell' }).click();
    const text = editing.getByLabel('Text of cell 5');
    await text.fill('**Nieuwe cel**');
    await editing.getByLabel('Move cell 5 up').click();
    await editing.getByRole('region', { name: 'Cell 4' }).locator('strong', { hasText: 'Nieuwe cel' }).waitFor();
    await editing.getByLabel('Remove cell 2').click();
    await editing.getByRole('region', { name: 'Cell 3' }).locator('strong', { hasText: 'Nieuwe cel' }).waitFor();
    await expect
      .poll(async () => {
        const saved = (await scene.admin.getApp(PROJECT, 'notebook1')) as unknown as { mainArea: { areas: { cells?: { type: string; source: string }[] }[] } };
        return saved.mainArea.areas[0]!.cells?.map((cell) => cell.source.slice(0, 14));
      })
      .toEqual(['## Panden in {', `${PREFIXES}`.slice(0, 14), '**Nieuwe cel**', `${PREFIXES}`.slice(0, 14)]);
    await screenshot(author, 'notebooks-notebook-edit');
  });
});

describe('BBPython and BBPythonServerPage', () => {
  it('runs Python on the query\'s rows in the browser: printed output, a returned table, a traceback, a page from the variables', async () => {
    const query = `${PREFIXES}SELECT ?pand ?label ?jaar WHERE { ?pand a ex:Pand ; rdfs:label ?label ; ex:bouwjaar ?jaar }`;
    const table = {
      widget: 'BBPython',
      titleMenubar: 'Python',
      query,
      publishVariable: 'gekozen',
      code: [
        'print(f"{len(rows)} panden, kolommen {columns}")',
        'oud = sorted(rows, key=lambda row: row["jaar"])',
        '[{"naam": row["label"], "naam_URI": row["pand"], "eeuw": row["jaar"] // 100 + 1} for row in oud]',
      ].join('\n'),
    };
    const failing = { widget: 'BBPython', titleMenubar: 'Fout', query, code: 'totaal = sum(row["jaar"] for row in rows)\ngemiddeld = totaal / 0' };
    const closed = {
      widget: 'BBPython',
      titleMenubar: 'Dicht',
      query: '',
      code: 'import js\nprint([name for name in ("fetch", "XMLHttpRequest", "WebSocket", "importScripts", "indexedDB") if hasattr(js, name)])\n"afgesloten"',
    };
    const serverPage = {
      widget: 'BBPythonServerPage',
      titleMenubar: 'Pagina',
      code: 'naam = variables.get("gemeente", "?")\nf"<h3>Gemeente {naam}</h3><p>Uit Python</p><script>window.__pythonHacked = 1</script><img src=x onerror=\\"window.__pythonHacked = 2\\">"',
    };
    const { page } = await scene.open(
      'python1',
      {
        widget: 'SplitLayout',
        direction: 'column',
        areaSizes: ['3', '2'],
        areas: [row(table, echo('Gekozen', 'gekozen')), row(failing, closed, serverPage)],
      },
      { parameterValues: JSON.stringify({ gemeente: 'Doesburg' }) },
    );
    const frame = widget(page, 'BBPython', 'Python');

    // What it prints, and the list of dicts it ends with, as rows.
    await frame.getByLabel('Printed output').getByText("3 panden, kolommen ['pand', 'label', 'jaar']").waitFor({ timeout: 60_000 });
    await waitForState(frame, 'ready');
    await expect.poll(() => gridColumn(frame, 'naam')).toEqual(['Schuur Veldweg', 'Pand Dorpsstraat 1', 'Pand Kerkweg 4']);
    expect(await gridColumn(frame, 'eeuw')).toEqual(['19', '20', '20']);
    await frame.getByRole('button', { name: 'Pand Kerkweg 4' }).click();
    await widget(page, 'Table', 'Gekozen').getByRole('cell', { name: 'Pand Kerkweg 4' }).waitFor();

    // An error shows Python's traceback, down to the line of the cell.
    const failed = widget(page, 'BBPython', 'Fout');
    await waitForState(failed, 'error');
    const traceback = await failed.getByLabel('Traceback').innerText();
    expect(traceback).toContain('Traceback (most recent call last):');
    expect(traceback).toContain('File "<cell>", line 2, in <module>');
    expect(traceback).toContain('ZeroDivisionError: division by zero');
    expect(await failed.getAttribute('data-error')).toBe('ZeroDivisionError: division by zero');

    // Python has no way to the network.
    const shut = widget(page, 'BBPython', 'Dicht');
    await shut.getByLabel('Printed output').getByText('[]').waitFor();
    await shut.getByLabel('Result').getByText('afgesloten').waitFor();

    // The page the code produces from the variables, sanitised.
    const pythonPage = widget(page, 'BBPythonServerPage', 'Pagina');
    await pythonPage.getByRole('heading', { name: 'Gemeente Doesburg' }).waitFor();
    await pythonPage.getByText('Uit Python').waitFor();
    expect(await pythonPage.locator('script').count()).toBe(0);
    expect(await pythonPage.locator('img').getAttribute('onerror')).toBeNull();
    expect(await page.evaluate(() => (window as { __pythonHacked?: number }).__pythonHacked)).toBeUndefined();
    await screenshot(page, 'notebooks-python');

    // Python came from this server.
    expect(everyRequest.some((url) => /\/pyodide\/[\d.]+\/pyodide\.asm\.wasm$/.test(url))).toBe(true);
  });
});

describe('requests', () => {
  it('never leave the server\'s origin', () => {
    const origin = new URL(scene.server.url).origin;
    expect(everyRequest.length).toBeGreaterThan(0);
    expect(everyRequest.filter((url) => !url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin)).toEqual([]);
  });
});
