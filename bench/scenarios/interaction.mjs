// (2) Interaction: a click on a feature of the demo's first map to every dependent widget showing
// new data (the page settles again after some widget went back to loading).
import { launchChromium, newPage } from '../lib/chromium.mjs';
import { notMeasured } from '../lib/figure.mjs';
import { roundMs } from '../lib/queryLatency.mjs';
import { median } from '../lib/statistics.mjs';
import { installProbe, probeRecord, waitForSettled, widgetCensus } from '../lib/widgetProbe.mjs';

/** Where on the map to click, as fractions of its box: spread so each lands on another area. */
const CLICK_POINTS = [
  [0.5, 0.5], [0.3, 0.3], [0.7, 0.7], [0.3, 0.7], [0.7, 0.3], [0.5, 0.25], [0.5, 0.75], [0.25, 0.5], [0.75, 0.5],
];

/** @param {import('playwright-core').Page} page @param {number} clickAt @param {number} timeoutMs */
async function firstLoadingAfter(page, clickAt, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { changes } = await probeRecord(page);
    const loading = changes.find((c) => c.t >= clickAt && c.state === 'loading');
    if (loading) return loading;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return undefined;
}

/** @type {import('../lib/figure.mjs').Scenario} */
export const interaction = {
  name: 'interaction',
  title: 'Interaction',
  async run({ quick, log, scene }) {
    const server = await scene.server();
    const route = await scene.demoApp();
    const clicks = quick ? 3 : CLICK_POINTS.length;
    const browser = await launchChromium();
    try {
      const { context, page } = await newPage(browser, server.url);
      await installProbe(context);
      await page.goto(route, { waitUntil: 'commit' });
      const loaded = await waitForSettled(page);
      if (!loaded) {
        const census = await widgetCensus(page);
        const why = census.total === 0 ? 'not measured yet: the viewer renders no [data-widget] elements (needs the demo app in the viewer)' : `the demo app did not finish loading (${census.states.join(', ')})`;
        return { figures: [notMeasured('median', 'map click to dependent widgets done, median', 'ms', why)], details: [] };
      }
      const map = page.locator('[data-widget="BBMap"][data-state="ready"]').first();
      const box = (await map.count()) ? await map.boundingBox() : null;
      if (!box) {
        const reason = 'not measured yet: the demo app shows no ready BBMap widget to click on';
        return { figures: [notMeasured('median', 'map click to dependent widgets done, median', 'ms', reason)], details: [] };
      }
      const samples = [];
      const details = [];
      for (const [fx, fy] of CLICK_POINTS.slice(0, clicks)) {
        const x = box.x + box.width * /** @type {number} */ (fx);
        const y = box.y + box.height * /** @type {number} */ (fy);
        await page.mouse.click(x, y);
        const clickAt = (await probeRecord(page)).clicks.at(-1) ?? 0;
        const loading = await firstLoadingAfter(page, clickAt, 3000);
        if (!loading) {
          details.push(`A click at (${fx}, ${fy}) of the map started no widget loading within 3 s: no feature there, or the same one again.`);
          continue;
        }
        const settled = await waitForSettled(page, { after: loading.t });
        if (!settled) throw new Error(`after a click at (${fx}, ${fy}) the widgets did not finish within 60 s`);
        samples.push(settled.at - clickAt);
        log(`interaction: click ${samples.length}: ${Math.round(settled.at - clickAt)} ms`);
      }
      await context.close();
      if (!samples.length) {
        return { figures: [notMeasured('median', 'map click to dependent widgets done, median', 'ms', 'no click on the map made a dependent widget load')], details };
      }
      details.push(`Clicks (ms): ${samples.map((s) => Math.round(s)).join(', ')}.`);
      return {
        figures: [
          { id: 'median', label: `map click to every dependent widget done, median of ${samples.length}`, value: roundMs(median(samples)), unit: 'ms' },
          { id: 'slowest', label: 'map click to dependent widgets done, slowest', value: roundMs(Math.max(...samples)), unit: 'ms' },
        ],
        details,
      };
    } finally {
      await browser.close();
    }
  },
};
