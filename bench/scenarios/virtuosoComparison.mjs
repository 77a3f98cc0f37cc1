// The peer in scenario (6): the same demo data and drill-down query texts, and the same bulk
// file, on Virtuoso (Debian's virtuoso-opensource), with the ratios to the embedded store.
import { failedFigure, notMeasured } from '../lib/figure.mjs';
import { roundMs, timeQueries } from '../lib/queryLatency.mjs';
import { median } from '../lib/statistics.mjs';
import { dropGraph, findVirtuoso, loadIntoGraph, selectFromGraph } from '../lib/virtuoso.mjs';

const DEMO_GRAPH = 'https://bench.grafiek.example/graph/demo';
const BULK_GRAPH = 'https://bench.grafiek.example/graph/bulk';

/** @param {number} a @param {number} b */
const ratio = (a, b) => Math.round((a / b) * 100) / 100;

/**
 * @typedef {object} EmbeddedFigures What the embedded store did, to compare with.
 * @property {string} demoFile
 * @property {string} bulkFile
 * @property {string} bulkLabel e.g. `1M`
 * @property {import('../lib/demoQueries.mjs').DrillDown} walk
 * @property {import('../lib/queryLatency.mjs').LatencySummary} embedded
 * @property {number} embeddedRate triples/s
 * @property {number} rounds
 * @property {(message: string) => void} log
 */

/**
 * @param {EmbeddedFigures} mine
 * @param {(queries: { label: string, query: string }[]) => Promise<import('../lib/queryLatency.mjs').LatencySummary>} timeEmbedded
 *   times a subset of the queries on the embedded store again, when Virtuoso refuses some
 * @returns {Promise<{ figures: import('../lib/figure.mjs').Figure[], details: string[], medians: Map<string, number> }>}
 */
export async function compareWithVirtuoso(mine, timeEmbedded) {
  const { walk, rounds, log, bulkLabel } = mine;
  /** @type {import('../lib/figure.mjs').Figure[]} */
  const figures = [];
  /** @type {string[]} */
  const details = [];
  /** @type {Map<string, number>} */
  const medians = new Map();
  const virtuoso = await findVirtuoso();
  if (!virtuoso) {
    const reason = 'Virtuoso is not running (bash scripts/ci-virtuoso.sh, or set TEST_VIRTUOSO_URL)';
    log(`embedded store: ${reason}; no comparison`);
    figures.push(
      notMeasured('virtuoso-drilldown-median', 'Virtuoso: drill-down queries, median', 'ms', reason),
      notMeasured('virtuoso-import-rate', `Virtuoso: import of ${bulkLabel} triples`, 'triples/s', reason),
    );
    return { figures, details, medians };
  }
  try {
    log(`Virtuoso at ${virtuoso}: loading the demo data`);
    await dropGraph(virtuoso, DEMO_GRAPH);
    await loadIntoGraph(virtuoso, DEMO_GRAPH, mine.demoFile);
    const onVirtuoso = (/** @type {string} */ q) => selectFromGraph(virtuoso, DEMO_GRAPH, q);
    // The texts the embedded store refused are tried as well: Virtuoso may accept them.
    const both = [];
    for (const q of [...walk.answered, ...walk.failed]) {
      try {
        const rows = await onVirtuoso(q.query);
        const answered = walk.answered.find((a) => a.label === q.label);
        if (!answered) details.push(`Virtuoso answers ${q.label} (${rows.length} rows), which the embedded store refuses.`);
        else if (answered.rows !== rows.length) details.push(`Row counts differ for ${q.label}: embedded ${answered.rows}, Virtuoso ${rows.length}.`);
        if (answered) both.push(q);
      } catch (error) {
        details.push(`Virtuoso refuses ${q.label}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    log(`Virtuoso: ${both.length} drill-down queries × ${rounds} rounds`);
    const peer = await timeQueries(both, onVirtuoso, rounds);
    await dropGraph(virtuoso, DEMO_GRAPH);
    const embedded = both.length === walk.answered.length ? mine.embedded : await timeEmbedded(both);
    for (const [label, runs] of peer.byQuery) medians.set(label, median(runs));
    figures.push(
      { id: 'virtuoso-drilldown-median', label: `Virtuoso: drill-down queries, median (${both.length} queries × ${rounds}, over HTTP)`, value: roundMs(peer.median), unit: 'ms' },
      { id: 'virtuoso-drilldown-p99', label: 'Virtuoso: drill-down queries, p99', value: roundMs(peer.p99), unit: 'ms' },
      { id: 'drilldown-median-ratio', label: 'drill-down median, embedded ÷ Virtuoso (below 1: embedded faster)', value: ratio(embedded.median, peer.median), unit: '×' },
      { id: 'drilldown-p99-ratio', label: 'drill-down p99, embedded ÷ Virtuoso', value: ratio(embedded.p99, peer.p99), unit: '×' },
    );

    log(`Virtuoso: importing ${bulkLabel} triples`);
    await dropGraph(virtuoso, BULK_GRAPH);
    const loaded = await loadIntoGraph(virtuoso, BULK_GRAPH, mine.bulkFile);
    await dropGraph(virtuoso, BULK_GRAPH);
    const peerRate = (loaded.triples / loaded.ms) * 1000;
    figures.push(
      { id: 'virtuoso-import-rate', label: `Virtuoso: import of ${bulkLabel} triples (Graph Store protocol, 100,000 a request)`, value: Math.round(peerRate), unit: 'triples/s' },
      { id: 'import-rate-ratio', label: 'import rate, embedded ÷ Virtuoso (above 1: embedded faster)', value: ratio(mine.embeddedRate, peerRate), unit: '×' },
    );
  } catch (error) {
    // The embedded figures stand; the comparison is marked as broken.
    figures.push(failedFigure('virtuoso', 'Virtuoso comparison', '', error));
    await Promise.all([dropGraph(virtuoso, DEMO_GRAPH), dropGraph(virtuoso, BULK_GRAPH)]).catch(() => undefined);
  }
  return { figures, details, medians };
}
