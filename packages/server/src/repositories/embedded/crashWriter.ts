// Child process of crashDurability.test.ts: writes in a loop and prints the number of each write
// once the repository has acknowledged it, until the test kills it with SIGKILL.
import { openEmbeddedRepository } from './embeddedRepository.js';

const [dir, firstArg] = process.argv.slice(2);
if (!dir || !firstArg) throw new Error('usage: crashWriter.ts DIR FIRST');
const repo = await openEmbeddedRepository({ name: 'crash', dir, queryWorkers: 1, compactBytes: 4096 });
for (let i = Number(firstArg); ; i++) {
  await repo.update({
    update: `INSERT DATA { <urn:write:${i}> <urn:seq> ${i} }`,
    signal: new AbortController().signal,
    timeoutMs: 60_000,
  });
  process.stdout.write(`${i}\n`);
}
