// The benchmark measures what users run: the built server and web app. This checks they exist.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { serverDist, webDist } from './paths.mjs';

/** @param {'server' | 'web'} which */
export function requireBuilt(which) {
  const marker = which === 'server' ? path.join(serverDist, 'main.js') : path.join(webDist, 'index.html');
  if (!existsSync(marker)) throw new Error(`${marker} does not exist: run \`npm run build\` first.`);
}
