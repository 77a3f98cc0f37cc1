import { execFile } from 'node:child_process';
import { mkdtemp, readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../harness/browser.js';
import JSZip from 'jszip';
import { pageAs, row, startScene, type Scene } from '../harness/scene.js';
import { fittedPoint, mapCanvas, mapReady } from '../widgets/mapScene.js';

// `npm run export`: an app as a folder that a plain static web server serves, under a sub-path,
// its queries going straight to the Grafiek server's endpoint.
const PROJECT = 'export';
const EX = 'http://example.org/grafiek-export/';
const PREFIXES = `PREFIX ex: <${EX}>\nPREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>\n`;
const exportCli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'packages', 'server', 'dist', 'cli', 'export.js');

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.wasm': 'application/wasm' };

/** A static file server as simple as they come: files under /site/, a folder's index.html, 404 otherwise. */
function staticServer(root: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
      if (!pathname.startsWith('/site/')) return response.writeHead(404).end();
      let file = path.join(root, pathname.slice('/site/'.length));
      if (!file.startsWith(root)) return response.writeHead(404).end();
      try {
        if ((await stat(file)).isDirectory()) file = path.join(file, 'index.html');
        const body = await readFile(file);
        response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(body);
      } catch {
        response.writeHead(404).end();
      }
    })();
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((done) => server.close(() => done())) }));
  });
}

let scene: Scene;
let site: Awaited<ReturnType<typeof staticServer>>;
let out: string;
beforeAll(async () => {
  scene = await startScene({ project: { title: 'Export', path: PROJECT } }, async () => ({}));
  await scene.update(`${PREFIXES}INSERT DATA {
    ex:gelderland a ex:Provincie ; rdfs:label "Gelderland" . ex:utrecht a ex:Provincie ; rdfs:label "Utrecht" .
    ex:doesburg rdfs:label "Doesburg" ; ex:in ex:gelderland . ex:zutphen rdfs:label "Zutphen" ; ex:in ex:gelderland .
    ex:amersfoort rdfs:label "Amersfoort" ; ex:in ex:utrecht .
    ex:utrecht ex:vlak "POLYGON((5.0 52.0, 5.2 52.0, 5.2 52.12, 5.0 52.12, 5.0 52.0))"^^<http://www.opengis.net/ont/geosparql#wktLiteral> .
    ex:gelderland ex:vlak "POLYGON((5.2 52.0, 5.4 52.0, 5.4 52.12, 5.2 52.12, 5.2 52.0))"^^<http://www.opengis.net/ont/geosparql#wktLiteral> .
  }`);
  await scene.publicApp('drill', row(
    { widget: 'Table', titleMenubar: 'Provincies', query: `${PREFIXES}SELECT ?naam ?naamURI WHERE { ?naamURI a ex:Provincie ; rdfs:label ?naam } ORDER BY ?naam`, publishVariable: 'provincie' },
    { widget: 'Table', titleMenubar: 'Gemeenten', query: `${PREFIXES}SELECT ?gemeente WHERE { ?g ex:in <{{provincie}}> ; rdfs:label ?gemeente } ORDER BY ?gemeente` },
    // A map: drawn on canvas, its clicks are followed by the snapshot's grid of clicks.
    { widget: 'BBMap', titleMenubar: 'Kaart', query: `${PREFIXES}SELECT ?uri ?geometry ?label WHERE { ?uri a ex:Provincie ; rdfs:label ?label ; ex:vlak ?geometry }`, publishVariable: 'gebied' },
    { widget: 'Table', titleMenubar: 'In gebied', query: `${PREFIXES}SELECT ?plaats WHERE { ?p ex:in <{{gebied}}> ; rdfs:label ?plaats } ORDER BY ?plaats` },
  ));
  out = await mkdtemp(path.join(tmpdir(), 'grafiek-export-'));
  site = await staticServer(out);
});
afterAll(async () => {
  await site?.close();
  await scene?.close();
});

describe('static export', () => {
  it('writes a folder that a plain static server serves from a sub-path, querying the endpoint straight', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [exportCli, PROJECT, 'drill', out, '--server', scene.server.url]);
    expect(stdout).toContain(`Its queries go to ${scene.server.url}/api/sparql/demo`);

    const page = await scene.browser.newPage(site.url);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/site/');
    await page.getByRole('button', { name: 'Gelderland' }).click();
    await page.getByRole('cell', { name: 'Zutphen' }).waitFor();
    await page.getByRole('button', { name: 'Utrecht' }).click();
    await page.getByRole('cell', { name: 'Amersfoort' }).waitFor();
    expect(await page.getByRole('cell', { name: 'Zutphen' }).count()).toBe(0);
    // A visitor's view: no top bar to edit with, no platform login.
    expect(await page.getByText('Edit mode').count()).toBe(0);
    await screenshot(page, 'static-export');

    const platform = requests.filter((url) => url.startsWith(scene.server.url));
    expect(platform.length).toBeGreaterThan(0);
    expect(platform.every((url) => url === `${scene.server.url}/api/sparql/demo`)).toBe(true);
    expect(requests.filter((url) => url.startsWith(site.url) && !url.startsWith(`${site.url}/site/`))).toEqual([]);
  });

  it('comes as a zip from the editor\'s App settings, for the app\'s authors', async () => {
    const page = await pageAs(scene, scene.admin);
    await page.goto(`/projects/${PROJECT}/drill/edit`);
    await page.getByRole('button', { name: 'App settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'App settings' });
    // The zip is made as it is asked for (a few seconds, more on a busy machine).
    const downloading = page.waitForEvent('download', { timeout: 90_000 });
    await dialog.getByRole('button', { name: 'Export as static site' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${PROJECT}-drill-static.zip`);
    const zip = await JSZip.loadAsync(await readFile(await download.path()));
    const config = JSON.parse(await zip.file(`${PROJECT}-drill/config.json`)!.async('string')) as { repoURL: string; id?: string };
    expect(config.repoURL).toBe(`${scene.server.url}/api/sparql/demo`);
    expect(config.id).toBeUndefined();
    expect(await zip.file(`${PROJECT}-drill/index.html`)!.async('string')).toContain('src="./grafiek-settings.js"');
    // Not for visitors: the server refuses them whatever the UI shows.
    const anonymous = await fetch(`${scene.server.url}/api/projects/${PROJECT}/viewers/drill/static-site`);
    expect(anonymous.status).toBe(401);
  });

  it('says what is wrong when the app cannot be exported', async () => {
    const run = promisify(execFile)(process.execPath, [exportCli, PROJECT, 'nope', out, '--server', scene.server.url]);
    await expect(run).rejects.toMatchObject({ stderr: expect.stringContaining(`There is no app nope in project ${PROJECT}`) });
  });
  it('with --snapshot works with no endpoint at all, and says so for an answer it does not hold', { timeout: 240_000 }, async () => {
    const run = promisify(execFile);
    const full = await mkdtemp(path.join(tmpdir(), 'grafiek-snapshot-'));
    const { stdout } = await run(process.execPath, [exportCli, PROJECT, 'drill', full, '--server', scene.server.url, '--snapshot']);
    // At start the provinces and the map; a click on each province, its municipalities; clicks
    // on the map where each province is drawn, the places of each.
    expect(stdout).toMatch(/Snapshot: 6 answers .* stopped: nothing left to click\./);
    const startOnly = await mkdtemp(path.join(tmpdir(), 'grafiek-snapshot-'));
    expect((await run(process.execPath, [exportCli, PROJECT, 'drill', startOnly, '--server', scene.server.url, '--snapshot', '--snapshot-clicks', '0'])).stdout).toContain('after 0 clicks; stopped: click limit');
    await scene.server.stop();

    const fullSite = await staticServer(full);
    const startOnlySite = await staticServer(startOnly);
    try {
      const page = await scene.browser.newPage(fullSite.url);
      await page.goto('/site/');
      await page.getByRole('button', { name: 'Utrecht' }).click();
      await page.getByRole('cell', { name: 'Amersfoort' }).waitFor();
      await page.getByRole('button', { name: 'Gelderland' }).click();
      await page.getByRole('cell', { name: 'Zutphen' }).waitFor();
      // The map's click, answered from the snapshot as well.
      const map = await mapReady(page, '[data-widget="BBMap"]');
      const east = await fittedPoint(mapCanvas(map), [5.0, 52.0, 5.4, 52.12], 5.3, 52.06);
      await page.mouse.click(east.x, east.y);
      const inArea = page.locator('[data-widget="Table"][aria-label="In gebied"]');
      await inArea.getByRole('cell', { name: 'Doesburg' }).waitFor();
      expect(await inArea.getByRole('cell').allTextContents()).toEqual(['Doesburg', 'Zutphen']);

      const partial = await scene.browser.newPage(startOnlySite.url);
      await partial.goto('/site/');
      await partial.getByRole('button', { name: 'Gelderland' }).click();
      await partial.getByText("This answer is not in the static site's snapshot, and the endpoint does not answer").first().waitFor();
      await screenshot(partial, 'static-export-outside-snapshot');
    } finally {
      await fullSite.close();
      await startOnlySite.close();
    }
  });
});
