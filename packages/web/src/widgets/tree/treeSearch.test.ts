import { describe, expect, it } from 'vitest';
import { buildTree, type TreeModel } from './treeModel';
import { searchChildren, searchTree } from './treeSearch';

function treeOf(rows: [id: string, label: string, parent?: string][]): TreeModel {
  const reading = buildTree({
    variables: ['uri', 'label', 'parentUri'],
    rows: rows.map(([id, label, parent]) => ({
      cells: [],
      bindings: {
        uri: { type: 'uri', value: id },
        label: { type: 'literal', value: label },
        ...(parent ? { parentUri: { type: 'uri', value: parent } } : {}),
      },
    })),
  });
  if (!reading.ok) throw new Error(reading.error);
  return reading.model;
}

const model = treeOf([
  ['nl', 'Nederland'],
  ['ut', 'Utrecht', 'nl'],
  ['zeist', 'Zeist', 'ut'],
  ['utstad', 'Utrecht (stad)', 'ut'],
  ['wijk', 'Binnenstad', 'utstad'],
  ['gld', 'Gelderland', 'nl'],
  ['arnhem', 'Arnhem', 'gld'],
  ['be', 'België'],
]);

describe('searchTree', () => {
  it('finds labels containing the text, ignoring case, and opens their ancestors', () => {
    const search = searchTree(model, 'ARN')!;
    expect([...search.matches]).toEqual(['arnhem']);
    expect([...search.shown].sort()).toEqual(['arnhem', 'gld', 'nl']);
    expect(search.opened.sort()).toEqual(['gld', 'nl']);
    expect(search.first).toBe('arnhem');
  });

  it('shows only the way to the matches, but everything below a match', () => {
    const search = searchTree(model, 'utrecht')!;
    expect(search.first).toBe('ut');
    expect(searchChildren(model, search, null)).toEqual(['nl']);
    expect(searchChildren(model, search, 'nl')).toEqual(['ut']);
    // Utrecht matches: all its children are there to open, Zeist included.
    expect(searchChildren(model, search, 'ut')).toEqual(['zeist', 'utstad']);
    expect(searchChildren(model, search, 'utstad')).toEqual(['wijk']);
  });

  it('has no matches for text nowhere in the tree, and no search for blank text', () => {
    expect(searchTree(model, 'Zwolle')!.matches.size).toBe(0);
    expect(searchTree(model, '  ')).toBeUndefined();
  });

  it('searches 50,000 labels within a frame', () => {
    const rows: [string, string, string?][] = [];
    for (let i = 0; i < 50_000; i++) rows.push([`n${i}`, `Item ${i}`, i < 50 ? undefined : `n${Math.floor(i / 50) - 1}`]);
    const big = treeOf(rows);
    searchTree(big, 'warm up the labels');
    const started = performance.now();
    const search = searchTree(big, 'item 4321')!;
    const took = performance.now() - started;
    expect([...search.matches]).toEqual(['n4321', ...Array.from({ length: 10 }, (_, i) => `n${43210 + i}`)]);
    expect(took).toBeLessThan(50);
  });
});
