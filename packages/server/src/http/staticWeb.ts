import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { inlineScriptHashes, SANDBOX_PAGE, sandboxPageCsp } from './securityHeaders.js';

/**
 * Serves the built web app's files. Deep links such as /projects/demo/abc12/edit get index.html
 * from the not-found handler (see errorHandler.ts), so the browser's router handles them.
 */
export const webAppIsBuilt = (webDir: string) => fs.existsSync(path.join(webDir, 'index.html'));

export async function registerStaticWeb(app: FastifyInstance, webDir: string) {
  if (!webAppIsBuilt(webDir)) {
    app.log.warn({ webDir }, 'web app not built: only the API is served (run npm run build)');
    return false;
  }
  const sandboxCsp = sandboxPagePolicy(webDir);
  // preCompressed: the build writes .br and .gz copies (scripts/compress-web.mjs); browsers that
  // accept them get those, about a quarter of the bytes.
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    index: false,
    maxAge: '1h',
    immutable: false,
    preCompressed: true,
    // The sandbox page (author JavaScript) has a policy of its own instead of the app's.
    setHeaders: (reply) => {
      if (!sandboxCsp || reply.request.url.split('?')[0] !== SANDBOX_PAGE) return;
      reply.raw.removeHeader('content-security-policy');
      reply.header('content-security-policy', sandboxCsp);
    },
  });
  return true;
}

/** The sandbox page's policy, with the hashes of its scripts as built; undefined without the page. */
function sandboxPagePolicy(webDir: string): string | undefined {
  const file = path.join(webDir, SANDBOX_PAGE);
  if (!fs.existsSync(file)) return undefined;
  return sandboxPageCsp(inlineScriptHashes(fs.readFileSync(file, 'utf8')));
}
