// The demo app the browser scenarios open: the one the server seeds on its first start (issue #7)
// when the server build has it, else the demonstrator fixture (v1) pointed at the embedded demo
// repository.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readDemoApp } from './demoQueries.mjs';
import { serverDist } from './paths.mjs';
import { createApp } from './platformClient.mjs';

export const BENCH_PROJECT = 'bench';
const seededAppModule = path.join(serverDist, 'demo', 'app', 'demoAppConfig.js');

/**
 * @typedef {object} DemoAppRoute
 * @property {string} route The viewer route, e.g. `/projects/demo/landregistratie`.
 * @property {string} source Which app it is, for the results.
 */

/** @param {import('./benchServer.mjs').BenchServer} server @returns {Promise<DemoAppRoute | undefined>} */
async function seededDemoApp(server) {
  if (!existsSync(seededAppModule)) return undefined;
  /** @type {{ demoProject: { path: string }, demoAppPath: string }} */
  const seeded = await import(pathToFileURL(seededAppModule).href);
  const route = `/projects/${seeded.demoProject.path}/${seeded.demoAppPath}`;
  const response = await fetch(`${server.url}/api/projects/${seeded.demoProject.path}/viewers/${seeded.demoAppPath}`);
  return response.ok ? { route, source: 'the demo app the server seeds' } : undefined;
}

/** @param {import('./benchServer.mjs').BenchServer} server @returns {Promise<DemoAppRoute>} */
export async function demoAppRoute(server) {
  const seeded = await seededDemoApp(server);
  if (seeded) return seeded;
  const { config } = readDemoApp();
  // The web app sends an app without its project; the project comes from the route.
  const { project: _project, ...app } = config;
  const route = await createApp(server, BENCH_PROJECT, { ...app, path: String(config.path), title: String(config.title), repoURL: 'demo', public: true });
  return { route, source: 'the demonstrator fixture kadaster-kkg-demonstrator-v1.json, repoURL set to the demo repository' };
}
