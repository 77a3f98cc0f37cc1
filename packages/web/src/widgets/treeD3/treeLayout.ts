import { hierarchy, tree as tidyTree, type HierarchyPointNode } from 'd3-hierarchy';
import type { DiagramItem, DiagramTree } from './treeRows';

export type TreeType = 'horizontal' | 'radial';

/** The label font size in pixels; the view's CSS uses the same. */
export const FONT_SIZE = 12;
/** The box a label's letters fill, for keeping labels apart. */
export const LABEL_HEIGHT = 14;
/** Labels side by side are kept at least this far apart: their height and a little air. */
export const LINE = 16;
/** Rows of a horizontal tree: a label's height and a little air. */
const ROW = 20;
/** From a node's dot to its label. */
const LABEL_GAP = 9;
/** The band between one level's longest label and the next level, where the links bend. */
const LINK_BAND = 40;
/** The first ring of a radial tree without a single root in its centre. */
const MIN_RING = 40;
/** The pieces a radial link's bend is drawn with. */
const RADIAL_STEPS = 12;
/** Longer labels are shortened with an ellipsis; the whole text stays in the tooltip and the node's name. */
export const MAX_LABEL_CHARS = 40;
/**
 * In a radial tree a label runs along its ray, so the next ring must lie beyond the longest label
 * of an open node before it: those labels are kept shorter, or a few long names would push every
 * ring outwards and shrink the whole diagram.
 */
export const MAX_RADIAL_PARENT_CHARS = 18;

export interface Point {
  x: number;
  y: number;
}

export interface PlacedNode {
  id: string;
  item: DiagramItem;
  /** Level within the diagram (its roots are 0). */
  level: number;
  x: number;
  y: number;
  /** The text drawn, shortened when long. */
  text: string;
  textWidth: number;
  /** The label's place relative to the dot: rotated by `rotate` degrees, then moved out by `dx`, `dy`. */
  rotate: number;
  dx: number;
  dy: number;
  anchor: 'start' | 'middle' | 'end';
  /** Children the reader can show or hide (all of them, whether they show or not). */
  hasChildren: boolean;
  expanded: boolean;
}

export interface PlacedLink {
  source: string;
  target: string;
  /** An SVG path. */
  d: string;
}

export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export interface TreeLayout {
  type: TreeType;
  /** Depth first, as the keyboard walks them. */
  nodes: PlacedNode[];
  links: PlacedLink[];
  bounds: Bounds;
}

export function shortLabel(label: string, max = MAX_LABEL_CHARS): string {
  return label.length > max ? `${label.slice(0, max - 1).trimEnd()}…` : label;
}

interface Datum {
  id: string;
}

/**
 * Where every visible node, label and link of the tree goes, in pixels around the origin.
 * Labels never overlap: each level gets the room of its longest label, and nodes side by side are
 * at least a label's height apart (in a radial tree by making a ring as large as its crowded
 * neighbours need). `measure` gives a text's width in pixels at FONT_SIZE.
 */
export function layoutTree(tree: DiagramTree, expanded: ReadonlySet<string>, type: TreeType, measure: (text: string) => number): TreeLayout {
  const VIRTUAL = '';
  const single = tree.roots.length === 1;
  const childrenOf = (datum: Datum): Datum[] | undefined => {
    if (datum.id === VIRTUAL) return tree.roots.map((id) => ({ id }));
    return expanded.has(datum.id) ? tree.items.get(datum.id)!.children.map((id) => ({ id })) : undefined;
  };
  const root = hierarchy<Datum>(single ? { id: tree.roots[0]! } : { id: VIRTUAL }, childrenOf);
  const shift = single ? 0 : 1;
  const laid: HierarchyPointNode<Datum>[] =
    type === 'horizontal'
      ? tidyTree<Datum>()
          .nodeSize([ROW, 1])
          .separation((a, b) => (a.parent === b.parent ? 1 : 1.5))(root)
          .descendants()
      : tidyTree<Datum>()
          .size([2 * Math.PI, 1])
          .separation((a, b) => (a.parent === b.parent ? 1 : 2) / Math.max(1, a.depth))(root)
          .descendants();
  const shown = laid.filter((node) => node.data.id !== VIRTUAL);

  const texts = new Map<string, { text: string; width: number }>();
  const byLevel: HierarchyPointNode<Datum>[][] = [];
  for (const node of shown) {
    const max = type === 'radial' && node.children ? MAX_RADIAL_PARENT_CHARS : MAX_LABEL_CHARS;
    const text = shortLabel(tree.items.get(node.data.id)!.label, max);
    texts.set(node.data.id, { text, width: measure(text) });
    (byLevel[node.depth - shift] ??= []).push(node);
  }
  const offsets = levelOffsets(type, byLevel, single, (node) => texts.get(node.data.id)!.width);

  const placed = new Map<string, PlacedNode>();
  const nodes: PlacedNode[] = [];
  // Depth first (the keyboard's order), children in query order.
  const stack = [...(single ? [root] : (root.children ?? []))].reverse() as HierarchyPointNode<Datum>[];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const item = tree.items.get(node.data.id)!;
    const level = node.depth - shift;
    const { text, width } = texts.get(item.id)!;
    const base = { id: item.id, item, level, text, textWidth: width, hasChildren: item.children.length > 0, expanded: expanded.has(item.id) && item.children.length > 0 };
    let position: PlacedNode;
    if (type === 'horizontal') {
      position = { ...base, x: offsets[level]!, y: node.x, rotate: 0, dx: LABEL_GAP, dy: 0, anchor: 'start' };
    } else if (level === 0 && single) {
      position = { ...base, x: 0, y: 0, rotate: 0, dx: 0, dy: -LINE, anchor: 'middle' };
    } else {
      const point = polar(node.x, offsets[level]!);
      // Labels on the left half are turned the other way round, so that none is upside down.
      const left = node.x > Math.PI;
      position = { ...base, ...point, rotate: (node.x * 180) / Math.PI - (left ? 270 : 90), dx: left ? -LABEL_GAP : LABEL_GAP, dy: 0, anchor: left ? 'end' : 'start' };
    }
    placed.set(item.id, position);
    nodes.push(position);
    for (let index = (node.children?.length ?? 0) - 1; index >= 0; index--) stack.push(node.children![index] as HierarchyPointNode<Datum>);
  }

  const links: PlacedLink[] = [];
  for (const node of shown) {
    if (!node.parent || node.parent.data.id === VIRTUAL) continue;
    const from = placed.get(node.parent.data.id)!;
    const to = placed.get(node.data.id)!;
    links.push({ source: from.id, target: to.id, d: linkPath(type, from, to, node.parent.x, node.x, offsets, single) });
  }

  const bounds: Bounds = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const node of nodes) {
    for (const point of [...labelCorners(node), { x: node.x - 10, y: node.y - 10 }, { x: node.x + 10, y: node.y + 10 }]) {
      bounds.minX = Math.min(bounds.minX, point.x);
      bounds.minY = Math.min(bounds.minY, point.y);
      bounds.maxX = Math.max(bounds.maxX, point.x);
      bounds.maxY = Math.max(bounds.maxY, point.y);
    }
  }
  return { type, nodes, links, bounds };
}

/**
 * How far each level lies from the start: a column's x, a ring's radius. A level begins a link's
 * bend (LINK_BAND) beyond every label before it that its links could meet: the labels of the
 * nodes its links come from, and any other label in the rows (or angles) its links sweep across.
 * A long label elsewhere may run on past the level, where nothing of it is drawn; that keeps a
 * tree with a few long names narrow. In a radial tree a ring is also large enough to keep its own
 * nodes a label's height apart.
 */
function levelOffsets(type: TreeType, byLevel: HierarchyPointNode<Datum>[][], single: boolean, widthOf: (node: HierarchyPointNode<Datum>) => number): number[] {
  const offsets: number[] = [];
  const radial = type === 'radial';
  /** Where the labels of the levels placed so far end, with their row or angle. */
  const ends: { at: number; end: number }[] = [];
  for (let level = 0; level < byLevel.length; level++) {
    const nodes = byLevel[level]!;
    if (level === 0) offsets[0] = !radial ? 0 : single ? 0 : Math.max(MIN_RING, ringForNeighbours(nodes.map((node) => node.x)));
    else {
      const previous = offsets[level - 1]!;
      let offset = previous + LINK_BAND;
      if (radial) offset = Math.max(offset, ringForNeighbours(nodes.map((node) => node.x)));
      // The single root's label lies level across the centre: its first ring clears half of it.
      if (radial && single && level === 1) offset = Math.max(offset, Math.max(widthOf(byLevel[0]![0]!) / 2, LINE) + LINK_BAND);
      // Margins shrink as the ring grows, so margins taken at the smallest ring stay safe.
      const margin = radial ? Math.asin(Math.min(1, LINE / Math.max(offset, LINE))) : LINE;
      const swept = sweeps(byLevel[level - 1]!, margin);
      for (const { at, end } of ends) {
        if (radial ? [at - 2 * Math.PI, at, at + 2 * Math.PI].some((a) => inSweeps(swept, a)) : inSweeps(swept, at)) offset = Math.max(offset, end + LINK_BAND);
      }
      offsets[level] = offset;
    }
    for (const node of nodes) {
      if (radial && single && level === 0) continue;
      ends.push({ at: node.x, end: offsets[level]! + LABEL_GAP + widthOf(node) + 4 });
    }
  }
  return offsets;
}

/** The rows (or angles) the links from these nodes to their children run through, widened by `margin`, merged and sorted. */
function sweeps(parents: readonly HierarchyPointNode<Datum>[], margin: number): [number, number][] {
  const spans: [number, number][] = [];
  for (const parent of parents) {
    if (!parent.children) continue;
    const at = [parent.x, ...parent.children.map((child) => child.x)];
    spans.push([Math.min(...at) - margin, Math.max(...at) + margin]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([...span]);
  }
  return merged;
}

function inSweeps(spans: readonly [number, number][], at: number): boolean {
  let low = 0;
  let high = spans.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [from, to] = spans[middle]!;
    if (at < from) high = middle - 1;
    else if (at > to) low = middle + 1;
    else return true;
  }
  return false;
}

/** The ring that keeps nodes at these angles a label's height apart from their neighbours. */
function ringForNeighbours(angles: readonly number[]): number {
  if (angles.length < 2) return 0;
  const sorted = [...angles].sort((a, b) => a - b);
  let smallest = sorted[0]! + 2 * Math.PI - sorted[sorted.length - 1]!;
  for (let index = 1; index < sorted.length; index++) smallest = Math.min(smallest, sorted[index]! - sorted[index - 1]!);
  if (smallest >= Math.PI) return 0;
  // Two labels on rays this far apart are a chord apart where they start.
  return LINE / (2 * Math.sin(Math.max(smallest, 1e-4) / 2));
}

/** A point at an angle (clockwise from the top) and a distance from the centre. */
export function polar(angle: number, radius: number): Point {
  return { x: radius * Math.sin(angle), y: -radius * Math.cos(angle) };
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Straight pieces through the points. */
function pathOf(points: Point[]): string {
  const [start, ...rest] = points.map((point) => `${round(point.x)},${round(point.y)}`);
  return `M${start}L${rest.join('L')}`;
}

/** A horizontal link: straight to its bend, then one curve. */
function curveOf([start, bend, first, second, end]: [Point, Point, Point, Point, Point]): string {
  const [a, b, c, d, e] = [start, bend, first, second, end].map((point) => `${round(point.x)},${round(point.y)}`);
  return `M${a}L${b}C${c} ${d} ${e}`;
}

/**
 * A link leaves its parent after the parent's label, runs straight on, and bends to the child only
 * in the band just before the child's level, where no label lies.
 */
function linkPath(type: TreeType, from: PlacedNode, to: PlacedNode, fromAngle: number, toAngle: number, offsets: number[], single: boolean): string {
  const start = LABEL_GAP + from.textWidth + 4;
  const end = offsets[to.level]!;
  const band = end - LINK_BAND;
  if (type === 'horizontal') {
    const middle = end - LINK_BAND / 2;
    return curveOf([
      { x: from.x + start, y: from.y },
      { x: band, y: from.y },
      { x: middle, y: from.y },
      { x: middle, y: to.y },
      { x: end - 5, y: to.y },
    ]);
  }
  // The centre root's links are spokes: its label lies across them, on a white halo.
  if (from.level === 0 && single) return pathOf([polar(toAngle, 6), polar(toAngle, end - 5)]);
  // Around the ring rather than across it: links of one parent then keep their order and never cross.
  const points = [polar(fromAngle, offsets[from.level]! + start)];
  for (let step = 0; step <= RADIAL_STEPS; step++) {
    const t = step / RADIAL_STEPS;
    points.push(polar(fromAngle + (toAngle - fromAngle) * t * t * (3 - 2 * t), band + (end - 5 - band) * t));
  }
  return pathOf(points);
}

/** The four corners of a node's label box, in the diagram's coordinates. */
export function labelCorners(node: PlacedNode): Point[] {
  const left = node.anchor === 'start' ? node.dx : node.anchor === 'end' ? node.dx - node.textWidth : node.dx - node.textWidth / 2;
  const top = node.dy - LABEL_HEIGHT / 2;
  const radians = (node.rotate * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return [
    { x: left, y: top },
    { x: left + node.textWidth, y: top },
    { x: left + node.textWidth, y: top + LABEL_HEIGHT },
    { x: left, y: top + LABEL_HEIGHT },
  ].map((corner) => ({ x: node.x + corner.x * cos - corner.y * sin, y: node.y + corner.x * sin + corner.y * cos }));
}
