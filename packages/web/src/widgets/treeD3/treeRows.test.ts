import { toResultTable, type SparqlJsonResults } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import type { TextNote } from '../../i18n/widgetTexts';
import { translator } from '../../i18n/testTranslations';
import { ancestors, initialExpanded, readTreeRows, visibleOrder, type DiagramTree } from './treeRows';

const EX = 'http://example.org/';
const english = await translator('en');
const dutch = await translator('nl');
/** A note as an English reader reads it. */
const say = (note: TextNote) => english(note.key, note.values);

/** A result with ?uri and ?parentUri as IRIs (local names given), the rest literals. */
function results(vars: string[], rows: Record<string, string>[]): SparqlJsonResults {
  const term = (name: string, value: string) => (name === 'uri' || name === 'parentUri' ? { type: 'uri', value: `${EX}${value}` } : { type: 'literal', value });
  return {
    head: { vars },
    results: { bindings: rows.map((row) => Object.fromEntries(Object.entries(row).map(([name, value]) => [name, term(name, value)]))) },
  } as SparqlJsonResults;
}

function treeOf(rows: Record<string, string>[], vars = ['uri', 'label', 'parentUri', 'color', 'tooltip']): DiagramTree {
  const reading = readTreeRows(toResultTable(results(vars, rows)));
  if (!reading.ok) throw new Error(say(reading.error));
  return reading.tree;
}

const local = (ids: readonly string[]) => ids.map((id) => id.slice(EX.length));
/** Everything open. */
const allOpen = (tree: DiagramTree) => new Set(tree.items.keys());

describe('readTreeRows', () => {
  it('nests nodes under their ?parentUri, in the order the rows first name them, and merges rows of one ?uri', () => {
    const tree = treeOf([
      { uri: 'b', label: 'Gebouw B' },
      { uri: 'a', label: 'Gebouw A', color: 'red' },
      { uri: 'a2', label: 'Verdieping 2', parentUri: 'a' },
      { uri: 'a1', parentUri: 'a' },
      { uri: 'a1', label: 'Verdieping 1', tooltip: 'De eerste' },
      { uri: 'a', label: 'Ander label', color: 'blue' },
    ]);
    expect(local(tree.roots)).toEqual(['b', 'a']);
    expect(local(visibleOrder(tree, allOpen(tree)))).toEqual(['b', 'a', 'a2', 'a1']);
    const a = tree.items.get(`${EX}a`)!;
    expect([a.label, a.color, a.level]).toEqual(['Gebouw A', 'red', 0]);
    const a1 = tree.items.get(`${EX}a1`)!;
    expect([a1.label, a1.tooltip, a1.level, a1.parent]).toEqual(['Verdieping 1', 'De eerste', 1, `${EX}a`]);
    expect(tree.notes).toEqual([]);
  });

  it('makes a node whose parent is not in the result a root, and labels a node without ?label by its local name', () => {
    const tree = treeOf([
      { uri: 'kamer', parentUri: 'ontbreekt' },
      { uri: 'zelf', label: 'Zelf', parentUri: 'zelf' },
    ]);
    expect(local(tree.roots)).toEqual(['kamer', 'zelf']);
    expect(tree.items.get(`${EX}kamer`)!.label).toBe('kamer');
  });

  it('takes the first parent that is in the result when a node has several', () => {
    const tree = treeOf([
      { uri: 'p', label: 'P' },
      { uri: 'c', label: 'C', parentUri: 'weg' },
      { uri: 'c', label: 'C', parentUri: 'p' },
    ]);
    expect(tree.items.get(`${EX}c`)!.parent).toBe(`${EX}p`);
  });

  it('breaks a cycle above the node that came first, names it, and loses no node', () => {
    const tree = treeOf([
      { uri: 'x', label: 'X', parentUri: 'z' },
      { uri: 'y', label: 'Y', parentUri: 'x' },
      { uri: 'z', label: 'Z', parentUri: 'y' },
      { uri: 'los', label: 'Los' },
    ]);
    expect(local(tree.roots)).toEqual(['x', 'los']);
    expect(local(visibleOrder(tree, allOpen(tree)))).toEqual(['x', 'y', 'z', 'los']);
    expect(tree.notes.map(say)).toEqual(['A cycle of ?parentUri was broken: X shown as a root.']);
  });

  it('leaves out rows without ?uri and says so', () => {
    const tree = treeOf([{ label: 'Niets' }, { uri: 'a', label: 'A' }]);
    expect(tree.items.size).toBe(1);
    expect(tree.notes.map(say)).toEqual(['1 row has no ?uri and was left out.']);
    expect(tree.notes.map((note) => dutch(note.key, note.values))).toEqual(['1 rij heeft geen ?uri en is weggelaten.']);
  });

  it('refuses a result without ?uri, naming what it selects', () => {
    const reading = readTreeRows(toResultTable(results(['item', 'naam'], [{ item: 'a', naam: 'A' }])));
    expect(reading.ok).toBe(false);
    if (!reading.ok) expect(say(reading.error)).toBe('The query must select ?uri (each node), with ?label and ?parentUri to name and nest them; it selects ?item, ?naam.');
  });
});

describe('opening levels', () => {
  // r has 3 children, each with 2 children, each with 1 child: 1 + 3 + 6 + 6 nodes.
  const rows: Record<string, string>[] = [{ uri: 'r' }];
  for (const a of [1, 2, 3]) {
    rows.push({ uri: `r${a}`, parentUri: 'r' });
    for (const b of [1, 2]) {
      rows.push({ uri: `r${a}${b}`, parentUri: `r${a}` });
      rows.push({ uri: `r${a}${b}x`, parentUri: `r${a}${b}` });
    }
  }
  const tree = treeOf(rows);

  it('opens the levels above the expand level: 0 shows only the roots', () => {
    expect(visibleOrder(tree, initialExpanded(tree, 0, 300))).toHaveLength(1);
    expect(visibleOrder(tree, initialExpanded(tree, 1, 300))).toHaveLength(4);
    expect(visibleOrder(tree, initialExpanded(tree, 2, 300))).toHaveLength(10);
    expect(visibleOrder(tree, initialExpanded(tree, 9, 300))).toHaveLength(16);
    expect(visibleOrder(tree, initialExpanded(tree, -3, 300))).toHaveLength(1);
  });

  it('without a level opens whole levels while the diagram stays within the limit', () => {
    expect(visibleOrder(tree, initialExpanded(tree, undefined, 300))).toHaveLength(16);
    expect(visibleOrder(tree, initialExpanded(tree, undefined, 12))).toHaveLength(10);
    expect(visibleOrder(tree, initialExpanded(tree, undefined, 3))).toHaveLength(1);
  });

  it('lists a node\'s ancestors nearest first', () => {
    expect(local(ancestors(tree, `${EX}r21x`))).toEqual(['r21', 'r2', 'r']);
    expect(ancestors(tree, `${EX}r`)).toEqual([]);
  });
});
