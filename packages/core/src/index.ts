// @grafiek/core: the pure TypeScript shared by the browser and the server.
// No DOM and no Node APIs may be used below this folder.
export * from './model/index.js';
export * from './placeholders/index.js';
export * from './variables/index.js';
export * from './urlSync/index.js';
export * from './results/index.js';
export * from './map/index.js';
export * from './editableTable/index.js';
export { tightenBuiltinCalls } from './sparqlText/builtinCallSpacing.js';
export { skipsCache } from './sparqlText/cacheMarkers.js';
export { scanSparql, type ScannedSparql, type SparqlComment } from './sparqlText/sparqlScanner.js';
