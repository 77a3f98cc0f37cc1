import { describe, expect, it } from 'vitest';
import { parseSparqlJsonResults } from './sparqlJsonResults.js';

describe('parseSparqlJsonResults', () => {
  it('accepts SELECT and ASK results', () => {
    const select = { head: { vars: ['a'] }, results: { bindings: [{ a: { type: 'uri', value: 'http://x' } }] } };
    expect(parseSparqlJsonResults(select)).toEqual(select);
    expect(parseSparqlJsonResults({ head: {}, boolean: false })).toEqual({ head: {}, boolean: false });
  });

  it('names where a response that is not SPARQL JSON goes wrong', () => {
    expect(() => parseSparqlJsonResults({ head: { vars: ['a'] } })).toThrow(
      /^The response is not SPARQL JSON results at results:/,
    );
    expect(() => parseSparqlJsonResults('<html>')).toThrow('The response is not SPARQL JSON results');
  });
});
