import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Pyodide's runtime (the Python widgets) under fixed names at pyodide/<version>/, where
 * loadPyodide({ indexURL }) finds them: written into the build, served by the dev server. Python
 * thereby loads from this server, never from a CDN; nothing else imports these files.
 */
function pyodideRuntime(): Plugin {
  const folder = path.dirname(createRequire(import.meta.url).resolve('pyodide/package.json'));
  const version = (JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { version: string }).version;
  const files = ['pyodide.mjs', 'pyodide.asm.js', 'pyodide.asm.wasm', 'python_stdlib.zip', 'pyodide-lock.json'];
  const at = `pyodide/${version}/`;
  return {
    name: 'grafiek-pyodide-runtime',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        // The worker asks relative to itself (see pythonWorker.ts), so in dev from below /src.
        const url = request.url?.split('?')[0] ?? '';
        const start = url.indexOf(`/${at}`);
        const file = start < 0 ? '' : url.slice(start + at.length + 1);
        if (!files.includes(file)) return next();
        response.setHeader('Content-Type', file.endsWith('.wasm') ? 'application/wasm' : file.endsWith('.json') ? 'application/json' : file.endsWith('.zip') ? 'application/zip' : 'text/javascript');
        response.end(readFileSync(path.join(folder, file)));
      });
    },
    generateBundle() {
      for (const file of files) this.emitFile({ type: 'asset', fileName: `${at}${file}`, source: readFileSync(path.join(folder, file)) });
    },
  };
}

/**
 * CesiumJS's static files (the 3D globe map, widgets/cesium) at cesium/<version>/, where the view
 * points Cesium's base URL (cesiumBaseUrl.ts): written into the build, served by the dev server.
 * Only what the globe loads: its geometry workers, the Natural Earth imagery Cesium ships (the
 * offline base layer), the terrain-height table of shapes on the ground, and the credit images.
 * Left out: source maps, the star sky box and moon (the view turns them off), the IAU tables, the
 * glTF/KTX2 decoders in ThirdParty, and Widgets (the view imports the one style sheet it uses).
 */
function cesiumRuntime(): Plugin {
  const folder = path.join(path.dirname(createRequire(import.meta.url).resolve('cesium/package.json')), 'Build', 'Cesium');
  const version = (JSON.parse(readFileSync(path.join(folder, '..', '..', 'package.json'), 'utf8')) as { version: string }).version;
  const parts = ['Workers', 'Assets/Textures/NaturalEarthII', 'Assets/Images', 'Assets/approximateTerrainHeights.json'];
  const below = (relative: string): string[] =>
    readdirSync(path.join(folder, relative), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? below(`${relative}/${entry.name}`) : [`${relative}/${entry.name}`],
    );
  const files = new Set(parts.flatMap((part) => (part.endsWith('.json') ? [part] : below(part))).filter((file) => !file.endsWith('.map')));
  const at = `cesium/${version}/`;
  const types: Record<string, string> = { js: 'text/javascript', json: 'application/json', jpg: 'image/jpeg', png: 'image/png', svg: 'image/svg+xml', xml: 'application/xml' };
  return {
    name: 'grafiek-cesium-runtime',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        // The view asks relative to its own module, so in dev from below /src.
        const url = request.url?.split('?')[0] ?? '';
        const start = url.indexOf(`/${at}`);
        const file = start < 0 ? '' : decodeURIComponent(url.slice(start + at.length + 1));
        if (!files.has(file)) return next();
        response.setHeader('Content-Type', types[file.split('.').pop() ?? ''] ?? 'application/octet-stream');
        response.end(readFileSync(path.join(folder, file)));
      });
    },
    generateBundle() {
      for (const file of files) this.emitFile({ type: 'asset', fileName: `${at}${file}`, source: readFileSync(path.join(folder, file)) });
    },
  };
}

export default defineConfig({
  plugins: [react(), pyodideRuntime(), cesiumRuntime()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // dist/.vite/manifest.json: the benchmark (bench/) reads chunk graphs from it.
    manifest: true,
    // A browser has six connections to the server (HTTP/1.1), and the default splitting made some
    // 380 chunks, many of a few hundred bytes (one per icon or Mantine component shared by two
    // lazy chunks): the demo's first screen asked for about 100, and its SPARQL queries queued
    // behind them. So: everything the first download needs in one chunk (31 before; 274 kB gzip
    // instead of 289), and the icons and the Mantine components that only lazy chunks use in one
    // lazy chunk each. Heavy libraries and the widgets' own code stay split as before.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'], priority: 3 },
            { name: 'icons', test: /@tabler[\\/]icons-react/, priority: 2 },
            { name: 'mantine', test: /@mantine[\\/](core|hooks)/, priority: 1 },
          ],
        },
      },
    },
  },
  experimental: {
    // Scripts and styles find the chunks, styles and fonts they load relative to themselves, so the
    // same build also works from a sub-path (a static export, packages/server/src/export). index.html
    // keeps absolute addresses, which deep links such as /projects/demo/abc12 need; the export
    // rewrites them.
    renderBuiltUrl: (_filename, { hostType }) => (hostType === 'html' ? undefined : { relative: true }),
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/grafiek-settings.js': 'http://localhost:3000',
    },
  },
});
