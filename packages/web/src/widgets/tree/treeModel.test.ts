import { toResultTable, type SparqlJsonResults } from '@grafiek/core';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import widgetEn from '../../i18n/widgetTexts.en.json';
import { ancestorsOf, buildTree, foldersToLevel, inTreeOrder, type TreeModel, type TreeNote } from './treeModel';
import { treeNoteText } from './treeNotes';

const EX = 'http://example.org/';

/** The notes as an English reader gets them. */
const english = i18next.createInstance();
await english.init({ lng: 'en', resources: { en: { translation: { ...en, widget: { ...en.widget, ...widgetEn } } } }, interpolation: { escapeValue: false } });
const say = (note: TreeNote) => treeNoteText(english.t, note);

/** A result with ?uri and ?parentUri as IRIs (local names given), the rest literals. */
function results(vars: string[], rows: Record<string, string>[]): SparqlJsonResults {
  const term = (name: string, value: string) =>
    name === 'uri' || name === 'parentUri' ? { type: 'uri', value: `${EX}${value}` } : { type: 'literal', value };
  return {
    head: { vars },
    results: { bindings: rows.map((row) => Object.fromEntries(Object.entries(row).map(([name, value]) => [name, term(name, value)]))) },
  } as SparqlJsonResults;
}

function treeOf(vars: string[], rows: Record<string, string>[]): TreeModel {
  const reading = buildTree(toResultTable(results(vars, rows)));
  if (!reading.ok) throw new Error(say(reading.error));
  return reading.model;
}

const local = (ids: readonly string[]) => ids.map((id) => id.slice(EX.length));
/** The tree as indented lines, for comparing shapes. */
function outline(model: TreeModel): string[] {
  return model.order.map((id) => {
    const item = model.items.get(id)!;
    return `${'  '.repeat(item.level)}${item.label}`;
  });
}

const VARS = ['uri', 'label', 'parentUri'];

describe('buildTree', () => {
  it('nests items under their ?parentUri, roots and children in the order the rows first name them', () => {
    const model = treeOf(VARS, [
      { uri: 'b', label: 'Gebouw B' },
      { uri: 'a', label: 'Gebouw A' },
      { uri: 'a2', label: 'Verdieping 2', parentUri: 'a' },
      { uri: 'a1', label: 'Verdieping 1', parentUri: 'a' },
      { uri: 'r1', label: 'Ruimte 1.1', parentUri: 'a1' },
    ]);
    expect(outline(model)).toEqual(['Gebouw B', 'Gebouw A', '  Verdieping 2', '  Verdieping 1', '    Ruimte 1.1']);
    expect(local(model.roots)).toEqual(['b', 'a']);
    expect(model.items.get(`${EX}a`)!.leafCount).toBe(2);
    expect(model.items.get(`${EX}b`)!.leafCount).toBe(1);
    expect(model.notes).toEqual([]);
  });

  it('finds a parent that comes after its children in the result', () => {
    const model = treeOf(VARS, [
      { uri: 'kind', label: 'Kind', parentUri: 'ouder' },
      { uri: 'ouder', label: 'Ouder' },
    ]);
    expect(outline(model)).toEqual(['Ouder', '  Kind']);
  });

  it('makes an item whose parent is not in the result a root', () => {
    const model = treeOf(VARS, [
      { uri: 'a', label: 'A' },
      { uri: 'wees', label: 'Wees', parentUri: 'weg' },
    ]);
    expect(outline(model)).toEqual(['A', 'Wees']);
    expect(model.items.get(`${EX}wees`)!.parent).toBeNull();
  });

  it('merges rows with the same ?uri: the first bound value wins, the first parent that exists is the parent', () => {
    const model = treeOf(['uri', 'label', 'parentUri', 'icon', 'tooltip'], [
      { uri: 'a', label: 'A' },
      { uri: 'b', label: 'B' },
      { uri: 'x', label: 'X eerst', parentUri: 'ontbreekt' },
      { uri: 'x', label: 'X later', parentUri: 'b', icon: 'home' },
      { uri: 'x', parentUri: 'a', icon: 'user', tooltip: 'Uitleg' },
    ]);
    expect(outline(model)).toEqual(['A', 'B', '  X eerst']);
    const x = model.items.get(`${EX}x`)!;
    expect(x.icon).toBe('home');
    expect(x.tooltip).toBe('Uitleg');
    expect(model.items.size).toBe(3);
  });

  it('breaks a cycle above the item of the cycle that came first, and says so', () => {
    const model = treeOf(VARS, [
      { uri: 'los', label: 'Los' },
      { uri: 'b', label: 'B', parentUri: 'c' },
      { uri: 'c', label: 'C', parentUri: 'a' },
      { uri: 'a', label: 'A', parentUri: 'b' },
      { uri: 'zelf', label: 'Zelf', parentUri: 'zelf' },
      { uri: 'onder', label: 'Onder B', parentUri: 'b' },
    ]);
    expect(outline(model)).toEqual(['Los', 'B', '  A', '    C', '  Onder B', 'Zelf']);
    expect(model.notes.map(say)).toEqual([`A cycle of ?parentUri was broken: <${EX}b> shown as a root.`]);
  });

  it('never loops, whatever the parents, and keeps every item exactly once', () => {
    // Every item points at another pseudo-randomly: many cycles and long chains.
    const rows = Array.from({ length: 300 }, (_, i) => ({ uri: `n${i}`, label: `N${i}`, parentUri: `n${(i * 7919 + 13) % 300}` }));
    const model = treeOf(VARS, rows);
    expect(model.order.length).toBe(300);
    expect(new Set(model.order).size).toBe(300);
    for (const id of model.order) expect(ancestorsOf(model, id).length).toBeLessThan(300);
  });

  it('labels an item by its ?uri\'s last part when the query has no ?label, and reads the other variables', () => {
    const model = treeOf(['uri', 'color', 'defaultChecked', 'rightLabel', 'rightIcon', 'rightIconColor'], [
      { uri: 'pand/0221', color: 'red', defaultChecked: 'true', rightLabel: '12 m²', rightIcon: 'home', rightIconColor: 'blue' },
    ]);
    const item = model.items.get(`${EX}pand/0221`)!;
    expect(item.label).toBe('0221');
    expect(item).toMatchObject({ color: 'red', defaultChecked: true, rightLabel: '12 m²', rightIcon: 'home', rightIconColor: 'blue' });
  });

  it('leaves out rows without ?uri, with a note', () => {
    const model = treeOf(VARS, [{ uri: 'a', label: 'A' }, { label: 'Zonder' }, { label: 'Ook zonder' }]);
    expect(outline(model)).toEqual(['A']);
    expect(model.notes.map(say)).toEqual(['2 rows have no ?uri and were left out.']);
  });

  it('says which variable is missing when the query has no ?uri', () => {
    const reading = buildTree(toResultTable(results(['item', 'label'], [{ item: 'a', label: 'A' }])));
    expect(reading.ok).toBe(false);
    if (!reading.ok) expect(say(reading.error)).toBe('The query must select ?uri (each item), with ?label and ?parentUri to name and nest them; it selects ?item, ?label.');
    const nothing = buildTree({ variables: [], rows: [] });
    expect(!nothing.ok && say(nothing.error)).toBe('The query must select ?uri (each item), with ?label and ?parentUri to name and nest them; it selects nothing.');
  });

  // How fast is the bench's business (bench/scenarios/tree.mjs); here, that all of them are read.
  it('builds a tree of 50,000 items', () => {
    const rows: Record<string, string>[] = [];
    for (let i = 0; i < 50_000; i++) rows.push(i < 50 ? { uri: `n${i}`, label: `N${i}` } : { uri: `n${i}`, label: `N${i}`, parentUri: `n${Math.floor(i / 50) - 1}` });
    const table = toResultTable(results(VARS, rows));
    const reading = buildTree(table);
    expect(reading.ok && reading.model.order.length).toBe(50_000);
  });
});

describe('tree helpers', () => {
  const model = treeOf(VARS, [
    { uri: 'a', label: 'A' },
    { uri: 'a1', label: 'A1', parentUri: 'a' },
    { uri: 'a1x', label: 'A1x', parentUri: 'a1' },
    { uri: 'b', label: 'B' },
  ]);

  it('lists ancestors nearest first', () => {
    expect(local(ancestorsOf(model, `${EX}a1x`))).toEqual(['a1', 'a']);
    expect(ancestorsOf(model, `${EX}a`)).toEqual([]);
  });

  it('opens folders down to the expand level', () => {
    expect(foldersToLevel(model, 0)).toEqual([]);
    expect(local(foldersToLevel(model, 1))).toEqual(['a']);
    expect(local(foldersToLevel(model, 5))).toEqual(['a', 'a1']);
  });

  it('puts ids in tree order, once, without unknown ones', () => {
    expect(local(inTreeOrder(model, [`${EX}b`, `${EX}a1x`, `${EX}nope`, `${EX}a`, `${EX}b`]))).toEqual(['a', 'a1x', 'b']);
  });
});
