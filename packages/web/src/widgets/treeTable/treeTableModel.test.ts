import { toResultTable, type SparqlJsonResults, type SparqlTerm } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { allFolders, ancestorIds, buildTreeTable, childrenInOrder, headerTexts, nextSort, openToLevel, type TreeTableModel } from './treeTableModel';
import { translator } from '../../i18n/testTranslations';

const english = await translator('en');
const dutch = await translator('nl');

const EX = 'http://example.org/';
const INTEGER = 'http://www.w3.org/2001/XMLSchema#integer';

type Value = string | number;

/** Rows of a result: ?uri and ?parentUri are IRIs by local name, numbers are xsd:integer, the rest plain literals. */
function table(vars: string[], rows: Record<string, Value>[]) {
  const term = (name: string, value: Value): SparqlTerm =>
    name === 'uri' || name === 'parentUri' || name.endsWith('_URI')
      ? { type: 'uri', value: `${EX}${value}` }
      : typeof value === 'number'
        ? { type: 'literal', value: String(value), datatype: INTEGER }
        : { type: 'literal', value };
  const results = { head: { vars }, results: { bindings: rows.map((row) => Object.fromEntries(Object.entries(row).map(([name, value]) => [name, term(name, value)]))) } };
  return toResultTable(results as SparqlJsonResults);
}

function modelOf(vars: string[], rows: Record<string, Value>[]): TreeTableModel {
  const reading = buildTreeTable(table(vars, rows));
  if (!reading.ok) throw new Error(english(reading.error.key, reading.error.values));
  return reading.model;
}

/** The whole tree, every folder open, as indented labels in the order a sort gives. */
function outline(model: TreeTableModel, order = childrenInOrder(model, null)): string[] {
  const lines: string[] = [];
  const walk = (parent: string | null, depth: number) => {
    for (const id of order(parent)) {
      lines.push(`${'  '.repeat(depth)}${model.nodes.get(id)!.label}`);
      walk(id, depth + 1);
    }
  };
  walk(null, 0);
  return lines;
}

const VARS = ['uri', 'parentUri', 'label', 'oppervlak', 'status'];
const ROWS: Record<string, Value>[] = [
  { uri: 'complex', label: 'Complex', oppervlak: 900, status: 'in gebruik' },
  { uri: 'b', parentUri: 'complex', label: 'Gebouw B', oppervlak: 80, status: 'leeg' },
  { uri: 'a', parentUri: 'complex', label: 'Gebouw A', oppervlak: 120 },
  { uri: 'a2', parentUri: 'a', label: 'Verdieping 10', oppervlak: 60, status: 'in gebruik' },
  { uri: 'a1', parentUri: 'a', label: 'Verdieping 9', oppervlak: 60, status: 'leeg' },
  { uri: 'los', parentUri: 'nergens', label: 'Losse berging' },
];

describe('buildTreeTable', () => {
  it('nests rows by ?parentUri in query order and makes every other visible variable a column', () => {
    const model = modelOf(VARS, ROWS);
    expect(outline(model)).toEqual(['Complex', '  Gebouw B', '  Gebouw A', '    Verdieping 10', '    Verdieping 9', 'Losse berging']);
    const result = table(VARS, ROWS);
    expect(model.columns.map((index) => result.columns[index]!.name)).toEqual(['oppervlak', 'status']);
    expect(model.labelColumn).toBe(2);
    expect(model.nodes.get(`${EX}a1`)!.row.cells[model.columns[0]!]!.text).toBe('60');
    expect(model.notes).toEqual([]);
  });

  it('keeps modifier variables off the columns and on their cells (Table++ conventions)', () => {
    const vars = ['uri', 'label', 'eigenaar', 'eigenaar_URI', 'site', 'site_URL'];
    const rows = [{ uri: 'x', label: 'X', eigenaar: 'Gemeente', eigenaar_URI: 'gemeente', site: 'web', site_URL: 'https://example.org/x' }];
    const result = table(vars, rows);
    const model = buildTreeTable(result);
    if (!model.ok) throw new Error(english(model.error.key, model.error.values));
    expect(model.model.columns.map((index) => result.columns[index]!.name)).toEqual(['eigenaar', 'site']);
    const cells = model.model.nodes.get(`${EX}x`)!.row.cells;
    expect(cells[model.model.columns[0]!]!.uri).toBe(`${EX}gemeente`);
    expect(cells[model.model.columns[1]!]!.url).toBe('https://example.org/x');
  });

  it('merges rows of one ?uri, names nodes without ?label by their IRI, and says what it left out', () => {
    const model = modelOf(['uri', 'parentUri'], [{ uri: 'kamer', parentUri: 'gang' }, { uri: 'gang' }, { uri: 'kamer', parentUri: 'elders' }, { parentUri: 'gang' }]);
    expect(outline(model)).toEqual(['gang', '  kamer']);
    expect(model.notes).toEqual(['1 row has no ?uri and was left out.']);
    expect(model.labelColumn).toBe(-1);
  });

  it('takes a later row\'s parent when the first row had none', () => {
    const model = modelOf(['uri', 'parentUri', 'label'], [{ uri: 'kind', label: 'Kind' }, { uri: 'ouder', label: 'Ouder' }, { uri: 'kind', parentUri: 'ouder' }]);
    expect(outline(model)).toEqual(['Ouder', '  Kind']);
  });

  it('breaks a circle of parents at the node that came first', () => {
    const model = modelOf(['uri', 'parentUri', 'label'], [
      { uri: 'p', parentUri: 'q', label: 'P' },
      { uri: 'q', parentUri: 'p', label: 'Q' },
      { uri: 'self', parentUri: 'self', label: 'Self' },
    ]);
    expect(outline(model)).toEqual(['P', '  Q', 'Self']);
    expect(model.notes).toEqual([`?parentUri goes round in a circle at <${EX}p>: shown as a root.`]);
  });

  it('refuses a result without ?uri, naming what it selects', () => {
    const refused = buildTreeTable(table(['naam'], [{ naam: 'x' }]));
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(english(refused.error.key, refused.error.values)).toBe('The query must select ?uri (each row of the tree), with ?parentUri to nest it and ?label to name it; it selects ?naam.');
      expect(dutch(refused.error.key, refused.error.values)).toContain('?naam');
    }
  });
});

describe('sorting within siblings', () => {
  const model = modelOf(VARS, ROWS);
  const result = table(VARS, ROWS);
  const column = (name: string) => result.columns.findIndex((c) => c.name === name);

  it('sorts each level by its own siblings: numbers by value, ties in query order', () => {
    expect(outline(model, childrenInOrder(model, { column: column('oppervlak'), direction: 'ascending' }))).toEqual([
      'Losse berging',
      'Complex',
      '  Gebouw B',
      '  Gebouw A',
      '    Verdieping 10',
      '    Verdieping 9',
    ]);
    expect(outline(model, childrenInOrder(model, { column: column('oppervlak'), direction: 'descending' }))).toEqual([
      'Complex',
      '  Gebouw A',
      '    Verdieping 10',
      '    Verdieping 9',
      '  Gebouw B',
      'Losse berging',
    ]);
  });

  it('sorts the tree column by label with numbers in it read as numbers', () => {
    expect(outline(model, childrenInOrder(model, { column: 'label', direction: 'ascending' }))).toEqual([
      'Complex',
      '  Gebouw A',
      '    Verdieping 9',
      '    Verdieping 10',
      '  Gebouw B',
      'Losse berging',
    ]);
  });

  it('puts empty cells first when ascending', () => {
    const order = childrenInOrder(model, { column: column('status'), direction: 'ascending' });
    expect(order(`${EX}complex`).map((id) => model.nodes.get(id)!.label)).toEqual(['Gebouw A', 'Gebouw B']);
  });

  it('cycles a header through ascending, descending and query order', () => {
    const first = nextSort(null, 3);
    expect(first).toEqual({ column: 3, direction: 'ascending' });
    const second = nextSort(first, 3);
    expect(second).toEqual({ column: 3, direction: 'descending' });
    expect(nextSort(second, 3)).toBeNull();
    expect(nextSort(second, 'label')).toEqual({ column: 'label', direction: 'ascending' });
  });
});

describe('opening folders', () => {
  const model = modelOf(VARS, ROWS);
  it('opens the folders less deep than the expand level, or all of them', () => {
    expect(openToLevel(model, 0)).toEqual([]);
    expect(openToLevel(model, 1)).toEqual([`${EX}complex`]);
    expect(openToLevel(model, 5)).toEqual([`${EX}complex`, `${EX}a`]);
    expect(allFolders(model).sort()).toEqual([`${EX}a`, `${EX}complex`]);
  });

  it('finds the folders above a node, nearest first', () => {
    expect(ancestorIds(model, `${EX}a1`)).toEqual([`${EX}a`, `${EX}complex`]);
    expect(ancestorIds(model, `${EX}complex`)).toEqual([]);
  });
});

describe('headerTexts', () => {
  it('replaces headers by variable and names replacements for variables that are no column', () => {
    const result = table(VARS, ROWS);
    const model = modelOf(VARS, ROWS);
    expect(headerTexts(result, model.columns, { oppervlak: 'Oppervlak (m²)', label: 'Onderdeel', bestaatNiet: 'x' })).toEqual({
      texts: ['Oppervlak (m²)', 'status'],
      unknown: ['bestaatNiet'],
    });
    expect(headerTexts(result, model.columns, 'not an object').texts).toEqual(['oppervlak', 'status']);
  });
});
