// The demonstrator's queries, read from the real app config in the shared fixtures (never copied),
// and the drill-down a visitor makes through them.
import { readFileSync } from 'node:fs';
import { resolvePlaceholders, listPlaceholderVariables } from '@grafiek/core';
import { demoFixture } from './paths.mjs';

/**
 * @typedef {object} DemoQuery
 * @property {string} label e.g. `#2 BBMap Gemeenten`
 * @property {string} widget
 * @property {string} template The query with its {{placeholders}}.
 * @property {string} [publishVariable]
 */

/**
 * @typedef {object} ResolvedQuery
 * @property {string} label
 * @property {string} query The text as the widget would send it.
 * @property {number} rows Rows on the data the drill-down was made on.
 */

/** @returns {{ config: Record<string, unknown>, queries: DemoQuery[], initialValues: Record<string, unknown> }} */
export function readDemoApp() {
  /** @type {Record<string, unknown>} */
  const config = JSON.parse(readFileSync(demoFixture, 'utf8'));
  /** @type {DemoQuery[]} */
  const queries = [];
  /** @param {unknown} node */
  const walk = (node) => {
    if (!node || typeof node !== 'object') return;
    const n = /** @type {Record<string, unknown>} */ (node);
    // Containers (SplitLayout, Tab, BBSideMenu) hold areas; a leftover query on them is not run.
    if (Array.isArray(n.areas)) {
      n.areas.forEach(walk);
      return;
    }
    if (typeof n.query === 'string' && n.query.trim() && typeof n.widget === 'string') {
      const title = typeof n.titleMenubar === 'string' && n.titleMenubar ? ` ${n.titleMenubar}` : '';
      queries.push({
        label: `#${queries.length + 1} ${n.widget}${title}`,
        widget: n.widget,
        template: n.query,
        ...(typeof n.publishVariable === 'string' ? { publishVariable: n.publishVariable } : {}),
      });
    }
  };
  walk(config.mainArea);
  const initialValues = typeof config.parameterValues === 'string' && config.parameterValues ? JSON.parse(config.parameterValues) : {};
  return { config, queries, initialValues };
}

/**
 * @typedef {object} DrillDown
 * @property {ResolvedQuery[]} answered Queries the engine answered, as the widgets would send them.
 * @property {{ label: string, query: string, error: string }[]} failed Queries the engine refused.
 * @property {{ label: string, missing: string[] }[]} unreached Queries whose variables were never published.
 */

/**
 * Walks the app as a visitor drilling down would: runs every query whose variables all have values,
 * publishes the first row's ?uri of each widget that publishes, and repeats until nothing new
 * can run. A query the engine refuses publishes nothing, so what depends on it is not reached.
 * @param {(query: string) => Promise<import('./sparqlJson.mjs').Row[]>} select
 * @returns {Promise<DrillDown>}
 */
export async function drillDown(select) {
  const { queries, initialValues } = readDemoApp();
  /** @type {Record<string, unknown>} */
  const values = { ...initialValues };
  /** @type {DrillDown} */
  const walk = { answered: [], failed: [], unreached: [] };
  const pending = new Set(queries);
  const missing = (/** @type {DemoQuery} */ q) => listPlaceholderVariables(q.template).filter((name) => values[name] === undefined);
  for (let progress = true; progress; ) {
    progress = false;
    for (const q of [...pending]) {
      if (missing(q).length) continue;
      const result = resolvePlaceholders(q.template, values);
      if (!result.ok) throw new Error(`${q.label}: ${result.error}`);
      pending.delete(q);
      progress = true;
      let rows;
      try {
        rows = await select(result.text);
      } catch (error) {
        walk.failed.push({ label: q.label, query: result.text, error: error instanceof Error ? error.message : String(error) });
        continue;
      }
      walk.answered.push({ label: q.label, query: result.text, rows: rows.length });
      const first = rows.find((r) => r.uri)?.uri;
      if (q.publishVariable && first && values[q.publishVariable] === undefined) values[q.publishVariable] = first;
    }
  }
  for (const q of pending) walk.unreached.push({ label: q.label, missing: missing(q) });
  return walk;
}
