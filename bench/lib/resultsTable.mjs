// The one table the runner prints (and writes into RESULTS.md): each figure, its budget, its verdict.
import { describeBudget, judge } from './budget.mjs';

/**
 * @typedef {object} TableRow
 * @property {string} scenario
 * @property {string} figure
 * @property {string} value
 * @property {string} unit
 * @property {string} budget
 * @property {import('./budget.mjs').Verdict | 'error'} result
 * @property {string} [note]
 */

/** @param {number} value */
function formatValue(value) {
  const decimals = Number.isInteger(value) ? 0 : Math.abs(value) < 10 ? 2 : 1;
  return value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

/**
 * @param {{ scenario: import('./figure.mjs').Scenario, result?: import('./figure.mjs').ScenarioResult, error?: Error }[]} outcomes
 * @param {Map<string, import('./budget.mjs').Budget>} budgets
 * @returns {TableRow[]}
 */
export function tableRows(outcomes, budgets) {
  /** @type {TableRow[]} */
  const rows = [];
  for (const { scenario, result, error } of outcomes) {
    const own = [...budgets].filter(([key]) => key.startsWith(`${scenario.name}.`));
    if (error) {
      rows.push({ scenario: scenario.name, figure: 'the scenario failed', value: '—', unit: '', budget: '', result: 'error', note: error.message });
      for (const [key, budget] of own) {
        rows.push({ scenario: scenario.name, figure: key.slice(scenario.name.length + 1), value: '—', unit: budget.unit, budget: describeBudget(budget), result: 'not measured', note: 'the scenario failed' });
      }
      continue;
    }
    const figures = result?.figures ?? [];
    for (const figure of figures) {
      const key = `${scenario.name}.${figure.id}`;
      const budget = budgets.get(key);
      rows.push({
        scenario: scenario.name,
        figure: figure.label,
        value: figure.value === null ? '—' : formatValue(figure.value),
        unit: figure.unit,
        budget: budget ? describeBudget(budget) : '',
        result: figure.failed ? 'error' : judge(figure, budget, key),
        ...(figure.note ? { note: figure.note } : {}),
      });
    }
    // A budget whose figure the scenario did not report must not vanish from the table.
    for (const [key, budget] of own) {
      if (figures.some((f) => `${scenario.name}.${f.id}` === key)) continue;
      rows.push({ scenario: scenario.name, figure: key.slice(scenario.name.length + 1), value: '—', unit: budget.unit, budget: describeBudget(budget), result: 'not measured', note: 'the scenario did not report this figure' });
    }
  }
  return rows;
}

/**
 * A Markdown table, padded so it reads as well in a terminal; notes become numbered footnotes.
 * @param {TableRow[]} rows
 */
export function renderTable(rows) {
  /** @type {string[]} */
  const notes = [];
  const cells = rows.map((r) => {
    let result = r.result === 'reported' ? '' : r.result;
    if (r.note) {
      let index = notes.indexOf(r.note);
      if (index < 0) index = notes.push(r.note) - 1;
      result = `${result} [${index + 1}]`.trim();
    }
    return [r.scenario, r.figure, r.value, r.unit, r.budget, result];
  });
  const header = ['scenario', 'figure', 'value', 'unit', 'budget', 'result'];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
  const rightAligned = new Set([2]);
  const line = (/** @type {string[]} */ c) =>
    `| ${c.map((text, i) => (rightAligned.has(i) ? text.padStart(widths[i] ?? 0) : text.padEnd(widths[i] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (rightAligned.has(i) ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  const lines = [line(header), rule, ...cells.map(line)];
  if (notes.length) lines.push('', ...notes.map((n, i) => `[${i + 1}] ${n}`));
  return lines.join('\n');
}
