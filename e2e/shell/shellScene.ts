import type { Page } from 'playwright-core';
import { launchBrowser, useToken, type TestBrowser } from '../harness/browser.js';
import type { App, PlatformApi, Project } from '../harness/platformApi.js';
import { startServer, type StartedServer } from '../harness/server.js';

export const PASSWORD = 'e2e-Password-123';

/**
 * One platform with every role: a superadmin (the first admin), and an admin, an editor and
 * a viewer in project Kadaster; three projects whose titles are not in creation order; apps
 * owned by different people, public and private, with and without the config cache.
 */
export interface ShellScene {
  server: StartedServer;
  browser: TestBrowser;
  superadmin: PlatformApi;
  admin: PlatformApi;
  editor: PlatformApi;
  viewer: PlatformApi;
  kadaster: Project;
  atlas: Project;
  zuid: Project;
  apps: { publicMap: App; privateTable: App; editorsApp: App };
  /** A page in a fresh browser context, logged in as that client (or anonymous for null). */
  pageAs: (who: PlatformApi | null) => Promise<Page>;
  close: () => Promise<void>;
}

export async function shellScene(): Promise<ShellScene> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const superadmin = server.admin;
    const zuid = await superadmin.createProject('Zuid', 'zuid');
    const kadaster = await superadmin.createProject('Kadaster', 'kadaster');
    const atlas = await superadmin.createProject('Atlas', 'atlas');

    const admin = await superadmin.createAndLogin({ name: 'Anna Admin', email: 'anna@grafiek.test', password: PASSWORD, role: 'admin', project: kadaster.id });
    const editor = await superadmin.createAndLogin({ name: 'Eddy Editor', email: 'eddy@grafiek.test', password: PASSWORD, role: 'editor', project: kadaster.id });
    const viewer = await superadmin.createAndLogin({ name: 'Vera Viewer', email: 'vera@grafiek.test', password: PASSWORD, role: 'viewer', project: kadaster.id });

    const publicMap = await superadmin.createApp('kadaster', {
      path: 'map01',
      title: 'Zoning map',
      subtitle: 'Parcels by municipality',
      public: true,
      noConfigCache: false,
      mainArea: { widget: 'SplitLayout', direction: 'row', areas: [{ widget: 'BBMap' }, { widget: 'Table' }] },
    });
    const privateTable = await superadmin.createApp('kadaster', {
      path: 'tab01',
      title: 'Buildings table',
      public: false,
      noConfigCache: true,
      mainArea: { widget: 'Table' },
    });
    const editorsApp = await editor.createApp('kadaster', { path: 'ed001', title: 'Addresses', public: false });

    const pageAs = async (who: PlatformApi | null) => {
      const page = await browser.newPage(server.url);
      await useToken(page, who?.token ?? null);
      return page;
    };

    return {
      server,
      browser,
      superadmin,
      admin,
      editor,
      viewer,
      kadaster,
      atlas,
      zuid,
      apps: { publicMap, privateTable, editorsApp },
      pageAs,
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
