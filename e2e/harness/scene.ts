import type { Page } from 'playwright-core';
import { launchBrowser, useToken, type TestBrowser } from './browser.js';
import type { App, PlatformApi, Project } from './platformApi.js';
import { startServer, type StartedServer, type StartOptions } from './server.js';

/**
 * What most browser tests start from: a built server with a fresh data folder, a browser, and a
 * project of their own. Test data goes into the embedded `demo` repository through the SPARQL
 * endpoint; apps are made through the API.
 */
export interface Scene {
  server: StartedServer;
  browser: TestBrowser;
  /** The first superadmin. */
  admin: PlatformApi;
  /** The scene's own project. */
  project: Project;
  /** Runs a SPARQL update on the demo repository as the superadmin. */
  update: (sparql: string) => Promise<void>;
  /** A public app in the scene's project on the demo repository; `extra` adds app settings. */
  publicApp: (path: string, mainArea: Record<string, unknown>, extra?: Record<string, unknown>) => Promise<App>;
  close: () => Promise<void>;
}

export interface SceneOptions {
  project: { title: string; path: string };
  /** The title of every app `publicApp` makes, given its path. */
  appTitle?: (path: string) => string;
  /** How the server starts (e.g. extra environment). */
  server?: StartOptions;
}

/** Starts a scene; whatever `prepare` adds (users, data) is undone with it if it fails. */
export async function startScene<Extra>(options: SceneOptions, prepare: (scene: Scene) => Promise<Extra>): Promise<Scene & Extra> {
  // Side by side: the browser starts while the server seeds and opens its database.
  const [started, launched] = await Promise.allSettled([startServer(options.server), launchBrowser()]);
  if (started.status === 'rejected' || launched.status === 'rejected') {
    if (launched.status === 'fulfilled') await launched.value.close();
    if (started.status === 'fulfilled') await started.value.stop();
    throw started.status === 'rejected' ? started.reason : (launched as PromiseRejectedResult).reason;
  }
  const server = started.value;
  const browser = launched.value;
  const close = async () => {
    await browser.close();
    await server.stop();
  };
  try {
    const admin = server.admin;
    const project = await admin.createProject(options.project.title, options.project.path);
    const appTitle = options.appTitle ?? ((path: string) => `Test ${path}`);
    const scene: Scene = {
      server,
      browser,
      admin,
      project,
      update: (sparql) => updateDemo(server, admin, sparql),
      publicApp: (path, mainArea, extra = {}) =>
        admin.createApp(options.project.path, { path, title: appTitle(path), public: true, repoURL: 'demo', mainArea, ...extra }),
      close,
    };
    return { ...scene, ...(await prepare(scene)) };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * A SPARQL Protocol request (`query` or `update` in the form) to a repository of the server, as
 * that client; answers in SPARQL JSON; anything but a 2xx throws with the server's words.
 */
export async function sparqlRequest(server: StartedServer, as: PlatformApi, repo: string, form: Record<string, string>): Promise<Response> {
  const response = await fetch(`${server.url}/api/sparql/${repo}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${as.token}`, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/sparql-results+json' },
    body: new URLSearchParams(form),
  });
  if (!response.ok) throw new Error(`The repository answered ${response.status}: ${await response.text()}`);
  return response;
}

/** A SPARQL update on the server's embedded demo repository, as that (authorised) client. */
export async function updateDemo(server: StartedServer, as: PlatformApi, sparql: string): Promise<void> {
  await sparqlRequest(server, as, 'demo', { update: sparql });
}

/** Areas side by side, of equal width. */
export function row(...areas: Record<string, unknown>[]): Record<string, unknown> {
  return { widget: 'SplitLayout', direction: 'row', areaSizes: areas.map(() => '1'), areas };
}

/** Areas under each other, of equal height. */
export function column(...areas: Record<string, unknown>[]): Record<string, unknown> {
  return sizedColumn(areas.map(() => '1'), ...areas);
}

/** Areas under each other, with their sizes (px, percentages or ratios). */
export function sizedColumn(areaSizes: string[], ...areas: Record<string, unknown>[]): Record<string, unknown> {
  return { widget: 'SplitLayout', direction: 'column', areaSizes, areas };
}

/** A page in a fresh browser context, logged in as that client (anonymous for null). */
export async function pageAs(scene: Pick<Scene, 'browser' | 'server'>, who: PlatformApi | null): Promise<Page> {
  const page = await scene.browser.newPage(scene.server.url);
  await useToken(page, who?.token ?? null);
  return page;
}
