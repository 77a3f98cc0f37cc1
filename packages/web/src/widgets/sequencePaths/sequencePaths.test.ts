import { toResultTable, type SparqlJsonResults } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/testTranslations';
import { positionsOf, readSequences, type Sequences } from './sequencePaths';

const EX = 'http://example.org/';
const en = await translator('en');
const nl = await translator('nl');

function results(vars: string[], rows: Record<string, string>[]): SparqlJsonResults {
  const term = (name: string, value: string) => (name === 'uri' || name === 'parentUri' ? { type: 'uri', value: `${EX}${value}` } : { type: 'literal', value });
  return {
    head: { vars },
    results: { bindings: rows.map((row) => Object.fromEntries(Object.entries(row).map(([name, value]) => [name, term(name, value)]))) },
  } as SparqlJsonResults;
}

function read(rows: Record<string, string>[], limit = 100, vars = ['uri', 'name', 'parentUri']): Sequences {
  const reading = readSequences(toResultTable(results(vars, rows)), limit, en);
  if (!reading.ok) throw new Error(reading.error);
  return reading.sequences;
}

/** The paths as the names of their steps. */
function named(sequences: Sequences): string[] {
  return sequences.paths.map((path) => path.map((id) => sequences.steps.get(id)!.name).join(' > '));
}

describe('readSequences', () => {
  it('lists every way from a first step to a last one, branches in the order of the rows', () => {
    const sequences = read([
      { uri: 'aanvraag', name: 'Aanvraag' },
      { uri: 'toets', name: 'Toets', parentUri: 'aanvraag' },
      { uri: 'besluit', name: 'Besluit', parentUri: 'toets' },
      { uri: 'bezwaar', name: 'Bezwaar', parentUri: 'besluit' },
      { uri: 'archief', name: 'Archief', parentUri: 'besluit' },
      { uri: 'los', name: 'Losse stap' },
    ]);
    expect(named(sequences)).toEqual(['Aanvraag > Toets > Besluit > Bezwaar', 'Aanvraag > Toets > Besluit > Archief', 'Losse stap']);
    expect(sequences.notes).toEqual([]);
  });

  it('puts a step with several parents on a path through each, and merges rows of one ?uri', () => {
    const sequences = read([
      { uri: 'a', name: 'A' },
      { uri: 'b', name: 'B' },
      { uri: 'c', name: 'C', parentUri: 'a' },
      { uri: 'c', parentUri: 'b' },
      { uri: 'c', name: 'Ander' },
      { uri: 'd', parentUri: 'c' },
    ]);
    expect(named(sequences)).toEqual(['A > C > d', 'B > C > d']);
  });

  it('starts at a step whose parent is not in the result, and reads ?label when there is no ?name', () => {
    const sequences = read(
      [
        { uri: 'x', label: 'X', parentUri: 'ontbreekt' },
        { uri: 'y', label: 'Y', parentUri: 'x' },
      ],
      100,
      ['uri', 'label', 'parentUri'],
    );
    expect(named(sequences)).toEqual(['X > Y']);
  });

  it('ends a path before a step would repeat, and starts a ring nothing leads into at its first step', () => {
    const loop = read([
      { uri: 'a', name: 'A' },
      { uri: 'b', name: 'B', parentUri: 'a' },
      { uri: 'b', parentUri: 'c' },
      { uri: 'c', name: 'C', parentUri: 'b' },
    ]);
    expect(named(loop)).toEqual(['A > B > C']);
    expect(loop.notes).toEqual(['Some steps lead back to an earlier step: such a path ends before the step would repeat.']);

    const ring = read([
      { uri: 'p', name: 'P', parentUri: 'r' },
      { uri: 'q', name: 'Q', parentUri: 'p' },
      { uri: 'r', name: 'R', parentUri: 'q' },
      { uri: 'zelf', name: 'Zelf', parentUri: 'zelf' },
    ]);
    expect(named(ring)).toEqual(['Zelf', 'P > Q > R']);
  });

  it('stops at the limit and says so, however many paths the steps make', () => {
    // Ten layers of two steps, each after both of the layer before: 2^10 paths.
    const rows: Record<string, string>[] = [{ uri: 'start', name: 'Start' }];
    for (let layer = 0; layer < 10; layer++) {
      for (const side of ['l', 'r']) {
        const before = layer === 0 ? ['start'] : [`${layer - 1}l`, `${layer - 1}r`];
        for (const parent of before) rows.push({ uri: `${layer}${side}`, parentUri: parent });
      }
    }
    const sequences = read(rows, 50);
    expect(sequences.paths).toHaveLength(50);
    expect(sequences.paths.every((path) => path.length === 11)).toBe(true);
    expect(sequences.notes).toEqual(['Only the first 50 paths are shown.']);
  });

  it('leaves out rows without ?uri, and refuses a result without ?uri', () => {
    expect(read([{ name: 'Niets' }, { uri: 'a', name: 'A' }]).notes).toEqual(['1 row has no ?uri and was left out.']);
    const reading = readSequences(toResultTable(results(['stap', 'naam'], [{ stap: 'a', naam: 'A' }])), 10, en);
    expect(reading).toEqual({ ok: false, error: 'The query must select ?uri (each step), with ?name and ?parentUri (the step before it); it selects ?stap, ?naam.' });
    expect(readSequences(toResultTable(results(['stap'], [])), 10, nl)).toEqual({
      ok: false,
      error: 'De query moet ?uri (elke stap) selecteren, met ?name en ?parentUri (de stap ervoor); hij selecteert ?stap.',
    });
    const dutch = readSequences(toResultTable(results(['uri', 'name'], [{ name: 'Niets' }, { name: 'Ook niets' }, { uri: 'a', name: 'A' }])), 10, nl);
    expect(dutch.ok && dutch.sequences.notes).toEqual(['2 rijen hebben geen ?uri en zijn weggelaten.']);
  });
});

describe('positionsOf', () => {
  it('finds a step on each path, -1 where a path does not pass it', () => {
    expect(positionsOf([['a', 'b', 'c'], ['a', 'd'], ['e']], 'a')).toEqual([0, 0, -1]);
    expect(positionsOf([['a', 'b', 'c'], ['a', 'd']], 'c')).toEqual([2, -1]);
    expect(positionsOf([['a']], undefined)).toEqual([-1]);
  });
});
