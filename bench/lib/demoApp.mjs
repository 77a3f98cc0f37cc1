// The demonstrator app (the v1 fixture), pointed at the server's embedded demo repository.
import { readDemoApp } from './demoQueries.mjs';
import { createApp } from './platformClient.mjs';

export const BENCH_PROJECT = 'bench';

/** @param {import('./benchServer.mjs').BenchServer} server @returns {Promise<string>} the viewer route */
export async function createDemoApp(server) {
  const { config } = readDemoApp();
  // The web app sends an app without its project; the project comes from the route.
  const { project: _project, ...app } = config;
  return createApp(server, BENCH_PROJECT, {
    ...app,
    path: String(config.path),
    title: String(config.title),
    repoURL: 'demo',
    public: true,
  });
}
