import { describe, expect, it } from 'vitest';
import { buildTree, type TreeModel } from './treeModel';
import { isMatch, isShown, OPENED_MATCHES, searchChildren, searchTree, type TreeSearch } from './treeSearch';

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
  if (!reading.ok) throw new Error(JSON.stringify(reading.error));
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

const matches = (tree: TreeModel, search: TreeSearch) => tree.order.filter((id) => isMatch(tree, search, id));
const shown = (tree: TreeModel, search: TreeSearch) => tree.order.filter((id) => isShown(tree, search, id));

describe('searchTree', () => {
  it('finds labels containing the text, ignoring case, and opens their ancestors', () => {
    const search = searchTree(model, 'ARN')!;
    expect(matches(model, search)).toEqual(['arnhem']);
    expect(shown(model, search)).toEqual(['nl', 'gld', 'arnhem']);
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
    expect(searchTree(model, 'Zwolle')!.matchCount).toBe(0);
    expect(searchTree(model, '  ')).toBeUndefined();
  });

  it('opens the way to the first matches only; folders with further matches are shown closed', () => {
    const rows: [string, string, string?][] = [];
    for (const folder of ['a', 'b', 'c']) {
      rows.push([folder, `Map ${folder}`]);
      for (let i = 0; i < OPENED_MATCHES; i++) rows.push([`${folder}${i}`, `Blad ${folder}${i}`, folder]);
    }
    const tree = treeOf(rows);
    const search = searchTree(tree, 'blad')!;
    expect(search.matchCount).toBe(3 * OPENED_MATCHES);
    expect(search.opened).toEqual(['a']);
    expect(['a', 'b', 'c'].every((folder) => isShown(tree, search, folder))).toBe(true);
  });

  it('opens a matching folder that holds one of the first matches', () => {
    const search = searchTree(model, 'e')!;
    // Nederland matches and holds Zeist and Gelderland: it is opened, and Utrecht on the way to Zeist.
    expect(search.opened).toContain('nl');
    expect(search.opened).toContain('ut');
  });

  // How fast is the bench's business (bench/scenarios/tree.mjs); here, what it finds.
  it('searches 50,000 labels', () => {
    const rows: [string, string, string?][] = [];
    for (let i = 0; i < 50_000; i++) rows.push([`n${i}`, `Item ${i}`, i < 50 ? undefined : `n${Math.floor(i / 50) - 1}`]);
    const big = treeOf(rows);
    searchTree(big, 'warm up the labels');
    const search = searchTree(big, 'item 4321')!;
    expect(matches(big, search)).toEqual(['n4321', ...Array.from({ length: 10 }, (_, i) => `n${43210 + i}`)]);
  });
});
