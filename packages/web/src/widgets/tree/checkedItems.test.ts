import { describe, expect, it } from 'vitest';
import { checkedCounts, checkedToPublish, checkStateOf, defaultCheckedLeaves, leavesFor, toggleChecked } from './checkedItems';
import { buildTree, type TreeModel } from './treeModel';

/** A tree from [id, parent, defaultChecked] triples, ids used as they are. */
function treeOf(rows: [id: string, parent?: string, checked?: boolean][]): TreeModel {
  const reading = buildTree({
    variables: ['uri', 'parentUri', 'defaultChecked'],
    rows: rows.map(([id, parent, checked]) => ({
      cells: [],
      bindings: {
        uri: { type: 'uri', value: id },
        ...(parent ? { parentUri: { type: 'uri', value: parent } } : {}),
        ...(checked ? { defaultChecked: { type: 'literal', value: 'true' } } : {}),
      },
    })),
  });
  if (!reading.ok) throw new Error(JSON.stringify(reading.error));
  return reading.model;
}

// gebouw > (verdieping1 > ruimte1, ruimte2), (verdieping2 > ruimte3); los
const model = treeOf([['gebouw'], ['verdieping1', 'gebouw'], ['ruimte1', 'verdieping1'], ['ruimte2', 'verdieping1'], ['verdieping2', 'gebouw'], ['ruimte3', 'verdieping2'], ['los']]);

function states(checked: ReadonlySet<string>): Record<string, string> {
  const counts = checkedCounts(model, checked);
  return Object.fromEntries(model.order.map((id) => [id, checkStateOf(model, checked, counts, id)]));
}

describe('checkboxes', () => {
  it('checking a folder checks every leaf below it; its ancestors show mixed', () => {
    const checked = toggleChecked(model, new Set(), new Map(), 'verdieping1');
    expect([...checked].sort()).toEqual(['ruimte1', 'ruimte2']);
    expect(states(checked)).toEqual({
      gebouw: 'mixed',
      verdieping1: 'checked',
      ruimte1: 'checked',
      ruimte2: 'checked',
      verdieping2: 'unchecked',
      ruimte3: 'unchecked',
      los: 'unchecked',
    });
  });

  it('a folder is checked once all its leaves are, and a click on it then unchecks them all', () => {
    let checked: Set<string> = new Set(['ruimte1', 'ruimte2']);
    checked = toggleChecked(model, checked, checkedCounts(model, checked), 'ruimte3');
    expect(states(checked).gebouw).toBe('checked');
    checked = toggleChecked(model, checked, checkedCounts(model, checked), 'gebouw');
    expect(checked.size).toBe(0);
  });

  it('a click on a mixed folder checks the rest', () => {
    const start = new Set(['ruimte1']);
    const checked = toggleChecked(model, start, checkedCounts(model, start), 'gebouw');
    expect([...checked].sort()).toEqual(['ruimte1', 'ruimte2', 'ruimte3']);
  });

  it('publishes all checked items (fully checked folders too) or only the leaves, in tree order', () => {
    const checked = new Set(['ruimte2', 'los', 'ruimte1']);
    expect(checkedToPublish(model, checked, 'all')).toEqual(['verdieping1', 'ruimte1', 'ruimte2', 'los']);
    expect(checkedToPublish(model, checked, 'leaves')).toEqual(['ruimte1', 'ruimte2', 'los']);
    expect(checkedToPublish(model, new Set(['ruimte1', 'ruimte2', 'ruimte3']), 'all')).toEqual(['gebouw', 'verdieping1', 'ruimte1', 'ruimte2', 'verdieping2', 'ruimte3']);
    expect(checkedToPublish(model, new Set(), 'all')).toEqual([]);
  });

  it('reads what it published back as the same checked leaves', () => {
    const checked = new Set(['ruimte1', 'ruimte2', 'ruimte3']);
    for (const mode of ['all', 'leaves'] as const) expect(leavesFor(model, checkedToPublish(model, checked, mode))).toEqual(checked);
  });

  it('turns named folders into their leaves and leaves out unknown ids', () => {
    expect([...leavesFor(model, ['verdieping2', 'onbekend', 'los'])].sort()).toEqual(['los', 'ruimte3']);
  });

  it('starts from ?defaultChecked, a checked folder standing for its leaves', () => {
    const marked = treeOf([['a'], ['a1', 'a', true], ['a2', 'a'], ['b', undefined, true], ['b1', 'b'], ['b2', 'b']]);
    expect([...defaultCheckedLeaves(marked)].sort()).toEqual(['a1', 'b1', 'b2']);
  });
});
