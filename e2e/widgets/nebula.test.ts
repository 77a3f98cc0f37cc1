import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringToColor } from '../../packages/core/src/map/stringToColor.js';
import { screenshot } from '../harness/browser.js';
import { chartGraphScene, row, waitForState, widget, type ChartGraphScene } from './chartGraphScene.js';
import { countColour } from './mapPixels.js';

const EX = 'http://example.org/grafiek-nebula/';
const PREFIXES = `PREFIX ex: <${EX}>\nPREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>\n`;

// The BBVis test's small model: areas nested in each other, and a building on a parcel, each of
// a type of its own, so that each node has a colour of its own on the canvas.
const MODEL = `${PREFIXES}INSERT DATA {
  ex:Buurt a ex:Buurtklasse ; rdfs:label "buurt" ; ex:ligtIn ex:Wijk .
  ex:Wijk a ex:Wijkklasse ; rdfs:label "wijk" ; ex:ligtIn ex:Gemeente .
  ex:Gemeente a ex:Gemeenteklasse ; rdfs:label "gemeente" ; ex:ligtIn ex:Provincie .
  ex:Provincie a ex:Provincieklasse ; rdfs:label "provincie" .
  ex:Perceel a ex:Perceelklasse ; rdfs:label "perceel" ; ex:ligtIn ex:Buurt .
  ex:Gebouw a ex:Gebouwklasse ; rdfs:label "gebouw" ; ex:staatOp ex:Perceel .
  ex:ligtIn rdfs:label "ligt in" .
  ex:staatOp rdfs:label "staat op" .
}`;

/** The query of the BBVis test, unchanged: an author can switch a BBVis to Nebula. */
const TYPED_STATEMENTS = `${PREFIXES}SELECT ?node ?nodeLabel ?nodeType ?edge ?edgeLabel ?object ?objectLabel ?objectType WHERE {
  ?node ?edge ?object .
  ?edge rdfs:label ?edgeLabel .
  ?node rdfs:label ?nodeLabel ; a ?nodeType .
  ?object rdfs:label ?objectLabel ; a ?objectType .
}`;

// A larger graph: 2,500 nodes of four kinds, each linked to two others. Graphs of more than 2,000
// nodes are laid out in ForceAtlas2's worker while sigma reads the graph on a hidden element, and
// drawn once laid out (graphs of up to 400 nodes are laid out at once, the ones between live).
const NODES = 2500;
const KINDS = ['Rood', 'Groen', 'Blauw', 'Geel'];
function largeGraph(): string[] {
  const triples: string[] = [];
  for (let i = 0; i < NODES; i++) {
    const next = (i + 1) % NODES;
    const jump = (i * 7 + 13) % NODES;
    triples.push(`ex:k${i} a ex:${KINDS[i % KINDS.length]} ; rdfs:label "Knoop ${i}" ; ex:link ex:k${next}, ex:k${jump === next ? (jump + 2) % NODES : jump} .`);
  }
  return [0, 1].map((half) => `${PREFIXES}INSERT DATA {\n${triples.slice(half * (NODES / 2), (half + 1) * (NODES / 2)).join('\n')}\n}`);
}
const LARGE = `${PREFIXES}SELECT ?subject ?subjectLabel ?subjectType ?predicate ?object WHERE {
  ?subject ex:link ?object ; rdfs:label ?subjectLabel ; a ?subjectType .
  BIND (ex:link AS ?predicate)
}`;

const chosenClass = {
  widget: 'Table',
  titleMenubar: 'Gekozen',
  query: `${PREFIXES}SELECT ?gekozen WHERE { <{{klasse}}> rdfs:label ?gekozen }`,
};

let scene: ChartGraphScene;
beforeAll(async () => {
  scene = await chartGraphScene('nebula');
  await scene.update(MODEL);
  for (const update of largeGraph()) await scene.update(update);
});
afterAll(async () => {
  await scene?.close();
});

/** The element the graph draws in, with the widget's test hooks (data-nodes, data-focus, ...). */
const stageOf = (frame: Locator) => frame.locator('[data-nodes]');
const canvasAreaOf = (frame: Locator) => frame.locator('[role="application"]');

/** Where the node the search found is on the page, once the view has stopped moving to it. */
async function focusedSpot(frame: Locator, which: 'focus' | 'selected' = 'focus'): Promise<{ x: number; y: number }> {
  const stage = stageOf(frame);
  const read = async () => {
    const [x, y] = await Promise.all([stage.getAttribute(`data-${which}-x`), stage.getAttribute(`data-${which}-y`)]);
    return x === null || y === null ? null : `${x},${y}`;
  };
  let last: string | null = null;
  await expect
    .poll(async () => {
      const now = await read();
      const still = now !== null && now === last;
      last = now;
      return still;
    }, { interval: 300 })
    .toBe(true);
  const [x, y] = last!.split(',').map(Number);
  const box = (await canvasAreaOf(frame).boundingBox())!;
  return { x: box.x + x!, y: box.y + y! };
}

/** Chooses a node in the search box by keyboard: its label typed, the first match taken with Enter. */
async function search(page: Page, frame: Locator, text: string): Promise<void> {
  const box = frame.getByRole('combobox', { name: 'Search a node' });
  await box.click();
  await box.fill(text);
  await frame.getByRole('option', { name: text, exact: true }).waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

const colourOf = (type: string) => stringToColor(type);

/** The centre of the pixels of this colour in an element, on the page: a node drawn in it, as a user spots it. */
async function spotColour(page: Page, target: Locator, hex: string): Promise<{ x: number; y: number }> {
  const png = await target.screenshot({ animations: 'disabled' });
  const box = (await target.boundingBox())!;
  const spot = await page.evaluate(
    async ({ base64, hex }) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data, width } = context.getImageData(0, 0, image.width, image.height);
      let [sumX, sumY, pixels] = [0, 0, 0];
      for (let i = 0; i < data.length; i += 4) {
        if (Math.abs(data[i]! - r!) > 4 || Math.abs(data[i + 1]! - g!) > 4 || Math.abs(data[i + 2]! - b!) > 4) continue;
        sumX += (i / 4) % width;
        sumY += Math.floor(i / 4 / width);
        pixels++;
      }
      return pixels === 0 ? null : { x: sumX / pixels / image.width, y: sumY / pixels / image.height };
    },
    { base64: png.toString('base64'), hex },
  );
  if (!spot) throw new Error(`No pixel of ${hex} on the graph`);
  return { x: box.x + spot.x * box.width, y: box.y + spot.y * box.height };
}

describe('Nebula', () => {
  it('draws a large graph with WebGL, laid out in a background thread, coloured by type with a legend', async () => {
    const appPath = await scene.createApp('large1', { widget: 'Nebula', titleMenubar: 'Netwerk', query: LARGE, legend: true, useLocalNames: true });
    const { page, cspViolations } = await scene.open(appPath);
    const graph = widget(page, 'Nebula', 'Netwerk');
    // Loading until the layout has stopped, then ready.
    await waitForState(graph, 'ready');
    const stage = stageOf(graph);
    expect(await stage.getAttribute('data-layout')).toBe('done');
    expect(await stage.getAttribute('data-nodes')).toBe('2500');
    expect(await stage.getAttribute('data-edges')).toBe('5000');
    await graph.getByText('2,500 nodes, 5,000 edges').waitFor();
    expect(await canvasAreaOf(graph).locator('canvas').count()).toBeGreaterThan(0);
    expect(await canvasAreaOf(graph).isVisible()).toBe(true);
    expect((await graph.getByRole('list', { name: 'Legend' }).getByRole('listitem').allTextContents()).sort()).toEqual(KINDS.map((kind) => `${kind}625`).sort());

    // Every kind is on the canvas in its colour.
    for (const kind of KINDS) expect(await countColour(page, canvasAreaOf(graph), colourOf(kind)), kind).toBeGreaterThan(50);
    // The layout button runs ForceAtlas2 again, until stopped.
    await graph.getByRole('button', { name: 'Run the layout' }).click();
    await expect.poll(() => stage.getAttribute('data-layout')).toBe('running');
    await graph.getByRole('button', { name: 'Stop the layout' }).click();
    await expect.poll(() => stage.getAttribute('data-layout')).toBe('done');
    await screenshot(page, 'nebula-large');
    expect(await cspViolations()).toEqual([]);
  });

  it('shows a node\'s neighbours on hover, finds a node by its label with the keyboard, and publishes the node a user clicks', async () => {
    const appPath = await scene.createApp(
      'click1',
      row({ widget: 'Nebula', titleMenubar: 'Datamodel', query: TYPED_STATEMENTS, publishVariable: 'klasse', useLocalNames: true }, chosenClass),
    );
    const { page, cspViolations } = await scene.open(appPath);
    const graph = widget(page, 'Nebula', 'Datamodel');
    await waitForState(graph, 'ready');
    expect(await stageOf(graph).getAttribute('data-nodes')).toBe('6');
    const canvas = canvasAreaOf(graph);
    for (const type of ['Buurtklasse', 'Gebouwklasse', 'Perceelklasse', 'Provincieklasse']) expect(await countColour(page, canvas, colourOf(type)), type).toBeGreaterThan(20);

    // Hovering the wijk: it and its neighbours keep their colours, the rest fades, until the pointer leaves.
    const wijk = await spotColour(page, canvas, colourOf('Wijkklasse'));
    await page.mouse.move(wijk.x, wijk.y);
    await expect.poll(() => stageOf(graph).getAttribute('data-hover')).toBe(`${EX}Wijk`);
    await graph.getByText(`wijk (Wijkklasse) ${EX}Wijk`).waitFor();
    await expect.poll(() => countColour(page, canvas, colourOf('Gebouwklasse'))).toBe(0);
    expect(await countColour(page, canvas, colourOf('Gemeenteklasse'))).toBeGreaterThan(20);
    expect(await countColour(page, canvas, colourOf('Buurtklasse'))).toBeGreaterThan(20);
    await screenshot(page, 'nebula-hover');
    await page.mouse.move(wijk.x + 300, wijk.y + 300);
    await expect.poll(() => stageOf(graph).getAttribute('data-hover')).toBe(null);
    await expect.poll(() => countColour(page, canvas, colourOf('Gebouwklasse'))).toBeGreaterThan(20);

    // The search finds the building: it is focused, described, and only its neighbour keeps its colour.
    await search(page, graph, 'gebouw');
    await expect.poll(() => stageOf(graph).getAttribute('data-focus')).toBe(`${EX}Gebouw`);
    await graph.getByText(`gebouw (Gebouwklasse) ${EX}Gebouw`).waitFor();
    await expect.poll(() => countColour(page, canvas, colourOf('Provincieklasse'))).toBe(0);
    expect(await countColour(page, canvas, colourOf('Perceelklasse'))).toBeGreaterThan(20);
    expect(await countColour(page, canvas, colourOf('Gebouwklasse'))).toBeGreaterThan(20);
    // Finding does not publish; the table still waits.
    const chosen = widget(page, 'Table', 'Gekozen');
    expect(await chosen.getByRole('cell', { name: 'gebouw' }).count()).toBe(0);
    await screenshot(page, 'nebula-found');

    // A click on the node (where the widget says the found node is) publishes its IRI.
    const gebouw = await focusedSpot(graph);
    await page.mouse.click(gebouw.x, gebouw.y);
    await chosen.getByRole('cell', { name: 'gebouw' }).waitFor();

    // Without a mouse: find the node, then its Select button.
    await search(page, graph, 'wijk');
    await graph.getByRole('button', { name: 'Select wijk' }).press('Enter');
    await chosen.getByRole('cell', { name: 'wijk' }).waitFor();
    await screenshot(page, 'nebula-chosen');

    // Escape on the graph lets the found node go.
    await canvas.press('Escape');
    await expect.poll(() => stageOf(graph).getAttribute('data-focus')).toBe(null);
    expect(await cspViolations()).toEqual([]);
  });

  it('brings the node its subscribe variable names into view', async () => {
    const appPath = await scene.createApp(
      'select1',
      row(
        {
          widget: 'SelectBox',
          titleMenubar: 'Klasse',
          publishVariable: 'knoop',
          preSelectFirstItem: false,
          query: `${PREFIXES}SELECT ?uri ?label WHERE { VALUES ?uri { ex:k5 ex:k500 } ?uri rdfs:label ?label } ORDER BY ?label`,
        },
        { widget: 'Nebula', titleMenubar: 'Volgen', query: LARGE, subscribeVariable: 'knoop' },
      ),
    );
    const { page } = await scene.open(appPath);
    const graph = widget(page, 'Nebula', 'Volgen');
    await waitForState(graph, 'ready');
    await widget(page, 'SelectBox', 'Klasse').getByLabel('Klasse', { exact: true }).click();
    await page.getByRole('option', { name: 'Knoop 500' }).click();
    // The view moves to the node: it ends in the middle of the graph's area.
    await expect.poll(() => stageOf(graph).getAttribute('data-selected')).toBe(`${EX}k500`);
    const spot = await focusedSpot(graph, 'selected');
    const box = (await canvasAreaOf(graph).boundingBox())!;
    expect(Math.abs(spot.x - (box.x + box.width / 2))).toBeLessThan(5);
    expect(Math.abs(spot.y - (box.y + box.height / 2))).toBeLessThan(5);
    await screenshot(page, 'nebula-subscribed');
  });

  it('says what is wrong with a query the engine refuses, and with an edge type it does not know', async () => {
    const broken = await scene.createApp('error1', { widget: 'Nebula', titleMenubar: 'Fout', query: 'SELECT ?node WHERE { ?node ?edge }' });
    const { page } = await scene.open(broken);
    const graph = widget(page, 'Nebula', 'Fout');
    await waitForState(graph, 'error');
    const message = await graph.getByRole('alert').textContent();
    expect(message).toMatch(/\S/);
    expect(await graph.getAttribute('data-error')).toContain(message!.slice(0, 20));

    const arrows = await scene.createApp('error2', { widget: 'Nebula', titleMenubar: 'Pijlen', query: TYPED_STATEMENTS, edgetype: 'sideways' });
    await page.goto(arrows);
    const second = widget(page, 'Nebula', 'Pijlen');
    await waitForState(second, 'error');
    await second.getByRole('alert').getByText('Unknown edge type "sideways"; choose one of none, to, from, to;from.').waitFor();

    const columns = await scene.createApp('error3', { widget: 'Nebula', titleMenubar: 'Kolommen', query: `${PREFIXES}SELECT ?a ?b WHERE { ?a ex:ligtIn ?b }` });
    await page.goto(columns);
    const third = widget(page, 'Nebula', 'Kolommen');
    await waitForState(third, 'error');
    await third.getByRole('alert').getByText('The graph needs ?node (or ?subject), ?edge (or ?predicate) and ?object; the query returns ?a, ?b.').waitFor();
  });
});
