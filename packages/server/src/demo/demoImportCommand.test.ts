import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RepositoryRegistry } from '../repositories/repositoryRegistry.js';
import { runDemoImport } from './importer/demoImportCommand.js';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'grafiek-demo-cli-'));
  made.push(dir);
  return dir;
};

/** A registry whose embedded repositories must never be opened: these runs stop before loading. */
const registry = () =>
  RepositoryRegistry.load(tempDir(), async () => {
    throw new Error('the repository was opened although the import had already failed');
  });

async function run(argv: string[]) {
  let output = '';
  const code = await runDemoImport(argv, registry(), { write: (t) => (output += t) });
  return { code, output };
}

describe('npm run demo:import with bad input', () => {
  it('names a folder that does not exist, with the usage', async () => {
    const { code, output } = await run(['/no/such/folder']);
    expect(code).toBe(2);
    expect(output).toContain('No such folder: /no/such/folder');
    expect(output).toContain('Usage: npm run demo:import');
  });

  it('refuses an unknown option', async () => {
    const { code, output } = await run(['--fast']);
    expect(code).toBe(2);
    expect(output).toMatch(/Unknown option '--fast'/);
  });

  it('says which files it looked for when the folder holds no open data, and loads nothing', async () => {
    const { code, output } = await run([tempDir()]);
    expect(code).toBe(1);
    expect(output).toMatch(/Nothing imported: No provinces: neither nl-regions\/2024\/provincie_gegeneraliseerd_2024.geojson nor nl-regions\/2023\/provincie_2023.cartomap-wgs84.geojson is in /);
  });

  it('names a broken file', async () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'nl-regions/2024'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'nl-regions/2024/provincie_gegeneraliseerd_2024.geojson'), '{"type": "FeatureCollection", "features": [');
    const { code, output } = await run([dir]);
    expect(code).toBe(1);
    expect(output).toMatch(/Nothing imported: nl-regions\/2024\/provincie_gegeneraliseerd_2024.geojson is not valid JSON/);
  });
});
