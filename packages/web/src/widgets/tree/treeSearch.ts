import type { TreeModel } from './treeModel';

const MATCH = 1;
const SHOWN = 2;

/** What a search keeps of the tree. */
export interface TreeSearch {
  text: string;
  /**
   * Per item, by its position in the tree: whether its label contains the text (MATCH) and
   * whether it is shown (SHOWN: a match or an ancestor of one). Flags rather than sets of ids,
   * because a search for one letter marks nearly every item, at every key.
   */
  flags: Uint8Array;
  matchCount: number;
  /** The ancestors of the first matches, opened so that those are in view. */
  opened: string[];
  /** The first match in tree order, or undefined. */
  first: string | undefined;
}

/**
 * A search opens the folders above this many matches, the first in tree order; the folders
 * holding further matches are shown closed, to be opened by hand. A search for one letter in
 * 50,000 items would otherwise lay out the whole tree at every key.
 */
export const OPENED_MATCHES = 100;

const lowerLabels = new WeakMap<TreeModel, string[]>();

/** The labels in lower case, by position; made once per model, on the first search. */
function labelsOf(model: TreeModel): string[] {
  let labels = lowerLabels.get(model);
  if (!labels) {
    labels = model.order.map((id) => model.items.get(id)!.label.toLowerCase());
    lowerLabels.set(model, labels);
  }
  return labels;
}

/** Makes what a search reads ahead of the first search (a tree calls it when the browser is idle). */
export function prepareSearch(model: TreeModel): void {
  labelsOf(model);
}

/** The items whose label contains `text` (ignoring case), and what must open to show them; undefined for a blank text. */
export function searchTree(model: TreeModel, text: string): TreeSearch | undefined {
  const needle = text.trim().toLowerCase();
  if (needle === '') return undefined;
  const labels = labelsOf(model);
  const flags = new Uint8Array(labels.length);
  const opened: string[] = [];
  let matchCount = 0;
  let first: string | undefined;
  for (let position = 0; position < labels.length; position++) {
    if (!labels[position]!.includes(needle)) continue;
    matchCount++;
    flags[position]! |= MATCH | SHOWN;
    const item = model.items.get(model.order[position]!)!;
    first ??= item.id;
    const open = matchCount <= OPENED_MATCHES;
    // Up to the first ancestor already shown; while opening, up to the first already opened, which
    // an earlier match opened with everything above it. Each item is visited at most twice.
    let parent = item.parent === null ? undefined : model.items.get(item.parent);
    while (parent !== undefined) {
      const shown = (flags[parent.position]! & SHOWN) !== 0;
      if (shown && (!open || opened.includes(parent.id))) break;
      flags[parent.position]! |= SHOWN;
      if (open) opened.push(parent.id);
      parent = parent.parent === null ? undefined : model.items.get(parent.parent);
    }
  }
  return { text, flags, matchCount, opened, first };
}

export function isMatch(model: TreeModel, search: TreeSearch, id: string): boolean {
  const item = model.items.get(id);
  return item !== undefined && (search.flags[item.position]! & MATCH) !== 0;
}

export function isShown(model: TreeModel, search: TreeSearch, id: string): boolean {
  const item = model.items.get(id);
  return item !== undefined && (search.flags[item.position]! & SHOWN) !== 0;
}

/**
 * The children shown under an item while searching: below a match everything (it can be opened
 * to look inside), elsewhere only the matches and their ancestors.
 */
export function searchChildren(model: TreeModel, search: TreeSearch, id: string | null): readonly string[] {
  const children = id === null ? model.roots : (model.items.get(id)?.children ?? []);
  if (id !== null && isWithinMatch(model, search, id)) return children;
  return children.filter((child) => isShown(model, search, child));
}

function isWithinMatch(model: TreeModel, search: TreeSearch, id: string): boolean {
  let item = model.items.get(id);
  while (item !== undefined) {
    if ((search.flags[item.position]! & MATCH) !== 0) return true;
    item = item.parent === null ? undefined : model.items.get(item.parent);
  }
  return false;
}
