// Nebula (issue #18): a graph of 10,000 nodes and 20,000 edges in the Nebula widget (sigma.js on
// WebGL, ForceAtlas2 in a worker), and beside it BBVis (vis-network) on the same graph and the same
// query. Time from the data's arrival to the graph laid out and ready, the longest task that kept
// the page from answering meanwhile, and the frame rate while a scripted pan and zoom move the
// view. The graph lives in `demo` under a namespace of its own, written by the scenario through
// the SPARQL endpoint (as the editable-table scenario writes its rows).
import { sparqlResponseEnd } from '../lib/sparqlResponseEnd.mjs';
import { launchChromium, newPage } from '../lib/chromium.mjs';
import { notMeasured } from '../lib/figure.mjs';
import { createApp } from '../lib/platformClient.mjs';
import { BENCH_PROJECT } from '../lib/demoApp.mjs';
import { roundMs } from '../lib/queryLatency.mjs';
import { median, percentile } from '../lib/statistics.mjs';
import { installProbe, unsettledReason, waitForSettled } from '../lib/widgetProbe.mjs';
import { seededRandom } from '../lib/seededRandom.mjs';

const REPOSITORY = 'demo';
const NODES = 10_000;
/** Each node links to two others: 20,000 edges. */
const LINKS_PER_NODE = 2;
/** Nodes fall into communities; most links stay inside one, so the layout has structure to find. */
const COMMUNITIES = 50;
const INSIDE = 0.85;
const KINDS = 8;
/** Nodes written per update: about 150 kB of SPARQL. */
const CHUNK = 2_000;
const NS = 'https://bench.grafiek.example/nebula#';
const NODE = 'https://bench.grafiek.example/nebula/node/';

/** The BBVis query form, which both widgets read: one row per edge, with labels and types. */
const QUERY = `prefix g: <${NS}>
prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#>
select ?node ?nodeLabel ?nodeType ?edge ?object ?objectLabel ?objectType
where {
  ?node g:link ?object .
  bind (g:link as ?edge)
  ?node rdfs:label ?nodeLabel ; a ?nodeType .
  ?object rdfs:label ?objectLabel ; a ?objectType .
}`;

/** A frame at 60 Hz. */
const FRAME_MS = 1000 / 60;
/** How long BBVis may take to lay the graph out before its figures are given up (full runs only: a quick run leaves BBVis out). */
const BBVIS_CAP_MS = 180_000;
const NEBULA_TIMEOUT_MS = 60_000;
/** How long the scripted pan and zoom may take (quick, full): at 60 Hz it takes about 6 s. */
const PAN_CAP_MS = { quick: 15_000, full: 60_000 };

/** Turtle-ish statements of the graph, CHUNK nodes per text. @returns {string[]} */
function graphChunks() {
  const random = seededRandom(18);
  const size = NODES / COMMUNITIES;
  const chunks = [];
  let text = '';
  for (let i = 0; i < NODES; i++) {
    const community = Math.floor(i / size);
    const targets = new Set([i]);
    const links = [];
    while (links.length < LINKS_PER_NODE) {
      const target = random() < INSIDE ? community * size + Math.floor(random() * size) : Math.floor(random() * NODES);
      if (targets.has(target)) continue;
      targets.add(target);
      links.push(`n:${target}`);
    }
    text += `n:${i} a g:Kind${community % KINDS} ; rdfs:label "Node ${i}" ; g:link ${links.join(', ')} .\n`;
    if ((i + 1) % CHUNK === 0 || i === NODES - 1) {
      chunks.push(text);
      text = '';
    }
  }
  return chunks;
}

/**
 * Writes the graph through the endpoint as the superadmin.
 * @param {import('../lib/benchServer.mjs').BenchServer} server
 */
async function writeGraph(server) {
  for (const chunk of graphChunks()) {
    const response = await fetch(`${server.url}/api/sparql/${REPOSITORY}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        update: `prefix g: <${NS}>\nprefix n: <${NODE}>\nprefix rdfs: <http://www.w3.org/2000/01/rdf-schema#>\nINSERT DATA {\n${chunk}}`,
      }),
    });
    if (!response.ok) throw new Error(`writing the graph answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  }
}

/**
 * Runs in the page before its scripts: the first visible canvas of the measured widget (Nebula
 * builds a large graph's canvas hidden, while the layout runs), and every long task.
 */
function pageProbe() {
  /** @type {any} */
  const w = window;
  w.__nebulaBench = { longTasks: [] };
  const observer = new MutationObserver(() => {
    const canvas = document.querySelector('[data-widget] canvas');
    if (!canvas || !canvas.checkVisibility()) return;
    observer.disconnect();
    w.__nebulaBench.canvasAt = performance.now();
    requestAnimationFrame(() => {
      w.__nebulaBench.frameAt = performance.now();
    });
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['hidden'] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__nebulaBench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * Records every frame's duration in the page while the mouse drags the graph back and forth and
 * the wheel zooms in and out over it, as a user explores.
 * @param {import('playwright-core').Page} page @param {string} type @param {number} capMs
 * @returns {Promise<{ frames: number[], ms: number, cut: boolean } | undefined>}
 */
async function panFrames(page, type, capMs) {
  const box = await page.locator(`[data-widget="${type}"] canvas`).first().boundingBox();
  if (!box) return undefined;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.evaluate(() => {
    /** @type {any} */ const w = window;
    w.__panFrames = [];
    w.__panStart = performance.now();
    w.__panOn = true;
    let last = performance.now();
    const frame = (/** @type {number} */ now) => {
      w.__panFrames.push(now - last);
      last = now;
      if (w.__panOn) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  // Each input waits for the page: where frames take hundreds of milliseconds the script stops
  // at `capMs` and the figures cover the part it played.
  const deadline = Date.now() + capMs;
  let cut = false;
  await page.mouse.move(x, y);
  for (const direction of [1, -1, 1, -1]) {
    await page.mouse.down();
    for (let step = 1; step <= 30 && !cut; step++) {
      await page.mouse.move(x + direction * step * 8, y + direction * step * 4);
      await page.waitForTimeout(16);
      cut = Date.now() > deadline;
    }
    await page.mouse.up();
    await page.mouse.move(x, y);
    if (cut) break;
  }
  for (const delta of cut ? [] : [-120, 120]) {
    for (let step = 0; step < 10 && !cut; step++) {
      await page.mouse.wheel(0, delta);
      await page.waitForTimeout(50);
      cut = Date.now() > deadline;
    }
  }
  await page.waitForTimeout(300);
  /** @type {{ frames: number[], ms: number }} */
  const recorded = await page.evaluate(() => {
    /** @type {any} */ const w = window;
    w.__panOn = false;
    return { frames: w.__panFrames.slice(1), ms: performance.now() - w.__panStart };
  });
  return { ...recorded, cut };
}

/**
 * @typedef {object} Load
 * @property {number} laidOut ms from the data's arrival to the widget ready (laid out)
 * @property {number | undefined} firstFrame ms from the data's arrival to the first frame with the widget's canvas
 * @property {number} longestTask ms, the longest task from the data's arrival to ready
 * @property {{ frames: number[], ms: number, cut: boolean } | undefined} pan
 * @property {string[]} notes
 */

/**
 * @param {import('playwright-core').Browser} browser @param {string} baseUrl @param {string} route
 * @param {string} type @param {number} timeoutMs @param {number} panCapMs how long the scripted pan and zoom may take
 * @returns {Promise<Load | { why: string }>}
 */
async function measureOnce(browser, baseUrl, route, type, timeoutMs, panCapMs) {
  const { context, page } = await newPage(browser, baseUrl);
  try {
    await context.addInitScript(pageProbe);
    const probe = await installProbe(context, page);
    // ForceAtlas2's worker loads from a blob: URL, a request that never finishes once the worker
    // is ended; it is no network request the page waits for.
    page.on('request', (request) => {
      if (request.url().startsWith('blob:')) probe.inflight.delete(request);
    });
    await page.goto(route, { waitUntil: 'commit' });
    // A page whose main thread is stuck (vis-network laying out 10,000 nodes) does not answer
    // the probe either: the cap holds whether it answers or not.
    /** @type {Promise<undefined>} */
    const cap = new Promise((resolve) => setTimeout(() => resolve(undefined), timeoutMs + 5_000));
    const settled = await Promise.race([waitForSettled(page, probe, { timeoutMs }), cap]);
    if (!settled) {
      const reason = await Promise.race([unsettledReason(page, probe), new Promise((resolve) => setTimeout(() => resolve('the page did not answer'), 5_000))]);
      return { why: `not laid out within ${Math.round(timeoutMs / 1000)} s (${reason})` };
    }
    const widget = settled.widgets.find((w) => w.type === type);
    if (!widget) return { why: `the viewer shows no [data-widget="${type}"]` };
    if (widget.state !== 'ready') return { why: `the ${type} widget ended ${widget.state}${widget.error ? `: ${widget.error}` : ''}` };
    const arrival = await sparqlResponseEnd(page, REPOSITORY);
    if (arrival === undefined) return { why: 'the page made no request to the repository' };
    /** @type {{ canvasAt?: number, frameAt?: number, longTasks: { start: number, duration: number }[] }} */
    const marks = await page.evaluate(() => /** @type {any} */ (window).__nebulaBench);
    const during = marks.longTasks.filter((t) => t.start + t.duration >= arrival && t.start <= settled.at);
    const longestTask = Math.max(0, ...during.map((t) => t.duration));
    const counts = await page.locator(`[data-widget="${type}"] [data-nodes]`).evaluate((el) => `${el.getAttribute('data-nodes')} nodes, ${el.getAttribute('data-edges')} edges`).catch(() => '');
    const pan = await panFrames(page, type, panCapMs);
    return {
      laidOut: settled.at - arrival,
      firstFrame: marks.frameAt === undefined ? undefined : marks.frameAt - arrival,
      longestTask,
      pan,
      notes: [
        ...(counts ? [counts] : []),
        `response end at ${Math.round(arrival)} ms`,
        `${during.length} long tasks between the data and ready, ${during.reduce((sum, t) => sum + t.duration, 0).toFixed(0)} ms in all`,
      ],
    };
  } finally {
    await context.close();
  }
}

/** @param {{ frames: number[], ms: number }} pan */
const fps = (pan) => (pan.frames.length / pan.ms) * 1000;

const GRAPH = `${NODES.toLocaleString('en-US')} nodes and ${(NODES * LINKS_PER_NODE).toLocaleString('en-US')} edges`;

/**
 * @param {string} prefix @param {string} title @param {Load[]} loads @param {string | undefined} why
 * @returns {import('../lib/figure.mjs').Figure[]}
 */
function figuresOf(prefix, title, loads, why) {
  if (!loads.length) {
    const reason = why ?? 'no load finished';
    return [
      notMeasured(`${prefix}laid-out`, `${title} with ${GRAPH}: data arrival to laid out and ready`, 'ms', reason),
      notMeasured(`${prefix}pan-fps`, `${title}: frames a second while panning and zooming`, 'fps', reason),
    ];
  }
  const frames = loads.flatMap((l) => l.pan?.frames ?? []);
  const pans = loads.flatMap((l) => (l.pan ? [l.pan] : []));
  /** @type {import('../lib/figure.mjs').Figure[]} */
  const figures = [
    { id: `${prefix}laid-out`, label: `${title} with ${GRAPH}: data arrival to laid out and ready, median of ${loads.length}`, value: roundMs(median(loads.map((l) => l.laidOut))), unit: 'ms' },
    { id: `${prefix}longest-task`, label: `${title}: longest task between the data and ready (the page cannot answer input meanwhile)`, value: roundMs(Math.max(...loads.map((l) => l.longestTask))), unit: 'ms' },
  ];
  const first = loads.flatMap((l) => (l.firstFrame === undefined ? [] : [l.firstFrame]));
  if (first.length) figures.push({ id: `${prefix}first-frame`, label: `${title}: data arrival to the first frame with its canvas, median`, value: roundMs(median(first)), unit: 'ms' });
  if (frames.length) {
    figures.push(
      { id: `${prefix}pan-fps`, label: `${title}: frames a second while panning and zooming (${frames.length} frames)`, value: Math.round(median(pans.map(fps)) * 10) / 10, unit: 'fps' },
      { id: `${prefix}pan-frame-p50`, label: `${title}: frame time while panning and zooming, p50`, value: roundMs(median(frames)), unit: 'ms' },
      { id: `${prefix}pan-frame-p95`, label: `${title}: frame time while panning and zooming, p95`, value: roundMs(percentile(frames, 95)), unit: 'ms' },
    );
  } else {
    figures.push(notMeasured(`${prefix}pan-fps`, `${title}: frames a second while panning and zooming`, 'fps', 'no canvas to pan'));
  }
  return figures;
}

/** @type {import('../lib/figure.mjs').Scenario} */
export const nebula = {
  name: 'nebula',
  title: 'Nebula (large graph)',
  async run({ quick, log, scene }) {
    const server = await scene.server();
    log(`nebula: writing ${GRAPH}`);
    await writeGraph(server);
    const browser = await launchChromium();
    const panCap = quick ? PAN_CAP_MS.quick : PAN_CAP_MS.full;
    /** @type {string[]} */
    const details = [
      `A graph of ${GRAPH} (${COMMUNITIES} communities of ${NODES / COMMUNITIES} nodes, ${Math.round(INSIDE * 100)} % of the links inside one, ${KINDS} types), one row per edge in the BBVis query form (${(NODES * LINKS_PER_NODE).toLocaleString('en-US')} rows), shown alone in a 1600×900 page; Chromium runs with --disable-gpu, so WebGL is SwiftShader's (software).`,
      `Laid out: from the SPARQL response's last byte to the widget ready. Nebula is ready when it has drawn the laid-out graph: ForceAtlas2 runs in its worker from a pivot-MDS placement until 1.5 s after the rows were read (at least 0.25 s), the page's thread free meanwhile, then sigma builds its picture once, with the final positions (sigma's constructor draws it; with software WebGL the browser finishes rasterising it later, see the first frame). BBVis is ready when vis-network's stabilisation ends. ${quick ? 'A quick run leaves BBVis out (it takes minutes on this graph).' : `BBVis is given ${Math.round(BBVIS_CAP_MS / 1000)} s.`}`,
      `Pan and zoom (Nebula with node dragging off, so that a drag pans the view wherever it starts): four drags of 30 mouse moves 16 ms apart, then 10 wheel steps in and 10 out (the script stops after ${Math.round(panCap / 1000)} s), every frame's time recorded with requestAnimationFrame; a frame at 60 Hz is ${roundMs(FRAME_MS)} ms. While the view of a graph of more than 5,000 edges moves, Nebula's last picture (edges and labels included) moves and scales with the camera as a CSS transform of its canvas, and sigma draws anew once the view has stood still for 0.25 s: the frames measured are the browser's, moving that picture; the script's pauses are shorter than that, so sigma draws at most once, at the end of the recording.`,
    ];
    try {
      const app = (/** @type {string} */ path, /** @type {string} */ type) =>
        createApp(server, BENCH_PROJECT, {
          path,
          title: `${GRAPH} in ${type}`,
          public: true,
          repoURL: REPOSITORY,
          layoutName: 'CUSTOM',
          // Node dragging off in Nebula: a drag that starts on a node (the middle of 10,000 of
          // them always has one) would move that node, not pan the view.
          mainArea: { widget: 'SplitLayout', direction: 'column', areaSizes: ['1'], areas: [{ widget: type, query: QUERY, titleMenubar: type, ...(type === 'Nebula' ? { dragNodes: false } : {}) }] },
        });
      const nebulaRoute = await app('nebula01', 'Nebula');
      const bbvisRoute = await app('nebulavis01', 'BBVis');

      /** @type {Load[]} */
      const nebulaLoads = [];
      let nebulaWhy;
      for (let i = 0; i < (quick ? 1 : 5); i++) {
        log(`nebula: Nebula load ${i + 1}`);
        const load = await measureOnce(browser, server.url, nebulaRoute, 'Nebula', NEBULA_TIMEOUT_MS, panCap);
        if ('why' in load) {
          nebulaWhy = load.why;
          break;
        }
        nebulaLoads.push(load);
        details.push(
          `Nebula load ${i + 1}: laid out ${roundMs(load.laidOut)} ms after the data, first frame at ${load.firstFrame === undefined ? '?' : roundMs(load.firstFrame)} ms, longest task ${roundMs(load.longestTask)} ms; ${load.pan ? `${load.pan.frames.length} frames in ${roundMs(load.pan.ms)} ms of panning (${roundMs(fps(load.pan))} fps)${load.pan.cut ? `, the script stopped after ${Math.round(panCap / 1000)} s` : ''}` : 'no pan'}; ${load.notes.join('; ')}.`,
        );
      }
      if (nebulaWhy) details.push(`A Nebula load failed: ${nebulaWhy}`);

      /** @type {Load[]} */
      const bbvisLoads = [];
      /** @type {string | undefined} */
      let bbvisWhy = 'left out of quick runs (it takes minutes on this graph)';
      if (!quick) {
        log(`nebula: BBVis load (up to ${Math.round(BBVIS_CAP_MS / 1000)} s)`);
        const bbvis = await measureOnce(browser, server.url, bbvisRoute, 'BBVis', BBVIS_CAP_MS, panCap);
        if ('why' in bbvis) {
          bbvisWhy = bbvis.why;
          details.push(`BBVis: ${bbvis.why}.`);
        } else {
          bbvisWhy = undefined;
          bbvisLoads.push(bbvis);
          details.push(
            `BBVis: laid out ${roundMs(bbvis.laidOut)} ms after the data, longest task ${roundMs(bbvis.longestTask)} ms; ${bbvis.pan ? `${bbvis.pan.frames.length} frames in ${roundMs(bbvis.pan.ms)} ms of panning (${roundMs(fps(bbvis.pan))} fps)${bbvis.pan.cut ? `, the script stopped after ${Math.round(panCap / 1000)} s` : ''}` : 'no pan'}; ${bbvis.notes.join('; ')}.`,
          );
        }
      }
      const figures = [...figuresOf('', 'Nebula', nebulaLoads, nebulaWhy), ...figuresOf('bbvis-', 'BBVis', bbvisLoads, bbvisWhy)];
      const nebulaReady = figures.find((f) => f.id === 'laid-out')?.value;
      const bbvisReady = figures.find((f) => f.id === 'bbvis-laid-out')?.value;
      if (typeof nebulaReady === 'number' && typeof bbvisReady === 'number' && nebulaReady > 0) details.push(`BBVis ÷ Nebula, laid out: ${(bbvisReady / nebulaReady).toFixed(1)}×.`);
      return { figures, details };
    } finally {
      await browser.close();
    }
  },
};
