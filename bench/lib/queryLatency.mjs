// Repeated timings of a set of queries, taken in turns so that a busy moment on the machine
// (other engineers share its CPUs) spreads over all queries instead of hitting one.
import { median, percentile } from './statistics.mjs';

/**
 * @typedef {object} LatencySummary
 * @property {Map<string, number[]>} byQuery Milliseconds per run, by query label.
 * @property {number} median Over every run of every query.
 * @property {number} p99
 */

/**
 * @param {{ label: string, query: string }[]} queries
 * @param {(query: string) => Promise<unknown>} run
 * @param {number} rounds
 * @returns {Promise<LatencySummary>}
 */
export async function timeQueries(queries, run, rounds) {
  /** @type {Map<string, number[]>} */
  const byQuery = new Map(queries.map((q) => [q.label, []]));
  for (const q of queries) await run(q.query); // warm-up: first runs pay for compiling and caches
  for (let r = 0; r < rounds; r++) {
    for (const q of queries) {
      const start = performance.now();
      await run(q.query);
      byQuery.get(q.label)?.push(performance.now() - start);
    }
  }
  const all = [...byQuery.values()].flat();
  return { byQuery, median: median(all), p99: percentile(all, 99) };
}

/** @param {number} ms */
export const roundMs = (ms) => Math.round(ms * 10) / 10;
