// Where the benchmark finds the built packages and the shared fixtures, relative to this checkout.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const benchDir = path.join(repoRoot, 'bench');
export const serverDist = path.join(repoRoot, 'packages', 'server', 'dist');
export const serverMain = path.join(serverDist, 'main.js');
export const webDist = path.join(repoRoot, 'packages', 'web', 'dist');
/** The shared folder beside the checkout: fixtures and data are read from there, never copied. */
export const sharedDir = path.resolve(repoRoot, '..', 'shared');
export const demoFixture = path.join(sharedDir, 'fixtures', 'configs', 'kadaster-kkg-demonstrator-v1.json');
