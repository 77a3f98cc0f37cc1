// (6) The embedded store (Oxigraph in worker threads, journal and snapshots): import rate for a
// million triples, restart time with the demo data and with the million, and the latency of the
// demonstrator's drill-down queries; the same data and queries on Virtuoso when it runs.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { shapeForAtLeast, writeStandInDemoData } from '../data/standInDemoData.mjs';
import { drillDown } from '../lib/demoQueries.mjs';
import { openStore, selectRows } from '../lib/embeddedStore.mjs';
import { failedFigure, notMeasured } from '../lib/figure.mjs';
import { roundMs, timeQueries } from '../lib/queryLatency.mjs';
import { median } from '../lib/statistics.mjs';
import { dropGraph, findVirtuoso, loadIntoGraph, selectFromGraph } from '../lib/virtuoso.mjs';

const DEMO_GRAPH = 'https://bench.grafiek.example/graph/demo';
const BULK_GRAPH = 'https://bench.grafiek.example/graph/bulk';

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

/** @param {number} a @param {number} b */
const ratio = (a, b) => Math.round((a / b) * 100) / 100;
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
    /** @type {Map<string, number>} */
    const peerMedians = new Map();
    const virtuoso = await findVirtuoso();
    if (!virtuoso) {
      const reason = 'Virtuoso is not running (bash scripts/ci-virtuoso.sh, or set TEST_VIRTUOSO_URL)';
      log(`embedded store: ${reason}; no comparison`);
      figures.push(
        notMeasured('virtuoso-drilldown-median', 'Virtuoso: drill-down queries, median', 'ms', reason),
        notMeasured('virtuoso-import-rate', `Virtuoso: import of ${bulkLabel} triples`, 'triples/s', reason),
      );
    } else {
      try {
        log(`Virtuoso at ${virtuoso}: loading the demo data`);
        await dropGraph(virtuoso, DEMO_GRAPH);
        await loadIntoGraph(virtuoso, DEMO_GRAPH, demo.file);
        const onVirtuoso = (/** @type {string} */ q) => selectFromGraph(virtuoso, DEMO_GRAPH, q);
        // The texts the embedded store refused are tried as well: Virtuoso may accept them.
        const both = [];
        for (const q of [...walk.answered, ...walk.failed]) {
          try {
            const rows = await onVirtuoso(q.query);
            const mine = walk.answered.find((a) => a.label === q.label);
            if (!mine) details.push(`Virtuoso answers ${q.label} (${rows.length} rows), which the embedded store refuses.`);
            else if (mine.rows !== rows.length) details.push(`Row counts differ for ${q.label}: embedded ${mine.rows}, Virtuoso ${rows.length}.`);
            if (mine) both.push(q);
          } catch (error) {
            details.push(`Virtuoso refuses ${q.label}: ${error instanceof Error ? error.message : String(error)}`);
          }
        }
        log(`Virtuoso: ${both.length} drill-down queries × ${rounds} rounds`);
        const peer = await timeQueries(both, onVirtuoso, rounds);
        await dropGraph(virtuoso, DEMO_GRAPH);
        const mine = both.length === walk.answered.length ? embedded : await timeOnEmbedded(demoDir, both, rounds);
        for (const [label, runs] of peer.byQuery) peerMedians.set(label, median(runs));
        figures.push(
          { id: 'virtuoso-drilldown-median', label: `Virtuoso: drill-down queries, median (${both.length} queries × ${rounds}, over HTTP)`, value: roundMs(peer.median), unit: 'ms' },
          { id: 'virtuoso-drilldown-p99', label: 'Virtuoso: drill-down queries, p99', value: roundMs(peer.p99), unit: 'ms' },
          { id: 'drilldown-median-ratio', label: 'drill-down median, embedded ÷ Virtuoso (below 1: embedded faster)', value: ratio(mine.median, peer.median), unit: '×' },
          { id: 'drilldown-p99-ratio', label: 'drill-down p99, embedded ÷ Virtuoso', value: ratio(mine.p99, peer.p99), unit: '×' },
        );

        log(`Virtuoso: importing ${bulkLabel} triples`);
        await dropGraph(virtuoso, BULK_GRAPH);
        const loaded = await loadIntoGraph(virtuoso, BULK_GRAPH, bulkFile);
        await dropGraph(virtuoso, BULK_GRAPH);
        const peerRate = (loaded.triples / loaded.ms) * 1000;
        figures.push(
          { id: 'virtuoso-import-rate', label: `Virtuoso: import of ${bulkLabel} triples (Graph Store protocol, 100,000 a request)`, value: Math.round(peerRate), unit: 'triples/s' },
          { id: 'import-rate-ratio', label: 'import rate, embedded ÷ Virtuoso (above 1: embedded faster)', value: ratio(embeddedRate, peerRate), unit: '×' },
        );
      } catch (error) {
        // The embedded figures above stand; the comparison is marked as broken.
        figures.push(failedFigure('virtuoso', 'Virtuoso comparison', '', error));
        await Promise.all([dropGraph(virtuoso, DEMO_GRAPH), dropGraph(virtuoso, BULK_GRAPH)]).catch(() => undefined);
      }
    }
    for (const q of walk.answered) {
      const peer = peerMedians.get(q.label);
      const mine = roundMs(median(embedded.byQuery.get(q.label) ?? []));
      details.push(`${q.label} (${q.rows} row${q.rows === 1 ? "" : "s"}): embedded ${mine} ms${peer === undefined ? '' : `, Virtuoso ${roundMs(peer)} ms`} (medians of ${rounds}).`);
    }
    rmSync(bulkFile, { force: true });
    return { figures, details };
  },
};
