import { describe, expect, it } from 'vitest';
import type { LayoutNode } from './layoutNodeSchema.js';
import { areaPathKey, getLayoutNode, updateLayoutNode } from './layoutEdit.js';

const tree: LayoutNode = {
  widget: 'SplitLayout',
  areas: [{ widget: 'Table', query: 'a' }, { widget: 'SplitLayout', areas: [null, { widget: 'BBMap' }] }],
};

describe('layout edits by area path', () => {
  it('finds nodes, null areas and missing ones', () => {
    expect(getLayoutNode(tree, [])).toBe(tree);
    expect(getLayoutNode(tree, [1, 1])?.widget).toBe('BBMap');
    expect(getLayoutNode(tree, [1, 0])).toBeNull();
    expect(getLayoutNode(tree, [0, 0])).toBeUndefined();
    expect(getLayoutNode(tree, [5])).toBeUndefined();
  });

  it('replaces one node and shares the untouched branches', () => {
    const next = updateLayoutNode(tree, [1, 1], (node) => ({ ...node, title: 'Kaart' }));
    expect(getLayoutNode(next, [1, 1])).toEqual({ widget: 'BBMap', title: 'Kaart' });
    expect(getLayoutNode(next, [0])).toBe(getLayoutNode(tree, [0]));
    expect(getLayoutNode(tree, [1, 1])).toEqual({ widget: 'BBMap' });
  });

  it('fills a deleted area and can replace the root', () => {
    expect(getLayoutNode(updateLayoutNode(tree, [1, 0], () => ({ widget: 'List' })), [1, 0])).toEqual({ widget: 'List' });
    expect(updateLayoutNode(tree, [], () => null)).toBeNull();
  });

  it('refuses a path that leads nowhere, naming it', () => {
    expect(() => updateLayoutNode(tree, [0, 2], (node) => node)).toThrow('No area at mainArea.areas[0].areas[2]');
    expect(areaPathKey([])).toBe('mainArea');
  });
});
