import { toResultTable, type SparqlJsonResults } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { errorLine, looksLikeHtml, pythonInputs, readResult, tableOfRows, type PythonInputs } from './pythonValues';

const XSD = 'http://www.w3.org/2001/XMLSchema#';
const RESULTS: SparqlJsonResults = {
  head: { vars: ['label', 'label_URI', 'jaar', 'monument', 'prijs'] },
  results: {
    bindings: [
      {
        label: { type: 'literal', value: 'Pand 1', 'xml:lang': 'nl' },
        label_URI: { type: 'uri', value: 'http://example.org/pand1' },
        jaar: { type: 'literal', value: '1923', datatype: `${XSD}integer` },
        monument: { type: 'literal', value: 'true', datatype: `${XSD}boolean` },
        prijs: { type: 'literal', value: '12345678901234567890.5', datatype: `${XSD}decimal` },
      },
      { label: { type: 'literal', value: 'Pand 2' } },
    ],
  },
};

describe('pythonInputs', () => {
  it('hands the rows over as dicts by variable: numbers and booleans typed, the rest as text, unbound as None', () => {
    const inputs = JSON.parse(pythonInputs(toResultTable(RESULTS), { gemeente: 'Doesburg' })) as PythonInputs;
    expect(inputs.columns).toEqual(['label', 'label_URI', 'jaar', 'monument', 'prijs']);
    expect(inputs.rows).toEqual([
      { label: 'Pand 1', label_URI: 'http://example.org/pand1', jaar: 1923, monument: true, prijs: '12345678901234567890.5' },
      { label: 'Pand 2', label_URI: null, jaar: null, monument: null, prijs: null },
    ]);
    expect(inputs.variables).toEqual({ gemeente: 'Doesburg' });
  });

  it('hands over no rows without a query, or for an ASK answer', () => {
    expect(JSON.parse(pythonInputs(undefined, {}))).toEqual({ rows: [], columns: [], variables: {} });
    const ask = toResultTable({ head: {}, boolean: true } as SparqlJsonResults);
    expect((JSON.parse(pythonInputs(ask, {})) as PythonInputs).rows).toEqual([]);
  });
});

describe('tableOfRows', () => {
  it('makes a result table of returned dicts, with the column conventions', () => {
    const table = tableOfRows(['naam', 'naam_URI', 'aantal', 'ok'], [
      { naam: 'Jan', naam_URI: 'http://example.org/jan', aantal: 2, ok: true },
      { naam: 'Piet', aantal: 2.5, ok: null },
    ]);
    expect(table.columns.map((column) => column.name)).toEqual(['naam', 'aantal', 'ok']);
    expect(table.rows[0]!.cells[0]).toMatchObject({ text: 'Jan', uri: 'http://example.org/jan' });
    expect(table.rows[0]!.cells[1]!.value).toMatchObject({ kind: 'number', number: 2 });
    expect(table.rows[1]!.cells[1]!.value).toMatchObject({ kind: 'number', number: 2.5 });
    expect(table.rows[1]!.cells[2]!.text).toBe('');
  });
});

describe('reading what Python gave', () => {
  it('tells HTML from text', () => {
    expect(looksLikeHtml('  <h3>Hi</h3>\n')).toBe(true);
    expect(looksLikeHtml('<!-- x --><p>y</p>')).toBe(true);
    expect(looksLikeHtml('a < b > c')).toBe(false);
    expect(looksLikeHtml('<3 python')).toBe(false);
  });

  it('names an error by its traceback\'s last line', () => {
    expect(errorLine('Traceback (most recent call last):\n  File "<cell>", line 1, in <module>\nZeroDivisionError: division by zero\n')).toBe('ZeroDivisionError: division by zero');
  });

  it('reads the worker\'s JSON, and says so when it cannot', () => {
    expect(readResult('{"kind":"text","text":"hi"}')).toEqual({ kind: 'text', text: 'hi' });
    expect(readResult('{"kind":"other"}').kind).toBe('error');
    expect(readResult('not json').kind).toBe('error');
  });
});
