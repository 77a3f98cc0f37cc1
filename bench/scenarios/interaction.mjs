// (2) Interaction: a click on a feature of the demo's first map to every dependent widget showing
// new data (the page settles again after some widget went back to loading).
import { launchChromium, newPage } from '../lib/chromium.mjs';
import { notMeasured } from '../lib/figure.mjs';
import { roundMs } from '../lib/queryLatency.mjs';
import { median } from '../lib/statistics.mjs';
import { installProbe, probeRecord, unsettledReason, waitForSettled } from '../lib/widgetProbe.mjs';

/**
 * Where on the map to click, as fractions of its box: near the middle, where a map fitted to its
 * features has them, and far enough apart to land on another feature each time (a click on the
 * feature already selected publishes the same value, which the query cache answers at once).
 */
const CLICK_POINTS = [
  [0.5, 0.5], [0.42, 0.38], [0.58, 0.62], [0.42, 0.62], [0.58, 0.38], [0.5, 0.3], [0.5, 0.7], [0.4, 0.5], [0.6, 0.5],
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
    const { route, source } = await scene.demoApp();
    const clicks = quick ? 3 : CLICK_POINTS.length;
    const browser = await launchChromium();
    try {
      const { context, page } = await newPage(browser, server.url);
      const probe = await installProbe(context, page);
      await page.goto(route, { waitUntil: 'commit' });
      const loaded = await waitForSettled(page, probe);
      if (!loaded) {
        const why = `the demo app did not finish loading: ${await unsettledReason(page, probe)}`;
        return { figures: [notMeasured('median', 'map click to dependent widgets done, median', 'ms', why)], details: [] };
      }
      const map = page.locator('[data-widget="BBMap"][data-state="ready"]').first();
      // The map's canvas, without the panel's title bar; the widget's box when it draws no canvas.
      const canvas = map.locator('canvas').first();
      const box = !(await map.count()) ? null : (await canvas.count()) ? await canvas.boundingBox() : await map.boundingBox();
      if (!box) {
        const reason = 'not measured yet: the demo app shows no ready BBMap widget to click on';
        return { figures: [notMeasured('median', 'map click to dependent widgets done, median', 'ms', reason)], details: [] };
      }
      const samples = [];
      const details = [`The app: ${source}, at ${route}; the first ready BBMap is clicked.`];
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
        const settled = await waitForSettled(page, probe, { after: loading.t });
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
