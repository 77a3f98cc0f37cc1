import type { FastifyInstance } from 'fastify';
import { demoAppConfig } from '../demo/app/demoAppConfig.js';

export interface ClientSettingsOptions {
  mode: 'platform' | 'local';
  /** The sites that may frame apps; the web app's postMessage API answers only them. */
  embedOrigins: readonly string[];
}

/**
 * What the web app needs to know before it starts, as a script from this origin (the CSP allows
 * no inline script): the deployment mode, so one build serves both platform and local mode
 * (`npm start -- --local`). Local mode also gets the demo app as its default config; an app
 * shown in a frame (/embed/...) learns which sites may talk to it.
 */
export async function clientSettingsRoutes(app: FastifyInstance, options: ClientSettingsOptions) {
  const settings = JSON.stringify({ mode: options.mode, embedOrigins: options.embedOrigins });
  app.get('/grafiek-settings.js', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8');
    return `window.GRAFIEK_SETTINGS = Object.assign(${settings}, window.GRAFIEK_SETTINGS || {});\n`;
  });
  app.get('/api/local/default-app', { schema: { tags: ['platform'], summary: 'The default app of local mode: the demo app' } }, async () => ({
    path: '',
    ...demoAppConfig(),
    public: true,
  }));
}
