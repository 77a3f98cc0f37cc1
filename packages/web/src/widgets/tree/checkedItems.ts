import type { TreeModel } from './treeModel';

/**
 * Checkboxes hold their state in the leaves: checking a folder checks every leaf below it, and a
 * folder shows checked when all its leaves are, mixed when some are. So the state is one set of
 * leaf ids, and whatever comes in (a click, a variable, ?defaultChecked) is turned into leaves.
 */
export type CheckedLeaves = ReadonlySet<string>;

export type CheckState = 'checked' | 'unchecked' | 'mixed';

/** What a checked tree publishes: every checked item (folders whose leaves are all checked too), or only the checked leaves. */
export type CheckedPublishMode = 'all' | 'leaves';

/** The leaves at or below an item. */
export function leavesOf(model: TreeModel, id: string): string[] {
  const leaves: string[] = [];
  const stack = [id];
  while (stack.length > 0) {
    const item = model.items.get(stack.pop()!);
    if (!item) continue;
    if (item.children.length === 0) leaves.push(item.id);
    else for (let i = item.children.length - 1; i >= 0; i--) stack.push(item.children[i]!);
  }
  return leaves;
}

/** The leaves that items (leaves or folders) stand for; unknown ids are left out. */
export function leavesFor(model: TreeModel, ids: Iterable<string>): Set<string> {
  const leaves = new Set<string>();
  for (const id of ids) for (const leaf of leavesOf(model, id)) leaves.add(leaf);
  return leaves;
}

/** The leaves the rows mark with ?defaultChecked. */
export function defaultCheckedLeaves(model: TreeModel): Set<string> {
  const marked: string[] = [];
  for (const item of model.items.values()) if (item.defaultChecked) marked.push(item.id);
  return leavesFor(model, marked);
}

/** How many checked leaves each folder holds; folders without any are absent. */
export function checkedCounts(model: TreeModel, checked: CheckedLeaves): Map<string, number> {
  const counts = new Map<string, number>();
  for (const leaf of checked) {
    let parent = model.items.get(leaf)?.parent ?? null;
    while (parent !== null) {
      counts.set(parent, (counts.get(parent) ?? 0) + 1);
      parent = model.items.get(parent)?.parent ?? null;
    }
  }
  return counts;
}

export function checkStateOf(model: TreeModel, checked: CheckedLeaves, counts: ReadonlyMap<string, number>, id: string): CheckState {
  const item = model.items.get(id);
  if (!item) return 'unchecked';
  if (item.children.length === 0) return checked.has(id) ? 'checked' : 'unchecked';
  const count = counts.get(id) ?? 0;
  if (count === 0) return 'unchecked';
  return count >= item.leafCount ? 'checked' : 'mixed';
}

/** A click on an item's checkbox: a checked item (all its leaves) becomes unchecked, anything else checked. */
export function toggleChecked(model: TreeModel, checked: CheckedLeaves, counts: ReadonlyMap<string, number>, id: string): Set<string> {
  const next = new Set(checked);
  const uncheck = checkStateOf(model, checked, counts, id) === 'checked';
  for (const leaf of leavesOf(model, id)) {
    if (uncheck) next.delete(leaf);
    else next.add(leaf);
  }
  return next;
}

/** The items to publish, in tree order. */
export function checkedToPublish(model: TreeModel, checked: CheckedLeaves, mode: CheckedPublishMode): string[] {
  if (checked.size === 0) return [];
  const counts = mode === 'all' ? checkedCounts(model, checked) : new Map<string, number>();
  const published: string[] = [];
  for (const id of model.order) {
    const item = model.items.get(id)!;
    if (item.children.length === 0) {
      if (checked.has(id)) published.push(id);
    } else if (mode === 'all' && (counts.get(id) ?? 0) >= item.leafCount) {
      published.push(id);
    }
  }
  return published;
}
