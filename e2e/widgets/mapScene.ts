import type { Locator, Page } from 'playwright-core';
import { row, startScene, type Scene } from '../harness/scene.js';

/** Map test data lives under its own namespace and class, apart from the demo data. */
export const MAPX = 'https://e2e.grafiek.test/map/';
export const MAP_PREFIXES = `PREFIX mapx: <${MAPX}>
PREFIX geo: <http://www.opengis.net/ont/geosparql#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX xsd: <http://www.w3.org/2001/XMLSchema#>
`;

const PROJECT = 'maps';

/** A page with what it logged: requests to other hosts and console errors. */
export interface MapPage {
  page: Page;
  /** URLs requested from anywhere but the app's own server (and blob:/data: URLs). */
  foreignRequests: string[];
  consoleErrors: string[];
}

export interface MapScene extends Omit<Scene, 'publicApp'> {
  /** Creates a public app on the demo repository and returns its page path. */
  createApp: (path: string, mainArea: Record<string, unknown>) => Promise<string>;
  /** Opens an app anonymously; `prepare` runs before navigation (e.g. to route tile requests). */
  open: (appPath: string, prepare?: (page: Page) => Promise<void>) => Promise<MapPage>;
}

export function mapScene(): Promise<MapScene> {
  return startScene({ project: { title: 'Maps', path: PROJECT }, appTitle: (path) => `Maps ${path}` }, async (scene) => ({
    createApp: async (path: string, mainArea: Record<string, unknown>) => {
      await scene.publicApp(path, mainArea);
      return `/projects/${PROJECT}/${path}`;
    },
    open: async (appPath: string, prepare?: (page: Page) => Promise<void>): Promise<MapPage> => {
      const page = await scene.browser.newPage(scene.server.url);
      const foreignRequests: string[] = [];
      const consoleErrors: string[] = [];
      page.on('request', (request) => {
        const url = request.url();
        if (!url.startsWith(scene.server.url) && !url.startsWith('blob:') && !url.startsWith('data:')) foreignRequests.push(url);
      });
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      page.on('pageerror', (error) => consoleErrors.push(error.message));
      if (prepare) await prepare(page);
      await page.goto(appPath);
      return { page, foreignRequests, consoleErrors };
    },
  }));
}

export const sideBySide = row;

/** The map widget's frame once its query answered and the map has drawn everything it was given. */
export async function mapReady(page: Page, selector: string): Promise<Locator> {
  const widget = page.locator(selector);
  await widget.and(page.locator('[data-state="ready"]')).waitFor({ timeout: 60_000 });
  // The map draws in software (SwiftShader) here, which is slow while other tests run.
  await widget.locator('[data-map-idle="true"]').waitFor({ timeout: 60_000 });
  // The frame fades in; colours are only exact once it is fully opaque.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  return widget;
}

/** The map's canvas element. */
export function mapCanvas(widget: Locator): Locator {
  return widget.locator('canvas.maplibregl-canvas');
}

/**
 * Where a longitude/latitude lands on a map that has fitted `bounds` ([minLon, minLat, maxLon,
 * maxLat]) into its canvas, as the map widgets do (Web Mercator, the widget's padding of at most
 * 28 px). Lets a test click a feature it knows the position of.
 */
export async function fittedPoint(canvas: Locator, bounds: [number, number, number, number], lon: number, lat: number): Promise<{ x: number; y: number }> {
  const box = (await canvas.boundingBox())!;
  const mercX = (value: number) => (value + 180) / 360;
  const mercY = (value: number) => (1 - Math.log(Math.tan(Math.PI / 4 + (value * Math.PI) / 360)) / Math.PI) / 2;
  const padding = Math.max(0, Math.min(28, box.width / 8, box.height / 8));
  const [minX, maxX] = [mercX(bounds[0]), mercX(bounds[2])];
  const [minY, maxY] = [mercY(bounds[3]), mercY(bounds[1])];
  const scale = Math.min((box.width - 2 * padding) / (maxX - minX), (box.height - 2 * padding) / (maxY - minY));
  return {
    x: box.x + box.width / 2 + (mercX(lon) - (minX + maxX) / 2) * scale,
    y: box.y + box.height / 2 + (mercY(lat) - (minY + maxY) / 2) * scale,
  };
}
