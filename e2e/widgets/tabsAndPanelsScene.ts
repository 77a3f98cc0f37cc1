import type { Page, Request } from 'playwright-core';
import { launchBrowser, useToken, type TestBrowser } from '../harness/browser.js';
import type { App, PlatformApi } from '../harness/platformApi.js';
import { startServer, type StartedServer } from '../harness/server.js';

export const PASSWORD = 'e2e-Password-123';
export const PROJECT = 'widgets';

/**
 * A platform for the Tab, BBSideMenu, BBHTML and BBPropertyPanel tests: project "widgets" with an
 * editor and a viewer in it, test data in the embedded demo repository, and public apps made
 * through the API.
 */
export interface TabsAndPanelsScene {
  server: StartedServer;
  browser: TestBrowser;
  superadmin: PlatformApi;
  editor: PlatformApi;
  viewer: PlatformApi;
  /** Runs a SPARQL UPDATE on the demo repository as the superadmin. */
  update: (update: string) => Promise<void>;
  /** A public app on the demo repository whose main area is `mainArea`. */
  publicApp: (path: string, mainArea: Record<string, unknown>, extra?: Record<string, unknown>) => Promise<App>;
  /** A page in a fresh browser context, logged in as that client (anonymous for null). */
  pageAs: (who: PlatformApi | null) => Promise<Page>;
  close: () => Promise<void>;
}

export async function tabsAndPanelsScene(): Promise<TabsAndPanelsScene> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const superadmin = server.admin;
    const project = await superadmin.createProject('Widgets', PROJECT);
    const editor = await superadmin.createAndLogin({ name: 'Eddy Editor', email: 'eddy@grafiek.test', password: PASSWORD, role: 'editor', project: project.id });
    const viewer = await superadmin.createAndLogin({ name: 'Vera Viewer', email: 'vera@grafiek.test', password: PASSWORD, role: 'viewer', project: project.id });
    const update = async (text: string) => {
      const response = await fetch(`${server.url}/api/sparql/demo`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${superadmin.token}`, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ update: text }),
      });
      if (!response.ok) throw new Error(`The update failed: ${response.status} ${await response.text()}`);
    };
    return {
      server,
      browser,
      superadmin,
      editor,
      viewer,
      update,
      publicApp: (path, mainArea, extra = {}) =>
        superadmin.createApp(PROJECT, { path, title: `Test ${path}`, public: true, repoURL: 'demo', mainArea, ...extra }),
      pageAs: async (who) => {
        const page = await browser.newPage(server.url);
        await useToken(page, who?.token ?? null);
        return page;
      },
      close: async () => {
        await browser.close();
        await server.stop();
      },
    };
  } catch (error) {
    await browser.close();
    await server.stop();
    throw error;
  }
}

/** The SPARQL queries a page sends to the demo endpoint, as Playwright sees them go out. */
export function recordQueries(page: Page): string[] {
  const queries: string[] = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST' || !request.url().includes('/api/sparql/')) return;
    const form = new URLSearchParams(request.postData() ?? '');
    const text = form.get('query') ?? form.get('update');
    if (text) queries.push(text);
  });
  return queries;
}

/** The frame of the only widget of that type inside the area; waits until it has that state. */
export async function widgetInState(page: Page, selector: string, state: 'ready' | 'empty' | 'error'): Promise<void> {
  await page.locator(`${selector}[data-state="${state}"]`).waitFor({ state: 'attached' });
}
