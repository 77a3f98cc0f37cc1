// (6) The embedded store (Oxigraph in worker threads, journal and snapshots): import rate for a
// million triples, restart time with the demo data and with the million, and the latency of the
// demonstrator's drill-down queries; the same data and queries on Virtuoso when it runs.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { shapeForAtLeast, writeStandInDemoData } from '../data/standInDemoData.mjs';
import { drillDown } from '../lib/demoQueries.mjs';
import { openStore, selectRows } from '../lib/embeddedStore.mjs';
import { roundMs, timeQueries } from '../lib/queryLatency.mjs';
import { median } from '../lib/statistics.mjs';
import { compareWithVirtuoso } from './virtuosoComparison.mjs';

/** @typedef {import('../lib/figure.mjs').Figure} Figure */
/** @typedef {import('../lib/demoQueries.mjs').DrillDown} DrillDown */

/**
 * Times opening a closed store (its snapshot written) until a first query answers: what the first
 * visitor after a server restart waits for.
 * @param {string} dir @param {number} times
 */
async function restartTime(dir, times) {
  const samples = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    const store = await openStore('bench', dir);
    await selectRows(store, 'SELECT ?s WHERE { ?s ?p ?o } LIMIT 1');
    samples.push(performance.now() - start);
    await store.close();
  }
  return median(samples);
}

/** @param {string} dir @param {{ label: string, query: string }[]} queries @param {number} rounds */
async function timeOnEmbedded(dir, queries, rounds) {
  const store = await openStore('bench', dir);
  try {
    return await timeQueries(queries, (q) => selectRows(store, q), rounds);
  } finally {
    await store.close();
  }
}

/** @param {number} n */
const thousands = (n) => n.toLocaleString('en-US');

/** @type {import('../lib/figure.mjs').Scenario} */
export const embeddedStore = {
  name: 'embedded-store',
  title: 'Embedded store',
  async run({ quick, log, scene }) {
    const bulkTriples = quick ? 100_000 : 1_000_000;
    const bulkLabel = quick ? '100k' : '1M';
    const rounds = quick ? 10 : 40;
    const restarts = quick ? 1 : 3;
    const ofRestarts = restarts > 1 ? `, median of ${restarts}` : '';
    /** @type {Figure[]} */
    const figures = [];
    /** @type {string[]} */
    const details = [];

    // The demo data: restart, then the drill-down a visitor makes.
    const demo = await scene.demoData();
    details.push(`Demo data: ${thousands(demo.triples)} triples from the ${demo.source}.`);
    const demoDir = path.join(scene.workDir, 'store-demo');
    const loading = await openStore('bench', demoDir);
    await loading.loadFile(demo.file, 'application/n-triples');
    await loading.close();
    log(`embedded store: restart with the demo data (${restarts}×)`);
    figures.push({
      id: 'restart-demo',
      label: `restart with the demo data (${thousands(demo.triples)} triples) to first answer${ofRestarts}`,
      value: roundMs(await restartTime(demoDir, restarts)),
      unit: 'ms',
    });

    const walking = await openStore('bench', demoDir);
    /** @type {DrillDown} */
    let walk;
    try {
      walk = await drillDown(async (q) => (await selectRows(walking, q)).rows);
    } finally {
      await walking.close();
    }
    for (const f of walk.failed) details.push(`The embedded store refuses ${f.label}: ${f.error}`);
    for (const u of walk.unreached) details.push(`Not reached on the embedded store: ${u.label} (needs ${u.missing.join(', ')}).`);
    log(`embedded store: ${walk.answered.length} drill-down queries × ${rounds} rounds`);
    const embedded = await timeOnEmbedded(demoDir, walk.answered, rounds);
    figures.push(
      { id: 'drilldown-median', label: `drill-down queries, median (${walk.answered.length} queries × ${rounds})`, value: roundMs(embedded.median), unit: 'ms' },
      { id: 'drilldown-p99', label: 'drill-down queries, p99', value: roundMs(embedded.p99), unit: 'ms' },
      { id: 'drilldown-refused', label: 'drill-down queries the engine refuses (see details)', value: walk.failed.length, unit: 'queries' },
    );

    // The bulk data: import rate and restart.
    const bulkFile = path.join(scene.workDir, `bulk-${bulkLabel}.nt`);
    log(`writing ${bulkLabel} triples`);
    const bulk = await writeStandInDemoData(bulkFile, { shape: shapeForAtLeast(bulkTriples), maxTriples: bulkTriples });
    const bulkDir = path.join(scene.workDir, 'store-bulk');
    log(`embedded store: importing ${bulkLabel} triples`);
    const importing = await openStore('bench', bulkDir);
    const importStart = performance.now();
    const { quads } = await importing.loadFile(bulkFile, 'application/n-triples');
    const importMs = performance.now() - importStart;
    await importing.close();
    if (quads !== bulk.triples) throw new Error(`the store took ${quads} of ${bulk.triples} triples`);
    const embeddedRate = (quads / importMs) * 1000;
    figures.push({ id: 'import-rate', label: `import of ${bulkLabel} triples (N-Triples file; journalled, snapshotted)`, value: Math.round(embeddedRate), unit: 'triples/s' });
    log(`embedded store: restart with ${bulkLabel} triples (${restarts}×)`);
    figures.push({ id: 'restart-bulk', label: `restart with ${bulkLabel} triples to first answer${ofRestarts}`, value: roundMs(await restartTime(bulkDir, restarts)), unit: 'ms' });
    rmSync(bulkDir, { recursive: true, force: true });

    // The same data and queries on Virtuoso.
    const peer = await compareWithVirtuoso({ demoFile: demo.file, bulkFile, bulkLabel, walk, embedded, embeddedRate, rounds, log }, (queries) =>
      timeOnEmbedded(demoDir, queries, rounds),
    );
    figures.push(...peer.figures);
    details.push(...peer.details);
    for (const q of walk.answered) {
      const theirs = peer.medians.get(q.label);
      const mine = roundMs(median(embedded.byQuery.get(q.label) ?? []));
      details.push(`${q.label} (${q.rows} row${q.rows === 1 ? '' : 's'}): embedded ${mine} ms${theirs === undefined ? '' : `, Virtuoso ${roundMs(theirs)} ms`} (medians of ${rounds}).`);
    }
    rmSync(bulkFile, { force: true });
    return { figures, details };
  },
};
