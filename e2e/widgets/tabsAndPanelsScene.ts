import type { Page, Request } from 'playwright-core';
import type { PlatformApi } from '../harness/platformApi.js';
import { pageAs, startScene, type Scene } from '../harness/scene.js';

export const PASSWORD = 'e2e-Password-123';
export const PROJECT = 'widgets';

/**
 * A platform for the Tab, BBSideMenu, BBHTML and BBPropertyPanel tests: project "widgets" with an
 * editor and a viewer in it, test data in the embedded demo repository, and public apps made
 * through the API.
 */
export interface TabsAndPanelsScene extends Scene {
  superadmin: PlatformApi;
  editor: PlatformApi;
  viewer: PlatformApi;
  /** A page in a fresh browser context, logged in as that client (anonymous for null). */
  pageAs: (who: PlatformApi | null) => Promise<Page>;
}

export function tabsAndPanelsScene(): Promise<TabsAndPanelsScene> {
  return startScene({ project: { title: 'Widgets', path: PROJECT } }, async (scene) => {
    const id = scene.project.id;
    return {
      superadmin: scene.admin,
      editor: await scene.admin.createAndLogin({ name: 'Eddy Editor', email: 'eddy@grafiek.test', password: PASSWORD, role: 'editor', project: id }),
      viewer: await scene.admin.createAndLogin({ name: 'Vera Viewer', email: 'vera@grafiek.test', password: PASSWORD, role: 'viewer', project: id }),
      pageAs: (who: PlatformApi | null) => pageAs(scene, who),
    };
  });
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
