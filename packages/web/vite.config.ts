import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // dist/.vite/manifest.json: the benchmark (bench/) reads chunk graphs from it.
    manifest: true,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/grafiek-settings.js': 'http://localhost:3000',
    },
  },
});
