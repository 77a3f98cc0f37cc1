// (5) Big results: a table widget and a Table++ given 100,000 rows. Time from the data's arrival
// (the SPARQL response's last byte) to the widget showing rows, frame times while scrolling, and
// the page's JavaScript heap.
import { ROW_COUNT, ROWS_QUERY, ROWS_REPOSITORY } from '../data/rowsData.mjs';
import { launchChromium, newPage } from '../lib/chromium.mjs';
import { notMeasured } from '../lib/figure.mjs';
import { createApp } from '../lib/platformClient.mjs';
import { BENCH_PROJECT } from '../lib/demoApp.mjs';
import { roundMs } from '../lib/queryLatency.mjs';
import { median, percentile } from '../lib/statistics.mjs';
import { installProbe, unsettledReason, waitForSettled } from '../lib/widgetProbe.mjs';

/** The widgets measured, by the type names app configs store. */
const TABLES = [
  { id: 'table', type: 'Table', path: 'big01' },
  { id: 'tableplus', type: 'Table++', path: 'big02' },
];
/** Text every row's label carries, so the harness can see rows are on screen. */
const ROW_TEXT = 'of the big result';

/**
 * @param {import('playwright-core').Page} page
 * @returns {Promise<number | undefined>} page time of the last byte of the rows' SPARQL response
 */
function rowsResponseEnd(page) {
  return page.evaluate((repository) => {
    const entry = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes(`/api/sparql/${repository}`))
      .at(-1);
    return entry ? /** @type {PerformanceResourceTiming} */ (entry).responseEnd : undefined;
  }, ROWS_REPOSITORY);
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
    /** @type {any} */ (window).__benchFrames = [];
    let last = performance.now();
    const frame = (/** @type {number} */ now) => {
      /** @type {any} */ (window).__benchFrames.push(now - last);
      last = now;
      if (/** @type {any} */ (window).__benchFrames.length < 100_000) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
  }, type);
  if (!target) return undefined;
  await page.mouse.move(target.x, target.y);
  for (let i = 0; i < 60; i++) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(16);
  }
  await page.waitForTimeout(300);
  /** @type {number[]} */
  const frames = await page.evaluate(() => /** @type {any} */ (window).__benchFrames.splice(0));
  return frames.slice(1);
}

/**
 * @param {import('playwright-core').Browser} browser @param {string} baseUrl @param {string} route @param {string} type
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
    const arrival = await rowsResponseEnd(page);
    if (arrival === undefined) return { why: 'the page made no request to the rows repository' };
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value;
    const frames = await scrollFrames(page, type);
    return { firstRows: settled.at - arrival, heapMb: heap === undefined ? undefined : heap / 1e6, frames };
  } finally {
    await context.close();
  }
}

/** @type {import('../lib/figure.mjs').Scenario} */
export const bigResults = {
  name: 'big-results',
  title: 'Big results',
  needsRowsRepository: true,
  async run({ quick, log, scene }) {
    const server = await scene.server();
    const loads = quick ? 1 : 3;
    const browser = await launchChromium();
    /** @type {import('../lib/figure.mjs').Figure[]} */
    const figures = [];
    const details = [];
    try {
      for (const table of TABLES) {
        const route = await createApp(server, BENCH_PROJECT, {
          path: table.path,
          title: `${ROW_COUNT.toLocaleString('en-US')} rows in a ${table.type}`,
          public: true,
          repoURL: ROWS_REPOSITORY,
          layoutName: 'CUSTOM',
          mainArea: { widget: 'SplitLayout', direction: 'column', areaSizes: ['1'], areas: [{ widget: table.type, query: ROWS_QUERY }] },
        });
        const firstRows = [];
        /** @type {number[]} */
        let frames = [];
        let heapMb;
        /** @type {string | undefined} */
        let why;
        for (let i = 0; i < loads && !why; i++) {
          log(`big results: ${table.type}, load ${i + 1}/${loads}`);
          const m = await measureOnce(browser, server.url, route, table.type);
          if ('why' in m) {
            why = m.why;
            if (firstRows.length) details.push(`${table.type}: load ${i + 1} failed after loads of ${firstRows.map((x) => Math.round(x)).join(', ')} ms.`);
            break;
          }
          firstRows.push(m.firstRows);
          heapMb = m.heapMb;
          if (m.frames) frames = m.frames;
          else details.push(`${table.type}: no scrolling element found inside the widget.`);
        }
        const name = `${table.type} with ${ROW_COUNT.toLocaleString('en-US')} rows`;
        if (why || !firstRows.length) {
          figures.push(notMeasured(`${table.id}-first-rows`, `${name}: data arrival to first rows`, 'ms', why ?? 'no load finished'));
          continue;
        }
        figures.push({ id: `${table.id}-first-rows`, label: `${name}: data arrival to first rows shown, median of ${loads}`, value: roundMs(median(firstRows)), unit: 'ms' });
        if (frames.length) {
          figures.push(
            { id: `${table.id}-frame-p50`, label: `${table.type} scrolling: frame time p50 (${frames.length} frames)`, value: roundMs(median(frames)), unit: 'ms' },
            { id: `${table.id}-frame-p95`, label: `${table.type} scrolling: frame time p95`, value: roundMs(percentile(frames, 95)), unit: 'ms' },
            { id: `${table.id}-frame-max`, label: `${table.type} scrolling: longest frame`, value: roundMs(Math.max(...frames)), unit: 'ms' },
          );
        }
        if (heapMb !== undefined) figures.push({ id: `${table.id}-heap`, label: `${table.type}: JavaScript heap with the rows shown`, value: Math.round(heapMb), unit: 'MB' });
      }
      figures.push(
        notMeasured('yasr-first-rows', `YASR table (@zazuko/yasgui) with ${ROW_COUNT.toLocaleString('en-US')} rows, for comparison`, 'ms', 'not measured: @zazuko/yasgui is not installed'),
      );
      return { figures, details };
    } finally {
      await browser.close();
    }
  },
};
