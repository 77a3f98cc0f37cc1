import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../harness/browser.js';
import { column, pageAs, row, startScene, type Scene } from '../harness/scene.js';
import { waitForState, widget } from './inputWidgetScene.js';

// The IFC viewers (IFCJSViewer, IFCJSViewerV3): one server, one browser, one project. The model is
// a small real IFC file (IfcOpenHouse, IFC4), kept on the server as an Upload widget would keep it
// and named by the rows in the demo repository; the browser draws it with software WebGL.

const PROJECT = 'ifc';
const HOUSE_FILE = '/work/shared/data/ifc/IfcOpenHouse_IFC4.ifc';
const EX = 'http://example.org/grafiek-ifc/';
const PREFIXES = `PREFIX ex: <${EX}>\n`;
/** Software WebGL on a shared machine: a model takes a while to load and draw. */
const POLL = { timeout: 60_000 };

/** Elements of IfcOpenHouse: [id, expressID in the file, name, colour]. */
const ELEMENTS: [string, number, string, string?][] = [
  ['zuidmuur', 40, 'South wall', '#ff0000'],
  ['noordmuur', 221, 'North wall'],
  ['voordeur', 2441, 'Voordeur'],
  ['zuiddak', 189, 'South roof'],
];

const ROWS_QUERY = `${PREFIXES}SELECT ?uri ?expressID ?file ?color WHERE {
  ?uri ex:expressID ?expressID ; ex:file ?file .
  OPTIONAL { ?uri ex:kleur ?color }
}`;

let scene: Scene;
let houseUrl: string;

/** Keeps a file on the server as the Upload widget would (uploadAnyFile) and returns its download path. */
async function upload(name: string, bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const form = new FormData();
  form.set('command', 'uploadAnyFile');
  form.set('file', new Blob([bytes]), name);
  const response = await fetch(`${scene.server.url}/api/upload/demo`, { method: 'POST', headers: { Authorization: `Bearer ${scene.admin.token}` }, body: form });
  const answer = (await response.json()) as { success: boolean; fileUrl?: string };
  if (!answer.success || !answer.fileUrl) throw new Error(`The upload of ${name} failed: ${JSON.stringify(answer)}`);
  return new URL(answer.fileUrl).pathname;
}

beforeAll(async () => {
  scene = await startScene({ project: { title: 'IFC', path: PROJECT } }, async () => ({}));
  houseUrl = await upload('IfcOpenHouse_IFC4.ifc', new Uint8Array(readFileSync(HOUSE_FILE)));
  const triples = ELEMENTS.map(
    ([id, expressID, name, colour]) => `ex:${id} ex:expressID ${expressID} ; ex:file "${houseUrl}" ; ex:naam "${name}"${colour ? ` ; ex:kleur "${colour}"` : ''} .`,
  );
  await scene.update(`${PREFIXES}INSERT DATA { ${triples.join('\n')} }`);
});
afterAll(async () => {
  await scene?.close();
});

async function open(path: string, mainArea: Record<string, unknown>): Promise<Page> {
  await scene.publicApp(path, mainArea);
  const page = await pageAs(scene, null);
  await page.goto(`/projects/${PROJECT}/${path}`);
  return page;
}

/** A table of what a query over a published variable returns. */
function follower(title: string, query: string): Record<string, unknown> {
  return { widget: 'Table', titleMenubar: title, query: PREFIXES + query };
}

/** A table of buttons; a click publishes the button's value to `variable`. */
function chooser(title: string, variable: string, choices: [label: string, value: string][]): Record<string, unknown> {
  const rows = choices.map(([label, value]) => `("${label}" <${value}>)`).join(' ');
  return { widget: 'Table', titleMenubar: title, publishVariable: variable, query: `SELECT ?keuze ?keuzeURI WHERE { VALUES (?keuze ?keuzeURI) { ${rows} } }` };
}

type Pixel = 'red' | 'blue' | 'model';

/**
 * Where on the page pixels of a kind are, as the user sees the canvas: their number and one of
 * them near their middle. Lit surfaces are shaded, so a kind is a range, not one colour: red is
 * the rows' #ff0000, blue the selection colour, model any grey of an unpainted element (not the
 * near-white background).
 */
async function pixels(page: Page, canvas: Locator, kind: Pixel): Promise<{ count: number; x: number; y: number }> {
  const box = (await canvas.boundingBox())!;
  const png = await canvas.screenshot({ animations: 'disabled' });
  const found = await page.evaluate(
    async ({ base64, kind }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const data = context.getImageData(0, 0, image.width, image.height).data;
      const hits: [number, number][] = [];
      for (let i = 0; i < data.length; i += 4) {
        const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
        const match =
          kind === 'red' ? r > 110 && g < r * 0.45 && b < r * 0.45 : kind === 'blue' ? b > 110 && r < b * 0.6 && g < b * 0.85 && g > r : Math.max(r, g, b) - Math.min(r, g, b) < 40 && r < 225;
        if (match) hits.push([(i / 4) % image.width, Math.floor(i / 4 / image.width)]);
      }
      // The hit nearest to the hits' centre: inside the shape for the convex faces of a model.
      const cx = hits.reduce((sum, [x]) => sum + x, 0) / Math.max(1, hits.length);
      const cy = hits.reduce((sum, [, y]) => sum + y, 0) / Math.max(1, hits.length);
      const best = hits.reduce<[number, number] | null>((near, hit) => (!near || Math.hypot(hit[0] - cx, hit[1] - cy) < Math.hypot(near[0] - cx, near[1] - cy) ? hit : near), null);
      return { count: hits.length, x: best?.[0] ?? 0, y: best?.[1] ?? 0, scale: image.width };
    },
    { base64: png.toString('base64'), kind },
  );
  const scale = found.scale / box.width;
  return { count: found.count, x: box.x + found.x / scale, y: box.y + found.y / scale };
}

/** Polls until the canvas shows at least `least` pixels of a kind. */
async function waitForPixels(page: Page, canvas: Locator, kind: Pixel, least: number): Promise<{ count: number; x: number; y: number }> {
  let last = { count: 0, x: 0, y: 0 };
  await expect
    .poll(async () => {
      last = await pixels(page, canvas, kind);
      return last.count;
    }, POLL)
    .toBeGreaterThanOrEqual(least);
  return last;
}

describe('IFCJSViewer', () => {
  it('loads the model the rows name, paints their elements, publishes a clicked element and selects a subscribed one', async () => {
    const page = await open(
      'viewer',
      row(
        { widget: 'BBIFCJSViewer', titleMenubar: 'Huis', query: ROWS_QUERY, publishVariable: 'element', subscribeVariable: 'gekozen', resetparameter: 'wissen' },
        column(follower('Aangeklikt', 'SELECT ?naam WHERE { <{{element}}> ex:naam ?naam }'), chooser('Kies', 'gekozen', [['Deur', `${EX}voordeur`]]), chooser('Wis', 'wissen', [['Wissen', `${EX}wis`]])),
      ),
    );
    // Stored under an older name, shown as the widget it loads as.
    const frame = widget(page, 'IFCJSViewer', 'Huis');
    const status = frame.locator('[data-ifc-status]');
    await status.getByText(/^IfcOpenHouse_IFC4\.ifc: \d+ elements$/).waitFor(POLL);
    const count = Number(/: (\d+) elements/.exec((await status.locator('[data-ifc-model-ready]').textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThan(10);
    await waitForState(frame, 'ready');

    // The model is drawn, and the row with ?color paints the south wall red.
    const canvas = frame.locator('[data-ifc-canvas] canvas');
    await waitForPixels(page, canvas, 'model', 500);
    const red = await waitForPixels(page, canvas, 'red', 50);

    // A click on the red wall publishes its ?uri (the table beside shows its name) and selects it.
    await page.mouse.click(red.x, red.y);
    await widget(page, 'Table', 'Aangeklikt').getByRole('cell', { name: 'South wall' }).waitFor(POLL);
    await frame.locator('[data-ifc-selection]').getByText('Selected: #40').waitFor();
    await waitForPixels(page, canvas, 'blue', 50);
    await screenshot(page, 'ifc-viewer-selected');

    // The subscribed variable selects the element with that ?uri; the reset parameter clears it.
    await widget(page, 'Table', 'Kies').getByText('Deur').click();
    await frame.locator('[data-ifc-selection]').getByText('Selected: #2441').waitFor(POLL);
    await widget(page, 'Table', 'Wis').getByText('Wissen').click();
    await frame.locator('[data-ifc-selection]').waitFor({ state: 'detached', ...POLL });
    await page.close();
  }, 120_000);
});

describe('IFCJSViewerV3 and wrong files', () => {
  it('opens a local file in ViewerWithUpload, shows only the query\'s elements in sparqlonly, and says what it cannot show', async () => {
    const missing = `${houseUrl.replace(/\/[^/]+\/[^/]+$/, '')}/0000/missing.ifc`;
    const page = await open(
      'v3',
      row(
        {
          widget: 'IFCJSViewerV3',
          titleMenubar: 'Eigen model',
          modus: 'ViewerWithUpload',
          objectVisualisationMode: 'sparqlonly',
          // Rows without ?file are about whatever model is shown: here the visitor's own file.
          query: `${PREFIXES}SELECT ?uri ?expressID ?color WHERE { VALUES (?uri ?expressID ?color) { (ex:zuidmuur 40 "red") (ex:zuiddak 189 "#ff0000") } }`,
          publishVariable: 'element',
        },
        column(
          follower('Aangeklikt', 'SELECT ?naam WHERE { <{{element}}> ex:naam ?naam }'),
          { widget: 'IFCJSViewer', titleMenubar: 'Kwijt', query: `SELECT ?uri ?expressID ?file WHERE { VALUES (?uri ?expressID ?file) { (<${EX}x> 1 "${missing}") } }` },
          { widget: 'BBIfcViewerNextGen', titleMenubar: 'Export', modus: 'BIMLegalDownload' },
        ),
      ),
    );
    // A file that is not there, and a modus this viewer does not have: each says so in its frame.
    const lost = widget(page, 'IFCJSViewer', 'Kwijt');
    await waitForState(lost, 'error');
    await lost.getByText(/"missing\.ifc" could not be fetched \(404\)/).first().waitFor(POLL);
    const exported = widget(page, 'BBIfcViewerNextGen', 'Export');
    await exported.getByRole('alert').getByText(/Modus "BIMLegalDownload" .* is not available/).waitFor();

    // The visitor opens a text file by mistake, then the real model.
    const own = widget(page, 'IFCJSViewerV3', 'Eigen model');
    await own.getByText('Open an .ifc file to see it here.').waitFor(POLL);
    const input = own.locator('input[type="file"]');
    await input.setInputFiles({ name: 'notities.ifc', mimeType: 'text/plain', buffer: Buffer.from('Dit is geen model.') });
    await own.getByRole('alert').getByText('"notities.ifc" is not an IFC file: an .ifc file starts with ISO-10303-21.').waitFor();
    await input.setInputFiles(HOUSE_FILE);
    await own.locator('[data-ifc-status]').getByText(/^IfcOpenHouse_IFC4\.ifc: \d+ elements$/).waitFor(POLL);
    await own.getByRole('button', { name: 'Close IfcOpenHouse_IFC4.ifc' }).waitFor();

    // sparqlonly: the two red elements the rows name are drawn, the rest of the house is not.
    const canvas = own.locator('[data-ifc-canvas] canvas');
    const red = await waitForPixels(page, canvas, 'red', 50);
    await expect.poll(async () => (await pixels(page, canvas, 'model')).count, POLL).toBeLessThan(red.count);
    await page.mouse.click(red.x, red.y);
    await widget(page, 'Table', 'Aangeklikt')
      .getByRole('cell', { name: /South wall|South roof/ })
      .waitFor(POLL);
    await screenshot(page, 'ifc-viewer-v3-local');
    await page.close();
  }, 120_000);
});
