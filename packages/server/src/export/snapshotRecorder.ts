import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * `npm run export -- ... --snapshot`: opens the exported site in Chromium, stores the answer of
 * every query it sends to its endpoint, then clicks through it as a visitor would (what widgets
 * offer to click: table links, list and tree items, options, tabs), storing the answers of the
 * queries each click sets off, until nothing new is left or a limit is reached. The site then
 * works with no endpoint at all for those answers (web: api/snapshot.ts). Maps and charts are
 * drawings (canvas, SVG) with nothing to click in the page's structure: once nothing else is left,
 * the pointer goes over a grid of points of each drawing, and where it shows something to click
 * (the pointer cursor; a map's tooltip names the feature) that is clicked, once per feature named
 * (what lies between the grid's points is not reached).
 */
export interface SnapshotLimits {
  /** Clicks at the most. */
  clicks: number;
  /** Bytes of stored answers at the most; answers beyond are left out (and counted). */
  bytes: number;
  /** Seconds the whole recording may take. */
  seconds: number;
}

export const DEFAULT_SNAPSHOT_LIMITS: SnapshotLimits = { clicks: 200, bytes: 20 * 1024 * 1024, seconds: 300 };

export interface SnapshotReport {
  answers: number;
  bytes: number;
  clicks: number;
  /** Answers not stored because the byte limit was reached. */
  leftOut: number;
  /** Why the clicking stopped. */
  stoppedBy: 'nothing left to click' | 'click limit' | 'byte limit' | 'time limit';
}

/** Buttons that do something other than show more: never clicked while recording. */
const SKIPPED = /^(delete|remove|save|upload|run|export|copy|edit|close|clear|reset|log ?out|download|chart menu|wis|verwijder|opslaan|bewerk|kopieer|sluit)/i;
const CLICKABLE = ['button', '[role="button"]', '[role="treeitem"]', '[role="option"]', '[role="radio"]', '[role="tab"]', '[role="link"]']
  .map((selector) => `[data-widget] ${selector}`)
  .join(', ');

/** Drawings big enough to hold something to click, and the grid of points clicked on each. */
const DRAWINGS = ['canvas', 'svg'].map((selector) => `[data-widget] ${selector}`).join(', ');
const DRAWING_MIN_PX = 80;
/** Points per side of the grid the pointer goes over, and the points clicked per drawing at the most. */
const GRID = 12;
const CLICKS_PER_DRAWING = 24;

const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

function chromiumPath(): string {
  if (process.env.GRAFIEK_CHROMIUM) return process.env.GRAFIEK_CHROMIUM;
  try {
    return execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], { encoding: 'utf8' }).trim().split('\n')[0]!;
  } catch {
    throw new Error('--snapshot needs Chromium: install it (apt-get install chromium) or set GRAFIEK_CHROMIUM to its path.');
  }
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.wasm': 'application/wasm' };

/** The site on a loopback port while it is recorded. */
function serve(root: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    let file = path.join(root, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(root)) return void response.writeHead(404).end();
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!fs.existsSync(file)) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(fs.readFileSync(file));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => new Promise((done) => server.close(() => done())) })),
  );
}

/** Records the snapshot of the site in `siteDir` into its snapshot.json and points its settings there. */
export async function recordSnapshot(siteDir: string, endpoint: string, limits: SnapshotLimits = DEFAULT_SNAPSHOT_LIMITS): Promise<SnapshotReport> {
  let playwright: typeof import('playwright-core');
  try {
    playwright = await import('playwright-core');
  } catch {
    throw new Error('--snapshot needs playwright-core (a development dependency of Grafiek): run npm install.');
  }
  const deadline = Date.now() + limits.seconds * 1000;
  const answers: Record<string, { status: number; contentType: string; body: string }> = {};
  const report: SnapshotReport = { answers: 0, bytes: 0, clicks: 0, leftOut: 0, stoppedBy: 'nothing left to click' };
  let pending = 0;

  const site = await serve(path.resolve(siteDir));
  // Playwright gives the browser a fresh profile folder of its own and removes it on close.
  const browser = await playwright.chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.route(
      (url) => url.href === endpoint,
      async (route) => {
        pending += 1;
        try {
          const key = route.request().postData() ?? '';
          const response = await route.fetch();
          const body = await response.text();
          if (response.ok() && !Object.hasOwn(answers, key)) {
            const size = Buffer.byteLength(body);
            if (report.bytes + size > limits.bytes) report.leftOut += 1;
            else {
              answers[key] = { status: response.status(), contentType: response.headers()['content-type'] ?? 'application/sparql-results+json', body };
              report.answers += 1;
              report.bytes += size;
            }
          }
          await route.fulfill({ response, body });
        } catch {
          await route.abort().catch(() => undefined);
        } finally {
          pending -= 1;
        }
      },
    );

    /** Until no query is under way, no widget loads and no map draws, twice in a row. */
    const settle = async () => {
      let quiet = 0;
      const until = Math.min(deadline, Date.now() + 30_000);
      while (quiet < 2 && Date.now() < until) {
        await page.waitForTimeout(150);
        // A map still drawing what it was given has nothing under a click yet.
        const loading = await page.locator('[data-widget][data-state="loading"], [data-widget] [data-map-idle="false"]').count();
        quiet = pending === 0 && loading === 0 ? quiet + 1 : 0;
      }
    };

    await page.goto(site.url);
    // The app's first widgets, before anything counts as settled (a busy machine takes a while).
    await page.locator('[data-widget]').first().waitFor({ timeout: Math.max(1000, deadline - Date.now()) });
    await settle();
    const clicked = new Set<string>();
    const scanned = new Map<string, { key: string; x: number; y: number }[]>();
    for (;;) {
      if (Date.now() > deadline) {
        report.stoppedBy = 'time limit';
        break;
      }
      if (report.clicks >= limits.clicks) {
        report.stoppedBy = 'click limit';
        break;
      }
      if (report.leftOut > 0) {
        report.stoppedBy = 'byte limit';
        break;
      }
      const candidates = await page.locator(CLICKABLE).evaluateAll((elements) => {
        const frames = elements.length > 0 ? [...elements[0]!.ownerDocument.querySelectorAll('[data-widget]')] : [];
        return elements.map((element) => {
          const frame = element.closest('[data-widget]');
          const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ');
          const shown = element as unknown as { offsetParent: unknown; disabled?: boolean };
          const visible = shown.offsetParent !== null && !element.closest('[role="dialog"]') && shown.disabled !== true;
          return { key: `${frames.indexOf(frame!)}|${frame?.getAttribute('data-widget') ?? ''}|${name}`, name, visible };
        });
      });
      const next = candidates.findIndex((candidate) => candidate.visible && candidate.name !== '' && !SKIPPED.test(candidate.name) && !clicked.has(candidate.key));
      if (next >= 0) {
        clicked.add(candidates[next]!.key);
        report.clicks += 1;
        await page
          .locator(CLICKABLE)
          .nth(next)
          .click({ timeout: 5000 })
          .catch(() => undefined);
        await settle();
        continue;
      }
      const point = await nextDrawingPoint(page, clicked, scanned);
      if (!point) break;
      clicked.add(point.key);
      report.clicks += 1;
      await page.mouse.click(point.x, point.y).catch(() => undefined);
      await settle();
    }
  } finally {
    await browser.close();
    await site.close();
  }

  fs.writeFileSync(path.join(siteDir, 'snapshot.json'), JSON.stringify({ recordedAt: new Date().toISOString(), endpoint, answers }));
  return report;
}

/**
 * The next point of a shown drawing (a map's canvas, a chart's SVG) where the pointer finds
 * something to click that was not clicked yet, in page coordinates; keyed by the widget's place,
 * its type, and what the tooltip names there (else the point). `scanned` remembers the drawings
 * whose grid was gone over, with the points found to click.
 */
async function nextDrawingPoint(
  page: import('playwright-core').Page,
  clicked: Set<string>,
  scanned: Map<string, { key: string; x: number; y: number }[]>,
): Promise<{ key: string; x: number; y: number } | undefined> {
  const drawings = await page.locator(DRAWINGS).evaluateAll(
    (elements, minPx) => {
      const frames = elements.length > 0 ? [...elements[0]!.ownerDocument.querySelectorAll('[data-widget]')] : [];
      return elements.flatMap((element) => {
        const frame = element.closest('[data-widget]');
        const box = element.getBoundingClientRect();
        // Icons are small SVGs; a drawing inside a button is the button's.
        if (!frame || box.width < minPx || box.height < minPx || element.closest('button, [role="button"], [role="dialog"]')) return [];
        if (element.parentElement?.closest('svg')) return [];
        return [{ widget: `${frames.indexOf(frame)}|${frame.getAttribute('data-widget') ?? ''}`, x: box.x, y: box.y, width: box.width, height: box.height }];
      });
    },
    DRAWING_MIN_PX,
  );
  for (const drawing of drawings) {
    let points = scanned.get(drawing.widget);
    if (!points) {
      points = [];
      for (let row = 0; row < GRID && points.length < CLICKS_PER_DRAWING; row++) {
        for (let column = 0; column < GRID && points.length < CLICKS_PER_DRAWING; column++) {
          const x = drawing.x + (drawing.width * (column + 0.5)) / GRID;
          const y = drawing.y + (drawing.height * (row + 0.5)) / GRID;
          await page.mouse.move(x, y);
          const found = await page.locator('body').evaluate(
            (body, [px, py]) => {
              const document = body.ownerDocument;
              const under = document.elementFromPoint(px!, py!);
              const pointer = !!under && document.defaultView?.getComputedStyle(under).cursor === 'pointer';
              const tooltip = document.querySelector('.grafiek-map-tooltip')?.textContent?.trim() ?? '';
              return { pointer, tooltip };
            },
            [x, y],
          );
          if (!found.pointer) continue;
          const key = `${drawing.widget}|${found.tooltip ? `named ${found.tooltip}` : `at ${column},${row}`}`;
          if (!points.some((point) => point.key === key)) points.push({ key, x, y });
        }
      }
      scanned.set(drawing.widget, points);
    }
    const next = points.find((point) => !clicked.has(point.key));
    if (next) return next;
  }
  return undefined;
}
