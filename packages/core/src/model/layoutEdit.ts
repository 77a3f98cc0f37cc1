import type { LayoutNode } from './layoutNodeSchema.js';

/**
 * Where a node sits in the layout tree: the area indices from the root (`[]` is the root itself,
 * `[1, 0]` the first area of the root's second area). Edits address nodes this way because the
 * viewer renders the tree recursively and knows each area's index, not a text path.
 */
export type AreaPath = readonly number[];

export function areaPathKey(path: AreaPath): string {
  return path.length === 0 ? 'mainArea' : `mainArea.${path.map((index) => `areas[${index}]`).join('.')}`;
}

/** The node at a path, `null` for a deleted (null) area, `undefined` when the path leads nowhere. */
export function getLayoutNode(root: LayoutNode | null | undefined, path: AreaPath): LayoutNode | null | undefined {
  let node: LayoutNode | null | undefined = root;
  for (const index of path) {
    if (!node || !Array.isArray(node.areas) || index < 0 || index >= node.areas.length) return undefined;
    node = node.areas[index];
  }
  return node;
}

/**
 * A copy of the tree with the node at `path` replaced by what `change` makes of it. Nodes off the
 * path are shared, not copied, so React can tell what did not change. Throws for a path that
 * leads nowhere: an edit aimed at a missing area is a bug, not something to ignore.
 */
export function updateLayoutNode(
  root: LayoutNode | null | undefined,
  path: AreaPath,
  change: (node: LayoutNode | null) => LayoutNode | null,
): LayoutNode | null {
  const update = (node: LayoutNode | null | undefined, depth: number): LayoutNode | null => {
    if (depth === path.length) return change(node ?? null);
    const index = path[depth]!;
    if (!node || !Array.isArray(node.areas) || index < 0 || index >= node.areas.length) {
      throw new Error(`No area at ${areaPathKey(path)}`);
    }
    const areas = [...node.areas];
    areas[index] = update(areas[index], depth + 1);
    return { ...node, areas };
  };
  return update(root, 0);
}
