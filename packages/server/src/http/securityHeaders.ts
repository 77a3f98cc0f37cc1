import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet with a Content-Security-Policy the whole web app works under: scripts only from this
 * origin (plus WebAssembly for the graph and 3D engines), styles from this origin and inline
 * style attributes (Mantine sets them), images and tiles from anywhere over https, data and blob
 * URLs for generated images and workers. Connections go to this origin and, for maps, https tile
 * servers.
 *
 * Helmet itself rather than @fastify/helmet (README: Layout, where we depart from the design): the plugin builds
 * helmet's middleware anew for every request, parsing the whole policy each time, which was a
 * tenth of the server's work per cached SPARQL answer (bench/, scenario 4). Built once here, each
 * request only gets the finished headers set.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { allowAppScripts?: boolean } = {}) {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // JavaScript in app configs runs through eval; only when the operator allows it.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...(options.allowAppScripts ? ["'unsafe-eval'"] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https:'],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // Embedded mode shows a viewer inside another site; framing is governed by frame-ancestors.
    frameguard: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (error) => done(error === undefined ? undefined : error instanceof Error ? error : new Error(String(error)))),
  );
}
