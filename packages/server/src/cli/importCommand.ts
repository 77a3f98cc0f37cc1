import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { rdfFormatOf, knownRdfExtensions } from '../repositories/rdfFormats.js';
import type { RepositoryRegistry } from '../repositories/repositoryRegistry.js';

export interface ImportOutput {
  write(text: string): void;
  /** True when the output is a terminal that can redraw a progress line. */
  isTTY?: boolean;
}

const usage = 'Usage: npm run import -- --repo NAME [--graph IRI] FILE...';

/**
 * `npm run import`: loads RDF files into a repository of the data folder, each file all or
 * nothing. Returns the process exit code.
 */
export async function runImport(argv: string[], registry: RepositoryRegistry, out: ImportOutput): Promise<number> {
  let args;
  try {
    args = parseArgs({ args: argv, allowPositionals: true, options: { repo: { type: 'string' }, graph: { type: 'string' } } });
  } catch (error) {
    out.write(`${(error as Error).message}\n${usage}\n`);
    return 2;
  }
  const { repo: name, graph } = args.values;
  const files = args.positionals;
  if (!name || files.length === 0) {
    out.write(`${usage}\n`);
    return 2;
  }
  for (const file of files) {
    if (!fs.existsSync(file)) {
      out.write(`No such file: ${file}\n`);
      return 2;
    }
    if (!rdfFormatOf(file)) {
      out.write(`Unknown RDF format for ${file}: use one of ${knownRdfExtensions.join(' ')}\n`);
      return 2;
    }
  }
  const repo = await registry.get(name);
  if (!repo) {
    out.write(`There is no repository "${name}". Known: ${registry.definitions().map((d) => d.name).join(', ')}\n`);
    return 2;
  }
  const started = performance.now();
  let total = 0;
  let failed = 0;
  for (const [index, file] of files.entries()) {
    const label = `[${index + 1}/${files.length}] ${path.basename(file)}`;
    out.write(`${label} … loading`);
    const fileStart = performance.now();
    try {
      const { quads } = await repo.load({
        data: fs.readFileSync(file),
        mediaType: rdfFormatOf(file)!,
        ...(graph ? { graph } : {}),
        baseIri: `file://${path.resolve(file)}`,
      });
      total += quads;
      const seconds = (performance.now() - fileStart) / 1000;
      out.write(`${out.isTTY ? '\r' : '\n'}${label} ✓ ${quads.toLocaleString('en')} quads in ${seconds.toFixed(1)} s\n`);
    } catch (error) {
      failed++;
      out.write(`${out.isTTY ? '\r' : '\n'}${label} ✗ nothing loaded: ${(error as Error).message}\n`);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  out.write(`Loaded ${total.toLocaleString('en')} quads into "${name}" in ${seconds.toFixed(1)} s${failed ? `; ${failed} file(s) failed` : ''}.\n`);
  return failed ? 1 : 0;
}

