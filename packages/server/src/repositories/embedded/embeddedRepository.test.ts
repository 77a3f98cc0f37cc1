import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { graphMediaTypes, RepositoryError, resultMediaTypes, type QueryForm, type QueryRequest } from '../repository.js';
import { journalFile } from './journal.js';
import { openEmbeddedRepository, type EmbeddedRepository, type EmbeddedRepositoryOptions } from './embeddedRepository.js';

const botTest = fileURLToPath(new URL('../../../../../../shared/data/bot/examples/bot_test.ttl', import.meta.url));

const open: EmbeddedRepository[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((r) => r.close()));
});

async function tempDir(): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), 'grafiek-embedded-'));
}

async function openRepo(dir: string, options: Partial<EmbeddedRepositoryOptions> = {}): Promise<EmbeddedRepository> {
  const repo = await openEmbeddedRepository({ name: 'test', dir, ...options });
  open.push(repo);
  return repo;
}

async function closeRepo(repo: EmbeddedRepository): Promise<void> {
  open.splice(open.indexOf(repo), 1);
  await repo.close();
}

function ask(query: string, form: QueryForm, mediaType: QueryRequest['mediaType'], extra: Partial<QueryRequest> = {}): QueryRequest {
  return { query, form, mediaType, signal: new AbortController().signal, timeoutMs: 10_000, ...extra };
}

const update = (text: string) => ({ update: text, signal: new AbortController().signal, timeoutMs: 10_000 });

const ex = 'http://example.org/';
const sample = `<${ex}alice> <${ex}knows> <${ex}bob> .\n<${ex}alice> <${ex}name> "Alice" .\n`;

async function count(repo: EmbeddedRepository, where = '?s ?p ?o'): Promise<number> {
  const { body } = await repo.query(ask(`SELECT (COUNT(*) AS ?n) WHERE { ${where} }`, 'SELECT', resultMediaTypes.json));
  return Number(JSON.parse(body).results.bindings[0].n.value);
}

describe('embedded repository: query results', () => {
  it('answers SELECT and ASK in JSON, XML, CSV and TSV', async () => {
    const repo = await openRepo(await tempDir());
    await repo.load({ data: sample, mediaType: graphMediaTypes.ntriples });
    const select = `SELECT ?name WHERE { <${ex}alice> <${ex}name> ?name }`;
    const json = await repo.query(ask(select, 'SELECT', resultMediaTypes.json));
    expect(json.mediaType).toBe('application/sparql-results+json');
    expect(JSON.parse(json.body).results.bindings).toEqual([{ name: { type: 'literal', value: 'Alice' } }]);
    expect((await repo.query(ask(select, 'SELECT', resultMediaTypes.xml))).body).toContain('<literal>Alice</literal>');
    expect((await repo.query(ask(select, 'SELECT', resultMediaTypes.csv))).body).toBe('name\r\nAlice\r\n');
    expect((await repo.query(ask(select, 'SELECT', resultMediaTypes.tsv))).body).toBe('?name\n"Alice"\n');
    const askQuery = `ASK { <${ex}alice> <${ex}knows> <${ex}bob> }`;
    expect(JSON.parse((await repo.query(ask(askQuery, 'ASK', resultMediaTypes.json))).body).boolean).toBe(true);
    expect((await repo.query(ask(askQuery, 'ASK', resultMediaTypes.xml))).body).toContain('<boolean>true</boolean>');
  });

  it('answers CONSTRUCT and DESCRIBE in Turtle, N-Triples and JSON-LD', async () => {
    const repo = await openRepo(await tempDir());
    await repo.load({ data: sample, mediaType: graphMediaTypes.ntriples });
    const construct = `CONSTRUCT { ?s <${ex}friendOf> ?o } WHERE { ?s <${ex}knows> ?o }`;
    const turtle = await repo.query(ask(construct, 'CONSTRUCT', graphMediaTypes.turtle));
    expect(turtle.body).toContain(`<${ex}alice> <${ex}friendOf> <${ex}bob>`);
    const ntriples = await repo.query(ask(construct, 'CONSTRUCT', graphMediaTypes.ntriples));
    expect(ntriples.body).toBe(`<${ex}alice> <${ex}friendOf> <${ex}bob> .\n`);
    const jsonld = await repo.query(ask(construct, 'CONSTRUCT', graphMediaTypes.jsonld));
    expect(JSON.parse(jsonld.body)).toEqual([{ '@id': `${ex}alice`, [`${ex}friendOf`]: [{ '@id': `${ex}bob` }] }]);
    const describe = await repo.query(ask(`DESCRIBE <${ex}alice>`, 'DESCRIBE', graphMediaTypes.ntriples));
    expect(describe.body.trim().split('\n')).toHaveLength(2);
  });

  it('honours the dataset of the SPARQL Protocol (default-graph-uri, named-graph-uri)', async () => {
    const repo = await openRepo(await tempDir());
    await repo.load({ data: sample, mediaType: graphMediaTypes.ntriples, graph: `${ex}g1` });
    expect(await count(repo)).toBe(0);
    const { body } = await repo.query(
      ask('SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }', 'SELECT', resultMediaTypes.json, { defaultGraphUris: [`${ex}g1`] }),
    );
    expect(JSON.parse(body).results.bindings[0].n.value).toBe('2');
  });

  it('does not send an answer past the caller\'s limit, and says how to page it; a smaller one still comes', async () => {
    const repo = await openRepo(await tempDir());
    const rows = Array.from({ length: 2000 }, (_, i) => `<${ex}item${i}> <${ex}name> "Item number ${i} with some words" .`).join('\n');
    await repo.load({ data: rows, mediaType: graphMediaTypes.ntriples });
    const all = ask('SELECT * WHERE { ?s ?p ?o }', 'SELECT', resultMediaTypes.json, { maxAnswerBytes: 64 * 1024 });
    await expect(repo.query(all)).rejects.toMatchObject({ kind: 'tooLarge', message: expect.stringMatching(/larger than the 64 kB .*LIMIT/) });
    const page = await repo.query({ ...all, query: 'SELECT * WHERE { ?s ?p ?o } LIMIT 100' });
    expect(JSON.parse(page.body).results.bindings).toHaveLength(100);
  });

  it('reports a syntax error with the line and column', async () => {
    const repo = await openRepo(await tempDir());
    const error = await repo.query(ask('SELECT * WHERE {\n  ?s ?p }', 'SELECT', resultMediaTypes.json)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RepositoryError);
    expect(error).toMatchObject({ kind: 'syntax', message: expect.stringMatching(/2:\d+/) });
    const updateError = await repo.update(update('INSERT DATA { <a> <b> }')).catch((e: unknown) => e);
    expect(updateError).toMatchObject({ kind: 'syntax', message: expect.stringMatching(/1:\d+/) });
  });

  it('loads real data by path and answers questions about it', async () => {
    const repo = await openRepo(await tempDir());
    const { quads } = await repo.loadFile(botTest, graphMediaTypes.turtle);
    expect(quads).toBeGreaterThan(50);
    expect(await repo.size()).toBe(quads);
    const storeys = await count(repo, '?b <https://w3id.org/bot#hasStorey> ?s');
    expect(storeys).toBe(2);
  });
});

describe('embedded repository: writes', () => {
  it('keeps an acknowledged update across close and reopen', async () => {
    const dir = await tempDir();
    const first = await openRepo(dir);
    await first.update(update(`INSERT DATA { <${ex}x> <${ex}p> "kept" }`));
    await closeRepo(first);
    const again = await openRepo(dir);
    expect(await count(again, `<${ex}x> <${ex}p> "kept"`)).toBe(1);
  });

  it('rebuilds from the journal alone when the process never closed cleanly', async () => {
    const dir = await tempDir();
    const first = await openRepo(dir);
    await first.load({ data: sample, mediaType: graphMediaTypes.ntriples });
    await first.update(update(`DELETE DATA { <${ex}alice> <${ex}name> "Alice" }`));
    const copy = await tempDir();
    // A copy taken while the repository is open is what a crash would leave behind.
    for (const name of await fs.readdir(dir, { recursive: true })) {
      const from = path.join(dir, name);
      if ((await fs.stat(from)).isDirectory()) await fs.mkdir(path.join(copy, name), { recursive: true });
      else await fs.copyFile(from, path.join(copy, name));
    }
    const recovered = await openRepo(copy);
    expect(await count(recovered)).toBe(1);
  });

  it('ignores a torn last journal line, which was never acknowledged', async () => {
    const dir = await tempDir();
    const first = await openRepo(dir);
    await first.update(update(`INSERT DATA { <${ex}x> <${ex}p> 1 }`));
    const copy = await tempDir();
    await fs.mkdir(path.join(copy, 'loads'));
    const journal = await fs.readFile(path.join(dir, journalFile), 'utf8');
    await fs.writeFile(path.join(copy, journalFile), `${journal}${journal.slice(0, 40)}`);
    const recovered = await openRepo(copy);
    expect(await count(recovered)).toBe(1);
    await recovered.update(update(`INSERT DATA { <${ex}x> <${ex}p> 2 }`));
    await closeRepo(recovered);
    expect(await count(await openRepo(copy))).toBe(2);
  });

  it('does not journal an update the engine rejects', async () => {
    const dir = await tempDir();
    const repo = await openRepo(dir);
    await expect(repo.update(update('CREATE GRAPH <http://g> ; CREATE GRAPH <http://g>'))).rejects.toMatchObject({
      message: expect.stringContaining('already exists'),
    });
    expect(await fs.readFile(path.join(dir, journalFile), 'utf8')).toBe('');
    await repo.update(update(`INSERT DATA { <${ex}x> <${ex}p> 1 }`));
    expect(await count(repo)).toBe(1);
  });

  it('loads nothing from a Turtle file with a syntax error, and names the line', async () => {
    const repo = await openRepo(await tempDir());
    const bad = `@prefix ex: <${ex}> .\nex:a ex:b ex:c .\nex:d ex:e ex:f .\nex:g ex:h "unterminated .\n`;
    const error = await repo.load({ data: bad, mediaType: graphMediaTypes.turtle }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'data', message: expect.stringMatching(/line 4/) });
    expect(await repo.size()).toBe(0);
    expect(await count(repo)).toBe(0);
  });

  it('loads nothing from a large N-Triples file with an error near its end, and names the line', async () => {
    const repo = await openRepo(await tempDir(), { queryWorkers: 1 });
    const lines = Array.from({ length: 120_000 }, (_, i) => `<${ex}s${i}> <${ex}p> "value ${i}" .`);
    lines[110_000] = `<${ex}broken> <${ex}p> "no end`;
    const error = await repo.load({ data: lines.join('\n'), mediaType: graphMediaTypes.ntriples }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'data', message: expect.stringMatching(/line 110001/) });
    expect(await count(repo)).toBe(0);
  });

  it('replaces the journal by a snapshot once it grows past the limit, keeping every write', async () => {
    const dir = await tempDir();
    const repo = await openRepo(dir, { compactBytes: 2_000 });
    for (let i = 0; i < 40; i++) await repo.update(update(`INSERT DATA { <${ex}s${i}> <${ex}p> "${'x'.repeat(50)}" }`));
    const snapshot = await fs.readFile(path.join(dir, 'snapshot.nq'), 'utf8');
    expect(snapshot).toMatch(/^# grafiek-snapshot seq=\d+\n/);
    expect((await fs.stat(path.join(dir, journalFile))).size).toBeLessThan(2_000);
    await closeRepo(repo);
    expect(await count(await openRepo(dir))).toBe(40);
  });
});

describe('embedded repository: slow and cancelled queries', () => {
  // Every ?a ?b ?c ?d combination over 3000 triples: far more work than 300 ms allows.
  const heavy = 'SELECT (COUNT(*) AS ?n) WHERE { ?a ?p1 ?x . ?b ?p2 ?y . ?c ?p3 ?z . ?d ?p4 ?w }';
  const triples = Array.from({ length: 3000 }, (_, i) => `<${ex}s${i}> <${ex}p> "${i}" .`).join('\n');

  it('stops a query past its timeout while another query still answers promptly', async () => {
    const repo = await openRepo(await tempDir());
    await repo.load({ data: triples, mediaType: graphMediaTypes.ntriples });
    // Order, not milliseconds (a busy machine stretches both): the quick query answers while the
    // slow one still runs, and the slow one is then stopped at its timeout.
    let slowSettled = false;
    const slow = repo
      .query(ask(heavy, 'SELECT', resultMediaTypes.json, { timeoutMs: 3000 }))
      .catch((e: unknown) => e)
      .finally(() => (slowSettled = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await count(repo)).toBe(3000);
    expect(slowSettled).toBe(false);
    expect(await slow).toMatchObject({ kind: 'timeout' });
    // The stopped worker is replaced; the repository keeps answering and accepting writes.
    await repo.update(update(`INSERT DATA { <${ex}new> <${ex}p> 1 }`));
    for (let i = 0; i < 4; i++) expect(await count(repo)).toBe(3001);
  });

  it('stops a query when its client goes away', async () => {
    const repo = await openRepo(await tempDir(), { queryWorkers: 1 });
    await repo.load({ data: triples, mediaType: graphMediaTypes.ntriples });
    const controller = new AbortController();
    const slow = repo.query(ask(heavy, 'SELECT', resultMediaTypes.json, { signal: controller.signal, timeoutMs: 60_000 }));
    setTimeout(() => controller.abort(), 100);
    await expect(slow).rejects.toMatchObject({ kind: 'aborted' });
    expect(await count(repo)).toBe(3000);
  });
});

describe('embedded repository: an engine that traps', () => {
  // 2,000 nested parentheses overflow the engine's WebAssembly stack ("memory access out of
  // bounds"); after such a trap the instance's memory cannot be trusted.
  const trap = `ASK { FILTER(${'('.repeat(2000)}1${')'.repeat(2000)}) }`;

  it('fails that request and keeps answering every later query and update', async () => {
    const repo = await openRepo(await tempDir(), { queryWorkers: 1 });
    await repo.load({ data: sample, mediaType: graphMediaTypes.ntriples });
    await expect(repo.query(ask(trap, 'ASK', resultMediaTypes.json))).rejects.toThrow();
    expect(await count(repo)).toBe(2);
    await repo.update(update(`INSERT DATA { <${ex}carol> <${ex}name> "Carol" }`));
    for (let i = 0; i < 3; i++) expect(await count(repo)).toBe(3);
  });
});
