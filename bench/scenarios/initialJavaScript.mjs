// (3) Initial JavaScript of the viewer route, gzip: the entry chunk and its static imports (plus
// the viewer route's own chunk and its static imports, should the route become lazy). Every other
// chunk is loaded on demand; all are listed with their sizes.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../lib/paths.mjs';
import { readManifest, staticClosure } from '../lib/viteManifest.mjs';

/** Source modules of the viewer route, relative to packages/web, as the manifest names them. */
const VIEWER_ROUTE_SOURCES = ['src/shell/ViewerRoute.tsx', 'src/viewer/ViewerPage.tsx'];

/**
 * Heavy libraries must sit in lazy chunks. Each is recognised in a chunk by a string its code
 * carries at run time; the runner first checks that the library's own file has it, so a
 * signature that no longer matches the library fails loudly instead of passing quietly.
 */
const HEAVY_LIBRARIES = [
  { name: 'MapLibre GL', file: 'maplibre-gl/dist/maplibre-gl.mjs', signature: 'maplibregl-canvas' },
  { name: 'Apache ECharts', file: 'echarts/lib/core/echarts.js', signature: '_echarts_instance_' },
  { name: 'vis-network', file: 'vis-network/peer/esm/vis-network.mjs', signature: 'vis-configuration-wrapper' },
  { name: 'CodeMirror', file: '@codemirror/view/dist/index.js', signature: 'cm-editor' },
  { name: 'three.js', file: 'three/build/three.module.js', signature: 'THREE.WebGLRenderer' },
  { name: 'Mermaid', file: 'mermaid/dist/mermaid.core.mjs', signature: 'mermaid-font-family' },
  { name: 'CesiumJS', file: 'cesium/Build/Cesium/index.js', signature: 'cesium-widget' },
  // A message of Yasgui's own tab code; 'yasgui' alone also names our widget's files and options.
  // The esm build is the file Vite bundles.
  { name: 'YASGUI', file: '@zazuko/yasgui/build/yasgui.esm.js', signature: 'Resultset visualizer not initialized' },
];

const KB = 1000; // kB as Vite reports them

/** zlib's default level (6), what a server compressing on the fly would typically send. @param {Buffer} bytes */
const gzipKb = (bytes) => gzipSync(bytes).length / KB;
const round1 = (/** @type {number} */ x) => Math.round(x * 10) / 10;

/** @type {import('../lib/figure.mjs').Scenario} */
export const initialJavaScript = {
  name: 'initial-js',
  title: 'Initial JavaScript',
  async run({ scene }) {
    const webDir = await scene.webDir();
    const manifest = readManifest(webDir);
    const entries = Object.keys(manifest).filter((k) => manifest[k]?.isEntry);
    if (entries.length === 0) throw new Error('the Vite manifest has no entry chunk');
    const viewerChunks = Object.keys(manifest).filter((k) => VIEWER_ROUTE_SOURCES.includes(manifest[k]?.src ?? ''));
    const initial = staticClosure(manifest, [...entries, ...viewerChunks]);

    const read = (/** @type {string} */ file) => readFileSync(path.join(webDir, file));
    const chunks = Object.entries(manifest)
      .filter(([, c]) => c.file.endsWith('.js'))
      .map(([key, c]) => {
        const bytes = read(c.file);
        return { key, file: c.file, initial: initial.has(key), bytes, gzip: gzipKb(bytes) };
      })
      .sort((a, b) => Number(b.initial) - Number(a.initial) || b.gzip - a.gzip);
    const initialChunks = chunks.filter((c) => c.initial);
    const initialCss = [...new Set([...initial].flatMap((k) => manifest[k]?.css ?? []))];

    const heavyInInitial = [];
    const details = [];
    for (const lib of HEAVY_LIBRARIES) {
      const libFile = path.join(repoRoot, 'node_modules', lib.file);
      if (!existsSync(libFile)) {
        details.push(`${lib.name}: not installed, so in no chunk.`);
        continue;
      }
      if (!readFileSync(libFile, 'utf8').includes(lib.signature)) {
        throw new Error(`${lib.name}'s ${lib.file} no longer contains "${lib.signature}": choose a new signature in ${import.meta.url}`);
      }
      const holders = chunks.filter((c) => c.bytes.includes(lib.signature));
      const eager = holders.filter((c) => c.initial);
      if (eager.length) heavyInInitial.push(lib.name);
      details.push(
        `${lib.name}: ${holders.length ? holders.map((c) => `${c.file}${c.initial ? ' (initial!)' : ' (lazy)'}`).join(', ') : 'in no chunk'}.`,
      );
    }

    /** @type {import('../lib/figure.mjs').Figure[]} */
    const figures = [
      {
        id: 'gzip',
        label: `viewer route initial JS, gzip (${initialChunks.length} chunk${initialChunks.length === 1 ? '' : 's'})`,
        value: round1(initialChunks.reduce((sum, c) => sum + c.gzip, 0)),
        unit: 'kB',
      },
      {
        id: 'raw',
        label: 'viewer route initial JS, uncompressed (what the server sends today)',
        value: round1(initialChunks.reduce((sum, c) => sum + c.bytes.length, 0) / KB),
        unit: 'kB',
      },
      {
        id: 'css-gzip',
        label: 'viewer route initial CSS, gzip',
        value: round1(initialCss.reduce((sum, f) => sum + gzipKb(read(f)), 0)),
        unit: 'kB',
      },
      {
        id: 'heavy-libraries',
        label: `heavy libraries in the initial JS${heavyInInitial.length ? `: ${heavyInInitial.join(', ')}` : ''}`,
        value: heavyInInitial.length,
        unit: 'libraries',
      },
      ...chunks.map((c) => ({
        id: `chunk:${c.file}`,
        label: `${c.initial ? 'initial' : 'lazy'} chunk ${c.file}`,
        value: round1(c.gzip),
        unit: 'kB',
      })),
    ];
    return { figures, details };
  },
};
