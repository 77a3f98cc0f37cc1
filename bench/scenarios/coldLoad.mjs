// (1) Demo cold load: from navigation to every visible widget of the demo app showing its data,
// with a warm server and a cold browser cache (a new browser context for every load).
import { launchChromium, newPage } from '../lib/chromium.mjs';
import { notMeasured } from '../lib/figure.mjs';
import { roundMs } from '../lib/queryLatency.mjs';
import { median } from '../lib/statistics.mjs';
import { installProbe, unsettledReason, waitForSettled } from '../lib/widgetProbe.mjs';

/**
 * Loads the page in a fresh context and waits for its widgets. Returns the page time at which all
 * were done, or why they never were.
 * @param {import('playwright-core').Browser} browser @param {string} baseUrl @param {string} route
 */
async function loadOnce(browser, baseUrl, route) {
  const { context, page } = await newPage(browser, baseUrl);
  try {
    const probe = await installProbe(context, page);
    await page.goto(route, { waitUntil: 'commit' });
    const settled = await waitForSettled(page, probe, { timeoutMs: 60_000 });
    if (settled) return { settled };
    return { why: `within 60 s ${await unsettledReason(page, probe)}` };
  } finally {
    await context.close();
  }
}

/** @type {import('../lib/figure.mjs').Scenario} */
export const coldLoad = {
  name: 'cold-load',
  title: 'Demo cold load',
  async run({ quick, log, scene }) {
    const server = await scene.server();
    const { route, source } = await scene.demoApp();
    const loads = quick ? 3 : 5;
    const browser = await launchChromium();
    try {
      log(`cold load: warm-up load of ${route}`);
      const warmUp = await loadOnce(browser, server.url, route); // warms the server: its query cache and its file cache
      if (!warmUp.settled) {
        return { figures: [notMeasured('median', `demo app cold load, median of ${loads}`, 'ms', warmUp.why ?? 'no widgets')], details: [] };
      }
      const samples = [];
      let last = warmUp.settled;
      for (let i = 0; i < loads; i++) {
        log(`cold load ${i + 1}/${loads}`);
        const { settled, why } = await loadOnce(browser, server.url, route);
        if (!settled) throw new Error(`cold load ${i + 1} did not finish: ${why}`);
        samples.push(settled.at);
        last = settled;
      }
      const errors = last.widgets.filter((w) => w.state === 'error');
      return {
        figures: [
          { id: 'median', label: `demo app cold load to every visible widget done, median of ${loads}`, value: roundMs(median(samples)), unit: 'ms' },
          { id: 'slowest', label: 'demo app cold load, slowest', value: roundMs(Math.max(...samples)), unit: 'ms' },
          { id: 'widgets', label: 'visible widgets waited for', value: last.widgets.length, unit: 'widgets' },
          { id: 'widgets-in-error', label: 'of which showing an error', value: errors.length, unit: 'widgets' },
        ],
        details: [
          `The app: ${source}, at ${route}.`,
          `Loads (ms): ${samples.map((s) => Math.round(s)).join(', ')}.`,
          `Widgets at the end: ${last.widgets.map((w) => `${w.type} ${w.state}`).join(', ')}.`,
          ...errors.map((w) => `${w.type} shows an error: ${w.error ?? '(no data-error)'}`),
        ],
      };
    } finally {
      await browser.close();
    }
  },
};
