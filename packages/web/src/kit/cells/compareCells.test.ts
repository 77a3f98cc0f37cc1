import { toResultTable, type Cell, type SparqlBinding } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { compareCells } from './compareCells';

const XSD = 'http://www.w3.org/2001/XMLSchema#';

/** One column of cells as core reads them from a result; undefined is an unbound value. */
function column(values: (string | undefined)[], datatype?: string): Cell[] {
  const table = toResultTable({
    head: { vars: ['x'] },
    results: {
      bindings: values.map((value): SparqlBinding => (value === undefined ? {} : { x: { type: 'literal', value, ...(datatype ? { datatype: XSD + datatype } : {}) } })),
    },
  });
  return table.rows.map((row) => row.cells[0]!);
}

function sorted(cells: Cell[]): string[] {
  return [...cells].sort(compareCells).map((cell) => cell.text);
}

describe('Table++ sort order', () => {
  it('sorts numbers by value, not as text', () => {
    expect(sorted(column(['10', '9', '100'], 'integer'))).toEqual(['9', '10', '100']);
  });

  it('sorts dates by moment', () => {
    const cells = column(['2024-03-01', '2023-12-31', '2024-01-15'], 'date');
    expect([...cells].sort(compareCells).map((cell) => cells.indexOf(cell))).toEqual([1, 2, 0]);
  });

  it('sorts text with the numbers in it read as numbers, ignoring case', () => {
    expect(sorted(column(['item 10', 'Item 9', 'item 1']))).toEqual(['item 1', 'Item 9', 'item 10']);
  });

  it('puts empty cells first', () => {
    expect(sorted(column(['b', undefined, 'a']))).toEqual(['', 'a', 'b']);
  });
});
