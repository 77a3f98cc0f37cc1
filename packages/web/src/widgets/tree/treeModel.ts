import { breakParentCycles, localName, readBoolean, type ResultTable } from '@grafiek/core';

/** The query variables a tree reads; only ?uri is required. */
export const TREE_VARIABLES = [
  'uri',
  'label',
  'color',
  'parentUri',
  'icon',
  'iconColor',
  'iconSize',
  'tooltip',
  'defaultChecked',
  'rightLabel',
  'rightLabelColor',
  'rightIcon',
  'rightIconColor',
  'rightIconSize',
] as const;

/** The optional texts an item takes from its rows, the first row that binds one giving it. */
const TEXT_FIELDS = ['color', 'icon', 'iconColor', 'iconSize', 'tooltip', 'rightLabel', 'rightLabelColor', 'rightIcon', 'rightIconColor', 'rightIconSize'] as const;
type TextField = (typeof TEXT_FIELDS)[number];

/** One item of the tree: all result rows with the same ?uri, merged. */
export interface TreeItem extends Partial<Record<TextField, string>> {
  id: string;
  label: string;
  parent: string | null;
  children: string[];
  /** Depth below the roots (roots are 0). */
  level: number;
  /** Position in depth-first order, roots and children in query order: lists are published in it. */
  position: number;
  /** Leaves at or below this item (1 for a leaf): a folder is checked when all of them are. */
  leafCount: number;
  defaultChecked: boolean;
}

export interface TreeModel {
  items: ReadonlyMap<string, TreeItem>;
  roots: readonly string[];
  /** Every item id in depth-first order. */
  order: readonly string[];
  /** What the tree did with rows it could not use as they were, for the author. */
  notes: readonly TreeNote[];
  /** The query gives icon sizes (?iconSize or ?rightIconSize), which may make rows taller. */
  sized: boolean;
}

/**
 * A note or problem for the author, as the texts `widget.tree.<kind>` fill it in (the view says it
 * in the reader's language): rows left out, cycles broken, or a query without ?uri.
 */
export type TreeNote =
  | { kind: 'withoutUri'; count: number }
  | { kind: 'cycles'; count: number; roots: string }
  | { kind: 'noUri'; selected: string };

export type TreeReading = { ok: true; model: TreeModel } | { ok: false; error: TreeNote };

type Term = { value: string } | undefined;
type Bindings = Readonly<Record<string, Term>>;

/** Children of an item that has none yet; replaced by its own list when it gets one. */
const NO_CHILDREN: string[] = [];

/**
 * A query's rows as a tree. Rows with the same ?uri are one item: the first row that binds a
 * field gives it, and the item hangs under the first ?parentUri that names another item. An
 * item whose parents are all absent from the result is a root, and so is, in every cycle of
 * parents, the item of the cycle that came first in the result (so nothing is lost and nothing loops).
 * Roots and children keep the order in which the rows first name them.
 * Items are numbered as they first appear and their parents worked out by number: a tree of
 * 50,000 items is built in a few tens of milliseconds.
 */
export function buildTree(table: Pick<ResultTable, 'variables' | 'rows'>): TreeReading {
  if (!table.variables.includes('uri')) {
    return { ok: false, error: { kind: 'noUri', selected: table.variables.map((name) => `?${name}`).join(', ') } };
  }
  const hasLabel = table.variables.includes('label');
  const hasParent = table.variables.includes('parentUri');
  const hasDefaultChecked = table.variables.includes('defaultChecked');
  const fields = TEXT_FIELDS.filter((field) => table.variables.includes(field));
  // While building, an item's position is its number: the order in which the rows first name it.
  const items = new Map<string, TreeItem>();
  const list: TreeItem[] = [];
  /** Every distinct ?parentUri of an item, in row order: the first one here, further ones (rare) apart. */
  const firstParents: (string | undefined)[] = [];
  const moreParents = new Map<number, string[]>();
  let withoutUri = 0;

  for (const row of table.rows) {
    const bindings = row.bindings as Bindings;
    const id = bindings.uri?.value;
    if (id === undefined || id === '') {
      withoutUri++;
      continue;
    }
    let item = items.get(id);
    if (item === undefined) {
      item = { id, label: '', parent: null, children: NO_CHILDREN, level: 0, position: list.length, leafCount: 1, defaultChecked: false };
      items.set(id, item);
      list.push(item);
      firstParents.push(undefined);
    }
    const number = item.position;
    if (hasLabel && item.label === '') item.label = bindings.label?.value ?? '';
    for (const field of fields) {
      if (item[field] === undefined) {
        const value = bindings[field]?.value;
        if (value !== undefined && value !== '') item[field] = value;
      }
    }
    if (hasDefaultChecked && !item.defaultChecked && readBoolean(bindings.defaultChecked?.value) === true) item.defaultChecked = true;
    const parent = hasParent ? bindings.parentUri?.value : undefined;
    if (parent === undefined || parent === '' || parent === id) continue;
    const first = firstParents[number];
    if (first === undefined) firstParents[number] = parent;
    else if (first !== parent) {
      const more = moreParents.get(number) ?? [];
      if (!more.includes(parent)) more.push(parent);
      moreParents.set(number, more);
    }
  }

  const parents = new Int32Array(list.length).fill(-1);
  for (let number = 0; number < list.length; number++) {
    const item = list[number]!;
    if (item.label === '') item.label = localName(item.id) || item.id;
    const first = firstParents[number];
    if (first === undefined) continue;
    const found = items.get(first) ?? moreParents.get(number)?.map((parent) => items.get(parent)).find((other) => other !== undefined);
    if (found !== undefined) parents[number] = found.position;
  }
  const notes: TreeNote[] = [];
  if (withoutUri > 0) notes.push({ kind: 'withoutUri', count: withoutUri });
  const broken = breakParentCycles(parents).map((number) => list[number]!.id);
  if (broken.length > 0) notes.push({ kind: 'cycles', count: broken.length, roots: broken.map((id) => `<${id}>`).join(', ') });

  const roots: string[] = [];
  for (let number = 0; number < list.length; number++) {
    const item = list[number]!;
    const parent = parents[number]!;
    if (parent < 0) {
      roots.push(item.id);
      continue;
    }
    const parentItem = list[parent]!;
    item.parent = parentItem.id;
    if (parentItem.children === NO_CHILDREN) parentItem.children = [];
    parentItem.children.push(item.id);
  }
  const sized = table.variables.includes('iconSize') || table.variables.includes('rightIconSize');
  return { ok: true, model: { items, roots, order: depthFirst(items, roots), notes, sized } };
}

/** Ids in depth-first order; sets each item's level, position and leaf count on the way. */
function depthFirst(items: ReadonlyMap<string, TreeItem>, roots: readonly string[]): string[] {
  const order: string[] = [];
  const ordered: TreeItem[] = [];
  const stack: TreeItem[] = [];
  for (let i = roots.length - 1; i >= 0; i--) stack.push(items.get(roots[i]!)!);
  for (const root of stack) root.level = 0;
  while (stack.length > 0) {
    const item = stack.pop()!;
    item.position = order.length;
    order.push(item.id);
    ordered.push(item);
    for (let i = item.children.length - 1; i >= 0; i--) {
      const child = items.get(item.children[i]!)!;
      child.level = item.level + 1;
      stack.push(child);
    }
  }
  // Children come after their parent, so from the end backwards every child is counted before its parent.
  for (let i = ordered.length - 1; i >= 0; i--) {
    const item = ordered[i]!;
    if (item.children.length > 0) {
      let leaves = 0;
      for (const child of item.children) leaves += items.get(child)!.leafCount;
      item.leafCount = leaves;
    }
  }
  return order;
}

/** The ids of an item's ancestors, nearest first. */
export function ancestorsOf(model: TreeModel, id: string): string[] {
  const ancestors: string[] = [];
  let parent = model.items.get(id)?.parent ?? null;
  while (parent !== null) {
    ancestors.push(parent);
    parent = model.items.get(parent)?.parent ?? null;
  }
  return ancestors;
}

/** The folders shown open at the start: those less than `expandLevel` levels deep, level by level. */
export function foldersToLevel(model: TreeModel, expandLevel: number): string[] {
  const open: string[] = [];
  let level: readonly string[] = model.roots;
  for (let depth = 0; depth < expandLevel && level.length > 0; depth++) {
    const next: string[] = [];
    for (const id of level) {
      const children = model.items.get(id)!.children;
      if (children.length === 0) continue;
      open.push(id);
      for (const child of children) next.push(child);
    }
    level = next;
  }
  return open;
}

/** Ids in the tree's depth-first order, once each, unknown ones left out. */
export function inTreeOrder(model: TreeModel, ids: Iterable<string>): string[] {
  const known: TreeItem[] = [];
  for (const id of new Set(ids)) {
    const item = model.items.get(id);
    if (item) known.push(item);
  }
  return known.sort((a, b) => a.position - b.position).map((item) => item.id);
}
