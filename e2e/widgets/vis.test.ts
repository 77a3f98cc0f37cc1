import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringToColor } from '../../packages/core/src/map/stringToColor.js';
import { screenshot } from '../harness/browser.js';
import { chartGraphScene, row, waitForState, widget, type ChartGraphScene } from './chartGraphScene.js';

const EX = 'http://example.org/grafiek-graph/';
const PREFIXES = `PREFIX ex: <${EX}>\nPREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>\n`;

// A small data model: areas nested in each other, and a building on a parcel in a neighbourhood.
// Every class has a type of its own, so that its node has a colour of its own on the canvas.
const DATA = `${PREFIXES}INSERT DATA {
  ex:Buurt a ex:Buurtklasse ; rdfs:label "buurt" ; ex:ligtIn ex:Wijk .
  ex:Wijk a ex:Wijkklasse ; rdfs:label "wijk" ; ex:ligtIn ex:Gemeente .
  ex:Gemeente a ex:Gemeenteklasse ; rdfs:label "gemeente" ; ex:ligtIn ex:Provincie .
  ex:Provincie a ex:Provincieklasse ; rdfs:label "provincie" .
  ex:Perceel a ex:Perceelklasse ; rdfs:label "perceel" ; ex:ligtIn ex:Buurt .
  ex:Gebouw a ex:Gebouwklasse ; rdfs:label "gebouw" ; ex:staatOp ex:Perceel .
  ex:ligtIn rdfs:label "ligt in" .
  ex:staatOp rdfs:label "staat op" .
}`;

const TYPED_STATEMENTS = `SELECT ?node ?nodeLabel ?nodeType ?edge ?edgeLabel ?object ?objectLabel ?objectType WHERE {
  ?node ?edge ?object .
  ?edge rdfs:label ?edgeLabel .
  ?node rdfs:label ?nodeLabel ; a ?nodeType .
  ?object rdfs:label ?objectLabel ; a ?objectType .
}`;

const AREA_CHAIN = `SELECT ?node ?nodeLabel ?nodeType ?edge ?edgeLabel ?object ?objectLabel ?objectType WHERE {
  VALUES ?node { ex:Buurt ex:Wijk ex:Gemeente }
  ?node ex:ligtIn ?object .
  BIND (ex:ligtIn AS ?edge)
  ex:ligtIn rdfs:label ?edgeLabel .
  ?node rdfs:label ?nodeLabel ; a ?nodeType .
  ?object rdfs:label ?objectLabel ; a ?objectType .
}`;

const colorOf = (type: string) => stringToColor(type);

const chosenClass = {
  widget: 'Table',
  titleMenubar: 'Gekozen klasse',
  query: `${PREFIXES}SELECT ?klasse WHERE { <{{klasse}}> rdfs:label ?klasse }`,
};

let scene: ChartGraphScene;
beforeAll(async () => {
  scene = await chartGraphScene('graphs');
  await scene.update(DATA);
});
afterAll(async () => {
  await scene?.close();
});

interface Spot {
  x: number;
  y: number;
  pixels: number;
}

/**
 * Where the graph's canvas shows this colour, in page coordinates: the centre of a node drawn in
 * it, as a user would spot it. `null` when the canvas has no pixel of it.
 */
async function spotColor(frame: Locator, color: string): Promise<Spot | null> {
  return frame.locator('canvas').evaluate((canvas: HTMLCanvasElement, hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    const { data, width, height } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let sumX = 0;
    let sumY = 0;
    let pixels = 0;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 4;
        if (data[i] === r && data[i + 1] === g && data[i + 2] === b && data[i + 3] === 255) {
          sumX += x;
          sumY += y;
          pixels++;
        }
      }
    }
    if (pixels === 0) return null;
    const rect = canvas.getBoundingClientRect();
    return { x: rect.left + (sumX / pixels) * (rect.width / width), y: rect.top + (sumY / pixels) * (rect.height / height), pixels };
  }, color);
}

async function spotNode(frame: Locator, type: string): Promise<Spot> {
  const spot = await spotColor(frame, colorOf(type));
  if (!spot) throw new Error(`No node of type ${type} (${colorOf(type)}) on the canvas`);
  return spot;
}

describe('BBVis', () => {
  it('draws the nodes and edges of a query, with a legend of the types', async () => {
    const appPath = await scene.createApp('graph1', {
      widget: 'BBVis',
      titleMenubar: 'Datamodel',
      query: PREFIXES + TYPED_STATEMENTS,
      legend: true,
      edgelabels: true,
      useLocalNames: true,
      className: 'datamodel-graph',
    });
    const { page, cspViolations } = await scene.open(appPath);
    const graph = widget(page, 'BBVis', 'Datamodel');
    await waitForState(graph, 'ready');

    await graph.getByText('Graph with 6 nodes and 5 edges.').waitFor({ state: 'attached' });
    const statements = await graph.getByRole('list', { name: 'Graph statements' }).getByRole('listitem').allTextContents();
    expect(statements.sort()).toEqual([
      'buurt — ligt in — wijk',
      'gebouw — staat op — perceel',
      'gemeente — ligt in — provincie',
      'perceel — ligt in — buurt',
      'wijk — ligt in — gemeente',
    ]);
    const legend = graph.getByRole('list', { name: 'Legend' });
    expect(await legend.getByRole('listitem').allTextContents()).toEqual(
      expect.arrayContaining(['Buurtklasse', 'Wijkklasse', 'Gemeenteklasse', 'Provincieklasse', 'Perceelklasse', 'Gebouwklasse']),
    );
    expect(await graph.locator('.datamodel-graph canvas').count()).toBe(1);
    // Not editable: no edit toolbar.
    expect(await graph.getByRole('button', { name: 'Edit' }).count()).toBe(0);

    // Every node is on the canvas, in its type's colour.
    const canvasBox = (await graph.locator('canvas').boundingBox())!;
    expect(canvasBox.width).toBeGreaterThan(300);
    for (const type of ['Buurtklasse', 'Wijkklasse', 'Gemeenteklasse', 'Provincieklasse', 'Perceelklasse', 'Gebouwklasse']) {
      expect((await spotNode(graph, type)).pixels, type).toBeGreaterThan(100);
    }
    await screenshot(page, 'vis-datamodel');
    expect(await cspViolations()).toEqual([]);
  });

  it('publishes the IRI of the node a user clicks', async () => {
    const appPath = await scene.createApp(
      'click1',
      row({ widget: 'BBVis', titleMenubar: 'Klik', query: PREFIXES + TYPED_STATEMENTS, publishVariable: 'klasse' }, chosenClass),
    );
    const { page } = await scene.open(appPath);
    const graph = widget(page, 'BBVis', 'Klik');
    await waitForState(graph, 'ready');
    const gebouw = await spotNode(graph, 'Gebouwklasse');
    await page.mouse.click(gebouw.x, gebouw.y);
    await widget(page, 'Table', 'Gekozen klasse').getByRole('cell', { name: 'gebouw' }).waitFor();
    const wijk = await spotNode(graph, 'Wijkklasse');
    await page.mouse.click(wijk.x, wijk.y);
    await widget(page, 'Table', 'Gekozen klasse').getByRole('cell', { name: 'wijk' }).waitFor();
    await screenshot(page, 'vis-clicked');
  });

  it('selects the node its subscribe variable names', async () => {
    const appPath = await scene.createApp(
      'select1',
      row(
        {
          widget: 'SelectBox',
          titleMenubar: 'Klasse',
          publishVariable: 'klasse',
          preSelectFirstItem: false,
          query: `${PREFIXES}SELECT ?uri ?label WHERE { ?uri ex:ligtIn ?x ; rdfs:label ?label } ORDER BY ?label`,
        },
        { widget: 'BBVis', titleMenubar: 'Selectie', query: PREFIXES + TYPED_STATEMENTS, subscribeVariable: 'klasse' },
      ),
    );
    const { page } = await scene.open(appPath);
    const graph = widget(page, 'BBVis', 'Selectie');
    await waitForState(graph, 'ready');
    const ring = '#f59f00';
    expect(await spotColor(graph, ring)).toBeNull();

    await widget(page, 'SelectBox', 'Klasse').getByLabel('Klasse', { exact: true }).click();
    await page.getByRole('option', { name: 'perceel' }).click();
    // The selection ring appears around the perceel node, and nowhere else.
    await expect.poll(() => spotColor(graph, ring)).not.toBeNull();
    const selected = (await spotColor(graph, ring))!;
    const perceel = await spotNode(graph, 'Perceelklasse');
    expect(Math.hypot(selected.x - perceel.x, selected.y - perceel.y)).toBeLessThan(6);
    await screenshot(page, 'vis-selected');
  });

  it('lays a hierarchy out in the direction asked for', async () => {
    const positions = async (path: string, direction: string) => {
      const appPath = await scene.createApp(path, {
        widget: 'BBVis',
        titleMenubar: `Richting ${direction}`,
        query: PREFIXES + AREA_CHAIN,
        hierarchical: true,
        direction,
        edgetype: 'to;from',
        edgelabels: true,
      });
      const { page } = await scene.open(appPath);
      const graph = widget(page, 'BBVis', `Richting ${direction}`);
      await waitForState(graph, 'ready');
      const spots = [];
      for (const type of ['Buurtklasse', 'Wijkklasse', 'Gemeenteklasse', 'Provincieklasse']) spots.push(await spotNode(graph, type));
      await screenshot(page, `vis-hierarchy-${direction}`);
      return spots;
    };
    // Buurt lies in Wijk lies in Gemeente lies in Provincie: one level each, along the edges.
    const lr = await positions('dirlr', 'LR');
    for (let i = 1; i < lr.length; i++) {
      expect(lr[i]!.x).toBeGreaterThan(lr[i - 1]!.x + 40);
      expect(Math.abs(lr[i]!.y - lr[0]!.y)).toBeLessThan(10);
    }
    const du = await positions('dirdu', 'DU');
    for (let i = 1; i < du.length; i++) {
      expect(du[i]!.y).toBeLessThan(du[i - 1]!.y - 40);
      expect(Math.abs(du[i]!.x - du[0]!.x)).toBeLessThan(10);
    }
  });

  it('moves only the dragged node, or with dragNodes off the whole view', async () => {
    const drag = async (path: string, dragNodes: boolean) => {
      const appPath = await scene.createApp(path, { widget: 'BBVis', titleMenubar: `Slepen ${path}`, query: PREFIXES + TYPED_STATEMENTS, dragNodes });
      const { page } = await scene.open(appPath);
      const graph = widget(page, 'BBVis', `Slepen ${path}`);
      await waitForState(graph, 'ready');
      const gebouw = await spotNode(graph, 'Gebouwklasse');
      const provincie = await spotNode(graph, 'Provincieklasse');
      await page.mouse.move(gebouw.x, gebouw.y);
      await page.mouse.down();
      for (let step = 1; step <= 8; step++) await page.mouse.move(gebouw.x + step * 10, gebouw.y + step * 10);
      await page.mouse.up();
      const gebouwAfter = await spotNode(graph, 'Gebouwklasse');
      const provincieAfter = await spotNode(graph, 'Provincieklasse');
      return {
        dragged: Math.hypot(gebouwAfter.x - gebouw.x, gebouwAfter.y - gebouw.y),
        other: Math.hypot(provincieAfter.x - provincie.x, provincieAfter.y - provincie.y),
      };
    };
    const nodeDrag = await drag('drag1', true);
    expect(nodeDrag.dragged).toBeGreaterThan(90);
    expect(nodeDrag.other).toBeLessThan(3);
    const viewDrag = await drag('drag2', false);
    expect(viewDrag.dragged).toBeGreaterThan(90);
    expect(viewDrag.other).toBeGreaterThan(90);
  });

  it('adds the answers of its extension query to the graph with every click', async () => {
    const appPath = await scene.createApp('extend1', {
      widget: 'BBVis',
      titleMenubar: 'Uitbreiden',
      query: PREFIXES + AREA_CHAIN,
      publishVariable: 'klasse',
      extendquery: `${PREFIXES}SELECT ?node ?nodeLabel ?nodeType ?edge ?edgeLabel ?object ?objectLabel ?objectType WHERE {
        BIND (<{{klasse}}> AS ?object)
        ?node ?edge ?object .
        ?edge rdfs:label ?edgeLabel .
        ?node rdfs:label ?nodeLabel ; a ?nodeType .
        ?object rdfs:label ?objectLabel ; a ?objectType .
      }`,
    });
    const { page } = await scene.open(appPath);
    const graph = widget(page, 'BBVis', 'Uitbreiden');
    await waitForState(graph, 'ready');
    await graph.getByText('Graph with 4 nodes and 3 edges.').waitFor({ state: 'attached' });
    expect(await spotColor(graph, colorOf('Perceelklasse'))).toBeNull();

    const buurt = await spotNode(graph, 'Buurtklasse');
    await page.mouse.click(buurt.x, buurt.y);
    await graph.getByText('Graph with 5 nodes and 4 edges.').waitFor({ state: 'attached' });
    await waitForState(graph, 'ready');
    const perceel = await spotNode(graph, 'Perceelklasse');
    await page.mouse.click(perceel.x, perceel.y);
    // The parcel's building joins; what the first click added stays.
    await graph.getByText('Graph with 6 nodes and 5 edges.').waitFor({ state: 'attached' });
    await waitForState(graph, 'ready');
    expect(await spotColor(graph, colorOf('Gebouwklasse'))).not.toBeNull();
    await screenshot(page, 'vis-extended');
  });

  it('lets a user add and delete nodes when editable, in this view only', async () => {
    const appPath = await scene.createApp('edit1', { widget: 'BBVis', titleMenubar: 'Bewerken', query: PREFIXES + TYPED_STATEMENTS, editable: true });
    const { page, cspViolations } = await scene.open(appPath);
    const graph = widget(page, 'BBVis', 'Bewerken');
    await waitForState(graph, 'ready');
    // vis-network's own colour for a node that has none: what a node added by hand gets.
    const added = '#97c2fc';
    expect(await spotColor(graph, added)).toBeNull();

    await graph.getByRole('button', { name: 'Edit' }).click();
    await graph.getByRole('button', { name: 'Add Node' }).click();
    const canvas = (await graph.locator('canvas').boundingBox())!;
    await page.mouse.click(canvas.x + canvas.width - 40, canvas.y + canvas.height - 40);
    await expect.poll(() => spotColor(graph, added)).not.toBeNull();

    const gebouw = await spotNode(graph, 'Gebouwklasse');
    await page.mouse.click(gebouw.x, gebouw.y);
    await graph.getByRole('button', { name: 'Delete selected' }).click();
    await expect.poll(() => spotColor(graph, colorOf('Gebouwklasse'))).toBeNull();
    await screenshot(page, 'vis-edited');
    expect(await cspViolations()).toEqual([]);
  });

  it('says what is wrong with an edge type it does not know', async () => {
    const appPath = await scene.createApp('error1', { widget: 'BBVis', titleMenubar: 'Fout', query: PREFIXES + AREA_CHAIN, edgetype: 'sideways' });
    const { page } = await scene.open(appPath);
    const graph = widget(page, 'BBVis', 'Fout');
    await waitForState(graph, 'error');
    await graph.getByRole('alert').getByText('Unknown edge type "sideways"; choose one of none, to, from, middle, to;from.').waitFor();
  });
});
