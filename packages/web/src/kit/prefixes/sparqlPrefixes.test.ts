import { describe, expect, it } from 'vitest';
import { declaredPrefixes, readPrefixes, withMissingPrefixes } from './sparqlPrefixes';

describe('readPrefixes', () => {
  it('reads SPARQL, Turtle and bare lines', () => {
    const text = [
      'PREFIX ex: <http://example.org/>',
      '@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .',
      'skos: http://www.w3.org/2004/02/skos/core#',
      'dct http://purl.org/dc/terms/',
      ': <http://example.org/default/>',
      '# a comment',
      '',
    ].join('\n');
    expect(readPrefixes(text)).toEqual({
      prefixes: {
        ex: 'http://example.org/',
        rdfs: 'http://www.w3.org/2000/01/rdf-schema#',
        skos: 'http://www.w3.org/2004/02/skos/core#',
        dct: 'http://purl.org/dc/terms/',
        '': 'http://example.org/default/',
      },
      problems: [],
    });
  });

  it('reads a JSON object as older configs store it', () => {
    expect(readPrefixes({ ex: 'http://example.org/' }).prefixes).toEqual({ ex: 'http://example.org/' });
  });

  it('names the lines it cannot read', () => {
    const reading = readPrefixes('ex: <http://example.org/>\nhttp://example.org/\n1x: http://x.org/\nex: not an iri');
    expect(reading.prefixes).toEqual({ ex: 'http://example.org/' });
    expect(reading.problems).toHaveLength(3);
    expect(reading.problems[0]).toContain('"http://example.org/"');
  });

  it('reads nothing from nothing', () => {
    expect(readPrefixes(undefined)).toEqual({ prefixes: {}, problems: [] });
    expect(readPrefixes('')).toEqual({ prefixes: {}, problems: [] });
  });
});

describe('withMissingPrefixes', () => {
  const prefixes = { ex: 'http://example.org/', rdfs: 'http://www.w3.org/2000/01/rdf-schema#', skos: 'http://www.w3.org/2004/02/skos/core#' };

  it('declares the prefixes a query uses and lacks, and only those', () => {
    const query = 'PREFIX rdfs: <http://other.org/>\nSELECT * WHERE { ?s a ex:Gebouw ; rdfs:label ?l }';
    expect(withMissingPrefixes(query, prefixes)).toBe(`PREFIX ex: <http://example.org/>\n${query}`);
  });

  it('does not count a prefix inside a string, an IRI or a comment as used', () => {
    const query = 'SELECT * WHERE { ?s <http://x.org/skos:a> "ex:b" } # rdfs:label';
    expect(withMissingPrefixes(query, prefixes)).toBe(query);
  });

  it('counts a prefix after a property path operator', () => {
    expect(withMissingPrefixes('SELECT * { ?s ex:a/skos:broader ?o }', prefixes)).toContain('PREFIX skos:');
  });
});

describe('declaredPrefixes', () => {
  it('lists the names a query declares, the empty one included', () => {
    expect([...declaredPrefixes('prefix ex: <a:b>\nPREFIX : <c:d>\nSELECT * {}')]).toEqual(['ex', '']);
  });
});
