// How the benchmark tells that an app has finished loading: every widget's outer element carries
// data-widget and data-state (loading | ready | empty | error), as README "Writing a widget" says. A probe
// installed before the page's own scripts records every state change on the page's own clock
// (performance.now(), 0 at navigation start); the harness also counts requests in flight, so
// that a widget whose code or data is still on its way is not missed.

/** @typedef {{ t: number, widget: string, state: string }} StateChange */
/** @typedef {{ type: string, state: string, error?: string }} WidgetState */
/**
 * @typedef {object} Settled
 * @property {number} at Page time of the last widget state change before everything was done.
 * @property {WidgetState[]} widgets The visible widgets then.
 */

/** Runs in the page before any of its scripts. */
function probe() {
  /** @type {any} */
  const w = window;
  w.__bench = { changes: [], clicks: [] };
  const record = (/** @type {Element} */ el) => {
    w.__bench.changes.push({ t: performance.now(), widget: el.getAttribute('data-widget'), state: el.getAttribute('data-state') });
  };
  new MutationObserver((mutations) => {
    for (const m of mutations) {
      if (m.type === 'attributes' && m.target instanceof Element) record(m.target);
      for (const node of m.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.hasAttribute('data-state')) record(node);
        node.querySelectorAll('[data-state]').forEach(record);
      }
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
  document.addEventListener('pointerdown', () => w.__bench.clicks.push(performance.now()), true);
}

/**
 * Installs the probe in every page of the context and counts the page's requests in flight.
 * Call before navigating.
 * @param {import('playwright-core').BrowserContext} context
 * @param {import('playwright-core').Page} page
 */
export async function installProbe(context, page) {
  await context.addInitScript(probe);
  /** @type {Set<import('playwright-core').Request>} */
  const inflight = new Set();
  page.on('request', (r) => inflight.add(r));
  page.on('requestfinished', (r) => inflight.delete(r));
  page.on('requestfailed', (r) => inflight.delete(r));
  return { inflight };
}

/** @typedef {Awaited<ReturnType<typeof installProbe>>} Probe */

/**
 * The visible widgets and the page's clock. Tab panes that are not shown keep their size but are
 * `visibility: hidden`, so the check includes the visibility property.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<{ now: number, widgets: WidgetState[], lastChange: number }>}
 */
function snapshot(page) {
  return page.evaluate(() => {
    /** @type {any} */
    const w = window;
    const widgets = [...document.querySelectorAll('[data-widget]')]
      .filter((el) => el.checkVisibility({ visibilityProperty: true, checkVisibilityCSS: true }))
      .map((el) => ({
        type: el.getAttribute('data-widget') ?? '',
        state: el.getAttribute('data-state') ?? '',
        ...(el.getAttribute('data-error') ? { error: el.getAttribute('data-error') ?? '' } : {}),
      }));
    const changes = w.__bench?.changes ?? [];
    return { now: performance.now(), widgets, lastChange: changes.length ? changes[changes.length - 1].t : 0 };
  });
}

const DONE = new Set(['ready', 'empty', 'error']);
const NO_WIDGETS_MS = 20_000;

/**
 * Waits until every visible [data-widget] is ready, empty or in error, no request is in flight,
 * and that has held for `quietMs`. Resolves with undefined on timeout; the caller says why.
 * @param {import('playwright-core').Page} page
 * @param {Probe} probeHandle
 * @param {{ quietMs?: number, timeoutMs?: number, after?: number }} [options] `after`: page time before which a settled page does not count
 * @returns {Promise<Settled | undefined>}
 */
export async function waitForSettled(page, probeHandle, options = {}) {
  const quietMs = options.quietMs ?? 500;
  const started = Date.now();
  const deadline = started + (options.timeoutMs ?? 60_000);
  const after = options.after ?? 0;
  /** @type {{ since: number, lastChange: number } | undefined} */
  let settled;
  while (Date.now() < deadline) {
    const s = await snapshot(page);
    // An app that shows no widget at all after this long will not show one: say so early.
    if (s.widgets.length === 0 && Date.now() - started > NO_WIDGETS_MS && probeHandle.inflight.size === 0) return undefined;
    const done = s.widgets.length > 0 && s.widgets.every((w) => DONE.has(w.state)) && probeHandle.inflight.size === 0 && s.now >= after;
    if (!done) settled = undefined;
    else settled ??= { since: s.now, lastChange: s.lastChange };
    // The moment the page was done is the last state change before it settled, not the poll
    // that noticed it.
    if (settled && s.now - settled.since >= quietMs) return { at: Math.max(settled.lastChange, after), widgets: s.widgets };
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return undefined;
}

/**
 * @param {import('playwright-core').Page} page
 * @returns {Promise<{ changes: StateChange[], clicks: number[] }>}
 */
export function probeRecord(page) {
  return page.evaluate(() => {
    /** @type {any} */
    const w = window;
    return { changes: w.__bench.changes, clicks: w.__bench.clicks };
  });
}

/**
 * What the page shows when it does not settle, for the message.
 * @param {import('playwright-core').Page} page @param {Probe} probeHandle
 */
export async function unsettledReason(page, probeHandle) {
  const census = await page.evaluate(() => {
    const all = [...document.querySelectorAll('[data-widget]')];
    const shown = all.filter((el) => el.checkVisibility({ visibilityProperty: true, checkVisibilityCSS: true }));
    return { total: all.length, states: shown.map((el) => `${el.getAttribute('data-widget')} ${el.getAttribute('data-state')}`) };
  });
  const pending = [...probeHandle.inflight].map((r) => new URL(r.url()).pathname).slice(0, 5);
  const inFlight = pending.length ? `; requests in flight: ${pending.join(', ')}` : '';
  if (census.total === 0) return `not measured yet: the viewer renders no [data-widget] elements${inFlight}`;
  return `the widgets did not all finish (${census.states.join(', ')})${inFlight}`;
}
