import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { graphMediaTypes, resultMediaTypes } from '../repository.js';
import { openEmbeddedRepository, type EmbeddedRepository, type EmbeddedRepositoryOptions } from './embeddedRepository.js';
import { mayBeNondeterministic, pinNow } from './updateEffect.js';

// Issue #12, finding 7: an update that draws STRUUID(), NOW(), RAND() or makes blank nodes must
// leave the same data in every worker, and again after a restart (journal replay) and after a
// snapshot, so it is journalled and copied as its effect, not as its text.

const workers = 3;
const open: EmbeddedRepository[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((r) => r.close()));
});

async function openRepo(dir: string, options: Partial<EmbeddedRepositoryOptions> = {}): Promise<EmbeddedRepository> {
  const repo = await openEmbeddedRepository({ name: 'effects', dir, queryWorkers: workers, ...options });
  open.push(repo);
  return repo;
}

async function closeRepo(repo: EmbeddedRepository): Promise<void> {
  open.splice(open.indexOf(repo), 1);
  await repo.close();
}

const update = (text: string) => ({ update: text, signal: new AbortController().signal, timeoutMs: 20_000 });

/** A copy of the folder taken while the repository is open: what a crash leaves (journal, no snapshot). */
async function crashCopy(dir: string): Promise<string> {
  const copy = await fs.mkdtemp(path.join(os.tmpdir(), 'grafiek-effects-'));
  for (const name of await fs.readdir(dir, { recursive: true })) {
    const from = path.join(dir, name);
    if ((await fs.stat(from)).isDirectory()) await fs.mkdir(path.join(copy, name), { recursive: true });
    else await fs.copyFile(from, path.join(copy, name));
  }
  return copy;
}

/** Every quad, blank node ids included, sorted: one line per quad. */
const everything = 'SELECT ?s ?p ?o ?g WHERE { { ?s ?p ?o } UNION { GRAPH ?g { ?s ?p ?o } } }';

/**
 * The answer of each worker: as many queries at once as there are workers, and the pool hands
 * each waiting query to a different idle worker.
 */
async function answersOfEveryWorker(repo: EmbeddedRepository, query = everything): Promise<string[]> {
  const bodies = await Promise.all(
    Array.from({ length: workers }, () =>
      repo.query({
        query,
        form: 'SELECT',
        mediaType: resultMediaTypes.tsv,
        signal: new AbortController().signal,
        timeoutMs: 20_000,
      }),
    ),
  );
  return bodies.map(({ body }) => {
    const [head, ...rows] = body.split('\n').filter((line) => line !== '');
    return [head, ...rows.sort()].join('\n');
  });
}

/** The one answer all workers agree on (the test fails when they do not). */
async function agreedAnswer(repo: EmbeddedRepository): Promise<string> {
  const answers = await answersOfEveryWorker(repo);
  for (const answer of answers) expect(answer).toBe(answers[0]);
  return answers[0]!;
}

const drawn = `INSERT { <urn:x> <urn:id> ?id ; <urn:uuid> ?uuid ; <urn:at> ?now ; <urn:r> ?r ; <urn:b> ?b ; <urn:made> _:made .
                        _:made <urn:label> "template blank node" }
               WHERE { BIND(STRUUID() AS ?id) BIND(UUID() AS ?uuid) BIND(NOW() AS ?now) BIND(RAND() AS ?r) BIND(BNODE() AS ?b) }`;
const blankData = 'INSERT DATA { _:a <urn:p> "labelled" . <urn:y> <urn:q> [ <urn:p> "anonymous" ] . <urn:y> <urn:list> ( 1 2 ) }';
const numbers = Array.from({ length: 40 }, (_, i) => `<urn:n${i}> <urn:n> ${i} .`).join('\n');
const randomDelete = 'DELETE { ?s <urn:n> ?n } INSERT { ?s <urn:kept> ?r } WHERE { ?s <urn:n> ?n BIND(RAND() AS ?r) FILTER(?r < 0.5) }';

describe('updates that are not deterministic', () => {
  /** The writes of the tests below: drawn values, blank nodes, a random delete, links to blank nodes. */
  async function writeAll(repo: EmbeddedRepository): Promise<void> {
    await repo.load({ data: numbers, mediaType: graphMediaTypes.turtle });
    await repo.update(update(drawn));
    await repo.update(update(blankData));
    await repo.update(update(randomDelete));
    // Links to blank nodes made earlier, by id: must find the same ones everywhere.
    await repo.update(update('INSERT { ?b <urn:seen> ?s } WHERE { ?s ?p ?b FILTER(isBlank(?b)) BIND(NOW() AS ?t) }'));
  }

  it('leave the same quads in every worker', async () => {
    const repo = await openRepo(await fs.mkdtemp(path.join(os.tmpdir(), 'grafiek-effects-')));
    await writeAll(repo);
    const answer = await agreedAnswer(repo);
    expect(answer).toMatch(/<urn:x>\t<urn:id>\t"[0-9a-f-]{36}"/);
    expect(answer).toMatch(/<urn:x>\t<urn:b>\t_:/);
    const kept = answer.match(/<urn:kept>/g)?.length ?? 0;
    expect(kept + (answer.match(/<urn:n>\t/g)?.length ?? 0)).toBe(40);
  });

  // The writer has one worker, so only the restart can make a difference.
  it('leave the same quads after a restart that replays the journal', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'grafiek-effects-'));
    const repo = await openRepo(dir, { queryWorkers: 1 });
    await writeAll(repo);
    const [before] = await answersOfEveryWorker(repo);
    const recovered = await openRepo(await crashCopy(dir));
    expect(await agreedAnswer(recovered)).toBe(before);
  });

  it('keep their data and blank node ids through a snapshot and a restart', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'grafiek-effects-'));
    const repo = await openRepo(dir, { queryWorkers: 1 });
    await writeAll(repo);
    const [before] = await answersOfEveryWorker(repo);
    await closeRepo(repo); // writes a snapshot and empties the journal
    expect(await fs.readFile(path.join(dir, 'journal.log'), 'utf8')).toBe('');
    const again = await openRepo(dir);
    expect(await agreedAnswer(again)).toBe(before);
    // Writes after the snapshot go on from the same ids.
    await again.update(update('DELETE { ?b <urn:p> "labelled" } WHERE { ?b <urn:p> "labelled" BIND(RAND() AS ?r) }'));
    const after = await agreedAnswer(again);
    expect(after).not.toContain('"labelled"');
    expect(await agreedAnswer(await openRepo(await crashCopy(dir)))).toBe(after);
  });

  it('fix NOW() once: the update then runs as text everywhere, with the same time', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'grafiek-effects-'));
    const repo = await openRepo(dir);
    await repo.update(update('INSERT { <urn:x> <urn:at> ?t ; <urn:again> ?u } WHERE { BIND(NOW() AS ?t) BIND(now ( ) AS ?u) }'));
    const before = await agreedAnswer(repo);
    expect(before).toMatch(/<urn:at>\t"[^"]+"\^\^<http:\/\/www.w3.org\/2001\/XMLSchema#dateTime>/);
    const journal = await fs.readFile(path.join(dir, 'journal.log'), 'utf8');
    expect(journal).toContain('"kind":"update"');
    expect(await agreedAnswer(await openRepo(await crashCopy(dir)))).toBe(before);
  });

  it('give a loaded file the same blank node ids in every worker and after a restart', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'grafiek-effects-'));
    const repo = await openRepo(dir);
    const turtle = '<urn:house> <urn:hasStorey> [ <urn:name> "ground" ], [ <urn:name> "first" ] ; <urn:rooms> ( 1 2 3 ) .';
    await repo.load({ data: turtle, mediaType: graphMediaTypes.turtle });
    await repo.load({ data: '_:s <urn:name> "from N-Triples" .\n', mediaType: graphMediaTypes.ntriples });
    await repo.update(update('DELETE { ?s <urn:name> "first" } WHERE { ?s <urn:name> "first" BIND(RAND() AS ?r) }'));
    const before = await agreedAnswer(repo);
    expect(before).toContain('"ground"');
    expect(before).not.toContain('"first"');
    expect(before.match(/_:/g)?.length).toBeGreaterThan(5);
    expect(await agreedAnswer(await openRepo(await crashCopy(dir)))).toBe(before);
  });
});

describe('which updates are journalled as their effect', () => {
  it('fixes NOW() calls to one time, leaving strings, IRIs and other names alone', () => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    const fixed = '"2026-01-02T03:04:05.678Z"^^<http://www.w3.org/2001/XMLSchema#dateTime>';
    expect(pinNow('INSERT { ?s <urn:at> ?t } WHERE { BIND(NOW() AS ?t) FILTER(?x < now ( )) }', at)).toBe(
      `INSERT { ?s <urn:at> ?t } WHERE { BIND(${fixed} AS ?t) FILTER(?x < ${fixed}) }`,
    );
    const untouched = 'PREFIX ex: <urn:ex:> INSERT { ?s <urn:p> "now()", ex:now() } WHERE { ?now <urn:now()> ?o } # now()';
    expect(pinNow(untouched, at)).toBe(untouched);
    expect(mayBeNondeterministic(pinNow('INSERT { <urn:s> <urn:at> ?t } WHERE { BIND(NOW() AS ?t) }', at))).toBe(false);
  });

  it('picks the ones that draw values, make blank nodes or read another server', () => {
    for (const text of [
      drawn,
      blankData,
      randomDelete,
      'INSERT { ?s <urn:at> ?t } WHERE { ?s ?p ?o BIND (now () AS ?t) }',
      'INSERT DATA { <urn:s> <urn:p> (1 2) }',
      'PREFIX ex: <urn:ex:> INSERT DATA { ex:s ex:p (1) }',
      'INSERT { ?s ?p (?o) } WHERE { ?s ?p ?o }',
      'INSERT { ?s <urn:p> ?o } WHERE { VALUES ?s { <urn:a> } { (1) <urn:p> ?o } }',
      'INSERT DATA { <urn:s> <urn:p> <urn:o> {| <urn:by> <urn:me> |} }',
      'LOAD <http://example.org/data.ttl>',
      'INSERT { ?s <urn:p> ?o } WHERE { SERVICE <http://example.org/sparql> { ?s <urn:p> ?o } }',
    ]) {
      expect(mayBeNondeterministic(text), text).toBe(true);
    }
  });

  it('leaves the rest to run as text in each worker', () => {
    for (const text of [
      'INSERT DATA { <urn:s> <urn:p> "now() rand() _:b [x] (y)" } # uuid() [ _:c',
      'PREFIX ex: <urn:ex:> DELETE WHERE { ?s ex:p ?o }',
      'DELETE { ?s ?p ?o } WHERE { ?s ?p ?o FILTER (?o IN (1, 2) && STRLEN(?o) > 3) }',
      'INSERT { ?s <urn:n> ?m } WHERE { VALUES ?s { <urn:a> } ?s <urn:n> ?n BIND (COALESCE(?n, 0) + (1) AS ?m) }',
      'CLEAR GRAPH <urn:g> ; DROP SILENT ALL',
      'DELETE { ?s <urn:p> ?o } INSERT { ?s <urn:p> ?n } WHERE { VALUES (?s ?n) { (<urn:a> 1) (<urn:b> UNDEF) } ?s <urn:p> ?o }',
    ]) {
      expect(mayBeNondeterministic(text), text).toBe(false);
    }
  });
});
