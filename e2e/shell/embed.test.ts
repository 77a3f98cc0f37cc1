import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../harness/browser.js';
import { row, startScene, type Scene } from '../harness/scene.js';

// An app shown inside another site: the listed site frames it and talks to it with postMessage;
// a site not listed is refused by the browser (frame-ancestors).
const PROJECT = 'ingebed';
const EX = 'http://example.org/grafiek-embed/';
const PREFIXES = `PREFIX ex: <${EX}>\nPREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>\n`;

/** A site of its own on another port: its pages frame the app and record what it says. */
function hostSite(): Promise<{ port: number; close: () => Promise<void>; setApp: (url: string) => void }> {
  let appUrl = '';
  const server = http.createServer((_request, response) => {
    const appOrigin = new URL(appUrl).origin;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><title>Host</title><h1>Gemeenteportaal</h1>
<iframe id="app" src="${appUrl}" style="width: 1000px; height: 600px; border: 1px solid #ccc" title="Grafiek app"></iframe>
<script>
  window.received = [];
  window.addEventListener('message', (event) => {
    if (event.origin === '${appOrigin}') window.received.push(event.data);
  });
  window.sendToApp = (message) => document.getElementById('app').contentWindow.postMessage(message, '${appOrigin}');
</script>`);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ port, close: () => new Promise((done) => server.close(() => done())), setApp: (url) => (appUrl = url) });
    });
  });
}

let host: Awaited<ReturnType<typeof hostSite>>;
let scene: Scene;
beforeAll(async () => {
  host = await hostSite();
  // Listed: the host site on 127.0.0.1. The same site reached as localhost is another origin, not listed.
  scene = await startScene({ project: { title: 'Ingebed', path: PROJECT }, server: { env: { GRAFIEK_EMBED_ORIGINS: `http://127.0.0.1:${host.port}` } } }, async () => ({}));
  await scene.update(`${PREFIXES}INSERT DATA {
    ex:doesburg rdfs:label "Doesburg" ; ex:code "GM0221" .
    ex:zutphen rdfs:label "Zutphen" ; ex:code "GM0301" .
  }`);
  await scene.publicApp('kaart', row(
    { widget: 'Table', titleMenubar: 'Gemeenten', query: `${PREFIXES}SELECT ?naam ?naamURI WHERE { ?naamURI rdfs:label ?naam ; ex:code ?code } ORDER BY ?naam`, publishVariable: 'gemeente' },
    { widget: 'Table', titleMenubar: 'Gekozen', query: `${PREFIXES}SELECT ?code WHERE { <{{gemeente}}> ex:code ?code }` },
  ));
  host.setApp(`${scene.server.url}/embed/${PROJECT}/kaart`);
});
afterAll(async () => {
  await scene?.close();
  await host?.close();
});

const received = (page: Page) => page.evaluate(() => (window as unknown as { received: Record<string, unknown>[] }).received);

describe('embedded apps', () => {
  it('show in a listed site, which sets variables, hears publishes and reads values', async () => {
    const page = await scene.browser.newPage(`http://127.0.0.1:${host.port}`);
    await page.goto('/');
    const app = page.frameLocator('#app');
    await app.getByRole('cell', { name: 'Zutphen' }).waitFor();
    // Only the app: no platform header or top bar inside the frame.
    expect(await app.getByRole('button', { name: /edit/i }).count()).toBe(0);
    await expect.poll(() => received(page)).toContainEqual({ grafiek: 'ready', variables: {} });

    // The host sets a variable: the app's queries follow it, and it is not echoed back.
    await page.evaluate((uri) => (window as unknown as { sendToApp: (m: unknown) => void }).sendToApp({ grafiek: 'set', variables: { gemeente: uri } }), `${EX}doesburg`);
    await app.getByRole('cell', { name: 'GM0221' }).waitFor();
    expect((await received(page)).filter((message) => message.grafiek === 'publish')).toEqual([]);

    // A click in the app reaches the host.
    await app.getByRole('button', { name: 'Zutphen' }).click();
    await app.getByRole('cell', { name: 'GM0301' }).waitFor();
    await expect.poll(async () => (await received(page)).filter((message) => message.grafiek === 'publish')).toEqual([{ grafiek: 'publish', name: 'gemeente', value: `${EX}zutphen` }]);

    // The host asks for values.
    await page.evaluate(() => (window as unknown as { sendToApp: (m: unknown) => void }).sendToApp({ grafiek: 'get', id: 'q1', names: ['gemeente'] }));
    await expect.poll(() => received(page)).toContainEqual({ grafiek: 'variables', id: 'q1', variables: { gemeente: `${EX}zutphen` } });
    await screenshot(page, 'embedded-app');
  });

  it('is refused by the browser in a site that is not listed, and its page elsewhere keeps frame-ancestors self', async () => {
    const page = await scene.browser.newPage(`http://localhost:${host.port}`);
    const refused = new Promise<void>((resolve) => page.on('console', (message) => message.text().includes('frame-ancestors') && resolve()));
    await page.goto('/');
    await refused;
    expect(await page.frameLocator('#app').getByRole('cell', { name: 'Zutphen' }).count()).toBe(0);

    const embedPage = await fetch(`${scene.server.url}/embed/${PROJECT}/kaart`, { headers: { Accept: 'text/html' } });
    expect(embedPage.headers.get('content-security-policy')).toContain(`frame-ancestors 'self' http://127.0.0.1:${host.port}`);
    const platformPage = await fetch(`${scene.server.url}/projects/${PROJECT}/kaart`, { headers: { Accept: 'text/html' } });
    expect(platformPage.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'(;|$)/);
  });
});
