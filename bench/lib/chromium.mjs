// Debian's Chromium through playwright-core, as the browser tests use it; nothing is downloaded.
import { execFileSync } from 'node:child_process';
import { chromium } from 'playwright-core';

function chromiumPath() {
  let found = '';
  try {
    found = execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim();
  } catch {
    // reported below
  }
  if (!found) throw new Error('chromium is not on the PATH (apt-get install chromium).');
  return found;
}

/** Headless Chromium; every scenario sample gets a new context, which starts with an empty cache. */
export function launchChromium() {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** @param {import('playwright-core').Browser} browser @param {string} baseURL */
export async function newPage(browser, baseURL) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1600, height: 900 }, locale: 'nl-NL' });
  const page = await context.newPage();
  return { context, page };
}
