import { spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { resultMediaTypes } from '../repository.js';
import { openEmbeddedRepository } from './embeddedRepository.js';

const writer = fileURLToPath(new URL('./crashWriter.ts', import.meta.url));

/** Runs the writer until a random moment after its first acknowledgement, then SIGKILLs it. */
function writeUntilKilled(dir: string, first: number): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', writer, dir, String(first)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const acknowledged: number[] = [];
    let pending = '';
    let stderr = '';
    let timer: NodeJS.Timeout | undefined;
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      acknowledged.push(...lines.map(Number));
      // A compaction every few dozen writes (compactBytes 4096) means kills land inside them too.
      timer ??= setTimeout(() => child.kill('SIGKILL'), 100 + Math.random() * 700);
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (_code, signal) => {
      clearTimeout(timer);
      if (signal === 'SIGKILL') resolve(acknowledged);
      else reject(new Error(`writer exited on its own: ${stderr}`));
    });
  });
}

it('loses no acknowledged write when the process is killed with SIGKILL at random moments', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'grafiek-crash-'));
  const acknowledged: number[] = [];
  let next = 1;
  for (let round = 0; round < 4; round++) {
    const written = await writeUntilKilled(dir, next);
    expect(written.length).toBeGreaterThan(0);
    acknowledged.push(...written);
    // Writes after the last acknowledged one may or may not have reached the disk; start past them.
    next = written.at(-1)! + 1000;
  }
  const repo = await openEmbeddedRepository({ name: 'crash', dir, queryWorkers: 1 });
  try {
    const { body } = await repo.query({
      query: 'SELECT ?n WHERE { ?s <urn:seq> ?n }',
      form: 'SELECT',
      mediaType: resultMediaTypes.csv,
      signal: new AbortController().signal,
      timeoutMs: 30_000,
    });
    const present = new Set(body.trim().split('\r\n').slice(1).map(Number));
    const missing = acknowledged.filter((n) => !present.has(n));
    expect(missing).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(20);
  } finally {
    await repo.close();
  }
}, 120_000);
