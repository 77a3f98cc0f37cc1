import { toResultTable, URI_AND_URL_ERROR, type SparqlJsonResults } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { tableDespiteLinkConflict } from './linkConflicts';

const RESULTS: SparqlJsonResults = {
  head: { vars: ['naam', 'naam_URI', 'naam_URL', 'jaar'] },
  results: {
    bindings: [
      {
        naam: { type: 'literal', value: 'Stadhuis' },
        naam_URI: { type: 'uri', value: 'http://example.org/stadhuis' },
        naam_URL: { type: 'uri', value: 'https://example.org/stadhuis.html' },
        jaar: { type: 'literal', value: '2000' },
      },
    ],
  },
};

function conversionError(results: SparqlJsonResults): string | undefined {
  try {
    toResultTable(results);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

describe('Table++ with URI and URL modifiers on one cell', () => {
  it('is an error core names', () => {
    expect(conversionError(RESULTS)).toBe(URI_AND_URL_ERROR);
  });

  it('still shows the rows, the cell publishing its URI and the URL neither a link nor a column', () => {
    const table = tableDespiteLinkConflict(RESULTS, URI_AND_URL_ERROR)!;
    expect(table.columns.map((column) => column.name)).toEqual(['naam', 'jaar']);
    const cell = table.rows[0]!.cells[0]!;
    expect(cell.text).toBe('Stadhuis');
    expect(cell.uri).toBe('http://example.org/stadhuis');
    expect(cell.url).toBeUndefined();
  });

  it('leaves any other error an error, and a result without one alone', () => {
    expect(tableDespiteLinkConflict(RESULTS, 'Something else')).toBeUndefined();
    expect(tableDespiteLinkConflict(undefined, URI_AND_URL_ERROR)).toBeUndefined();
    expect(tableDespiteLinkConflict({ head: {}, boolean: true }, URI_AND_URL_ERROR)).toBeUndefined();
  });
});
