import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportedConfig, exportedEndpoint, relativeIndexHtml, writeStaticSite } from './staticSite.js';

const SERVER = 'https://grafiek.example.org';

describe('static export', () => {
  it('sends the app\'s queries to the full URL of its endpoint', () => {
    expect(exportedEndpoint('demo', SERVER)).toBe(`${SERVER}/api/sparql/demo`);
    expect(exportedEndpoint('/api/sparql/mijn%20repo', `${SERVER}/`)).toBe(`${SERVER}/api/sparql/mijn%20repo`);
    expect(exportedEndpoint('https://data.example.org/sparql', SERVER)).toBe('https://data.example.org/sparql');
    expect(() => exportedEndpoint('  ', SERVER)).toThrow('The app has no SPARQL endpoint');
  });

  it('keeps the app and drops what only the platform knows', () => {
    const config = exportedConfig({ id: 'x1', version: 4, user: 'u1', path: 'abc12', title: 'Kaart', repoURL: 'demo', localRepoURL: 'http://localhost:7200/x', mainArea: { widget: 'Table' } }, SERVER);
    expect(config).toEqual({ path: 'abc12', title: 'Kaart', repoURL: `${SERVER}/api/sparql/demo`, localRepoURL: `${SERVER}/api/sparql/demo`, mainArea: { widget: 'Table' } });
  });

  it('makes index.html\'s addresses relative, leaving other hosts alone', () => {
    expect(relativeIndexHtml('<script src="/grafiek-settings.js"></script><link href="/assets/a.css"><a href="//cdn.example.org/x">')).toBe(
      '<script src="./grafiek-settings.js"></script><link href="./assets/a.css"><a href="//cdn.example.org/x">',
    );
  });

  it('writes the site: the build without compressed copies (nor Python or Cesium, for an app without them), the settings and the config', () => {
    const web = fs.mkdtempSync(path.join(os.tmpdir(), 'grafiek-web-'));
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'grafiek-site-'));
    fs.mkdirSync(path.join(web, 'assets'));
    fs.mkdirSync(path.join(web, '.vite'));
    fs.writeFileSync(path.join(web, 'index.html'), '<script src="/grafiek-settings.js"></script>');
    fs.writeFileSync(path.join(web, 'index.html.br'), 'x');
    fs.writeFileSync(path.join(web, 'assets', 'index-1.js'), 'console.log(1)');
    fs.writeFileSync(path.join(web, '.vite', 'manifest.json'), '{}');
    fs.mkdirSync(path.join(web, 'pyodide'));
    fs.writeFileSync(path.join(web, 'pyodide', 'pyodide.asm.wasm'), 'wasm');
    fs.mkdirSync(path.join(web, 'cesium'));
    fs.writeFileSync(path.join(web, 'cesium', 'Workers.js'), 'worker');
    writeStaticSite({ webDir: web, app: { title: 'Kaart', repoURL: 'demo' }, projectPath: 'p', viewerPath: 'abc12', serverUrl: SERVER }, out);
    const files = fs.readdirSync(out, { recursive: true }).map(String).sort();
    expect(files).toEqual(['assets', 'assets/index-1.js', 'config.json', 'grafiek-settings.js', 'index.html']);
    // An app with a globe gets Cesium's runtime, and only that one.
    const globe = fs.mkdtempSync(path.join(os.tmpdir(), 'grafiek-site-'));
    writeStaticSite({ webDir: web, app: { repoURL: 'demo', mainArea: { widget: 'BBCesiumJS' } }, projectPath: 'p', viewerPath: 'abc12', serverUrl: SERVER }, globe);
    expect(fs.readdirSync(globe).sort()).toEqual(['assets', 'cesium', 'config.json', 'grafiek-settings.js', 'index.html']);
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('<script src="./grafiek-settings.js"></script>');
    expect(fs.readFileSync(path.join(out, 'grafiek-settings.js'), 'utf8')).toContain('{"mode":"static","projectPath":"p","viewerPath":"abc12","configUrl":"config.json"}');
    expect(JSON.parse(fs.readFileSync(path.join(out, 'config.json'), 'utf8'))).toMatchObject({ title: 'Kaart', repoURL: `${SERVER}/api/sparql/demo` });
  });

  it('says so when the web app is not built', () => {
    const web = fs.mkdtempSync(path.join(os.tmpdir(), 'grafiek-web-'));
    expect(() => writeStaticSite({ webDir: web, app: { repoURL: 'demo' }, projectPath: 'p', viewerPath: 'a', serverUrl: SERVER }, web)).toThrow('The web app is not built');
  });
});
