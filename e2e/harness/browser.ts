import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const screenshotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

/** Debian's Chromium, found on the PATH, as the machine provides it; no downloaded browser. */
export function chromiumPath(): string {
  const found = execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim();
  if (!found) throw new Error('chromium is not on the PATH (apt-get install chromium).');
  return found;
}

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface TestBrowser {
  browser: Browser;
  /** A fresh, isolated context (its own local storage): one per role or scenario. */
  newContext: (baseUrl: string) => Promise<BrowserContext>;
  /** A page in a fresh context; `page.goto('/users')` resolves against baseUrl. */
  newPage: (baseUrl: string) => Promise<Page>;
  close: () => Promise<void>;
}

/**
 * Playwright's `launch` gives Chromium a fresh temporary --user-data-dir of its own and removes
 * it on close; contexts within it are isolated from each other like separate profiles.
 */
export async function launchBrowser(): Promise<TestBrowser> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
  const contexts: BrowserContext[] = [];
  const newContext = async (baseUrl: string) => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    contexts.push(context);
    return context;
  };
  return {
    browser,
    newContext,
    newPage: async (baseUrl: string) => {
      const context = await newContext(baseUrl);
      const page = await context.newPage();
      // Generous: the machines running the suite are often busy with other builds.
      page.setDefaultTimeout(20_000);
      return page;
    },
    close: async () => {
      for (const context of contexts) await context.close().catch(() => undefined);
      await browser.close();
    },
  };
}

/** Saves a full-page screenshot as e2e/screenshots/{name}.png (gitignored) and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** The browser's login cookies (the server's platform/loginCookies.ts). */
export const SESSION_COOKIE = 'grafiek_session';
export const CSRF_COOKIE = 'grafiek_csrf';
/** The CSRF value the server pairs with a session token, as the login answer sets it. */
const csrfFor = (token: string) => createHash('sha256').update(`grafiek-csrf\n${token}`).digest('base64url');

/** Logs a browser page in with a platform token, in the cookies the login answer would set. */
export async function useToken(page: Page, token: string | null): Promise<void> {
  // A page of the server's origin, for the cookies and for tests that use the origin's storage
  // before they open a page; the health answer is small, where /login would start the whole app.
  await page.goto('/api/health');
  const url = new URL(page.url()).origin;
  await page.context().clearCookies({ name: SESSION_COOKIE });
  await page.context().clearCookies({ name: CSRF_COOKIE });
  if (token) {
    await page.context().addCookies([
      { name: SESSION_COOKIE, value: token, url, httpOnly: true, sameSite: 'Lax' },
      { name: CSRF_COOKIE, value: csrfFor(token), url, sameSite: 'Lax' },
    ]);
  }
}

/** The login cookie of the page's browser context, if it has one. */
export async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
}
