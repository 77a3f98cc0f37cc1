import type { Locator, Page } from 'playwright-core';
import { launchBrowser, type TestBrowser } from '../harness/browser.js';
import type { PlatformApi } from '../harness/platformApi.js';
import { startServer, type StartedServer } from '../harness/server.js';

/** Test data lives under this namespace, apart from anything else in the demo repository. */
export const EX = 'http://example.org/grafiek-inputs/';
export const PREFIXES = `PREFIX ex: <${EX}>\n`;

export const PROJECT = 'inputs';

/**
 * A started server with a public project for the input and list widget tests: data goes into the
 * embedded `demo` repository through the SPARQL endpoint, apps are created through the API and
 * opened anonymously, as a visitor of a public app would.
 */
export interface WidgetScene {
  server: StartedServer;
  browser: TestBrowser;
  admin: PlatformApi;
  /** Runs a SPARQL update on the demo repository as the superadmin. */
  update: (sparql: string) => Promise<void>;
  /** Creates a public app on the demo repository and returns its page path. */
  createApp: (path: string, mainArea: Record<string, unknown>, extra?: Record<string, unknown>) => Promise<string>;
  /** Opens an app in a fresh anonymous browser context. */
  open: (appPath: string, options?: { clipboard?: boolean }) => Promise<Page>;
  close: () => Promise<void>;
}

export async function widgetScene(): Promise<WidgetScene> {
  const server = await startServer();
  const browser = await launchBrowser();
  const admin = server.admin;
  try {
    await admin.createProject('Input widgets', PROJECT);
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
    await admin.createApp(PROJECT, { path, title: `Test ${path}`, public: true, repoURL: 'demo', mainArea, ...extra });
    return `/projects/${PROJECT}/${path}`;
  };

  const open = async (appPath: string, options: { clipboard?: boolean } = {}) => {
    const page = await browser.newPage(server.url);
    if (options.clipboard) await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await page.goto(appPath);
    return page;
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

/** Two areas side by side: the widget under test and whatever shows its effect. */
export function sideBySide(...areas: Record<string, unknown>[]): Record<string, unknown> {
  return { widget: 'SplitLayout', direction: 'row', areaSizes: areas.map(() => '1'), areas };
}

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
