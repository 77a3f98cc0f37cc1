// Tree (issue #15): the Tree widget given 50,000 items. Time from the data's arrival (the SPARQL
// response's last byte) to the first frame showing tree rows, then how long opening a folder and
// searching take from the input to the rows laid out in the page: each should fit in one frame.
import { sparqlResponseEnd } from '../lib/sparqlResponseEnd.mjs';
import { ITEMS_PER_SITE, SITES_PER_REGION, TREE_NODE_COUNT, TREE_QUERY, TREE_REPOSITORY } from '../data/treeData.mjs';
import { launchChromium, newPage } from '../lib/chromium.mjs';
import { notMeasured } from '../lib/figure.mjs';
import { createApp } from '../lib/platformClient.mjs';
import { BENCH_PROJECT } from '../lib/demoApp.mjs';
import { roundMs } from '../lib/queryLatency.mjs';
import { median } from '../lib/statistics.mjs';
import { installProbe, unsettledReason, waitForSettled } from '../lib/widgetProbe.mjs';

const TYPE = 'Tree';
/** A frame at 60 Hz: what an interaction may take to be drawn without a dropped frame. */
const FRAME_MS = 1000 / 60;
/** Folders opened (and closed again) per load: the sites on screen, one after another. */
const EXPANSIONS = 8;
/**
 * Search texts as a person types them, key by key: the first keys match nearly every item (every
 * label has an "i"), the last one item; and one pasted text with about 550 matches.
 */
const TYPED = 'item 12.34.5';
const PASTED = 'Item 7.3';

/** Runs in the page before its scripts: notes when the first tree row is in the DOM, and the frame that draws it. */
function firstRowProbe() {
  /** @type {any} */
  const w = window;
  w.__treeBench = {};
  const observer = new MutationObserver(() => {
    if (!document.querySelector('[data-widget="Tree"] [role="treeitem"]')) return;
    observer.disconnect();
    w.__treeBench.rowsAt = performance.now();
    requestAnimationFrame(() => {
      w.__treeBench.frameAt = performance.now();
    });
  });
  observer.observe(document, { subtree: true, childList: true });
}

/**
 * Clicks the chevron of the `nth` closed site on screen and measures, in the page, from the click
 * to the site shown open with its items laid out; then closes it again the same way.
 * @param {import('playwright-core').Page} page @param {number} nth
 * @returns {Promise<{ open: number, close: number, items: number } | { why: string }>}
 */
function toggleSite(page, nth) {
  return page.evaluate(
    async ({ nth, type }) => {
      const tree = document.querySelector(`[data-widget="${type}"] [role="tree"]`);
      if (!tree) return { why: 'the tree widget shows no [role="tree"]' };
      const sites = [...tree.querySelectorAll('[role="treeitem"][aria-level="2"][aria-expanded="false"]')].sort(
        (a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top,
      );
      const site = /** @type {HTMLElement | undefined} */ (sites[nth]);
      const chevron = /** @type {HTMLElement | null | undefined} */ (site?.querySelector('[data-tree-chevron]'));
      if (!site || !chevron) return { why: `no closed site number ${nth + 1} on screen (${sites.length} closed sites rendered)` };
      /** @param {'true' | 'false'} expanded */
      const toggle = (expanded) =>
        new Promise((resolve) => {
          const timer = setTimeout(() => resolve(undefined), 5000);
          const observer = new MutationObserver(() => {
            if (site.getAttribute('aria-expanded') !== expanded) return;
            observer.disconnect();
            clearTimeout(timer);
            // Reading a size makes the browser lay the rows out now: the time includes layout.
            void (/** @type {HTMLElement} */ (tree).offsetHeight);
            resolve(performance.now() - started);
          });
          observer.observe(site, { attributes: true, attributeFilter: ['aria-expanded'] });
          const started = performance.now();
          chevron.click();
        });
      const open = await toggle('true');
      // Only the rows on screen are drawn; each says how many items its folder holds.
      const items = Number(tree.querySelector('[role="treeitem"][aria-level="3"]')?.getAttribute('aria-setsize') ?? 0);
      const close = await toggle('false');
      if (open === undefined || close === undefined) return { why: 'a click on a site\'s chevron did not open or close it within 5 s' };
      return { open, close, items };
    },
    { nth, type: TYPE },
  );
}

/**
 * Puts text into the tree's search field as one input event (as a key or a paste does) and
 * measures, in the page, from the event to the rows of the search laid out.
 * @param {import('playwright-core').Page} page @param {string} text
 * @returns {Promise<{ ms: number, rows: number, matches: number } | { why: string }>}
 */
function searchFor(page, text) {
  return page.evaluate(
    async ({ text, type }) => {
      const tree = document.querySelector(`[data-widget="${type}"] [role="tree"]`);
      const field = /** @type {HTMLInputElement | null} */ (document.querySelector(`[data-widget="${type}"] input[aria-label^="Search"]`));
      if (!tree || !field) return { why: 'the tree widget shows no search field' };
      // The tree names the search its rows show (data-search), in the same commit as the rows.
      const showsSearch = () => tree.getAttribute('data-search') === text;
      const setValue = /** @type {(value: string) => void} */ (Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set);
      /** @param {string} value @param {() => boolean} done */
      const input = (value, done) =>
        new Promise((resolve) => {
          const timer = setTimeout(() => resolve(undefined), 5000);
          const observer = new MutationObserver(() => {
            if (!done()) return;
            observer.disconnect();
            clearTimeout(timer);
            void (/** @type {HTMLElement} */ (tree).offsetHeight);
            resolve(performance.now() - started);
          });
          observer.observe(tree, { subtree: true, childList: true, attributes: true });
          const started = performance.now();
          setValue.call(field, value);
          field.dispatchEvent(new Event('input', { bubbles: true }));
        });
      const ms = await input(text, showsSearch);
      const rows = tree.querySelectorAll('[role="treeitem"]').length;
      const matches = tree.querySelectorAll('[data-match]').length;
      return ms === undefined ? { why: `the search for "${text}" showed no matches within 5 s` } : { ms, rows, matches };
    },
    { text, type: TYPE },
  );
}

/** Empties the search field and waits until the whole tree is back. @param {import('playwright-core').Page} page */
async function clearSearch(page) {
  await page.locator(`[data-widget="${TYPE}"] input[aria-label^="Search"]`).fill('');
  await page.locator(`[data-widget="${TYPE}"] [role="tree"][data-search]`).waitFor({ state: 'detached' });
}

/**
 * @typedef {object} Load
 * @property {number} firstPaint ms from the data's arrival to the first frame with tree rows
 * @property {number[]} open ms per site opened
 * @property {number[]} close ms per site closed
 * @property {number[]} keys ms per key of the typed search
 * @property {number} pasted ms of the pasted search
 * @property {string[]} notes
 */

/**
 * @param {import('playwright-core').Browser} browser @param {string} baseUrl @param {string} route
 * @returns {Promise<Load | { why: string }>}
 */
async function measureOnce(browser, baseUrl, route) {
  const { context, page } = await newPage(browser, baseUrl);
  try {
    await context.addInitScript(firstRowProbe);
    const probe = await installProbe(context, page);
    await page.goto(route, { waitUntil: 'commit' });
    const settled = await waitForSettled(page, probe, { timeoutMs: 120_000 });
    if (!settled) return { why: `within 120 s ${await unsettledReason(page, probe)}` };
    const widget = settled.widgets.find((w) => w.type === TYPE);
    if (!widget) return { why: `the viewer shows no [data-widget="${TYPE}"] (${settled.widgets.map((w) => w.type).join(', ') || 'no widgets'})` };
    if (widget.state !== 'ready') return { why: `the ${TYPE} widget ended ${widget.state}${widget.error ? `: ${widget.error}` : ''}` };
    const arrival = await sparqlResponseEnd(page, TREE_REPOSITORY);
    if (arrival === undefined) return { why: 'the page made no request to the tree repository' };
    /** @type {{ rowsAt?: number, frameAt?: number }} */
    const marks = await page.evaluate(() => /** @type {any} */ (window).__treeBench);
    if (marks.frameAt === undefined) return { why: 'the tree is ready but no tree row was seen in the page' };
    const notes = [`first rows in the page ${Math.round((marks.rowsAt ?? 0) - arrival)} ms after the data, drawn in the frame at ${Math.round(marks.frameAt - arrival)} ms`];

    const open = [];
    const close = [];
    for (let i = 0; i < EXPANSIONS; i++) {
      const toggled = await toggleSite(page, i);
      if ('why' in toggled) return { why: toggled.why };
      if (toggled.items !== ITEMS_PER_SITE) return { why: `an opened site holds ${toggled.items} items, not ${ITEMS_PER_SITE}` };
      open.push(toggled.open);
      close.push(toggled.close);
    }

    const keys = [];
    for (let n = 1; n <= TYPED.length; n++) {
      const text = TYPED.slice(0, n);
      if (text.endsWith(' ')) continue;
      const searched = await searchFor(page, text);
      if ('why' in searched) return { why: searched.why };
      keys.push(searched.ms);
      if (n === 1) notes.push(`the first key ("${text}") matches ${searched.matches} of the rows drawn, ${searched.rows} rows drawn`);
    }
    await clearSearch(page);
    const pasted = await searchFor(page, PASTED);
    if ('why' in pasted) return { why: pasted.why };
    await clearSearch(page);
    return { firstPaint: marks.frameAt - arrival, open, close, keys, pasted: pasted.ms, notes };
  } finally {
    await context.close();
  }
}

const ITEMS = `${TREE_NODE_COUNT.toLocaleString('en-US')} items`;

/** @type {import('../lib/figure.mjs').Scenario} */
export const tree = {
  name: 'tree',
  title: 'Tree',
  needsTreeRepository: true,
  async run({ quick, log, scene }) {
    const server = await scene.server();
    const browser = await launchChromium();
    /** @type {string[]} */
    const details = [
      `A Tree widget with ${ITEMS} (20 regions of ${SITES_PER_REGION} sites of ${ITEMS_PER_SITE} items; the regions open at the start, so 1,000 rows are in its list), in a 1600×900 page.`,
      `Opening and searching are timed in the page, from the input event to the rows laid out (a read of the tree's height forces layout); a frame at 60 Hz is ${roundMs(FRAME_MS)} ms.`,
    ];
    try {
      const route = await createApp(server, BENCH_PROJECT, {
        path: 'tree01',
        title: `${ITEMS} in a Tree`,
        public: true,
        repoURL: TREE_REPOSITORY,
        layoutName: 'CUSTOM',
        mainArea: { widget: 'SplitLayout', direction: 'column', areaSizes: ['1'], areas: [{ widget: TYPE, query: TREE_QUERY }] },
      });
      /** @type {Load[]} */
      const loads = [];
      let why;
      for (let i = 0; i < (quick ? 1 : 3); i++) {
        log(`tree: load ${i + 1}`);
        const load = await measureOnce(browser, server.url, route);
        if ('why' in load) {
          why = load.why;
          break;
        }
        loads.push(load);
        details.push(`Load ${i + 1}: ${load.notes.join('; ')}.`);
      }
      if (!loads.length) {
        const reason = why ?? 'no load finished';
        return {
          figures: [
            notMeasured('first-paint', `${TYPE} with ${ITEMS}: data arrival to first rows drawn`, 'ms', reason),
            notMeasured('expand', `opening a folder of ${ITEMS_PER_SITE} items: input to rows laid out, median`, 'ms', reason),
            notMeasured('search', `search over ${ITEMS}, key by key and pasted: input to rows laid out, median`, 'ms', reason),
          ],
          details,
        };
      }
      if (why) details.push(`A later load failed: ${why}`);
      const open = loads.flatMap((l) => l.open);
      const close = loads.flatMap((l) => l.close);
      const keys = loads.flatMap((l) => l.keys);
      const pasted = loads.map((l) => l.pasted);
      details.push(
        `Open (ms): ${open.map((x) => roundMs(x)).join(', ')}. Close (ms): ${close.map((x) => roundMs(x)).join(', ')}.`,
        `Search "${TYPED}" key by key (ms): ${keys.map((x) => roundMs(x)).join(', ')}; pasted "${PASTED}" (ms): ${pasted.map((x) => roundMs(x)).join(', ')}.`,
      );
      const search = [...keys, ...pasted];
      return {
        figures: [
          { id: 'first-paint', label: `${TYPE} with ${ITEMS}: data arrival to first rows drawn, median of ${loads.length}`, value: roundMs(median(loads.map((l) => l.firstPaint))), unit: 'ms' },
          { id: 'expand', label: `opening a folder of ${ITEMS_PER_SITE} items: input to rows laid out, median of ${open.length}`, value: roundMs(median(open)), unit: 'ms' },
          { id: 'expand-longest', label: `opening or closing a folder: input to rows laid out, longest of ${open.length + close.length}`, value: roundMs(Math.max(...open, ...close)), unit: 'ms' },
          { id: 'search', label: `search over ${ITEMS}, key by key and pasted: input to rows laid out, median of ${search.length}`, value: roundMs(median(search)), unit: 'ms' },
          { id: 'search-longest', label: `search, key by key and pasted: input to rows laid out, longest of ${search.length}`, value: roundMs(Math.max(...search)), unit: 'ms' },
        ],
        details,
      };
    } finally {
      await browser.close();
    }
  },
};
