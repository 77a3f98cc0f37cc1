import { createHash } from 'node:crypto';
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
 *
 * The page never evaluates text as code: author JavaScript from app configs runs in the sandbox
 * page (`sandboxPageCsp`), which is the only document with 'unsafe-eval'.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // No eval: author JavaScript runs in the sandbox page, framed below (frameSrc 'self').
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
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

/** The path of the page that runs author JavaScript (packages/web/public/sandbox.html). */
export const SANDBOX_PAGE = '/sandbox.html';

/**
 * The sandbox page's own policy, which replaces the one above for that page alone: its inline
 * scripts by their hashes (not 'self', so a script in it cannot load this server's URLs with
 * importScripts either), eval for author code, blob: workers (each call runs in one), and nothing
 * else: no connections, images, frames or forms. `sandbox allow-scripts` keeps its origin opaque
 * even where it is opened without the iframe's sandbox attribute; frame-ancestors lets only this
 * server's pages frame it, which is what allows it to answer them with postMessage to '*'.
 * Workers made from blob: URLs get this same policy.
 */
export function sandboxPageCsp(scriptHashes: readonly string[]): string {
  return [
    "default-src 'none'",
    `script-src ${scriptHashes.map((hash) => `'sha256-${hash}'`).join(' ')} 'unsafe-eval'`,
    'worker-src blob:',
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
    'sandbox allow-scripts',
  ].join('; ');
}

/** The base64 SHA-256 of each inline script of an HTML page (HTML comments skipped), as CSP hashes them. */
export function inlineScriptHashes(html: string): string[] {
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '');
  return [...withoutComments.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => createHash('sha256').update(match[1] ?? '', 'utf8').digest('base64'));
}
