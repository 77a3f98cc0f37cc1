// A visitor's walk through an app, as its widgets query: read from the app config the server
// answers (never a copy), so the soak follows whatever the seeded demo app holds.
//
// The rules are the viewer's: a widget queries when its pane shows (tab panes that do not show
// are inactive, kit/tabs/TabPanes.tsx) and every {{variable}} of its query has a value; it
// queries again when the text its variables give changes. A click publishes a value: a row's
// ?uri (a map feature, a search hit) or the first IRI of the row (a graph node), a radio box's
// value, or another tab or side-menu page.
import { listPlaceholderVariables, resolvePlaceholders } from '@grafiek/core';

/**
 * @typedef {object} QueryWidget
 * @property {string} label e.g. `BBMap Gemeenten`, the call kind in the results
 * @property {string} template
 * @property {string[]} variables
 * @property {string} [publishVariable]
 * @property {[number, number][]} panes The (tab container, pane) pairs that must show.
 */

/**
 * @typedef {object} Choice A widget that publishes without a query (RadioBox).
 * @property {string} variable
 * @property {string[]} values
 * @property {[number, number][]} panes
 */

/**
 * @typedef {object} AppModel
 * @property {QueryWidget[]} queries
 * @property {Choice[]} choices
 * @property {{ id: number, panes: number, within: [number, number][] }[]} tabs Tab and side-menu containers.
 * @property {Record<string, string>} initialValues
 */

const TAB_CONTAINERS = new Set(['Tab', 'BBSideMenu', 'Accordion', 'BackMenu']);

/** @param {Record<string, unknown>} config @returns {AppModel} */
export function appModel(config) {
  /** @type {AppModel} */
  const model = { queries: [], choices: [], tabs: [], initialValues: {} };
  /** @param {unknown} node @param {[number, number][]} panes */
  const walk = (node, panes) => {
    if (!node || typeof node !== 'object') return;
    const n = /** @type {Record<string, unknown>} */ (node);
    const widget = typeof n.widget === 'string' ? n.widget : '';
    if (Array.isArray(n.areas)) {
      if (TAB_CONTAINERS.has(widget)) {
        const id = model.tabs.length;
        model.tabs.push({ id, panes: n.areas.length, within: panes });
        n.areas.forEach((area, i) => walk(area, [...panes, [id, i]]));
      } else {
        n.areas.forEach((area) => walk(area, panes));
      }
      return;
    }
    const publishVariable = typeof n.publishVariable === 'string' && n.publishVariable ? n.publishVariable : undefined;
    if (typeof n.query === 'string' && n.query.trim()) {
      const title = typeof n.titleMenubar === 'string' && n.titleMenubar ? ` ${n.titleMenubar}` : '';
      model.queries.push({
        label: `${widget}${title}`,
        template: n.query,
        variables: listPlaceholderVariables(n.query),
        ...(publishVariable ? { publishVariable } : {}),
        panes,
      });
    } else if (widget === 'RadioBox' && publishVariable && typeof n.options === 'string') {
      const parts = n.options.split(',').map((p) => p.trim());
      const values = parts.filter((_, i) => i % 2 === 0);
      if (values.length) model.choices.push({ variable: publishVariable, values, panes });
    }
  };
  walk(config.mainArea, []);
  // Two widgets with the same title and type (e.g. "Wijken" on two pages) get a number.
  const seen = new Map();
  for (const q of model.queries) {
    const n = (seen.get(q.label) ?? 0) + 1;
    seen.set(q.label, n);
    if (n > 1) q.label = `${q.label} (${n})`;
  }
  if (typeof config.parameterValues === 'string' && config.parameterValues.trim()) {
    model.initialValues = JSON.parse(config.parameterValues);
  }
  return model;
}

/**
 * One visit's state: the variables, the pane each tab container shows, and what each widget last
 * asked and got.
 */
export class Visit {
  /** @param {AppModel} model @param {() => number} random */
  constructor(model, random) {
    this.model = model;
    this.random = random;
    /** @type {Record<string, string>} */
    this.values = { ...model.initialValues };
    /** @type {number[]} */
    this.shown = model.tabs.map(() => 0);
    /** @type {Map<QueryWidget, string>} */
    this.asked = new Map();
    /** @type {Map<QueryWidget, Record<string, string>[]>} */
    this.rows = new Map();
  }

  /** @param {[number, number][]} panes */
  showing(panes) {
    return panes.every(([tab, pane]) => this.shown[tab] === pane);
  }

  /** The queries the page sends now: active widgets whose text is complete and new. */
  due() {
    /** @type {{ widget: QueryWidget, text: string }[]} */
    const due = [];
    for (const widget of this.model.queries) {
      if (!this.showing(widget.panes)) continue;
      if (widget.variables.some((v) => this.values[v] === undefined)) continue;
      const resolved = resolvePlaceholders(widget.template, this.values);
      if (!resolved.ok || this.asked.get(widget) === resolved.text) continue;
      this.asked.set(widget, resolved.text);
      due.push({ widget, text: resolved.text });
    }
    return due;
  }

  /**
   * @template T @param {readonly T[]} items @returns {T | undefined}
   */
  pick(items) {
    return items[Math.floor(this.random() * items.length)];
  }

  /**
   * A click: mostly on a row of a widget that publishes (a map feature, a search hit, a graph
   * node), sometimes a radio box or another tab or page. Changes the state; `due()` then says
   * what the page asks.
   * @returns {string} what was clicked, for errors
   */
  click() {
    const roll = this.random();
    const tabs = this.model.tabs.filter((t) => this.showing(t.within) && t.panes > 1);
    if (roll < 0.12 && tabs.length) {
      const tab = /** @type {AppModel['tabs'][number]} */ (this.pick(tabs));
      const other = (/** @type {number} */ (this.shown[tab.id]) + 1 + Math.floor(this.random() * (tab.panes - 1))) % tab.panes;
      this.shown[tab.id] = other;
      return `tab ${tab.id} pane ${other}`;
    }
    const choices = this.model.choices.filter((c) => this.showing(c.panes));
    if (roll < 0.2 && choices.length) {
      const choice = /** @type {Choice} */ (this.pick(choices));
      this.values[choice.variable] = /** @type {string} */ (this.pick(choice.values));
      return `${choice.variable} = ${this.values[choice.variable]}`;
    }
    const clickable = this.model.queries.filter((w) => w.publishVariable && this.showing(w.panes) && this.rows.get(w)?.some(clickValue));
    const widget = this.pick(clickable);
    if (!widget) return 'nothing to click';
    const values = /** @type {Record<string, string>[]} */ (this.rows.get(widget)).map(clickValue).filter((v) => v !== undefined);
    this.values[/** @type {string} */ (widget.publishVariable)] = /** @type {string} */ (this.pick(values));
    return `${widget.label}: ${this.values[/** @type {string} */ (widget.publishVariable)]}`;
  }
}

/** The value a click on a row publishes: its ?uri, else its first IRI. @param {Record<string, string>} row */
function clickValue(row) {
  if (row.uri) return row.uri;
  return Object.values(row).find((v) => /^https?:\/\//.test(v));
}

/**
 * SPARQL JSON rows as plain values, or undefined for an answer that is not a SELECT result.
 * @param {string} body @returns {Record<string, string>[] | undefined}
 */
export function resultRows(body) {
  try {
    /** @type {{ results?: { bindings?: Record<string, { value: string }>[] } }} */
    const parsed = JSON.parse(body);
    const bindings = parsed.results?.bindings;
    if (!Array.isArray(bindings)) return undefined;
    return bindings.map((b) => Object.fromEntries(Object.entries(b).map(([k, v]) => [k, v.value])));
  } catch {
    return undefined;
  }
}
