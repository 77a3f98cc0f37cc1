import type { Locator, Page } from 'playwright-core';
import { launchBrowser, type TestBrowser } from '../harness/browser.js';
import type { PlatformApi } from '../harness/platformApi.js';
import { startServer, type StartedServer } from '../harness/server.js';

/**
 * A started server with a public project for the chart and graph widget tests. Test data goes
 * into the embedded `demo` repository through the SPARQL endpoint; apps are created through the
 * API and opened anonymously, as a visitor of a public app would. Each page records the
 * Content-Security-Policy violations it meets, since the chart and graph libraries must work
 * under the server's policy.
 */
export interface ChartGraphScene {
  server: StartedServer;
  browser: TestBrowser;
  admin: PlatformApi;
  /** Runs a SPARQL update on the demo repository as the superadmin. */
  update: (sparql: string) => Promise<void>;
  /** Creates a public app on the demo repository and returns its page path; `extra` adds app settings. */
  createApp: (path: string, mainArea: Record<string, unknown>, extra?: Record<string, unknown>) => Promise<string>;
  /** Opens an app in a fresh anonymous browser context. */
  open: (appPath: string) => Promise<ScenePage>;
  close: () => Promise<void>;
}

export interface ScenePage {
  page: Page;
  /**
   * The CSP violations the page reported so far, as "directive: blocked URI (source file)",
   * without the one the app shell causes on every page: zod 4 probes whether `Function('')` is
   * allowed (and copes when it is not), which the browser reports as a blocked eval from the
   * chunk that holds zod. Anything else, from the chart and graph libraries above all, counts.
   */
  cspViolations: () => Promise<string[]>;
}

const ZOD_EVAL_PROBE = /^script-src: eval \(.*\/assets\/kit-[\w-]+\.js\)$/;

export async function chartGraphScene(project: string): Promise<ChartGraphScene> {
  const server = await startServer();
  const browser = await launchBrowser();
  const admin = server.admin;
  try {
    await admin.createProject(`Widgets ${project}`, project);
  } catch (error) {
    await browser.close();
    await server.stop();
    throw error;
  }

  const update = async (sparql: string) => {
    const response = await fetch(`${server.url}/api/sparql/demo`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin.token}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ update: sparql }),
    });
    if (!response.ok) throw new Error(`The update answered ${response.status}: ${await response.text()}`);
  };

  const createApp = async (path: string, mainArea: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
    await admin.createApp(project, { path, title: `Test ${path}`, public: true, repoURL: 'demo', mainArea, ...extra });
    return `/projects/${project}/${path}`;
  };

  const open = async (appPath: string): Promise<ScenePage> => {
    const page = await browser.newPage(server.url);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective}: ${event.blockedURI} (${event.sourceFile})`));
    });
    await page.goto(appPath);
    return {
      page,
      cspViolations: async () =>
        (await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).filter((violation) => !ZOD_EVAL_PROBE.test(violation)),
    };
  };

  return {
    server,
    browser,
    admin,
    update,
    createApp,
    open,
    close: async () => {
      await browser.close();
      await server.stop();
    },
  };
}

/** Areas side by side, of equal width. */
export function row(...areas: Record<string, unknown>[]): Record<string, unknown> {
  return { widget: 'SplitLayout', direction: 'row', areaSizes: areas.map(() => '1'), areas };
}

/** Areas above each other, with the given sizes. */
export function column(areaSizes: string[], ...areas: Record<string, unknown>[]): Record<string, unknown> {
  return { widget: 'SplitLayout', direction: 'column', areaSizes, areas };
}

/** The frame of a widget, by type and title bar text (a frame is labelled by its title). */
export function widget(page: Page, type: string, title?: string): Locator {
  return page.locator(`[data-widget="${type}"]${title ? `[aria-label="${title}"]` : ''}`);
}

/** Waits until a widget reports the state on its frame. */
export async function waitForState(frame: Locator, state: 'ready' | 'empty' | 'error' | 'loading'): Promise<void> {
  await frame.and(frame.page().locator(`[data-state="${state}"]`)).waitFor();
}
