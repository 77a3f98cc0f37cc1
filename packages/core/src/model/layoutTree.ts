import { formatConfigPath } from './configPath.js';
import type { LayoutNode } from './layoutNodeSchema.js';

export interface LayoutNodeEntry {
  /** e.g. `mainArea.areas[0].areas[1]` */
  path: string;
  node: LayoutNode;
  depth: number;
}

export interface NullAreaEntry {
  path: string;
}

/**
 * Every node of the layout tree in document order (the root first), with its path. Null areas
 * are left out; `listNullAreas` reports them, since the viewer logs each one.
 */
export function listWidgetNodes(root: LayoutNode | null | undefined, rootPath = 'mainArea'): LayoutNodeEntry[] {
  const entries: LayoutNodeEntry[] = [];
  walk(root, [rootPath], 0, (node, segments, depth) => {
    if (node) entries.push({ path: formatConfigPath(segments), node, depth });
  });
  return entries;
}

export function listNullAreas(root: LayoutNode | null | undefined, rootPath = 'mainArea'): NullAreaEntry[] {
  const entries: NullAreaEntry[] = [];
  walk(root, [rootPath], 0, (node, segments) => {
    if (!node) entries.push({ path: formatConfigPath(segments) });
  });
  return entries;
}

/** The node at a path produced by `listWidgetNodes`, or undefined. */
export function findLayoutNode(root: LayoutNode | null | undefined, path: string, rootPath = 'mainArea'): LayoutNode | undefined {
  return listWidgetNodes(root, rootPath).find((entry) => entry.path === path)?.node;
}

/** The types used anywhere in the tree, each once, for loading only the widgets an app uses. */
export function listWidgetTypes(root: LayoutNode | null | undefined): string[] {
  const types = new Set<string>();
  for (const { node } of listWidgetNodes(root)) if (typeof node.widget === 'string' && node.widget !== '') types.add(node.widget);
  return [...types];
}

type Visit = (node: LayoutNode | null, segments: PropertyKey[], depth: number) => void;

function walk(node: LayoutNode | null | undefined, segments: PropertyKey[], depth: number, visit: Visit): void {
  if (node === undefined) return;
  visit(node, segments, depth);
  if (!node || !Array.isArray(node.areas)) return;
  node.areas.forEach((child, index) => walk(child, [...segments, 'areas', index], depth + 1, visit));
}
