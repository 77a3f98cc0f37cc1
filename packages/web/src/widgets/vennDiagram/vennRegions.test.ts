import { toResultTable } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/testTranslations';
import { readVennRegions, separatorOf, splitSets } from './vennRegions';

type Value = string | number | undefined;

/** A result table as the query gives it, from rows of plain values (undefined: unbound). */
function table(variables: string[], rows: Value[][]) {
  return toResultTable({
    head: { vars: variables },
    results: {
      bindings: rows.map((values) =>
        Object.fromEntries(variables.flatMap((name, index) => (values[index] === undefined ? [] : [[name, { type: 'literal' as const, value: String(values[index]) }]]))),
      ),
    },
  });
}

const VARS = ['sets', 'size', 'uri'];
const en = await translator('en');
const nl = await translator('nl');

describe('splitSets and separatorOf', () => {
  it('splits on the separator, trims, drops empty parts and repeats', () => {
    expect(splitSets(' Panden | Percelen |', '|')).toEqual(['Panden', 'Percelen']);
    expect(splitSets('A,B,A', ',')).toEqual(['A', 'B']);
    expect(splitSets('Delft, Zuid', '|')).toEqual(['Delft, Zuid']);
  });

  it('takes | when any row uses it, else the comma, unless the author chose one', () => {
    expect(separatorOf(['Delft, Zuid', 'Delft, Zuid|Delft, Noord'], 'auto')).toBe('|');
    expect(separatorOf(['A', 'A,B'], 'auto')).toBe(',');
    expect(separatorOf(['A|B'], ';')).toBe(';');
  });
});

describe('readVennRegions', () => {
  it('reads sets and overlaps with their sizes, ids of its own and what a click publishes', () => {
    const reading = readVennRegions(
      table([...VARS, 'label', 'color'], [
        ['Panden', 120, 'http://example.org/panden', undefined, '#1c7ed6'],
        ['Percelen', 80, undefined, 'Alle percelen'],
        ['Panden|Percelen', 30, undefined, 'Bebouwd'],
        ['Monumenten', 10],
        ['Monumenten|Panden', 10, 'http://example.org/monumentale-panden'],
        ['Monumenten|Percelen', 0],
      ]),
      'auto',
      en,
    );
    expect(reading).toEqual({
      ok: true,
      data: {
        sets: [
          { id: 's0', label: 'Panden', size: 120, color: '#1c7ed6' },
          { id: 's1', label: 'Percelen', size: 80 },
          { id: 's2', label: 'Monumenten', size: 10 },
        ],
        regions: [
          { sets: ['s0'], size: 120, label: 'Panden', value: 'http://example.org/panden', name: 'Panden: 120' },
          { sets: ['s1'], size: 80, label: 'Alle percelen', value: 'Alle percelen', name: 'Alle percelen: 80' },
          { sets: ['s2'], size: 10, label: 'Monumenten', value: 'Monumenten', name: 'Monumenten: 10' },
          { sets: ['s0', 's1'], size: 30, label: 'Bebouwd', value: 'Bebouwd', name: 'Bebouwd (Panden ∩ Percelen): 30' },
          { sets: ['s2', 's0'], size: 10, label: '', value: 'http://example.org/monumentale-panden', name: 'Monumenten ∩ Panden: 10' },
        ],
        apart: [['s2', 's1']],
        notes: [],
      },
    });
  });

  it('publishes the ?sets text of an overlap without ?uri or ?label, and splits on commas when no row has |', () => {
    const reading = readVennRegions(table(VARS, [['A', 3], ['B', 4], ['A, B', 2]]), 'auto', en);
    expect(reading.ok && reading.data.regions.map((region) => region.value)).toEqual(['A', 'B', 'A, B']);
  });

  it('keeps a label with a comma whole when the rows separate with |', () => {
    const reading = readVennRegions(table(VARS, [['Delft, Zuid', 3], ['Delft, Noord', 4], ['Delft, Zuid|Delft, Noord', 1]]), 'auto', en);
    expect(reading.ok && reading.data.sets.map((set) => set.label)).toEqual(['Delft, Zuid', 'Delft, Noord']);
  });

  it('keeps hostile labels as the text they are', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const reading = readVennRegions(table(VARS, [[hostile, 3]]), 'auto', en);
    expect(reading.ok && reading.data.regions[0]).toMatchObject({ label: hostile, value: hostile, name: `${hostile}: 3` });
  });

  it('does not draw empty sets and their overlaps, and says so', () => {
    const reading = readVennRegions(table(VARS, [['A', 3], ['B', 0], ['A|B', 0], [' ', 5]]), 'auto', en);
    expect(reading).toEqual({
      ok: true,
      data: {
        sets: [{ id: 's0', label: 'A', size: 3 }],
        regions: [{ sets: ['s0'], size: 3, label: 'A', value: 'A', name: 'A: 3' }],
        apart: [],
        notes: ['Sets without members are not drawn: B.', '1 row has no ?sets and was left out.'],
      },
    });
    const dutch = readVennRegions(table(VARS, [['A', 3], ['B', 0], [' ', 5], ['', 1]]), 'auto', nl);
    expect(dutch.ok && dutch.data.notes).toEqual(['Verzamelingen zonder leden worden niet getekend: B.', '2 rijen hebben geen ?sets en zijn weggelaten.']);
    expect(readVennRegions(table(VARS, [['A', 3], ['A', 4]]), 'auto', nl)).toEqual({ ok: false, error: 'Rijen 1 en 2 geven allebei de grootte van de verzameling "A".' });
  });

  it('leaves out a ?color that is no colour', () => {
    const reading = readVennRegions(table([...VARS, 'label', 'color'], [['A', 3, undefined, undefined, 'url(http://evil.example/x)']]), 'auto', en);
    expect(reading.ok && reading.data.sets[0]).toEqual({ id: 's0', label: 'A', size: 3 });
    expect(reading.ok && reading.data.notes).toEqual(['1 ?color value is not a colour (such as #1c7ed6 or teal) and was left out.']);
  });

  it('says what is wrong with results it cannot draw', () => {
    expect(readVennRegions(table(['label', 'count'], []), 'auto', en)).toEqual({
      ok: false,
      error: 'The query must select ?sets (a set\'s label, or the labels of an overlap\'s sets) and ?size (its number of members); it selects ?label, ?count.',
    });
    expect(readVennRegions(table(VARS, [['A', 'veel']]), 'auto', en)).toEqual({ ok: false, error: 'Row 1 (A): ?size must be a number of members, 0 or more; it is "veel".' });
    expect(readVennRegions(table(VARS, [['A', -1]]), 'auto', en)).toMatchObject({ ok: false });
    expect(readVennRegions(table(VARS, [['A', 3], ['A|C', 1]]), 'auto', en)).toEqual({
      ok: false,
      error: 'Row 2 (A|C) names the set "C", which has no row of its own: give each set a row with its label in ?sets and its ?size.',
    });
    expect(readVennRegions(table(VARS, [['A', 3], ['A', 4]]), 'auto', en)).toEqual({ ok: false, error: 'Rows 1 and 2 both give the size of the set "A".' });
    expect(readVennRegions(table(VARS, [['A', 3], ['B', 3], ['A|B', 1], ['B|A', 2]]), 'auto', en)).toEqual({ ok: false, error: 'Rows 3 and 4 both give the size of the overlap of B, A.' });
    expect(readVennRegions(table(VARS, [['A', 3], ['B', 30], ['A|B', 5]]), 'auto', en)).toEqual({
      ok: false,
      error: 'Row 3: the overlap of A, B (5) is larger than the set "A" (3); an overlap holds at most as many members as each of its sets.',
    });
  });
});
