import type { Locator, Page } from 'playwright-core';
import { row, startScene, type Scene } from '../harness/scene.js';

/**
 * A started server with a public project for the chart and graph widget tests. Test data goes
 * into the embedded `demo` repository through the SPARQL endpoint; apps are created through the
 * API and opened anonymously, as a visitor of a public app would. Each page records the
 * Content-Security-Policy violations it meets, since the chart and graph libraries must work
 * under the server's policy.
 */
export interface ChartGraphScene extends Omit<Scene, 'publicApp'> {
  /** Creates a public app on the demo repository and returns its page path; `extra` adds app settings. */
  createApp: (path: string, mainArea: Record<string, unknown>, extra?: Record<string, unknown>) => Promise<string>;
  /** Opens an app in a fresh anonymous browser context. */
  open: (appPath: string) => Promise<ScenePage>;
}

export interface ScenePage {
  page: Page;
  /**
   * The CSP violations the page reported so far, as "directive: blocked URI (source file)". The
   * page tells zod not to try eval, so every violation counts, from the chart and graph libraries
   * above all.
   */
  cspViolations: () => Promise<string[]>;
}

export function chartGraphScene(project: string): Promise<ChartGraphScene> {
  return startScene({ project: { title: `Widgets ${project}`, path: project } }, async (scene) => ({
    createApp: async (path: string, mainArea: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
      await scene.publicApp(path, mainArea, extra);
      return `/projects/${project}/${path}`;
    },
    open: async (appPath: string): Promise<ScenePage> => {
      const page = await scene.browser.newPage(scene.server.url);
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective}: ${event.blockedURI} (${event.sourceFile})`));
      });
      await page.goto(appPath);
      return {
        page,
        cspViolations: () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
      };
    },
  }));
}

/** Areas side by side, of equal width. */
export { row };

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
