import { toResultTable, type SparqlJsonResults } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/testTranslations';
import { cellKey, toMatrix, type Matrix } from './matrix';

const en = await translator('en');
const nl = await translator('nl');

type Term = string | { uri: string };

function results(vars: string[], rows: Record<string, Term>[]): SparqlJsonResults {
  return {
    head: { vars },
    results: {
      bindings: rows.map((row) =>
        Object.fromEntries(
          Object.entries(row).map(([name, value]) => [name, typeof value === 'string' ? { type: 'literal', value } : { type: 'uri', value: value.uri }]),
        ),
      ),
    },
  } as SparqlJsonResults;
}

const EX = 'http://example.org/';
const QUERY_ORDER = { rows: 'query', columns: 'query' } as const;

function matrixOf(vars: string[], rows: Record<string, Term>[], order: { rows: 'query' | 'label'; columns: 'query' | 'label' } = QUERY_ORDER): Matrix {
  const reading = toMatrix(toResultTable(results(vars, rows)), order, en);
  if (!reading.ok) throw new Error(reading.error);
  return reading.matrix;
}

const texts = (matrix: Matrix, row: string, column: string) => matrix.cells.get(cellKey(row, column))?.map((cell) => cell.text);

describe('toMatrix', () => {
  it('makes one row per distinct row and one column per distinct column, in the order they first appear', () => {
    const matrix = matrixOf(
      ['row', 'column', 'value'],
      [
        { row: 'Utrecht', column: '2024', value: '12' },
        { row: 'Utrecht', column: '2022', value: '9' },
        { row: 'Zeist', column: '2023', value: '4' },
      ],
    );
    expect(matrix.rows.map((row) => row.label)).toEqual(['Utrecht', 'Zeist']);
    expect(matrix.columns.map((column) => column.label)).toEqual(['2024', '2022', '2023']);
    expect(texts(matrix, 'Utrecht', '2024')).toEqual(['12']);
    // Where a row and a column never meet, the cell is empty.
    expect(texts(matrix, 'Zeist', '2024')).toBeUndefined();
  });

  it('sorts by name when asked, numbers by their value', () => {
    const matrix = matrixOf(
      ['row', 'column', 'value'],
      [
        { row: 'b', column: '10', value: '1' },
        { row: 'A', column: '9', value: '2' },
      ],
      { rows: 'label', columns: 'label' },
    );
    expect(matrix.rows.map((row) => row.label)).toEqual(['A', 'b']);
    expect(matrix.columns.map((column) => column.label)).toEqual(['9', '10']);
  });

  it('tells rows apart by ?rowURI and columns by ?columnURI, and keeps them to publish', () => {
    const matrix = matrixOf(
      ['row', 'rowURI', 'column', 'columnURI', 'value'],
      [
        { row: 'Centrum', rowURI: { uri: `${EX}utrecht-centrum` }, column: 'Woningen', columnURI: { uri: `${EX}woning` }, value: '3' },
        { row: 'Centrum', rowURI: { uri: `${EX}zeist-centrum` }, column: 'Woningen', columnURI: { uri: `${EX}woning` }, value: '5' },
      ],
    );
    expect(matrix.rows).toEqual([
      { key: `${EX}utrecht-centrum`, label: 'Centrum', uri: `${EX}utrecht-centrum` },
      { key: `${EX}zeist-centrum`, label: 'Centrum', uri: `${EX}zeist-centrum` },
    ]);
    expect(matrix.columns).toEqual([{ key: `${EX}woning`, label: 'Woningen', uri: `${EX}woning` }]);
    expect(texts(matrix, `${EX}zeist-centrum`, `${EX}woning`)).toEqual(['5']);
  });

  it('names a row that has only a ?rowURI by the IRI\'s last part', () => {
    const matrix = matrixOf(['rowURI', 'column', 'value'], [{ rowURI: { uri: `${EX}gebouw-7` }, column: 'Bouwjaar', value: '1931' }]);
    expect(matrix.rows[0]?.label).toBe('gebouw-7');
  });

  it('keeps a row and a column without a value as empty lines, and shows a repeated value once', () => {
    const matrix = matrixOf(
      ['row', 'column', 'value', 'valueURI'],
      [
        { row: 'Utrecht', column: 'Monumenten', value: 'Dom', valueURI: { uri: `${EX}dom` } },
        { row: 'Utrecht', column: 'Monumenten', value: 'Dom', valueURI: { uri: `${EX}dom` } },
        { row: 'Utrecht', column: 'Monumenten', value: 'Neude', valueURI: { uri: `${EX}neude` } },
        { row: 'Amersfoort', column: 'Molens' },
      ],
    );
    expect(matrix.rows.map((row) => row.label)).toEqual(['Utrecht', 'Amersfoort']);
    expect(matrix.columns.map((column) => column.label)).toEqual(['Monumenten', 'Molens']);
    expect(matrix.cells.get(cellKey('Utrecht', 'Monumenten'))?.map((cell) => cell.uri)).toEqual([`${EX}dom`, `${EX}neude`]);
    expect(texts(matrix, 'Amersfoort', 'Molens')).toBeUndefined();
  });

  it('reads a ?valueHTML variable as the value column', () => {
    const matrix = matrixOf(['row', 'column', 'valueHTML'], [{ row: 'r', column: 'c', value: 'x', valueHTML: '<b>x</b>' }]);
    expect(matrix.cells.get(cellKey('r', 'c'))?.[0]).toMatchObject({ text: '<b>x</b>', html: true });
  });

  it('says which variables a query lacks', () => {
    const reading = toMatrix(toResultTable(results(['gemeente', 'jaar', 'value'], [])), QUERY_ORDER, en);
    expect(reading).toEqual({ ok: false, error: 'The query must select ?row, ?column and ?value; ?row, ?column are missing (it selects ?gemeente, ?jaar, ?value).' });
    expect(toMatrix(toResultTable(results(['row', 'column'], [])), QUERY_ORDER, en)).toEqual({ ok: false, error: 'The query must select ?row, ?column and ?value; ?value is missing (it selects ?row, ?column).' });
    expect(toMatrix(toResultTable(results(['row', 'column'], [])), QUERY_ORDER, nl)).toEqual({ ok: false, error: 'De query moet ?row, ?column en ?value selecteren; ?value ontbreekt (hij selecteert ?row, ?column).' });
  });
});
