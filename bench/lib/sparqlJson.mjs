// Reading SPARQL JSON results, as far as the benchmark needs: rows of plain values.

/**
 * @typedef {Record<string, string>} Row Variable name to the value's lexical form.
 */

/** @param {string} body @returns {Row[]} */
export function rowsOf(body) {
  /** @type {{ results?: { bindings?: Record<string, { value: string }>[] } }} */
  const parsed = JSON.parse(body);
  const bindings = parsed.results?.bindings;
  if (!Array.isArray(bindings)) throw new Error(`not a SPARQL JSON SELECT result: ${body.slice(0, 200)}`);
  return bindings.map((b) => Object.fromEntries(Object.entries(b).map(([k, v]) => [k, v.value])));
}
