// A copy of the built web app for one run. Other engineers rebuild packages/web/dist while the
// benchmark runs, and a rebuild deletes the chunks a page being measured still asks for; the
// server therefore serves, and initial-js measures, this copy.
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { requireBuilt } from './builtPackages.mjs';
import { webDist } from './paths.mjs';
import { readManifest } from './viteManifest.mjs';

/** Files the copy's index.html and manifest name that the copy lacks (a rebuild was under way). @param {string} dir */
function missingFiles(dir) {
  const manifest = readManifest(dir);
  const named = Object.values(manifest).flatMap((c) => [c.file, ...(c.css ?? [])]);
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  for (const match of html.matchAll(/(?:src|href)="\/?(assets\/[^"]+)"/g)) named.push(/** @type {string} */ (match[1]));
  return named.filter((file) => !existsSync(path.join(dir, file)));
}

/** Copies packages/web/dist into `dir`, again if a rebuild changed it half-way. @param {string} dir */
export async function snapshotWebDist(dir) {
  requireBuilt('web');
  for (let attempt = 1; attempt <= 5; attempt++) {
    rmSync(dir, { recursive: true, force: true });
    try {
      cpSync(webDist, dir, { recursive: true });
      const missing = missingFiles(dir);
      if (missing.length === 0) return dir;
    } catch {
      // a file vanished while being copied: a rebuild is under way
    }
    await new Promise((resolve) => setTimeout(resolve, 3000));
  }
  throw new Error(`${webDist} kept changing while it was copied (a web build is running?); try again when it is done.`);
}
