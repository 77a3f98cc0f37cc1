// The peer of the big-results scenario: YASR, the results view of yasgui (@zazuko/yasr), on a page
// of its own. A tiny HTTP server started by the scenario serves that page with YASR's built script
// and styles from node_modules, and passes the page's SPARQL request on to the bench server
// unchanged, so the Grafiek server is measured, not altered, and the page's query is a real
// same-origin network request with resource timing, like the Grafiek widgets' own.
import { readFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';

/** What yasgui sends for a SELECT (yasqe's acceptHeaderSelect). */
const YASQE_ACCEPT = 'application/sparql-results+json,*/*;q=0.9';
/** Headers that belong to one connection, not to the message a proxy passes on. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

/**
 * @typedef {object} YasrBuild
 * @property {string} version
 * @property {Map<string, { type: string, body: Buffer }>} assets By the path the page asks for.
 */

/** @typedef {{ url: string, version: string, close: () => Promise<void> }} YasrPage */

/**
 * YASR's built files, or undefined when the package is not installed (then the comparison is
 * "not measured", as for any peer that is missing).
 * @returns {YasrBuild | undefined}
 */
export function findYasr() {
  let manifest;
  try {
    manifest = createRequire(import.meta.url).resolve('@zazuko/yasr/package.json');
  } catch {
    return undefined;
  }
  const dir = path.dirname(manifest);
  /** @type {{ version: string }} */
  const { version } = JSON.parse(readFileSync(manifest, 'utf8'));
  const assets = new Map([
    ['/yasr/yasr.min.js', { type: 'text/javascript; charset=utf-8', body: readFileSync(path.join(dir, 'build', 'yasr.min.js')) }],
    ['/yasr/yasr.min.css', { type: 'text/css; charset=utf-8', body: readFileSync(path.join(dir, 'build', 'yasr.min.css')) }],
  ]);
  return { version, assets };
}

/**
 * The page: YASR as yasgui sets it up for a result (its default plugin, the DataTables "table",
 * with its default page size), without persistence, so no earlier result is read back from
 * localStorage. The page runs the query the way yasqe does (POST, form-encoded, yasqe's Accept
 * header, plus the two fields the Grafiek web app sends so both get the very same result) and
 * gives YASR the response the way yasgui does: yasqe's `queryResponse` object and the duration.
 * A MutationObserver, installed before YASR runs, records when a row's text first is in the DOM.
 * @param {{ query: string, repository: string, rowText: string }} options
 */
function pageHtml(options) {
  const config = { endpoint: `/api/sparql/${encodeURIComponent(options.repository)}`, query: options.query, rowText: options.rowText, accept: YASQE_ACCEPT };
  // `<` escaped so the query's IRIs cannot end the script element.
  const configJson = JSON.stringify(config).replaceAll('<', '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>YASR: the big result</title>
<link rel="stylesheet" href="/yasr/yasr.min.css">
</head>
<body>
<div id="yasr"></div>
<script type="application/json" id="bench-config">${configJson}</script>
<script>
  window.__yasrBench = {};
  (() => {
    const { rowText } = JSON.parse(document.getElementById('bench-config').textContent);
    const observer = new MutationObserver(() => {
      for (const cell of document.querySelectorAll('.yasr_results td')) {
        if (!cell.textContent.includes(rowText)) continue;
        window.__yasrBench.firstRowsAt = performance.now();
        observer.disconnect();
        return;
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  })();
</script>
<script src="/yasr/yasr.min.js"></script>
<script>
  (async () => {
    const bench = window.__yasrBench;
    const config = JSON.parse(document.getElementById('bench-config').textContent);
    const yasr = new Yasr(document.getElementById('yasr'), { persistenceId: null });
    yasr.on('drawn', () => { bench.drawnAt = performance.now(); });
    const started = Date.now();
    try {
      const response = await fetch(config.endpoint, {
        method: 'POST',
        headers: { Accept: config.accept, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ query: config.query, infer: 'false', sameAs: 'false' }).toString(),
        credentials: 'same-origin',
      });
      if (!response.ok) throw new Error(response.status + ' ' + (await response.text()).slice(0, 300));
      const content = await response.text();
      const answer = { ok: response.ok, status: response.status, statusText: response.statusText, headers: response.headers, type: response.type, content };
      yasr.setResponse(answer, Date.now() - started);
    } catch (error) {
      bench.error = String(error);
    }
  })();
</script>
</body>
</html>
`;
}

/**
 * Passes one request on to the bench server and its answer back, bytes unchanged (a compressed
 * answer stays compressed; the browser decodes it, as it does for the Grafiek page).
 * @param {import('node:http').IncomingMessage} incoming @param {import('node:http').ServerResponse} outgoing @param {string} target
 */
function forward(incoming, outgoing, target) {
  const url = new URL(incoming.url ?? '/', target);
  const headers = Object.fromEntries(Object.entries(incoming.headers).filter(([name]) => !HOP_BY_HOP.has(name) && name !== 'host'));
  const upstream = request(url, { method: incoming.method, headers }, (answer) => {
    const answerHeaders = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
    outgoing.writeHead(answer.statusCode ?? 502, answerHeaders);
    answer.pipe(outgoing);
  });
  upstream.on('error', (error) => {
    if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
    outgoing.end(`the bench server did not answer: ${error.message}`);
  });
  incoming.pipe(upstream);
}

/**
 * Starts the YASR page's server on a free port of 127.0.0.1.
 * @param {{ yasr: YasrBuild, benchServerUrl: string, query: string, repository: string, rowText: string }} options
 * @returns {Promise<YasrPage>}
 */
export async function startYasrPage(options) {
  const html = Buffer.from(pageHtml(options));
  const server = createServer((incoming, outgoing) => {
    const pathname = new URL(incoming.url ?? '/', 'http://page').pathname;
    if (pathname.startsWith('/api/sparql/')) return forward(incoming, outgoing, options.benchServerUrl);
    const asset = pathname === '/' ? { type: 'text/html; charset=utf-8', body: html } : options.yasr.assets.get(pathname);
    if (!asset) {
      outgoing.writeHead(404, { 'content-type': 'text/plain' }).end(`no ${pathname} here`);
      return;
    }
    outgoing.writeHead(200, { 'content-type': asset.type, 'content-length': asset.body.length, 'cache-control': 'no-store' }).end(asset.body);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(undefined));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const close = () =>
    new Promise(
      /** @param {(value: void) => void} resolve */
      (resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      },
    );
  return { url: `http://127.0.0.1:${port}`, version: options.yasr.version, close };
}
