import type { Locator, Page } from 'playwright-core';
import { row, startScene, type Scene } from '../harness/scene.js';

/** Test data lives under this namespace, apart from anything else in the demo repository. */
export const EX = 'http://example.org/grafiek-inputs/';
export const PREFIXES = `PREFIX ex: <${EX}>\n`;

export const PROJECT = 'inputs';

/**
 * A started server with a public project for the input and list widget tests: data goes into the
 * embedded `demo` repository through the SPARQL endpoint, apps are created through the API and
 * opened anonymously, as a visitor of a public app would.
 */
export interface WidgetScene extends Omit<Scene, 'publicApp'> {
  /** Creates a public app on the demo repository and returns its page path. */
  createApp: (path: string, mainArea: Record<string, unknown>, extra?: Record<string, unknown>) => Promise<string>;
  /** Opens an app in a fresh anonymous browser context. */
  open: (appPath: string, options?: { clipboard?: boolean }) => Promise<Page>;
}

export function widgetScene(): Promise<WidgetScene> {
  return startScene({ project: { title: 'Input widgets', path: PROJECT } }, async (scene) => ({
    createApp: async (path: string, mainArea: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
      await scene.publicApp(path, mainArea, extra);
      return `/projects/${PROJECT}/${path}`;
    },
    open: async (appPath: string, options: { clipboard?: boolean } = {}) => {
      const page = await scene.browser.newPage(scene.server.url);
      if (options.clipboard) await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: scene.server.url });
      await page.goto(appPath);
      return page;
    },
  }));
}

/** Two areas side by side: the widget under test and whatever shows its effect. */
export const sideBySide = row;

/** A table that shows what a query depending on published variables returns. */
export function followerTable(query: string, titleMenubar = 'Follower'): Record<string, unknown> {
  return { widget: 'Table', titleMenubar, query: PREFIXES + query };
}

/** The frame of a widget, by type and title bar text (a frame is labelled by its title). */
export function widget(page: Page, type: string, title?: string): Locator {
  return page.locator(`[data-widget="${type}"]${title ? `[aria-label="${title}"]` : ''}`);
}

/** Waits until a widget reports the state (ready, empty, error, loading) on its frame. */
export async function waitForState(frame: Locator, state: 'ready' | 'empty' | 'error' | 'loading'): Promise<void> {
  await frame.and(frame.page().locator(`[data-state="${state}"]`)).waitFor();
}
