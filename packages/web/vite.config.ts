import { readFileSync } from 'node:fs';
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

export default defineConfig({
  plugins: [react(), pyodideRuntime()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // dist/.vite/manifest.json: the benchmark (bench/) reads chunk graphs from it.
    manifest: true,
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
