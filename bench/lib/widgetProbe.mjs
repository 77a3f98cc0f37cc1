// How the benchmark tells that an app has finished loading: every widget's outer element carries
// data-widget and data-state (loading | ready | empty | error), ARCHITECTURE.md section 3. A probe
// installed before the page's own scripts records every state change and every SPARQL request
// in flight, on the page's own clock (performance.now(), 0 at navigation start).

/** @typedef {{ t: number, widget: string, state: string }} StateChange */
/** @typedef {{ type: string, state: string, error?: string }} WidgetState */
/**
 * @typedef {object} Settled
 * @property {number} at Page time at which every visible widget was done and stayed so.
 * @property {WidgetState[]} widgets
 */

/** Runs in the page before any of its scripts. */
function probe() {
  /** @type {any} */
  const w = window;
  w.__bench = { changes: [], inflight: 0, clicks: [] };
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
  const fetch = window.fetch;
  window.fetch = function (...args) {
    const url = String(args[0] instanceof Request ? args[0].url : args[0]);
    if (!url.includes('/api/sparql')) return fetch.apply(this, args);
    w.__bench.inflight++;
    return fetch.apply(this, args).finally(() => w.__bench.inflight--);
  };
  document.addEventListener('pointerdown', () => w.__bench.clicks.push(performance.now()), true);
}

/** @param {import('playwright-core').BrowserContext} context */
export async function installProbe(context) {
  await context.addInitScript(probe);
}

/**
 * Waits until every visible [data-widget] is ready, empty or in error, no SPARQL request is in
 * flight, and that has held for `quietMs`; returns the page time it began to hold. Resolves with
 * undefined on timeout (the caller says why: often there are no widgets yet).
 * @param {import('playwright-core').Page} page
 * @param {{ quietMs?: number, timeoutMs?: number, after?: number }} [options] `after`: ignore a settled state before this page time
 * @returns {Promise<Settled | undefined>}
 */
export function waitForSettled(page, options = {}) {
  return page.evaluate(
    ({ quietMs, timeoutMs, after }) =>
      new Promise((resolve) => {
        /** @type {any} */
        const w = window;
        const started = performance.now();
        /** @type {number | undefined} */
        let since;
        const widgets = () =>
          [...document.querySelectorAll('[data-widget]')]
            .filter((el) => el.checkVisibility())
            .map((el) => ({ type: el.getAttribute('data-widget') ?? '', state: el.getAttribute('data-state') ?? '', ...(el.getAttribute('data-error') ? { error: el.getAttribute('data-error') ?? '' } : {}) }));
        const tick = () => {
          const now = performance.now();
          const visible = widgets();
          const done = visible.length > 0 && visible.every((v) => ['ready', 'empty', 'error'].includes(v.state)) && w.__bench.inflight === 0 && now >= after;
          if (!done) since = undefined;
          else if (since === undefined) since = now;
          if (since !== undefined && now - since >= quietMs) return resolve({ at: since, widgets: visible });
          if (now - started > timeoutMs) return resolve(undefined);
          setTimeout(tick, 4);
        };
        tick();
      }),
    { quietMs: options.quietMs ?? 300, timeoutMs: options.timeoutMs ?? 60_000, after: options.after ?? 0 },
  );
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

/** The widgets on the page right now, visible or not, for messages when nothing settles. @param {import('playwright-core').Page} page */
export function widgetCensus(page) {
  return page.evaluate(() => {
    const all = [...document.querySelectorAll('[data-widget]')];
    return { total: all.length, visible: all.filter((el) => el.checkVisibility()).length, states: all.map((el) => `${el.getAttribute('data-widget')}:${el.getAttribute('data-state')}`) };
  });
}
