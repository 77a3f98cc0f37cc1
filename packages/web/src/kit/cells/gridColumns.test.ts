import { toResultTable, type SparqlJsonResults } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { compareCells } from './compareCells';
import { gridColumns } from './gridColumns';

const RESULTS: SparqlJsonResults = {
  head: { vars: ['naam', 'naamURI', 'aantal'] },
  results: {
    bindings: [
      { naam: { type: 'literal', value: 'Gebouw 10' }, naamURI: { type: 'uri', value: 'http://example.org/g10' }, aantal: { type: 'literal', value: '9', datatype: 'http://www.w3.org/2001/XMLSchema#integer' } },
      { naam: { type: 'literal', value: 'Gebouw 9' }, aantal: { type: 'literal', value: '10', datatype: 'http://www.w3.org/2001/XMLSchema#integer' } },
      { naam: { type: 'literal', value: 'Gebouw 11' } },
    ],
  },
};

describe('gridColumns', () => {
  it('gives one column per visible variable; a column with X_URI is drawn with links', () => {
    const table = toResultTable(RESULTS);
    expect(gridColumns(table).map(({ colId, index, rich }) => [colId, index, rich])).toEqual([
      ['naam', 0, true],
      ['aantal', 1, false],
    ]);
  });
});

describe('compareCells', () => {
  const table = toResultTable(RESULTS);
  const cell = (row: number, column: number) => table.rows[row]!.cells[column];

  it('orders numbers by value and text with its numbers read as numbers', () => {
    expect(compareCells(cell(0, 1), cell(1, 1))).toBeLessThan(0);
    expect(compareCells(cell(1, 0), cell(0, 0))).toBeLessThan(0);
  });

  it('puts empty cells first', () => {
    expect(compareCells(cell(2, 1), cell(0, 1))).toBeLessThan(0);
    expect(compareCells(cell(0, 1), cell(2, 1))).toBeGreaterThan(0);
  });
});
