import { stringToColor, toGraphData, type GraphNode, type SparqlBinding, type SparqlTerm } from '@grafiek/core';
import Graph from 'graphology';
import type { TextNote } from '../../i18n/widgetTexts';
import { placeNodes } from './placement';

/**
 * How Nebula reads a query result: the rows of a BBVis query (core's toGraphData, so a BBVis
 * query draws the same nodes and edges here), with ?subject ?predicate as other names for
 * ?node ?edge, and a few columns for large graphs: colours, sizes and positions computed
 * beforehand. The result is a graphology graph whose nodes carry what sigma draws.
 */
export interface NebulaNode {
  label: string;
  x: number;
  y: number;
  size: number;
  color: string;
  kind: GraphNode['kind'];
  /** The IRI a click publishes; blank and literal nodes have none. */
  iri?: string;
  /** The type's label, for the line that describes a node. */
  typeLabel?: string;
  /** The legend entry the node's colour comes from. */
  legendKey?: string;
}

export interface NebulaEdge {
  label: string;
  size: number;
}

export type NebulaGraph = Graph<NebulaNode, NebulaEdge>;

export interface LegendEntry {
  key: string;
  label: string;
  color: string;
  /** How many nodes have this colour from this entry. */
  count: number;
}

export interface NebulaData {
  graph: NebulaGraph;
  /** Types first, in order of appearance, then the groups ?color names. */
  legend: LegendEntry[];
  /** Every node has a position from the query (?x ?y): no layout needs to run. */
  positioned: boolean;
}

export type NebulaDataResult = { ok: true; data: NebulaData } | { ok: false; error: TextNote };

export interface NebulaGraphOptions {
  useLocalNames?: boolean;
  sizeByDegree?: boolean;
  /**
   * The colour a text stands for, in a form sigma draws (hex or rgb()), or undefined when the text
   * is not a colour. The view asks the browser; without it, hex and rgb() texts count.
   */
  readColor?: (text: string) => string | undefined;
  /** The seed of the starting positions: the same rows give the same picture. */
  seed?: number;
}

export const UNTYPED_COLOR = '#4c6ef5';
export const BLANK_COLOR = '#868e96';
export const LITERAL_COLOR = '#adb5bd';

/** Other names of BBVis's columns, so that ?subject ?predicate ?object rows read as statements too. */
const ALIASES: readonly (readonly [string, ...string[]])[] = [
  ['node', 'subject'],
  ['edge', 'predicate'],
  ['nodeLabel', 'subjectLabel'],
  ['edgeLabel', 'predicateLabel'],
  ['nodeType', 'subjectType'],
  ['nodeColor', 'subjectColor', 'color'],
  ['nodeSize', 'subjectSize', 'size'],
  ['nodeX', 'x'],
  ['nodeY', 'y'],
];

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB_COLOR = /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(?:,\s*(?:0|1|0?\.\d+)\s*)?\)$/i;

/** Hex and rgb() texts, as sigma reads them; the view asks the browser about the rest (names, hsl()). */
export function plainColor(text: string): string | undefined {
  return HEX_COLOR.test(text) || RGB_COLOR.test(text) ? text : undefined;
}

/** The node radii (pixels when the whole graph is in view) for a graph of this many nodes: smaller as it grows. */
export function sizeRange(order: number): [number, number] {
  if (order <= 100) return [5, 14];
  if (order <= 1000) return [2.5, 9];
  return [1.5, 7];
}

/** The rows with the aliases renamed to the names toGraphData reads; the same rows when none is used. */
function canonicalRows(vars: readonly string[], rows: readonly SparqlBinding[]): readonly SparqlBinding[] {
  const renames = ALIASES.flatMap(([name, ...others]) => {
    if (vars.includes(name)) return [];
    const other = others.find((alias) => vars.includes(alias));
    return other ? [[name, other] as const] : [];
  });
  if (renames.length === 0) return rows;
  return rows.map((row) => {
    const renamed: SparqlBinding = { ...row };
    for (const [name, other] of renames) {
      const term = row[other];
      if (term) renamed[name] = term;
    }
    return renamed;
  });
}

/** The id toGraphData gives the node of an IRI or blank node; literals are nodes per statement and get no style. */
function resourceId(term: SparqlTerm | undefined): string | undefined {
  if (!term) return undefined;
  if (term.type === 'uri') return term.value;
  return term.type === 'bnode' ? `_:${term.value}` : undefined;
}

function finite(term: SparqlTerm | undefined): number | undefined {
  if (!term) return undefined;
  const value = Number(term.value.trim());
  return term.value.trim() !== '' && Number.isFinite(value) ? value : undefined;
}

interface NodeStyle {
  color?: string;
  /** Set when ?color names a group rather than a colour. */
  group?: string;
  size?: number;
  x?: number;
  y?: number;
}

/** What the style columns say about each IRI or blank node; the first value given wins. */
function readStyles(rows: readonly SparqlBinding[], readColor: (text: string) => string | undefined): Map<string, NodeStyle> {
  const styles = new Map<string, NodeStyle>();
  const colorCache = new Map<string, string | undefined>();
  const styleOf = (id: string) => {
    let style = styles.get(id);
    if (!style) styles.set(id, (style = {}));
    return style;
  };
  const applyColor = (style: NodeStyle, term: SparqlTerm | undefined) => {
    const text = term?.value.trim();
    if (!text || style.color !== undefined) return;
    if (!colorCache.has(text)) colorCache.set(text, readColor(text));
    const color = colorCache.get(text);
    if (color) style.color = color;
    else Object.assign(style, { color: stringToColor(text), group: text });
  };
  for (const row of rows) {
    const subject = resourceId(row.node);
    if (subject !== undefined && (row.nodeColor || row.nodeSize || row.nodeX)) {
      const style = styleOf(subject);
      applyColor(style, row.nodeColor);
      style.size ??= finite(row.nodeSize);
      const x = finite(row.nodeX);
      const y = finite(row.nodeY);
      if (style.x === undefined && x !== undefined && y !== undefined) Object.assign(style, { x, y });
    }
    const object = resourceId(row.object);
    if (object !== undefined && (row.objectColor || row.objectSize)) {
      const style = styleOf(object);
      applyColor(style, row.objectColor);
      style.size ??= finite(row.objectSize);
    }
  }
  return styles;
}

/**
 * Reads a SELECT result into a graph: labels and types as BBVis reads them, colours (a type's
 * colour is the colour of its name, as in BBVis, charts and maps), sizes, and starting positions.
 */
export function toNebulaData(vars: readonly string[], rows: readonly SparqlBinding[], options: NebulaGraphOptions = {}): NebulaDataResult {
  const has = (name: string) => vars.includes(name) || (ALIASES.find(([first]) => first === name)?.slice(1).some((alias) => vars.includes(alias)) ?? false);
  if (rows.length > 0 && !has('node') && !vars.includes('object')) {
    const returned = vars.map((name) => `?${name}`).join(', ');
    return { ok: false, error: returned ? { key: 'widget.nebula.columns', values: { returned } } : { key: 'widget.nebula.noColumns' } };
  }
  const canonical = canonicalRows(vars, rows);
  const data = toGraphData(canonical, { useLocalNames: options.useLocalNames });
  const styles = readStyles(canonical, options.readColor ?? plainColor);
  const types = new Map(data.types.map((type) => [type.key, type]));

  const graph: NebulaGraph = new Graph({ multi: true, type: 'directed', allowSelfLoops: true });
  const legend = new Map<string, LegendEntry>();
  const count = (key: string, label: string, color: string) => {
    const entry = legend.get(key);
    if (entry) entry.count++;
    else legend.set(key, { key, label, color, count: 1 });
  };
  // Types come first in the legend, in order of appearance, even when ?color overrides some nodes.
  for (const type of data.types) legend.set(`type:${type.key}`, { key: `type:${type.key}`, label: type.label, color: stringToColor(type.name), count: 0 });

  let positioned = data.nodes.length > 0;
  for (const node of data.nodes) {
    const style = styles.get(node.id);
    const type = node.type === undefined ? undefined : types.get(node.type);
    let color: string;
    let legendKey: string | undefined;
    if (style?.color !== undefined) {
      color = style.color;
      if (style.group !== undefined) {
        legendKey = `group:${style.group}`;
        count(legendKey, style.group, color);
      }
    } else if (type) {
      color = stringToColor(type.name);
      legendKey = `type:${type.key}`;
      count(legendKey, type.label, color);
    } else {
      color = node.kind === 'literal' ? LITERAL_COLOR : node.kind === 'blank' ? BLANK_COLOR : UNTYPED_COLOR;
    }
    if (style?.x === undefined) positioned = false;
    graph.addNode(node.id, {
      label: node.label,
      x: style?.x ?? Number.NaN,
      y: style?.y ?? Number.NaN,
      size: 0,
      color,
      kind: node.kind,
      ...(node.iri !== undefined ? { iri: node.iri } : {}),
      ...(type ? { typeLabel: type.label } : {}),
      ...(legendKey !== undefined ? { legendKey } : {}),
    });
  }
  for (const edge of data.edges) graph.addEdgeWithKey(edge.id, edge.from, edge.to, { label: edge.label, size: 1 });

  assignSizes(graph, styles, options.sizeByDegree ?? true);
  if (!positioned) placeNodes(graph, options.seed ?? 7);
  return { ok: true, data: { graph, legend: [...legend.values()].filter((entry) => entry.count > 0), positioned } };
}

/** ?size scaled to the size range when the query gives sizes; else by the number of edges, or one size. */
function assignSizes(graph: NebulaGraph, styles: ReadonlyMap<string, NodeStyle>, byDegree: boolean) {
  const [smallest, largest] = sizeRange(graph.order);
  let low = Infinity;
  let high = -Infinity;
  for (const style of styles.values()) {
    if (style.size === undefined) continue;
    low = Math.min(low, style.size);
    high = Math.max(high, style.size);
  }
  if (low <= high) {
    graph.updateEachNodeAttributes((id, node) => {
      const value = styles.get(id)?.size;
      node.size = value === undefined ? smallest : high === low ? (smallest + largest) / 2 : smallest + ((value - low) / (high - low)) * (largest - smallest);
      return node;
    });
    return;
  }
  if (!byDegree) {
    const size = smallest + (largest - smallest) * 0.3;
    graph.updateEachNodeAttributes((_id, node) => ({ ...node, size }));
    return;
  }
  let maxDegree = 0;
  graph.forEachNode((id) => {
    maxDegree = Math.max(maxDegree, graph.degree(id));
  });
  graph.updateEachNodeAttributes((id, node) => {
    node.size = maxDegree === 0 ? smallest : smallest + (largest - smallest) * Math.sqrt(graph.degree(id) / maxDegree);
    return node;
  });
}
