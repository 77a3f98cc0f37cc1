import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../harness/axe.js';
import { screenshot } from '../harness/browser.js';
import { chartGraphScene, column, row, waitForState, widget, type ChartGraphScene } from './chartGraphScene.js';

// BBVoyager, BBSGV and BB SVGEditor: one server and one browser for the three. The model, the
// diagram's states and the stored drawing are inserted in the demo repository; the editor saves
// through a public rule, as an anonymous visitor of a public app may.

const EX = 'http://example.org/grafiek-model/';
const MODEL_GRAPH = `${EX}graph`;
const PREFIXES = `PREFIX ex: <${EX}>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX owl: <http://www.w3.org/2002/07/owl#>
PREFIX sh: <http://www.w3.org/ns/shacl#>
PREFIX xsd: <http://www.w3.org/2001/XMLSchema#>
`;
const HOSTILE_LABEL = `<img src=x onerror="window.__xss='voyager'"> Boos"] click`;
/** A stored drawing: a circle, and a handler that must never run. */
const STORED_DRAWING = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 250" onload="window.__xss='editor'"><script>window.__xss='editor script'</script><circle cx="60" cy="60" r="30" fill="#ffd43b"/></svg>`;

/** RDFS and OWL for the classes and a name, SHACL for the address and the year, in a graph of its own. */
const DATA = `${PREFIXES}INSERT DATA {
  GRAPH <${MODEL_GRAPH}> {
    ex:Gebouw a rdfs:Class ; rdfs:label "Gebouw" ; rdfs:subClassOf ex:Object .
    ex:Object a rdfs:Class ; rdfs:label "Object" .
    ex:Adres a owl:Class ; rdfs:label "Adres" .
    ex:Boos a rdfs:Class ; rdfs:label ${JSON.stringify(HOSTILE_LABEL)} .
    ex:naam a owl:DatatypeProperty ; rdfs:domain ex:Gebouw ; rdfs:range xsd:string ; rdfs:label "naam" .
    ex:GebouwShape a sh:NodeShape ; sh:targetClass ex:Gebouw ;
      sh:property [ sh:path ex:heeftAdres ; sh:class ex:Adres ; sh:minCount 1 ; sh:name "heeft adres" ] ;
      sh:property [ sh:path ex:bouwjaar ; sh:datatype xsd:gYear ; sh:maxCount 1 ] .
  }
  ex:veld1 ex:veldId "veld1" ; ex:status "storing" ; ex:naam "Veld 1" .
  ex:veld2 ex:veldId "veld2" ; ex:status "in bedrijf" ; ex:naam "Veld 2" ; ex:matchBy "data-veld" .
  ex:rail ex:veldId "rail" ; ex:status "in bedrijf" ; ex:naam "Rail" .
  ex:tekst ex:veldId "naam1" ; ex:status "storing" ; ex:naam "Veld 1 (tekst)" .
  ex:tekening1 ex:svg ${JSON.stringify(STORED_DRAWING)} .
}`;

/** Colours per state; each row's element by id, or by its own match attribute. */
const STATES_QUERY = `${PREFIXES}SELECT ?id ?color ?uri ?tooltip ?label ?attribute WHERE {
  ?uri ex:veldId ?id ; ex:status ?status ; ex:naam ?naam .
  OPTIONAL { ?uri ex:matchBy ?attribute }
  BIND(IF(?status = "storing", "#e03131", "#2f9e44") AS ?color)
  BIND(CONCAT(?naam, ": ", ?status) AS ?tooltip)
  BIND(?naam AS ?label)
}`;

/** A single-line diagram with everything a hostile SVG might try. */
const DIAGRAM = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 400 220" onload="window.__xss='onload'">
  <script>window.__xss='script'</script>
  <rect id="veld1" x="10" y="10" width="100" height="60" fill="#cccccc" stroke="black"/>
  <g data-veld="veld2"><rect x="150" y="10" width="100" height="60" fill="#cccccc"/><circle cx="200" cy="120" r="20" fill="#cccccc"/></g>
  <line id="rail" x1="0" y1="200" x2="400" y2="200" stroke="black" stroke-width="4"/>
  <text id="naam1" x="10" y="100">oud</text>
  <image id="extern" x="300" y="10" width="50" height="50" href="http://127.0.0.1:9/evil.png"/>
  <a href="javascript:window.__xss='link'"><rect id="kwaad" x="300" y="100" width="50" height="30" onclick="window.__xss='click'"/></a>
  <rect id="verf" x="300" y="150" width="50" height="30" fill="url(http://127.0.0.1:9/evil.svg#g)" style="stroke: url('http://127.0.0.1:9/x.svg#s')"/>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml" onmouseover="window.__xss='html'">x</div></foreignObject>
  <animate xlink:href="#kwaad" attributeName="href" to="javascript:window.__xss='animate'"/>
</svg>`;

/** What a click published: the name of the resource of that IRI. */
function follower(title: string, variable: string, graph?: string): Record<string, unknown> {
  const subject = `<{{${variable}}}>`;
  const pattern = graph ? `GRAPH <${graph}> { ${subject} rdfs:label ?naam }` : `${subject} ex:naam ?naam`;
  return { widget: 'Table', titleMenubar: title, query: `${PREFIXES}SELECT ?naam WHERE { ${pattern} }` };
}

let scene: ChartGraphScene;
beforeAll(async () => {
  scene = await chartGraphScene('modeldiagrams');
  await scene.update(DATA);
  await scene.admin.request('PUT', '/api/repositories/demo/rules/tekening-opslaan', {
    template: `${PREFIXES}DELETE { <{{uri}}> ex:svg ?oud } INSERT { <{{uri}}> ex:svg "{{svg}}" } WHERE { OPTIONAL { <{{uri}}> ex:svg ?oud } }`,
    public: true,
  });
});
afterAll(async () => {
  await scene?.close();
});

/** Queries answer within seconds, but the machine is shared: poll as long as a locator waits. */
const POLL = { timeout: 20_000 };

async function cells(page: Page, title: string): Promise<string[]> {
  return widget(page, 'Table', title).getByRole('cell').allTextContents();
}

/** The texts a diagram shows, in the order of its SVG (Mermaid's labels are HTML in <foreignObject>). */
async function diagramTexts(frame: Locator): Promise<string[]> {
  return frame.locator('svg').first().evaluate((svg) => {
    const parts = [...svg.querySelectorAll('foreignObject, text')].filter((element) => !element.closest('foreignObject') || element.tagName === 'foreignObject');
    return parts.map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim()).filter(Boolean);
  });
}

/** What ran or could run: the flag hostile input sets, handler attributes, script elements, script links. */
async function scriptTraces(page: Page) {
  return page.evaluate(() => ({
    flag: (window as unknown as { __xss?: unknown }).__xss,
    handlers: [...document.querySelectorAll('*')].flatMap((element) => element.getAttributeNames().filter((name) => name.startsWith('on'))),
    scripts: [...document.querySelectorAll('[data-widget] script')].length,
    scriptLinks: [...document.querySelectorAll('[href], [*|href]')]
      .map((element) => element.getAttribute('href') ?? element.getAttributeNS('http://www.w3.org/1999/xlink', 'href') ?? '')
      .filter((href) => /^\s*javascript:/i.test(href)),
  }));
}

/** Chrome reports inline handlers DOMPurify parses (in a document that never runs them) as refused: nothing else may be. */
async function otherViolations(cspViolations: () => Promise<string[]>): Promise<string[]> {
  return (await cspViolations()).filter((violation) => !violation.startsWith('script-src-attr: inline'));
}

describe('BBVoyager, BBSGV and BB SVGEditor', () => {
  it('BBVoyager draws the classes, properties and associations of an RDFS and SHACL model, and a click publishes the class', async () => {
    const appPath = await scene.createApp(
      'voyager',
      row(
        { widget: 'BBVoyager', titleMenubar: 'Model', graphs: [MODEL_GRAPH], publishVariable: 'klasse' },
        column(['2', '1'], { widget: 'BBVoyager', titleMenubar: 'Beknopt', graphs: MODEL_GRAPH, maxClasses: 2, showProperties: false }, follower('Gekozen klasse', 'klasse', MODEL_GRAPH)),
      ),
    );
    const { page, cspViolations } = await scene.open(appPath);
    const model = widget(page, 'BBVoyager', 'Model');
    await waitForState(model, 'ready');
    const texts = await diagramTexts(model);
    // The classes of the model's graph (none of the demo's), each property with its range and multiplicity.
    expect(texts).toEqual(expect.arrayContaining(['Adres', 'Gebouw', 'Object', HOSTILE_LABEL, 'bouwjaar : gYear [0..1]', 'naam : string', 'heeft adres', '1..*']));
    expect(await model.locator('g.node').count()).toBe(4);
    // The association is an arrow between the boxes, the subclass an arrow too.
    expect(await model.locator('path.relation').count()).toBe(2);

    // A class is a button: a click or Enter publishes its IRI.
    await model.getByRole('button', { name: 'Adres' }).click();
    await expect.poll(() => cells(page, 'Gekozen klasse'), POLL).toEqual(['Adres']);
    await model.getByRole('button', { name: 'Gebouw' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => cells(page, 'Gekozen klasse'), POLL).toEqual(['Gebouw']);
    expect(await model.locator('g.node[data-chosen]').count()).toBe(1);

    // Pan and zoom: the buttons change the scale, the reset fits the diagram again.
    const content = model.locator('[data-scale]');
    const fitted = Number(await content.getAttribute('data-scale'));
    await model.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(async () => Number(await content.getAttribute('data-scale')), POLL).toBeGreaterThan(fitted);
    await model.getByRole('button', { name: 'Fit to panel' }).click();
    await expect.poll(async () => Number(await content.getAttribute('data-scale')), POLL).toBe(fitted);

    // At most two classes, without properties: the most connected two, and a note on the others.
    const short = widget(page, 'BBVoyager', 'Beknopt');
    await waitForState(short, 'ready');
    expect(await diagramTexts(short)).toEqual(expect.arrayContaining(['Adres', 'Gebouw', 'heeft adres']));
    expect(await diagramTexts(short)).not.toContain('naam : string');
    await short.getByText('2 of 4 classes, the most connected').waitFor();

    expect(await scriptTraces(page)).toEqual({ flag: undefined, handlers: [], scripts: 0, scriptLinks: [] });
    await screenshot(page, 'model-diagrams-voyager');
    expect(await otherViolations(cspViolations)).toEqual([]);
    expect(await seriousAxeViolations(page), 'axe').toEqual([]);
  });

  it('BBSGV colours the elements the query names, publishes a click, and runs nothing of a hostile SVG', async () => {
    const appPath = await scene.createApp(
      'sgv',
      row(
        { widget: 'BBSGV', titleMenubar: 'Schema', svg: DIAGRAM, query: STATES_QUERY, publishVariable: 'veld' },
        column(
          ['2', '2', '1'],
          {
            widget: 'BBSVG',
            titleMenubar: 'Uit query',
            svgQuery: `SELECT ?svg WHERE { BIND("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 50'><rect id='veld1' width='100' height='50' fill='#ccc'/></svg>" AS ?svg) }`,
            query: STATES_QUERY,
          },
          { widget: 'BBSGV', titleMenubar: 'Uit bestand', svgUrl: '/favicon.svg' },
          follower('Gekozen veld', 'veld'),
        ),
      ),
    );
    const { page, cspViolations } = await scene.open(appPath);
    const diagram = widget(page, 'BBSGV', 'Schema');
    await waitForState(diagram, 'ready');

    // Colours per row: a shape's fill, every shape of a matched group, a line's stroke; a text's label.
    const paint = (selector: string, property: 'fill' | 'stroke') => diagram.locator(selector).evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
    await expect.poll(() => paint('#veld1', 'fill'), POLL).toBe('rgb(224, 49, 49)');
    expect(await paint('[data-veld="veld2"] rect', 'fill')).toBe('rgb(47, 158, 68)');
    expect(await paint('[data-veld="veld2"] circle', 'fill')).toBe('rgb(47, 158, 68)');
    expect(await paint('#rail', 'stroke')).toBe('rgb(47, 158, 68)');
    // The text element's own text (its tooltip is a <title> inside it).
    expect(await diagram.locator('#naam1').evaluate((text) => [...text.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent).join(''))).toBe('Veld 1 (tekst)');
    expect(await diagram.locator('#veld1 > title').textContent()).toBe('Veld 1: storing');

    // A coloured element with an IRI is a button: a click or Enter publishes the IRI.
    // A group is one button; a click on any of its shapes is a click on it.
    expect(await diagram.getByRole('button', { name: 'Veld 2' }).evaluate((element) => element.getAttribute('data-veld'))).toBe('veld2');
    await diagram.locator('[data-veld="veld2"] circle').click();
    await expect.poll(() => cells(page, 'Gekozen veld'), POLL).toEqual(['Veld 2']);
    await diagram.getByRole('button', { name: 'Veld 1', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => cells(page, 'Gekozen veld'), POLL).toEqual(['Veld 1']);

    // Nothing of the hostile SVG is left: no script, handler, foreign HTML, animation or outside reference.
    await diagram.locator('#kwaad').click();
    const kept = await diagram.locator('svg').first().evaluate((svg) => ({
      script: svg.querySelectorAll('script, foreignObject, animate').length,
      imageHref: svg.querySelector('#extern')?.getAttribute('href') ?? null,
      paint: [svg.querySelector('#verf')?.getAttribute('fill') ?? null, svg.querySelector('#verf')?.getAttribute('style') ?? null],
      link: svg.querySelector('a')?.getAttribute('href') ?? null,
    }));
    expect(kept).toEqual({ script: 0, imageHref: null, paint: [null, null], link: null });
    expect(await scriptTraces(page)).toEqual({ flag: undefined, handlers: [], scripts: 0, scriptLinks: [] });
    expect(page.url()).toContain(appPath);

    // The SVG from a query (its config says BBSVG, the frame the type) and from an address.
    const fromQuery = widget(page, 'BBSGV', 'Uit query');
    await waitForState(fromQuery, 'ready');
    await expect.poll(() => fromQuery.locator('#veld1').evaluate((element) => getComputedStyle(element).fill), POLL).toBe('rgb(224, 49, 49)');
    const fromFile = widget(page, 'BBSGV', 'Uit bestand');
    await waitForState(fromFile, 'ready');
    expect(await fromFile.locator('svg').first().getAttribute('viewBox')).toBeTruthy();

    await screenshot(page, 'model-diagrams-sgv');
    expect(await otherViolations(cspViolations)).toEqual([]);
    expect(await seriousAxeViolations(page), 'axe').toEqual([]);
  });

  it('BB SVGEditor draws, saves through a rule, shows the stored drawing after a reload, and keeps a drawing whose save failed', async () => {
    const appPath = await scene.createApp(
      'tekenen',
      row(
        {
          widget: 'BB SVGEditor',
          titleMenubar: 'Tekening',
          query: `${PREFIXES}SELECT ?svg WHERE { <{{tekening}}> ex:svg ?svg }`,
          subjectVariable: 'tekening',
          saveRule: 'tekening-opslaan',
          successMessage: 'Tekening opgeslagen',
        },
        { widget: 'BBSVGEditor', titleMenubar: 'Kapot', saveRule: 'bestaat-niet', failureMessage: 'Opslaan mislukt' },
      ),
      { parameterValues: JSON.stringify({ tekening: `${EX}tekening1` }) },
    );
    const { page, cspViolations } = await scene.open(appPath);
    const editor = widget(page, 'BB SVGEditor', 'Tekening');
    await waitForState(editor, 'ready');
    const canvas = editor.getByRole('application');
    // The stored drawing, sanitised: its circle, nothing of its handler or script.
    await canvas.locator('circle').waitFor();
    expect(await canvas.locator('script').count()).toBe(0);

    // A rectangle, drawn by dragging with the rectangle tool.
    await editor.getByRole('button', { name: 'Rectangle', exact: true }).click();
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.3);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.55, box.y + box.height * 0.45, { steps: 4 });
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.6, { steps: 4 });
    await page.mouse.up();
    const drawn = canvas.locator('rect:not([data-editor-ui] rect)');
    expect(await drawn.count()).toBe(1);
    const drawnWidth = Number(await drawn.getAttribute('width'));
    expect(drawnWidth).toBeGreaterThan(50);
    await editor.getByText('Unsaved changes').waitFor();

    // Saved through the rule: the repository holds the drawing as a literal, sanitised.
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Tekening opgeslagen').waitFor();
    await editor.getByText('Saved', { exact: true }).waitFor();
    const stored = await page.evaluate(async (query) => {
      const response = await fetch('/api/sparql/demo', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/sparql-results+json' },
        body: new URLSearchParams({ query }),
      });
      const answer = (await response.json()) as { results: { bindings: { svg: { value: string } }[] } };
      return answer.results.bindings.map((binding) => binding.svg.value);
    }, `${PREFIXES}SELECT ?svg WHERE { ex:tekening1 ex:svg ?svg }`);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(stored[0]).toContain('<circle');
    expect(stored[0]).toMatch(new RegExp(`<rect [^>]*width="${drawnWidth}"`));
    expect(stored[0]).not.toMatch(/onload|script|data-editor-ui/);

    // A reload shows the stored drawing.
    await page.reload();
    await waitForState(editor, 'ready');
    await canvas.locator('circle').waitFor();
    expect(await canvas.locator('rect:not([data-editor-ui] rect)').getAttribute('width')).toBe(String(drawnWidth));
    await editor.getByText('Saved', { exact: true }).waitFor();

    // Select, move and delete: the circle is moved by dragging, then deleted with the key.
    await editor.getByRole('button', { name: 'Select and move' }).click();
    const circle = canvas.locator('circle');
    const before = Number(await circle.getAttribute('cx'));
    const at = (await circle.boundingBox())!;
    await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
    await page.mouse.down();
    await page.mouse.move(at.x + at.width / 2 + 40, at.y + at.height / 2, { steps: 5 });
    await page.mouse.up();
    expect(Number(await circle.getAttribute('cx'))).toBeGreaterThan(before + 10);
    await expect.poll(() => editor.getByRole('button', { name: 'Delete', exact: true }).isEnabled(), POLL).toBe(true);
    await canvas.focus();
    await page.keyboard.press('Delete');
    expect(await canvas.locator('circle').count()).toBe(0);
    await editor.getByText('Unsaved changes').waitFor();
    await screenshot(page, 'model-diagrams-svg-editor');

    // A save that fails says why, and the drawing stays.
    const broken = widget(page, 'BB SVGEditor', 'Kapot');
    await waitForState(broken, 'ready');
    const brokenCanvas = broken.getByRole('application');
    await broken.getByRole('button', { name: 'Line', exact: true }).click();
    const area = (await brokenCanvas.boundingBox())!;
    await page.mouse.move(area.x + 40, area.y + 40);
    await page.mouse.down();
    await page.mouse.move(area.x + 200, area.y + 120, { steps: 5 });
    await page.mouse.up();
    await broken.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => broken.getByRole('alert').textContent(), POLL).toMatch(/bestaat-niet/);
    expect(await brokenCanvas.locator('line').count()).toBe(1);
    await broken.getByText('Unsaved changes').waitFor();
    await screenshot(page, 'model-diagrams-svg-editor-failed');

    expect(await scriptTraces(page)).toEqual({ flag: undefined, handlers: [], scripts: 0, scriptLinks: [] });
    expect(await otherViolations(cspViolations)).toEqual([]);
    expect(await seriousAxeViolations(page), 'axe').toEqual([]);
  });
});
