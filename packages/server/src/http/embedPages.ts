import type { FastifyInstance } from 'fastify';

export interface EmbedRoutesOptions {
  /** GRAFIEK_EMBED_ORIGINS: the sites that may show these pages in a frame. */
  embedOrigins: readonly string[];
}

/** The address of an app shown inside another site: /embed/{project}/{app}, optionally /preview. */
export const EMBED_PREFIX = '/embed/';

/**
 * Embedded apps: the web app's page at /embed/{project}/{app}, which the browser app shows
 * without the platform's screens, answering the host page's postMessage calls. Only these pages
 * may be framed by the sites in GRAFIEK_EMBED_ORIGINS (CSP frame-ancestors, which browsers
 * enforce; X-Frame-Options is not sent, frame-ancestors supersedes it). Every other page keeps
 * frame-ancestors 'self', so a listed site cannot frame the login or the editor.
 * Registered only when the web app is built (fastify-static's sendFile).
 */
export async function embedRoutes(app: FastifyInstance, options: EmbedRoutesOptions) {
  const ancestors = ["'self'", ...options.embedOrigins].join(' ');
  app.get(`${EMBED_PREFIX}*`, { schema: { hide: true } }, async (_request, reply) => {
    const policy = reply.raw.getHeader('content-security-policy');
    if (typeof policy === 'string') {
      reply.raw.removeHeader('content-security-policy');
      reply.header('content-security-policy', policy.replace(/frame-ancestors [^;]*/, `frame-ancestors ${ancestors}`));
    }
    return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
  });
}
