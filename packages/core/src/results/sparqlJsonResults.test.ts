import { describe, expect, it } from 'vitest';
import { isSparqlTerm, parseSparqlJsonResults, sparqlTermSchema } from './sparqlJsonResults.js';

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

describe('isSparqlTerm', () => {
  const samples: unknown[] = [
    { type: 'uri', value: 'http://x' },
    { type: 'bnode', value: 'b0' },
    { type: 'literal', value: 'x' },
    { type: 'literal', value: 'x', 'xml:lang': 'nl' },
    { type: 'literal', value: '1', datatype: 'http://www.w3.org/2001/XMLSchema#integer' },
    { type: 'typed-literal', value: '1', datatype: 'http://www.w3.org/2001/XMLSchema#integer' },
    { type: 'typed-literal', value: '1' },
    { type: 'literal', value: 1 },
    { type: 'literal', value: 'x', 'xml:lang': 5 },
    { type: 'literal', value: 'x', datatype: null },
    { type: 'iri', value: 'http://x' },
    { value: 'x' },
    'x',
    null,
  ];

  it('agrees with the term schema on every kind of term and every kind of mistake', () => {
    for (const sample of samples) {
      expect(isSparqlTerm(sample), JSON.stringify(sample)).toBe(sparqlTermSchema.safeParse(sample).success);
    }
  });

  it('names the binding that is not made of terms', () => {
    const json = { head: { vars: ['a'] }, results: { bindings: [{ a: { type: 'uri', value: 'x' } }, { a: { type: 'uri' } }] } };
    expect(() => parseSparqlJsonResults(json)).toThrow(/at results\.bindings\.1: expected an object of SPARQL terms/);
  });
});
