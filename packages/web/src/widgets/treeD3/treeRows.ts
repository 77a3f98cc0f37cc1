import { breakParentCycles, localName, type ResultTable } from '@grafiek/core';
import type { TextNote } from '../../i18n/widgetTexts';

/** One node of the diagram: every result row with the same ?uri, merged. */
export interface DiagramItem {
  id: string;
  label: string;
  parent: string | null;
  children: string[];
  /** Levels below its root (roots are 0). */
  level: number;
  color?: string;
  tooltip?: string;
}

export interface DiagramTree {
  items: ReadonlyMap<string, DiagramItem>;
  roots: readonly string[];
  /** What was done with rows that could not be used as they were, for the author. */
  /** What was left out or changed, as texts widget.treeD3.* for the view to say. */
  notes: readonly TextNote[];
}

export type DiagramReading = { ok: true; tree: DiagramTree } | { ok: false; error: TextNote };

type Bindings = Readonly<Record<string, { value: string } | undefined>>;

/**
 * A query's rows as a tree, read as the Tree widget reads them: rows with the same ?uri are one
 * node (the first row that binds a field gives it), a node hangs under the first ?parentUri that
 * names another node, and a node whose parents are all missing from the result is a root. In a
 * cycle of parents the node that came first in the result becomes a root, so nothing is lost and
 * nothing loops. Roots and children keep the order in which the rows first name them.
 */
export function readTreeRows(table: Pick<ResultTable, 'variables' | 'rows'>): DiagramReading {
  if (!table.variables.includes('uri')) {
    const selected = table.variables.map((name) => `?${name}`).join(', ');
    return { ok: false, error: selected ? { key: 'widget.treeD3.noUri', values: { selected } } : { key: 'widget.treeD3.noUriNothing' } };
  }
  const list: DiagramItem[] = [];
  const numbers = new Map<string, number>();
  /** Every distinct ?parentUri a node was given, in row order. */
  const parentsNamed: string[][] = [];
  let withoutUri = 0;

  for (const row of table.rows) {
    const bindings = row.bindings as Bindings;
    const id = bindings.uri?.value;
    if (!id) {
      withoutUri++;
      continue;
    }
    let number = numbers.get(id);
    if (number === undefined) {
      number = list.length;
      numbers.set(id, number);
      list.push({ id, label: '', parent: null, children: [], level: 0 });
      parentsNamed.push([]);
    }
    const item = list[number]!;
    if (!item.label) item.label = (bindings.label?.value ?? '').trim();
    if (!item.color && bindings.color?.value) item.color = bindings.color.value.trim();
    if (!item.tooltip && bindings.tooltip?.value) item.tooltip = bindings.tooltip.value;
    const parent = bindings.parentUri?.value;
    const named = parentsNamed[number]!;
    if (parent && parent !== id && !named.includes(parent)) named.push(parent);
  }

  const parents = new Int32Array(list.length).fill(-1);
  for (let number = 0; number < list.length; number++) {
    const item = list[number]!;
    if (!item.label) item.label = localName(item.id) || item.id;
    const found = parentsNamed[number]!.map((parent) => numbers.get(parent)).find((n) => n !== undefined);
    if (found !== undefined) parents[number] = found;
  }

  const notes: TextNote[] = [];
  if (withoutUri > 0) notes.push({ key: 'widget.treeD3.withoutUri', values: { count: withoutUri } });
  const cut = breakParentCycles(parents).map((number) => list[number]!.label);
  if (cut.length > 0) notes.push({ key: 'widget.treeD3.cycles', values: { count: cut.length, roots: cut.join(', ') } });

  const roots: string[] = [];
  const items = new Map<string, DiagramItem>();
  for (let number = 0; number < list.length; number++) {
    const item = list[number]!;
    items.set(item.id, item);
    const parent = parents[number]!;
    if (parent < 0) roots.push(item.id);
    else {
      item.parent = list[parent]!.id;
      list[parent]!.children.push(item.id);
    }
  }
  setLevels(items, roots);
  return { ok: true, tree: { items, roots, notes } };
}

function setLevels(items: ReadonlyMap<string, DiagramItem>, roots: readonly string[]): void {
  const queue = roots.map((id) => items.get(id)!);
  for (let index = 0; index < queue.length; index++) {
    const item = queue[index]!;
    for (const child of item.children) {
      const childItem = items.get(child)!;
      childItem.level = item.level + 1;
      queue.push(childItem);
    }
  }
}

/** The nodes above a node, nearest first. */
export function ancestors(tree: DiagramTree, id: string): string[] {
  const found: string[] = [];
  let parent = tree.items.get(id)?.parent ?? null;
  while (parent !== null) {
    found.push(parent);
    parent = tree.items.get(parent)?.parent ?? null;
  }
  return found;
}

/**
 * The nodes whose children show at the start: those above `expandLevel` (0 shows only the roots).
 * Without a level, as many whole levels as keep the diagram within `limit` nodes, so a small tree
 * shows everything and a big one stays readable until the reader opens more.
 */
export function initialExpanded(tree: DiagramTree, expandLevel: number | undefined, limit: number): Set<string> {
  const byLevel: DiagramItem[][] = [];
  for (const item of tree.items.values()) (byLevel[item.level] ??= []).push(item);
  let levels: number;
  if (expandLevel !== undefined && Number.isFinite(expandLevel)) levels = Math.max(0, Math.floor(expandLevel));
  else {
    levels = 0;
    let shown = byLevel[0]?.length ?? 0;
    while (levels + 1 < byLevel.length && shown + byLevel[levels + 1]!.length <= limit) {
      levels++;
      shown += byLevel[levels]!.length;
    }
  }
  const expanded = new Set<string>();
  for (let level = 0; level < Math.min(levels, byLevel.length); level++) {
    for (const item of byLevel[level]!) if (item.children.length > 0) expanded.add(item.id);
  }
  return expanded;
}

/** The nodes that show, depth first, roots and children in query order. */
export function visibleOrder(tree: DiagramTree, expanded: ReadonlySet<string>): string[] {
  const order: string[] = [];
  const stack = [...tree.roots].reverse();
  while (stack.length > 0) {
    const id = stack.pop()!;
    order.push(id);
    if (!expanded.has(id)) continue;
    const children = tree.items.get(id)!.children;
    for (let index = children.length - 1; index >= 0; index--) stack.push(children[index]!);
  }
  return order;
}
