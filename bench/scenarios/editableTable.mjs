// Editable table (issue #14): the BBTable widget with 10,000 editable rows, edited by a logged-in
// superadmin. Time from the Enter that saves a cell to the row shown with its new value, saved
// (the widget shows a value only once the repository has confirmed it: update, then ASK); then
// frame times while scrolling the 10,000 rows. The rows live in `demo` under a namespace of their
// own, written by the scenario through the SPARQL endpoint.
import { sparqlResponseEnd } from '../lib/sparqlResponseEnd.mjs';
import { launchChromium, newPage } from '../lib/chromium.mjs';
import { notMeasured } from '../lib/figure.mjs';
import { createApp } from '../lib/platformClient.mjs';
import { BENCH_PROJECT } from '../lib/demoApp.mjs';
import { roundMs } from '../lib/queryLatency.mjs';
import { median, percentile } from '../lib/statistics.mjs';
import { installProbe, unsettledReason, waitForSettled } from '../lib/widgetProbe.mjs';

const TYPE = 'BBTable';
const REPOSITORY = 'demo';
const ROWS = 10_000;
/** Rows written per update: 2,000 rows are about 300 kB of SPARQL, well under the endpoint's limit. */
const CHUNK = 2_000;
const NS = 'https://bench.grafiek.example/editable#';
const ROW = 'https://bench.grafiek.example/editable/row/';

const QUERY = `prefix e: <${NS}>
select ?uri ?label ?amount ?note
where { ?uri a e:Row ; e:label ?label ; e:amount ?amount . optional { ?uri e:note ?note } }
order by ?amount`;

/** Every cell of the label and note columns is editable; a publish button per row, as apps have. */
const TABLE = {
  widget: TYPE,
  query: QUERY,
  columnConfigs: [
    { id: 'label', label: 'Label', editable: { enabled: true, predicate: `${NS}label` } },
    { id: 'amount', label: 'Amount', width: 120, editable: { enabled: true, predicate: `${NS}amount` } },
    { id: 'note', label: 'Note', editable: { enabled: true, predicate: `${NS}note`, componentType: 'textarea', whenEmptyField: 'remove triple' } },
    { id: 'actions', label: 'Actions', buttons: [{ label: 'Show', actions: [{ type: 'publish', topic: 'row', value: '{{uri}}' }] }] },
  ],
};

/**
 * Writes the rows through the endpoint as the superadmin.
 * @param {import('../lib/benchServer.mjs').BenchServer} server
 */
async function writeRows(server) {
  for (let start = 0; start < ROWS; start += CHUNK) {
    let triples = '';
    for (let i = start; i < Math.min(ROWS, start + CHUNK); i++) triples += `<${ROW}${i}> a e:Row ; e:label "Editable row ${i}" ; e:amount ${i} .\n`;
    const response = await fetch(`${server.url}/api/sparql/${REPOSITORY}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ update: `prefix e: <${NS}>\nINSERT DATA {\n${triples}}` }),
    });
    if (!response.ok) throw new Error(`writing the editable rows answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  }
}

/**
 * The label stored for a row now, past every cache.
 * @param {import('../lib/benchServer.mjs').BenchServer} server @param {number} row
 */
async function storedLabel(server, row) {
  const response = await fetch(`${server.url}/api/sparql/${REPOSITORY}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.adminToken}`, accept: 'application/sparql-results+json', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ query: `select ?l where { <${ROW}${row}> <${NS}label> ?l } # nocache` }),
  });
  const json = /** @type {{ results: { bindings: { l: { value: string } }[] } }} */ (await response.json());
  return json.results.bindings.map((b) => b.l.value);
}

/**
 * Opens the label cell of a row on screen by double-click, types a new value, then times in the
 * page from the Enter key to the cell showing the new value without an editor (saved: the widget
 * shows it only after the repository confirmed it).
 * @param {import('playwright-core').Page} page @param {number} row @param {string} value
 * @returns {Promise<{ ms: number, requests: number[] } | { why: string }>}
 */
async function editCell(page, row, value) {
  const cell = page.locator(`[data-widget="${TYPE}"] [role="row"][row-id="${ROW}${row}"] [role="gridcell"][col-id="label"]`);
  await cell.dblclick();
  const field = cell.locator('input');
  try {
    await field.waitFor({ timeout: 5000 });
  } catch {
    return { why: `a double-click on the label of row ${row} opened no editor` };
  }
  await field.fill(value);
  return page.evaluate(
    async ({ rowId, value, type }) => {
      const selector = `[data-widget="${type}"] [role="row"][row-id="${rowId}"] [role="gridcell"][col-id="label"]`;
      const input = /** @type {HTMLInputElement | null} */ (document.querySelector(`${selector} input`));
      const grid = document.querySelector(`[data-widget="${type}"] .ag-root`);
      if (!input || !grid) return { why: 'the editor or the grid is not in the page' };
      const done = () => {
        const cell = document.querySelector(selector);
        return cell !== null && cell.querySelector('input') === null && cell.textContent?.trim() === value;
      };
      const problem = () => document.querySelector(`[data-widget="${type}"] [data-problems]`)?.textContent ?? '';
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          observer.disconnect();
          resolve({ why: `the saved value did not show within 10 s${problem() ? `: ${problem()}` : ''}` });
        }, 10_000);
        const observer = new MutationObserver(() => {
          if (!done()) return;
          observer.disconnect();
          clearTimeout(timer);
          // Reading a size makes the browser lay the row out now: the time includes layout.
          void (/** @type {HTMLElement} */ (grid).offsetHeight);
          const ended = performance.now();
          // The requests of the save (update, ASK), from the page's resource timing.
          const requests = performance
            .getEntriesByType('resource')
            .filter((e) => e.startTime >= started && e.name.includes('/api/sparql/'))
            .map((e) => Math.round(e.duration));
          resolve({ ms: ended - started, requests });
        });
        observer.observe(grid, { subtree: true, childList: true, characterData: true, attributes: true });
        const started = performance.now();
        input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', bubbles: true, cancelable: true }));
      });
    },
    { rowId: `${ROW}${row}`, value, type: TYPE },
  );
}

/**
 * Records every frame's duration in the page while the mouse wheel scrolls the grid.
 * (The same recording as the big-results scenario.)
 * @param {import('playwright-core').Page} page
 * @returns {Promise<number[] | undefined>}
 */
async function scrollFrames(page) {
  const target = await page.evaluate((type) => {
    const widget = document.querySelector(`[data-widget="${type}"]`);
    if (!widget) return undefined;
    const scroller = [...widget.querySelectorAll('*')].find((el) => el.scrollHeight > el.clientHeight + 50 && /(auto|scroll)/.test(getComputedStyle(el).overflowY));
    if (!scroller) return undefined;
    const r = scroller.getBoundingClientRect();
    return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
  }, TYPE);
  if (!target) return undefined;
  await page.evaluate(() => {
    /** @type {any} */ (window).__benchFrames = [];
    let last = performance.now();
    const frame = (/** @type {number} */ now) => {
      /** @type {any} */ (window).__benchFrames.push(now - last);
      last = now;
      if (/** @type {any} */ (window).__benchFrames.length < 100_000) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
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
 * @typedef {object} Load
 * @property {number} firstRows ms from the data's arrival to the table ready
 * @property {number[]} edits ms per edit, Enter to the saved value shown
 * @property {number[] | undefined} frames
 * @property {string[]} notes
 */

/**
 * @param {import('playwright-core').Browser} browser @param {import('../lib/benchServer.mjs').BenchServer} server
 * @param {string} route @param {number} load @param {number} editCount
 * @returns {Promise<Load | { why: string }>}
 */
async function measureOnce(browser, server, route, load, editCount) {
  const { context, page } = await newPage(browser, server.url);
  try {
    // Logged in as the superadmin, who may change the repository.
    await context.addCookies(server.adminCookies.map((cookie) => ({ ...cookie, url: server.url })));
    const probe = await installProbe(context, page);
    await page.goto(route, { waitUntil: 'commit' });
    const settled = await waitForSettled(page, probe, { timeoutMs: 120_000 });
    if (!settled) return { why: `within 120 s ${await unsettledReason(page, probe)}` };
    const widget = settled.widgets.find((w) => w.type === TYPE);
    if (!widget) return { why: `the viewer shows no [data-widget="${TYPE}"] (${settled.widgets.map((w) => w.type).join(', ') || 'no widgets'})` };
    if (widget.state !== 'ready') return { why: `the ${TYPE} widget ended ${widget.state}${widget.error ? `: ${widget.error}` : ''}` };
    const arrival = await sparqlResponseEnd(page, REPOSITORY);
    if (arrival === undefined) return { why: 'the page made no request to the repository' };

    const edits = [];
    /** @type {string[]} */
    const requests = [];
    for (let i = 0; i < editCount; i++) {
      const value = `Editable row ${i} edited (load ${load}, edit ${i})`;
      const edited = await editCell(page, i, value);
      if ('why' in edited) return { why: edited.why };
      edits.push(edited.ms);
      requests.push(edited.requests.join('+'));
      const label = await storedLabel(server, i);
      if (label.length !== 1 || label[0] !== value) return { why: `row ${i} shows "${value}" but the repository holds ${JSON.stringify(label)}` };
      // The next edit starts once the page is quiet again (the other answers asked again).
      await waitForSettled(page, probe, { quietMs: 200, timeoutMs: 30_000 });
    }
    const frames = await scrollFrames(page);
    const rows = await page.locator(`[data-widget="${TYPE}"] [role="row"][row-id]`).count();
    return {
      firstRows: settled.at - arrival,
      edits,
      frames,
      notes: [`the save's requests per edit (update + ASK, ms): ${requests.join(', ')}`, `${rows} row elements in the page after scrolling`],
    };
  } finally {
    await context.close();
  }
}

const ROWS_TEXT = `${ROWS.toLocaleString('en-US')} editable rows`;

/** @type {import('../lib/figure.mjs').Scenario} */
export const editableTable = {
  name: 'editable-table',
  title: 'Editable table',
  async run({ quick, log, scene }) {
    const server = await scene.server();
    log(`editable table: writing ${ROWS_TEXT}`);
    await writeRows(server);
    const browser = await launchChromium();
    /** @type {string[]} */
    const details = [
      `A ${TYPE} (editable table) with ${ROWS_TEXT} (label, amount and note editable, one button per row) in a 1600×900 page, logged in as a superadmin.`,
      'An edit is timed in the page from the Enter key to the cell showing the new value with its editor closed. The widget shows a value only after the repository confirmed it: a SPARQL UPDATE whose WHERE holds the old value, then an ASK for the new one. The repository is then checked for the value (not timed).',
    ];
    const editCount = quick ? 5 : 10;
    try {
      const route = await createApp(server, BENCH_PROJECT, {
        path: 'editable01',
        title: `${ROWS_TEXT} in an editable table`,
        public: true,
        repoURL: REPOSITORY,
        layoutName: 'CUSTOM',
        mainArea: { widget: 'SplitLayout', direction: 'column', areaSizes: ['1'], areas: [TABLE] },
      });
      /** @type {Load[]} */
      const loads = [];
      let why;
      for (let i = 0; i < (quick ? 1 : 3); i++) {
        log(`editable table: load ${i + 1}`);
        const load = await measureOnce(browser, server, route, i, editCount);
        if ('why' in load) {
          why = load.why;
          break;
        }
        loads.push(load);
        details.push(`Load ${i + 1}: edits (ms) ${load.edits.map((x) => roundMs(x)).join(', ')}; ${load.notes.join('; ')}.`);
      }
      if (!loads.length) {
        const reason = why ?? 'no load finished';
        return {
          figures: [
            notMeasured('edit-saved', `editing a cell of ${ROWS_TEXT}: Enter to the row saved and shown, median`, 'ms', reason),
            notMeasured('frame-p95', `scrolling ${ROWS_TEXT}: frame time p95`, 'ms', reason),
          ],
          details,
        };
      }
      if (why) details.push(`A later load failed: ${why}`);
      const edits = loads.flatMap((l) => l.edits);
      const frames = loads.at(-1)?.frames ?? [];
      /** @type {import('../lib/figure.mjs').Figure[]} */
      const figures = [
        { id: 'edit-saved', label: `editing a cell of ${ROWS_TEXT}: Enter to the row saved and shown, median of ${edits.length}`, value: roundMs(median(edits)), unit: 'ms' },
        { id: 'edit-saved-longest', label: `editing a cell: Enter to the row saved and shown, longest of ${edits.length}`, value: roundMs(Math.max(...edits)), unit: 'ms' },
        { id: 'first-rows', label: `${ROWS_TEXT}: data arrival to the table ready, median of ${loads.length}`, value: roundMs(median(loads.map((l) => l.firstRows))), unit: 'ms' },
      ];
      if (frames.length) {
        figures.push(
          { id: 'frame-p50', label: `scrolling ${ROWS_TEXT}: frame time p50 (${frames.length} frames)`, value: roundMs(median(frames)), unit: 'ms' },
          { id: 'frame-p95', label: `scrolling ${ROWS_TEXT}: frame time p95`, value: roundMs(percentile(frames, 95)), unit: 'ms' },
          { id: 'frame-max', label: `scrolling ${ROWS_TEXT}: longest frame`, value: roundMs(Math.max(...frames)), unit: 'ms' },
        );
      } else {
        figures.push(notMeasured('frame-p95', `scrolling ${ROWS_TEXT}: frame time p95`, 'ms', 'no scrolling element found in the widget'));
      }
      return { figures, details };
    } finally {
      await browser.close();
    }
  },
};
