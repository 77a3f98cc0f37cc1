import type { TreeModel } from './treeModel';

/** What a search keeps of the tree. */
export interface TreeSearch {
  text: string;
  /** Items whose label contains the text, ignoring case. */
  matches: ReadonlySet<string>;
  /** The matches and their ancestors: the items shown while searching. */
  shown: ReadonlySet<string>;
  /** The ancestors of matches, opened so that every match is in view. */
  opened: string[];
  /** The first match in tree order, or undefined. */
  first: string | undefined;
}

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

/** The items whose label contains `text` (ignoring case), and what must open to show them; undefined for a blank text. */
export function searchTree(model: TreeModel, text: string): TreeSearch | undefined {
  const needle = text.trim().toLowerCase();
  if (needle === '') return undefined;
  const labels = labelsOf(model);
  const matches = new Set<string>();
  const shown = new Set<string>();
  const opened: string[] = [];
  for (let position = 0; position < labels.length; position++) {
    if (!labels[position]!.includes(needle)) continue;
    const id = model.order[position]!;
    matches.add(id);
    shown.add(id);
    // Up to the first ancestor already shown: each item is visited once over the whole search.
    let parent = model.items.get(id)!.parent;
    while (parent !== null && !shown.has(parent)) {
      shown.add(parent);
      opened.push(parent);
      parent = model.items.get(parent)!.parent;
    }
  }
  return { text, matches, shown, opened, first: matches.values().next().value };
}

/**
 * The children shown under an item while searching: below a match everything (it can be opened
 * to look inside), elsewhere only the matches and their ancestors.
 */
export function searchChildren(model: TreeModel, search: TreeSearch, id: string | null): readonly string[] {
  const children = id === null ? model.roots : (model.items.get(id)?.children ?? []);
  if (id !== null && isWithinMatch(model, search, id)) return children;
  return children.filter((child) => search.shown.has(child));
}

function isWithinMatch(model: TreeModel, search: TreeSearch, id: string): boolean {
  let current: string | null = id;
  while (current !== null) {
    if (search.matches.has(current)) return true;
    current = model.items.get(current)?.parent ?? null;
  }
  return false;
}
