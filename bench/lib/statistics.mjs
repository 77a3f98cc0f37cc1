// Summaries of repeated measurements.

/** @param {readonly number[]} values */
function sorted(values) {
  if (values.length === 0) throw new Error('no measurements to summarise');
  return [...values].sort((a, b) => a - b);
}

/** The middle value (mean of the two middle ones for an even count). @param {readonly number[]} values */
export function median(values) {
  const s = sorted(values);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? /** @type {number} */ (s[mid]) : (/** @type {number} */ (s[mid - 1]) + /** @type {number} */ (s[mid])) / 2;
}

/**
 * Nearest-rank percentile: the smallest value that at least p% of the measurements do not exceed.
 * @param {readonly number[]} values
 * @param {number} p 0..100
 */
export function percentile(values, p) {
  const s = sorted(values);
  const rank = Math.max(1, Math.ceil((p / 100) * s.length));
  return /** @type {number} */ (s[Math.min(rank, s.length) - 1]);
}

/** Milliseconds since `start` (a performance.now() value). @param {number} start */
export function msSince(start) {
  return performance.now() - start;
}
