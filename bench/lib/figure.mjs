// The shapes every scenario reports in, shared by the runner, the table and RESULTS.md.

/**
 * One measured (or not yet measurable) number.
 * @typedef {object} Figure
 * @property {string} id Stable within its scenario; `scenario.id` is the key in budget.json.
 * @property {string} label What was measured, for people.
 * @property {number | null} value Null when the figure could not be measured this run.
 * @property {string} unit
 * @property {string} [note] Why it was not measured, or what qualifies the number.
 * @property {boolean} [failed] The measurement broke (the note says how): an error, not a skip.
 */

/**
 * @typedef {object} ScenarioResult
 * @property {Figure[]} figures
 * @property {string[]} details Lines for RESULTS.md (and `--details`): per-query and per-chunk figures.
 */

/**
 * @typedef {object} RunContext
 * @property {boolean} quick Shorter runs and smaller data, so the whole run fits in 5 minutes.
 * @property {(message: string) => void} log Progress, to stderr, so the table stays clean.
 * @property {import('./benchScene.mjs').BenchScene} scene Shared, lazily started fixtures (server, data).
 */

/**
 * @typedef {object} Scenario
 * @property {string} name For `--only` and budget keys, e.g. `sparql-endpoint`.
 * @property {string} title
 * @property {(context: RunContext) => Promise<ScenarioResult>} run
 * @property {boolean} [needsRowsRepository] The server must also hold the 100,000-row repository.
 * @property {boolean} [needsTreeRepository] The server must also hold the 50,000-item tree repository.
 * @property {boolean} [notQuick] Left out of `--quick` runs (it takes minutes); runs in full runs and when `--only` names it.
 */

/**
 * A figure that could not be measured, with the reason shown in the table.
 * @param {string} id @param {string} label @param {string} unit @param {string} reason
 * @returns {Figure}
 */
export function notMeasured(id, label, unit, reason) {
  return { id, label, value: null, unit, note: reason };
}


/**
 * A figure whose measurement broke; the rest of the scenario's figures still count.
 * @param {string} id @param {string} label @param {string} unit @param {unknown} error
 * @returns {Figure}
 */
export function failedFigure(id, label, unit, error) {
  return { id, label, value: null, unit, note: error instanceof Error ? error.message : String(error), failed: true };
}
