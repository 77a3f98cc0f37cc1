// Writes a gzip and a brotli copy beside every compressible file of the built web app, so the
// server can send them as they are (@fastify/static `preCompressed`) instead of compressing on
// each request or sending megabytes of JavaScript uncompressed.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'packages', 'web', 'dist');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|map|txt|wasm)$/;
const SMALLEST = 1024;

let files = 0;
let before = 0;
let after = 0;
function walk(dir) {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) {
      walk(file);
      continue;
    }
    if (!COMPRESSIBLE.test(entry)) continue;
    const data = readFileSync(file);
    if (data.length < SMALLEST) continue;
    const brotli = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    writeFileSync(`${file}.br`, brotli);
    files += 1;
    before += data.length;
    after += brotli.length;
  }
}
walk(dist);
console.log(`compressed ${files} files of the web app: ${(before / 1e6).toFixed(1)} MB -> ${(after / 1e6).toFixed(1)} MB with brotli`);
