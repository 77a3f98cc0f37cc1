import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { LayoutNode } from './layoutNodeSchema.js';
import { findLayoutNode, listNullAreas, listWidgetNodes, listWidgetTypes } from './layoutTree.js';
import { parseAppConfig } from './parseAppConfig.js';

const tree: LayoutNode = {
  widget: 'SplitLayout',
  areas: [{ widget: 'Table' }, null, { areas: [{ widget: 'BBMap' }, { widget: 'Table' }] }],
};

describe('listWidgetNodes', () => {
  it('lists every node in document order with its path and depth', () => {
    expect(listWidgetNodes(tree).map(({ path, depth, node }) => [path, depth, node.widget])).toEqual([
      ['mainArea', 0, 'SplitLayout'],
      ['mainArea.areas[0]', 1, 'Table'],
      ['mainArea.areas[2]', 1, undefined],
      ['mainArea.areas[2].areas[0]', 2, 'BBMap'],
      ['mainArea.areas[2].areas[1]', 2, 'Table'],
    ]);
  });

  it('gives nothing for a missing tree', () => {
    expect(listWidgetNodes(undefined)).toEqual([]);
  });

  it('walks a real config', () => {
    const fixture = new URL('../../../../../shared/fixtures/configs/kadaster-rce-demonstrator.json', import.meta.url);
    const parsed = parseAppConfig(JSON.parse(readFileSync(fixture, 'utf8')));
    if (!parsed.ok) throw new Error('fixture should parse');
    const types = listWidgetTypes(parsed.config.mainArea);
    expect(types).toEqual(expect.arrayContaining(['SplitLayout', 'SearchAutocomplete', 'BBMap', 'BBPropertyPanel']));
  });
});

describe('listNullAreas', () => {
  it('reports the null areas so the viewer can log them', () => {
    expect(listNullAreas(tree)).toEqual([{ path: 'mainArea.areas[1]' }]);
  });
});

describe('findLayoutNode', () => {
  it('finds a node by its path', () => {
    expect(findLayoutNode(tree, 'mainArea.areas[2].areas[0]')?.widget).toBe('BBMap');
    expect(findLayoutNode(tree, 'mainArea.areas[9]')).toBeUndefined();
  });
});

describe('listWidgetTypes', () => {
  it('lists each type once', () => {
    expect(listWidgetTypes(tree)).toEqual(['SplitLayout', 'Table', 'BBMap']);
  });
});
