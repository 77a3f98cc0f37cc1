// budget.json: the limits of issue #8, keyed by `scenario.figure`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { benchDir } from './paths.mjs';

/**
 * A limit on one figure. Exactly one bound is given: `max` (≤), `below` (<), `min` (≥), `above` (>).
 * @typedef {object} Budget
 * @property {string} unit Must equal the unit the scenario reports, so a kB is never read as a KiB.
 * @property {number} [max]
 * @property {number} [below]
 * @property {number} [min]
 * @property {number} [above]
 * @property {string} [source] Where the limit comes from.
 */

/** @typedef {'pass' | 'fail' | 'not measured' | 'reported'} Verdict */

const bounds = /** @type {const} */ (['max', 'below', 'min', 'above']);
const symbols = { max: '≤', below: '<', min: '≥', above: '>' };

/** @param {string} [file] @returns {Map<string, Budget>} */
export function loadBudgets(file = path.join(benchDir, 'budget.json')) {
  /** @type {{ budgets?: Record<string, Budget> }} */
  const parsed = JSON.parse(readFileSync(file, 'utf8'));
  if (!parsed.budgets || typeof parsed.budgets !== 'object') throw new Error(`${file}: expected an object "budgets"`);
  const budgets = new Map();
  for (const [key, budget] of Object.entries(parsed.budgets)) {
    const given = bounds.filter((b) => typeof budget[b] === 'number');
    if (given.length !== 1) throw new Error(`${file}: budget "${key}" needs exactly one of ${bounds.join(', ')}`);
    if (typeof budget.unit !== 'string') throw new Error(`${file}: budget "${key}" needs a unit`);
    budgets.set(key, budget);
  }
  return budgets;
}

/** "≤ 2000 ms" @param {Budget} budget */
export function describeBudget(budget) {
  const bound = /** @type {typeof bounds[number]} */ (bounds.find((b) => typeof budget[b] === 'number'));
  return `${symbols[bound]} ${budget[bound]} ${budget.unit}`;
}

/**
 * @param {import('./figure.mjs').Figure} figure
 * @param {Budget | undefined} budget
 * @param {string} key for the error message
 * @returns {Verdict}
 */
export function judge(figure, budget, key) {
  if (figure.value === null) return 'not measured';
  if (!budget) return 'reported';
  if (budget.unit !== figure.unit) {
    throw new Error(`budget "${key}" is in ${budget.unit} but the scenario reports ${figure.unit}`);
  }
  const v = figure.value;
  if (budget.max !== undefined) return v <= budget.max ? 'pass' : 'fail';
  if (budget.below !== undefined) return v < budget.below ? 'pass' : 'fail';
  if (budget.min !== undefined) return v >= budget.min ? 'pass' : 'fail';
  if (budget.above !== undefined) return v > budget.above ? 'pass' : 'fail';
  return 'reported';
}
