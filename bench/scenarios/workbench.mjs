// The SPARQL workbench (issue #16), report only: the size of what a Yasgui widget downloads
// (the Yasgui library's chunk and the widget's own closure beyond the viewer's initial JS), and
// the time from a click on RUN to the first rows of a 10,000-row answer in the sparql runner,
// beside the Table++ showing the same answer.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROWS_QUERY, ROWS_REPOSITORY } from '../data/rowsData.mjs';
import { launchChromium, newPage } from '../lib/chromium.mjs';
import { notMeasured } from '../lib/figure.mjs';
import { createApp } from '../lib/platformClient.mjs';
import { BENCH_PROJECT } from '../lib/demoApp.mjs';
import { roundMs } from '../lib/queryLatency.mjs';
import { median } from '../lib/statistics.mjs';
import { readManifest, staticClosure } from '../lib/viteManifest.mjs';
import { installProbe, unsettledReason, waitForSettled } from '../lib/widgetProbe.mjs';

const ROWS = 10_000;
const ROWS_TEXT = `${ROWS.toLocaleString('en-US')} rows`;
/**
 * The big-results repository's query, cut to 10,000 rows (a query that ends with its own LIMIT
 * keeps it in the runner). The filter holds for every row; through {{n}} each round asks anew, so
 * that no cache answers. The runner's text differs from the Table++'s, so neither answers the other.
 */
const withFilter = (/** @type {string} */ filter) => `${ROWS_QUERY.replace(/\.\s*\}\s*$/, `. FILTER(${filter}) }`)}\nLIMIT ${ROWS}`;
const TABLE_QUERY = withFilter('?amount > -{{n}}');
const RUNNER_QUERY = withFilter('-{{n}} < ?amount');
/** Text in every row's label (bench/data/rowsData.mjs). */
const ROW_TEXT = 'of the big result';
/** A string only Yasgui's own code carries (as in initialJavaScript.mjs). */
const YASGUI_SIGNATURE = 'Resultset visualizer not initialized';
const YASGUI_VIEW = 'src/widgets/yasgui/YasguiView.tsx';
const VIEWER_ROUTE_SOURCES = ['src/shell/ViewerRoute.tsx', 'src/viewer/ViewerPage.tsx'];

const KB = 1000;
const gzipKb = (/** @type {Buffer} */ bytes) => gzipSync(bytes).length / KB;
const round1 = (/** @type {number} */ x) => Math.round(x * 10) / 10;

/**
 * The Yasgui library's chunk, and what opening a Yasgui widget downloads beyond the viewer's
 * initial JavaScript: its view's chunk, the library the view asks for, and their static imports,
 * JS and CSS, gzip.
 * @param {string} webDir
 * @returns {{ figures: import('../lib/figure.mjs').Figure[], details: string[] }}
 */
function yasguiSizes(webDir) {
  const manifest = readManifest(webDir);
  const read = (/** @type {string} */ file) => readFileSync(path.join(webDir, file));
  const library = Object.values(manifest).filter((chunk) => chunk.file.endsWith('.js') && read(chunk.file).includes(YASGUI_SIGNATURE));
  const viewKey = Object.keys(manifest).find((key) => manifest[key]?.src === YASGUI_VIEW);
  const label = 'Yasgui library chunk, gzip';
  const libraryChunk = library[0];
  if (library.length !== 1 || !libraryChunk || !viewKey) {
    const why = !viewKey ? `the manifest has no chunk for ${YASGUI_VIEW}` : `${library.length} chunks carry Yasgui's code`;
    return { figures: [notMeasured('yasgui-chunk', label, 'kB', why)], details: [] };
  }
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry || VIEWER_ROUTE_SOURCES.includes(manifest[key]?.src ?? ''));
  const initial = staticClosure(manifest, entries);
  // The view asks for the library itself as soon as its code has loaded (a dynamic import), so both count.
  const opened = [...staticClosure(manifest, [viewKey, ...(manifest[viewKey]?.dynamicImports ?? [])])].filter((key) => !initial.has(key));
  const js = opened.map((key) => manifest[key]?.file ?? key);
  const css = [...new Set(opened.flatMap((key) => manifest[key]?.css ?? []))];
  const jsKb = js.reduce((sum, file) => sum + gzipKb(read(file)), 0);
  const cssKb = css.reduce((sum, file) => sum + gzipKb(read(file)), 0);
  return {
    figures: [
      { id: 'yasgui-chunk', label: `${label} (${libraryChunk.file}, ${round1(read(libraryChunk.file).length / KB)} kB uncompressed)`, value: round1(gzipKb(read(libraryChunk.file))), unit: 'kB' },
      { id: 'yasgui-open', label: `opening a Yasgui widget: JS beyond the viewer's initial JS, gzip (${js.length} chunks)`, value: round1(jsKb), unit: 'kB' },
      { id: 'yasgui-open-css', label: "opening a Yasgui widget: CSS beyond the viewer's, gzip", value: round1(cssKb), unit: 'kB' },
    ],
    details: [`Yasgui widget's chunks beyond the initial JS: ${js.join(', ')}; CSS: ${css.join(', ') || 'none'}.`],
  };
}

/** @typedef {{ actToRows: number, requestToRows: number, arrivalToRows: number }} Timing */

/**
 * In the page: does `act` (a click on RUN, or Enter in the text field) and times until the
 * widget's frame says "ready" again, which the runner and the Table++ do once their grid has drawn
 * the new answer's rows (the rows before stay until then); with the request's own start and end
 * on the same clock.
 * @param {import('playwright-core').Page} page @param {'run' | 'enter'} act @param {string} type the widget timed
 * @returns {Promise<Timing | { why: string }>}
 */
function timeOnce(page, act, type) {
  return page.evaluate(
    ({ act, type, rowText, repository }) =>
      new Promise((resolve) => {
        const frame = document.querySelector(`[data-widget="${type}"]`);
        const runner = document.querySelector('[data-widget="sparql runner"]');
        const button = [...(runner?.querySelectorAll('button') ?? [])].find((element) => element.textContent?.trim() === 'RUN');
        const field = /** @type {HTMLInputElement | null} */ (document.querySelector('[data-widget="Text input"] input'));
        if (!frame || (act === 'run' && !button) || (act === 'enter' && !field)) {
          resolve({ why: `the ${type} widget, or the ${act === 'run' ? 'RUN button' : 'text field'}, is not in the page` });
          return;
        }
        const timer = setTimeout(() => {
          observer.disconnect();
          resolve({ why: `no new rows within 60 s (${frame.getAttribute('data-state')}${frame.getAttribute('data-error') ? `: ${frame.getAttribute('data-error')}` : ''})` });
        }, 60_000);
        let loading = false;
        const observer = new MutationObserver(() => {
          const state = frame.getAttribute('data-state');
          if (state === 'loading') loading = true;
          if (!loading || state === 'loading') return;
          observer.disconnect();
          clearTimeout(timer);
          // Reading a size lays the grid out now: the time includes layout.
          void (/** @type {HTMLElement} */ (frame).offsetHeight);
          const ended = performance.now();
          if (state !== 'ready') {
            resolve({ why: `the ${type} widget ended ${state}: ${frame.getAttribute('data-error') ?? ''}` });
            return;
          }
          if (![...frame.querySelectorAll('[role="gridcell"]')].some((cell) => cell.textContent?.includes(rowText))) {
            resolve({ why: `the ${type} widget is ready but shows no row with "${rowText}"` });
            return;
          }
          const request = performance
            .getEntriesByType('resource')
            .filter((entry) => entry.startTime >= started && entry.name.includes(`/api/sparql/${repository}`))
            .at(-1);
          if (!request) resolve({ why: `the ${type} widget showed rows without a request to the repository` });
          else {
            const timing = /** @type {PerformanceResourceTiming} */ (request);
            resolve({ actToRows: ended - started, requestToRows: ended - timing.startTime, arrivalToRows: ended - timing.responseEnd });
          }
        });
        observer.observe(frame, { attributes: true, attributeFilter: ['data-state'] });
        const started = performance.now();
        if (act === 'run') button?.click();
        else field?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', bubbles: true, cancelable: true }));
      }),
    { act, type, rowText: ROW_TEXT, repository: ROWS_REPOSITORY },
  );
}

/**
 * @param {Timing[]} timings @param {string} id @param {string} name @param {string} act
 * @returns {import('../lib/figure.mjs').Figure[]}
 */
function timingFigures(timings, id, name, act) {
  return [
    { id: `${id}-act-to-rows`, label: `${name}: ${act} to the rows shown, median of ${timings.length}`, value: roundMs(median(timings.map((t) => t.actToRows))), unit: 'ms' },
    { id: `${id}-request-to-rows`, label: `${name}: request start to the rows shown, median`, value: roundMs(median(timings.map((t) => t.requestToRows))), unit: 'ms' },
    { id: `${id}-arrival-to-rows`, label: `${name}: data arrival to the rows shown, median`, value: roundMs(median(timings.map((t) => t.arrivalToRows))), unit: 'ms' },
  ];
}

/** @type {import('../lib/figure.mjs').Scenario} */
export const workbench = {
  name: 'workbench',
  title: 'SPARQL workbench',
  needsRowsRepository: true,
  async run({ quick, log, scene }) {
    const sizes = yasguiSizes(await scene.webDir());
    /** @type {import('../lib/figure.mjs').Figure[]} */
    const figures = [...sizes.figures];
    const details = [
      ...sizes.details,
      `The sparql runner and the Table++ side by side in one page, on the same ${ROWS_TEXT} answer (the big-results repository's query with LIMIT ${ROWS}, filtered by an always-true {{n}} so each round asks anew). Each round, Enter in a text field publishes a new n (the Table++ follows it), then, a second later, RUN is clicked; each widget is timed in the page to its frame's data-state back at ready (its grid has drawn the new rows; the rows before stay until then). "Request start" and "data arrival" come from the request's resource timing.`,
    ];
    const server = await scene.server();
    const browser = await launchChromium();
    const repeats = quick ? 3 : 7;
    try {
      const route = await createApp(server, BENCH_PROJECT, {
        path: 'workbench01',
        title: `${ROWS_TEXT} in the sparql runner and a Table++`,
        public: true,
        repoURL: ROWS_REPOSITORY,
        layoutName: 'CUSTOM',
        parameterValues: JSON.stringify({ n: 1 }),
        mainArea: {
          widget: 'SplitLayout',
          direction: 'column',
          areaSizes: ['60px', '1'],
          areas: [
            { widget: 'Text input', label: 'n', topicToPublish: 'n' },
            {
              widget: 'SplitLayout',
              direction: 'row',
              areaSizes: ['1', '1'],
              areas: [
                { widget: 'sparql runner', query: RUNNER_QUERY },
                { widget: 'Table++', query: TABLE_QUERY },
              ],
            },
          ],
        },
      });
      /** @type {Timing[]} */
      const runner = [];
      /** @type {Timing[]} */
      const table = [];
      let why;
      const { context, page } = await newPage(browser, server.url);
      try {
        const probe = await installProbe(context, page);
        await page.goto(route, { waitUntil: 'commit' });
        const settled = await waitForSettled(page, probe, { timeoutMs: 120_000 });
        if (!settled) why = `within 120 s ${await unsettledReason(page, probe)}`;
        // Each round asks both for the answer anew (another n, so no cache answers): the Table++
        // follows the text field, the runner runs on RUN. The first round warms up (the runner's
        // first grid); it is not counted.
        for (let round = 0; !why && round <= repeats; round++) {
          log(`workbench: round ${round + 1}/${repeats + 1}`);
          await page.locator('[data-widget="Text input"] input').fill(String(round + 2));
          const tableTiming = await timeOnce(page, 'enter', 'Table++');
          if ('why' in tableTiming) why = `Table++: ${tableTiming.why}`;
          else if (round > 0) table.push(tableTiming);
          if (why) break;
          // A quiet page for each: the other widget's work (its grid, the old rows' garbage) done.
          await page.waitForTimeout(1000);
          const runnerTiming = await timeOnce(page, 'run', 'sparql runner');
          if ('why' in runnerTiming) why = `sparql runner: ${runnerTiming.why}`;
          else if (round > 0) runner.push(runnerTiming);
          await page.waitForTimeout(1000);
        }
      } finally {
        await context.close();
      }
      const runnerName = `sparql runner, ${ROWS_TEXT}`;
      const tableName = `Table++, the same ${ROWS_TEXT}`;
      if (runner.length) figures.push(...timingFigures(runner, 'runner', runnerName, 'click on RUN'));
      else figures.push(notMeasured('runner-act-to-rows', `${runnerName}: click on RUN to the rows shown`, 'ms', why ?? 'no run finished'));
      if (table.length) figures.push(...timingFigures(table, 'tableplus', tableName, 'new variable value'));
      else figures.push(notMeasured('tableplus-act-to-rows', `${tableName}: new variable value to the rows shown`, 'ms', why ?? 'no run finished'));
      if (why && runner.length) details.push(`A later round failed: ${why}`);
      details.push(`Rounds (ms, act to rows): runner ${runner.map((t) => roundMs(t.actToRows)).join(', ')}; Table++ ${table.map((t) => roundMs(t.actToRows)).join(', ')}.`);
      return { figures, details };
    } finally {
      await browser.close();
    }
  },
};
