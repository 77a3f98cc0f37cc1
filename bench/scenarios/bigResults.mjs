// (5) Big results: a table widget and a Table++ given 100,000 rows. Time from the data's arrival
// (the SPARQL response's last byte) to the widget showing rows, frame times while scrolling, and
// the page's JavaScript heap. The same for YASR, yasgui's results view, on the same result in the
// same browser, with the ratio Table++ ÷ YASR (issue #8, comparisons in the same run).
import { sparqlResponseEnd } from '../lib/sparqlResponseEnd.mjs';
import { ROW_COUNT, ROWS_QUERY, ROWS_REPOSITORY } from '../data/rowsData.mjs';
import { launchChromium, newPage } from '../lib/chromium.mjs';
import { notMeasured } from '../lib/figure.mjs';
import { createApp } from '../lib/platformClient.mjs';
import { BENCH_PROJECT } from '../lib/demoApp.mjs';
import { roundMs } from '../lib/queryLatency.mjs';
import { median, percentile } from '../lib/statistics.mjs';
import { installProbe, unsettledReason, waitForSettled } from '../lib/widgetProbe.mjs';
import { findYasr, startYasrPage } from '../lib/yasrPage.mjs';

/** The widgets measured, by the type names app configs store. */
const TABLES = [
  { id: 'table', type: 'Table', path: 'big01' },
  { id: 'tableplus', type: 'Table++', path: 'big02' },
];
/** Text every row's label carries, so the harness can see rows are on screen. */
const ROW_TEXT = 'of the big result';
/** YASR's table plugin shows this many rows a page unless the user picks another size. */
const YASR_PAGE_SIZE = 50;
/** Pages turned with YASR's "next" button while frames are recorded: its counterpart of scrolling. */
const YASR_PAGE_TURNS = 60;
/**
 * How long one YASR load may take from opening its page. YASR 4.6 sizes its columns by rendering
 * every cell of the result through DOMPurify in one long task: minutes for 100,000 rows on this
 * machine, during which the page does not respond. A quick run cannot wait that long, so only
 * full runs measure YASR.
 */
const YASR_LIMIT_MS = 900_000;
/** A YASR load slower than this is not repeated: more loads would add minutes, not change the ratio's order. */
const YASR_REPEAT_BELOW_MS = 60_000;

/**
 * Starts recording every frame's duration in the page (requestAnimationFrame), until stopFrames.
 * @param {import('playwright-core').Page} page
 */
function startFrames(page) {
  return page.evaluate(() => {
    /** @type {any} */ (window).__benchFrames = [];
    let last = performance.now();
    const frame = (/** @type {number} */ now) => {
      /** @type {any} */ (window).__benchFrames.push(now - last);
      last = now;
      if (/** @type {any} */ (window).__benchFrames.length < 100_000) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/**
 * The frame durations recorded since startFrames, without the first (it began before the recording).
 * @param {import('playwright-core').Page} page
 * @returns {Promise<number[]>}
 */
async function stopFrames(page) {
  /** @type {number[]} */
  const frames = await page.evaluate(() => /** @type {any} */ (window).__benchFrames.splice(0));
  return frames.slice(1);
}

/**
 * Scrolls the widget's scrolling element with the mouse wheel and records every frame's duration.
 * @param {import('playwright-core').Page} page @param {string} type
 */
async function scrollFrames(page, type) {
  const target = await page.evaluate((widgetType) => {
    const widget = document.querySelector(`[data-widget="${CSS.escape(widgetType)}"]`);
    if (!widget) return undefined;
    const scroller = [widget, ...widget.querySelectorAll('*')].find((el) => el.scrollHeight > el.clientHeight + 50 && /(auto|scroll)/.test(getComputedStyle(el).overflowY));
    if (!scroller) return undefined;
    const r = scroller.getBoundingClientRect();
    return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
  }, type);
  if (!target) return undefined;
  await startFrames(page);
  await page.mouse.move(target.x, target.y);
  for (let i = 0; i < 60; i++) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(16);
  }
  await page.waitForTimeout(300);
  return stopFrames(page);
}

/**
 * The page's JavaScript heap in use, from the Chrome DevTools protocol.
 * @param {import('playwright-core').BrowserContext} context @param {import('playwright-core').Page} page
 */
async function jsHeapMb(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value;
  return heap === undefined ? undefined : heap / 1e6;
}

/**
 * @param {import('playwright-core').Browser} browser @param {string} baseUrl @param {string} route @param {string} type
 * @returns {Promise<Load | { why: string }>}
 */
async function measureOnce(browser, baseUrl, route, type) {
  const { context, page } = await newPage(browser, baseUrl);
  try {
    const probe = await installProbe(context, page);
    await page.goto(route, { waitUntil: 'commit' });
    const settled = await waitForSettled(page, probe, { timeoutMs: 120_000 });
    if (!settled) return { why: `within 120 s ${await unsettledReason(page, probe)}` };
    const widget = settled.widgets.find((w) => w.type === type);
    if (!widget) return { why: `not measured yet: the viewer shows no [data-widget="${type}"] (${settled.widgets.map((w) => w.type).join(', ') || 'no widgets'})` };
    if (widget.state !== 'ready') return { why: `the ${type} widget ended ${widget.state}${widget.error ? `: ${widget.error}` : ''}` };
    const rowsShown = await page.locator(`[data-widget="${type}"]`).getByText(ROW_TEXT).first().isVisible();
    if (!rowsShown) return { why: `the ${type} widget is ready but shows no row containing "${ROW_TEXT}"` };
    const arrival = await sparqlResponseEnd(page, ROWS_REPOSITORY);
    if (arrival === undefined) return { why: 'the page made no request to the rows repository' };
    const heapMb = await jsHeapMb(context, page);
    const frames = await scrollFrames(page, type);
    return { firstRows: settled.at - arrival, heapMb, frames };
  } finally {
    await context.close();
  }
}

/**
 * Turns YASR's pages with its "next" button and records every frame's duration: YASR shows one
 * page at a time, so paging is what scrolling is in the widgets.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<{ frames: number[], pageShown: string } | undefined>}
 */
async function pagingFrames(page) {
  const next = page.locator('.yasr_results button.dt-paging-button.next');
  if (!(await next.count())) return undefined;
  await startFrames(page);
  for (let i = 0; i < YASR_PAGE_TURNS; i++) {
    await next.click();
    await page.waitForTimeout(16);
  }
  await page.waitForTimeout(300);
  const frames = await stopFrames(page);
  const pageShown = (await page.locator('.yasr_results button.dt-paging-button.current').textContent()) ?? '';
  return { frames, pageShown };
}

/**
 * One load of the YASR page: the page runs the query itself and gives the answer to YASR, whose
 * MutationObserver (yasrPage.mjs) notes when a row's text first is in the DOM.
 * @param {import('playwright-core').Browser} browser @param {import('../lib/yasrPage.mjs').YasrPage} yasrPage
 * @returns {Promise<Load | { why: string }>}
 */
async function measureYasrOnce(browser, yasrPage) {
  const limitMs = YASR_LIMIT_MS;
  const { context, page } = await newPage(browser, yasrPage.url);
  try {
    await page.goto('/', { waitUntil: 'commit' });
    const drawn = await page
      .waitForFunction(() => {
        const bench = /** @type {any} */ (window).__yasrBench;
        return bench && (bench.drawnAt !== undefined || bench.error !== undefined);
      }, undefined, { timeout: limitMs, polling: 100 })
      .then(() => true, () => false);
    if (!drawn) return { why: `YASR showed no rows within ${limitMs / 1000} s of opening its page` };
    /** @type {{ firstRowsAt?: number, error?: string }} */
    const state = await page.evaluate(() => /** @type {any} */ (window).__yasrBench);
    if (state.error) return { why: `the YASR page failed: ${state.error}` };
    if (state.firstRowsAt === undefined) return { why: `YASR drew its result but no table cell contains "${ROW_TEXT}"` };
    // The widgets are measured once they have been quiet for 500 ms; YASR gets the same pause.
    await page.waitForTimeout(500);
    const rowsShown = await page.locator('.yasr_results').getByText(ROW_TEXT).first().isVisible();
    if (!rowsShown) return { why: `YASR's table has rows containing "${ROW_TEXT}" but none is visible` };
    const arrival = await sparqlResponseEnd(page, ROWS_REPOSITORY);
    if (arrival === undefined) return { why: 'the YASR page made no request to the rows repository' };
    const heapMb = await jsHeapMb(context, page);
    const paging = await pagingFrames(page);
    const turned = paging && paging.pageShown.replaceAll(',', '') === String(YASR_PAGE_TURNS + 1);
    return { firstRows: state.firstRowsAt - arrival, heapMb, frames: turned ? paging.frames : undefined };
  } finally {
    await context.close();
  }
}

/**
 * @typedef {object} Load
 * @property {number} firstRows ms from the data's arrival to the first rows shown
 * @property {number | undefined} heapMb
 * @property {number[] | undefined} frames frame durations while scrolling (or paging)
 */

/**
 * @typedef {object} Loads
 * @property {number[]} firstRows one per load that finished
 * @property {number[]} frames of the last load that recorded any
 * @property {number | undefined} heapMb of the last load
 * @property {string | undefined} why why a load failed (the figure is then not measured)
 */

/**
 * Repeats a load up to `count` times; stops at the first that fails, or when `enough` says so.
 * @param {string} name @param {number} count @param {() => Promise<Load | { why: string }>} measure
 * @param {{ log: (message: string) => void, details: string[], enough?: (load: Load) => boolean }} options
 * @returns {Promise<Loads>}
 */
async function repeatLoads(name, count, measure, options) {
  /** @type {Loads} */
  const loads = { firstRows: [], frames: [], heapMb: undefined, why: undefined };
  for (let i = 0; i < count; i++) {
    options.log(`big results: ${name}, load ${i + 1}/${count}`);
    const m = await measure();
    if ('why' in m) {
      loads.why = m.why;
      if (loads.firstRows.length) options.details.push(`${name}: load ${i + 1} failed after loads of ${loads.firstRows.map((x) => Math.round(x)).join(', ')} ms.`);
      break;
    }
    loads.firstRows.push(m.firstRows);
    loads.heapMb = m.heapMb;
    if (m.frames) loads.frames = m.frames;
    if (options.enough?.(m)) {
      if (i + 1 < count) options.details.push(`${name}: ${i + 1} load only; it took ${Math.round(m.firstRows / 1000)} s, and more would add minutes without changing the comparison.`);
      break;
    }
  }
  return loads;
}

/**
 * The figures of one table: first rows, frame times, heap.
 * @param {Loads} loads
 * @param {{ id: string, name: string, subject: string, motion: string }} what `name` for the
 *   first-rows label, `subject` for the others, `motion` says how frames were made (scrolling)
 * @returns {import('../lib/figure.mjs').Figure[]}
 */
function loadFigures(loads, what) {
  if (loads.why || !loads.firstRows.length) return [notMeasured(`${what.id}-first-rows`, `${what.name}: data arrival to first rows`, 'ms', loads.why ?? 'no load finished')];
  const { frames } = loads;
  /** @type {import('../lib/figure.mjs').Figure[]} */
  const figures = [{ id: `${what.id}-first-rows`, label: `${what.name}: data arrival to first rows shown, median of ${loads.firstRows.length}`, value: roundMs(median(loads.firstRows)), unit: 'ms' }];
  if (frames.length) {
    figures.push(
      { id: `${what.id}-frame-p50`, label: `${what.subject} ${what.motion}: frame time p50 (${frames.length} frames)`, value: roundMs(median(frames)), unit: 'ms' },
      { id: `${what.id}-frame-p95`, label: `${what.subject} ${what.motion}: frame time p95`, value: roundMs(percentile(frames, 95)), unit: 'ms' },
      { id: `${what.id}-frame-max`, label: `${what.subject} ${what.motion}: longest frame`, value: roundMs(Math.max(...frames)), unit: 'ms' },
    );
  }
  if (loads.heapMb !== undefined) figures.push({ id: `${what.id}-heap`, label: `${what.subject}: JavaScript heap with the rows shown`, value: Math.round(loads.heapMb), unit: 'MB' });
  return figures;
}

const ROWS = `${ROW_COUNT.toLocaleString('en-US')} rows`;
const ratio = (/** @type {number} */ a, /** @type {number} */ b) => Math.round((a / b) * 1000) / 1000;
/** A ratio for a label: whole numbers from 10 up, where more digits say nothing. */
const ratioText = (/** @type {number} */ a, /** @type {number} */ b) => (a / b).toLocaleString('en-US', { maximumFractionDigits: a / b >= 10 ? 0 : 2 });

/**
 * Table++ ÷ YASR from the two first-rows figures, or not measured with the reason.
 * @param {import('../lib/figure.mjs').Figure[]} figures
 * @returns {import('../lib/figure.mjs').Figure}
 */
function tablePlusVsYasr(figures) {
  const mine = figures.find((f) => f.id === 'tableplus-first-rows');
  const peer = figures.find((f) => f.id === 'yasr-first-rows');
  const label = 'Table++ ÷ YASR, data arrival to first rows (below 1: Table++ faster)';
  if (mine?.value == null) return notMeasured('tableplus-vs-yasr', label, '×', `Table++ not measured: ${mine?.note ?? 'no figure'}`);
  if (peer?.value == null) return notMeasured('tableplus-vs-yasr', label, '×', `YASR not measured: ${peer?.note ?? 'no figure'}`);
  return { id: 'tableplus-vs-yasr', label: `${label}; YASR ÷ Table++ = ${ratioText(peer.value, mine.value)}`, value: ratio(mine.value, peer.value), unit: '×' };
}

/**
 * YASR on the same result, served by a page of its own (yasrPage.mjs) that asks the bench server.
 * @param {import('playwright-core').Browser} browser @param {import('../lib/benchServer.mjs').BenchServer} server
 * @param {{ quick: boolean, log: (message: string) => void, details: string[] }} options
 * @returns {Promise<import('../lib/figure.mjs').Figure[]>}
 */
async function measureYasr(browser, server, options) {
  const yasr = findYasr();
  const name = `YASR table (@zazuko/yasr${yasr ? ` ${yasr.version}` : ''}, ${YASR_PAGE_SIZE} rows a page) with ${ROWS}`;
  if (!yasr) return [notMeasured('yasr-first-rows', name, 'ms', 'not measured: @zazuko/yasr (a devDependency of bench) is not installed')];
  if (options.quick) return [notMeasured('yasr-first-rows', name, 'ms', 'measured in full runs only: one YASR load of this result takes minutes')];
  options.details.push(
    `YASR ${yasr.version} as yasgui shows a result: its default plugin, the DataTables table, at its default page size of ${YASR_PAGE_SIZE} rows, without persistence. ` +
      `It paginates, so it draws ${YASR_PAGE_SIZE} of the ${ROWS}; the Grafiek tables draw what fits on screen and scroll. Its frame times are from ${YASR_PAGE_TURNS} clicks on "next page". ` +
      'Before the first page shows, DataTables sizes the columns from every row\'s display text, and YASR makes that text with DOMPurify, cell by cell.',
  );
  const yasrPage = await startYasrPage({ yasr, benchServerUrl: server.url, query: ROWS_QUERY, repository: ROWS_REPOSITORY, rowText: ROW_TEXT });
  try {
    const loads = await repeatLoads('YASR', 3, () => measureYasrOnce(browser, yasrPage), {
      log: options.log,
      details: options.details,
      enough: (load) => load.firstRows > YASR_REPEAT_BELOW_MS,
    });
    if (!loads.why && !loads.frames.length) options.details.push(`YASR: paging did not reach page ${YASR_PAGE_TURNS + 1}, so no frame times.`);
    return loadFigures(loads, { id: 'yasr', name, subject: 'YASR', motion: `paging (${YASR_PAGE_TURNS} pages)` });
  } finally {
    await yasrPage.close();
  }
}

/** @type {import('../lib/figure.mjs').Scenario} */
export const bigResults = {
  name: 'big-results',
  title: 'Big results',
  needsRowsRepository: true,
  async run({ quick, log, scene }) {
    const server = await scene.server();
    const browser = await launchChromium();
    /** @type {import('../lib/figure.mjs').Figure[]} */
    const figures = [];
    /** @type {string[]} */
    const details = [];
    try {
      for (const table of TABLES) {
        const route = await createApp(server, BENCH_PROJECT, {
          path: table.path,
          title: `${ROWS} in a ${table.type}`,
          public: true,
          repoURL: ROWS_REPOSITORY,
          layoutName: 'CUSTOM',
          mainArea: { widget: 'SplitLayout', direction: 'column', areaSizes: ['1'], areas: [{ widget: table.type, query: ROWS_QUERY }] },
        });
        const loads = await repeatLoads(table.type, quick ? 1 : 3, () => measureOnce(browser, server.url, route, table.type), { log, details });
        if (loads.firstRows.length && !loads.frames.length) details.push(`${table.type}: no scrolling element found inside the widget.`);
        figures.push(...loadFigures(loads, { id: table.id, name: `${table.type} with ${ROWS}`, subject: table.type, motion: 'scrolling' }));
      }
      figures.push(...(await measureYasr(browser, server, { quick, log, details })));
      figures.push(tablePlusVsYasr(figures));
      const table = figures.find((f) => f.id === 'table-first-rows')?.value;
      const yasr = figures.find((f) => f.id === 'yasr-first-rows')?.value;
      if (table != null && yasr != null) details.push(`Table ÷ YASR, data arrival to first rows: ${ratio(table, yasr)} (YASR ÷ Table = ${ratioText(yasr, table)}).`);
      return { figures, details };
    } finally {
      await browser.close();
    }
  },
};
