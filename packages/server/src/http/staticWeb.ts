import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

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
  // preCompressed: the build writes .br and .gz copies (scripts/compress-web.mjs); browsers that
  // accept them get those, about a quarter of the bytes.
  await app.register(fastifyStatic, { root: webDir, wildcard: false, index: false, maxAge: '1h', immutable: false, preCompressed: true });
  return true;
}
