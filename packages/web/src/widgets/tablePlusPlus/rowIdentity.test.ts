import { toResultTable, type SparqlJsonResults } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { rowIdReader } from './rowIdentity';

function table(vars: string[], rows: Record<string, string>[]) {
  const results: SparqlJsonResults = {
    head: { vars },
    results: {
      bindings: rows.map((row) =>
        Object.fromEntries(Object.entries(row).map(([name, value]) => [name, value.startsWith('http') ? { type: 'uri', value } : { type: 'literal', value }])),
      ),
    },
  };
  return toResultTable(results);
}

describe('Table++ row names', () => {
  it('names a row by its ?uri when the query selects one, whatever comes first', () => {
    const t = table(['naam', 'uri'], [{ naam: 'Stadhuis', uri: 'http://example.org/stadhuis' }]);
    expect(rowIdReader(t)(t.rows[0]!)).toBe('http://example.org/stadhuis');
  });

  it('names a row by its first X_URI modifier without a ?uri', () => {
    const t = table(['naam', 'naam_URI', 'jaar'], [{ naam: 'Domtoren', naam_URI: 'http://example.org/dom', jaar: '1321' }]);
    expect(rowIdReader(t)(t.rows[0]!)).toBe('http://example.org/dom');
  });

  it('names a row by the text of its first column otherwise, and a row without that value by the empty name', () => {
    const t = table(['naam', 'jaar'], [{ naam: 'Stadhuis', jaar: '2000' }, { jaar: '1900' }]);
    const readId = rowIdReader(t);
    expect(readId(t.rows[0]!)).toBe('Stadhuis');
    expect(readId(t.rows[1]!)).toBe('');
  });

  it('names a row by the shown part of a split value ("a&&b" is named "a")', () => {
    const t = table(['naam', 'jaar'], [{ naam: 'Stadhuis&&gemeente', jaar: '2000' }]);
    expect(rowIdReader(t)(t.rows[0]!)).toBe('Stadhuis');
    expect(t.rows[0]!.cells[0]!.text).toBe('Stadhuis');
  });
});
