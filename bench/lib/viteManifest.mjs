// Reading Vite's build manifest (packages/web/dist/.vite/manifest.json): which chunks a page
// loads at once (entry and its static imports) and which only on demand (dynamic imports).
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';

/**
 * @typedef {object} ManifestChunk
 * @property {string} file
 * @property {string} [src]
 * @property {string} [name]
 * @property {boolean} [isEntry]
 * @property {boolean} [isDynamicEntry]
 * @property {string[]} [imports]
 * @property {string[]} [dynamicImports]
 * @property {string[]} [css]
 */

/** @param {string} distDir @returns {Record<string, ManifestChunk>} */
export function readManifest(distDir) {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) {
    throw new Error(`${file} does not exist: build the web app (npm run build) with build.manifest on in packages/web/vite.config.ts.`);
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * The manifest keys loaded with these starting chunks: each and its static imports, transitively.
 * @param {Record<string, ManifestChunk>} manifest @param {string[]} starts
 */
export function staticClosure(manifest, starts) {
  const seen = new Set();
  const visit = (/** @type {string} */ key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest names ${key} as an import but has no entry for it`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  starts.forEach(visit);
  return seen;
}
