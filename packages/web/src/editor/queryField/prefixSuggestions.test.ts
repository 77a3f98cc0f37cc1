import { describe, expect, it } from 'vitest';
import { appDeclaredPrefixes, declarationToAdd, namespaceOf, prefixContext, prefixNameFor, suggestedPrefixes } from './prefixSuggestions';

describe('prefix suggestions', () => {
  it('reads the prefixes every query of an app declares', () => {
    const app = {
      mainArea: {
        areas: [
          { widget: 'Table', query: 'PREFIX ex: <http://example.org/def#>\nprefix imx-ext:<https://imx.example/ext#> SELECT * {}' },
          { widget: 'Text', html: 'not a query' },
          { widget: 'Table', query: 'PREFIX ex: <http://other.example/>' },
        ],
      },
    };
    expect(appDeclaredPrefixes(app)).toEqual({ ex: 'http://example.org/def#', 'imx-ext': 'https://imx.example/ext#' });
  });

  it('names each namespace once: the app\'s name, a well-known name, else one made from the namespace', () => {
    const prefixes = suggestedPrefixes({ begrip: 'http://www.w3.org/2004/02/skos/core#', ex: 'http://example.org/def#' }, [
      'http://www.w3.org/2004/02/skos/core#prefLabel',
      'http://example.org/def#name',
      'https://data.example.nl/model/gebouw/Pand',
      'https://data.example.nl/model/gebouw/hoogte',
      'urn:no-namespace',
    ]);
    expect(prefixes.begrip).toBe('http://www.w3.org/2004/02/skos/core#');
    expect(prefixes.skos).toBeUndefined();
    expect(prefixes.rdfs).toBe('http://www.w3.org/2000/01/rdf-schema#');
    expect(prefixes.gebouw).toBe('https://data.example.nl/model/gebouw/');
    expect(Object.values(prefixes).filter((namespace) => namespace === 'https://data.example.nl/model/gebouw/')).toHaveLength(1);
  });

  it('makes up valid, unused names', () => {
    expect(prefixNameFor('http://example.org/', new Set())).toBe('example');
    expect(prefixNameFor('http://example.org/2020/', new Set())).toBe('ns1');
    expect(prefixNameFor('http://x.org/def/', new Set(['def']))).toBe('def1');
    expect(namespaceOf('http://x.org/def#a')).toBe('http://x.org/def#');
    expect(namespaceOf('urn:isbn:123')).toBe('');
  });

  it('knows when a prefix is being typed', () => {
    expect(prefixContext('PREFIX sk')).toEqual({ kind: 'declaration', from: 7, typed: 'sk' });
    expect(prefixContext('prefix ')).toEqual({ kind: 'declaration', from: 7, typed: '' });
    expect(prefixContext('SELECT * { ?s skos:pref')).toEqual({ kind: 'name', from: 14, prefix: 'skos', local: 'pref' });
    expect(prefixContext('SELECT * { ?s sko')).toEqual({ kind: 'name', from: 14, prefix: 'sko', local: null });
    expect(prefixContext('SELECT * { ?s skos:')).toMatchObject({ prefix: 'skos', local: '' });
    expect(prefixContext('SELECT * { ?sko')).toBeNull();
    expect(prefixContext('SELECT * { ?s ?p "sko')).toBeNull();
    expect(prefixContext('SELECT * { ?s ?p <http://sko')).toBeNull();
    expect(prefixContext('SELECT * { # a comment on sko')).toBeNull();
    expect(prefixContext('SELECT * { ?s ?p "x" . ?s sko')).toMatchObject({ prefix: 'sko' });
    expect(prefixContext('SELECT * { FILTER(?n <sko')).toBeNull();
    expect(prefixContext('SELECT * { FILTER(?n < sko')).toMatchObject({ prefix: 'sko' });
  });

  it('adds a declaration after the existing ones, or on top', () => {
    expect(declarationToAdd('SELECT * { ?s skos:x ?o }', 'skos', 'http://s#')).toEqual({ at: 0, insert: 'PREFIX skos: <http://s#>\n' });
    const query = 'PREFIX ex: <http://e#>\nPREFIX rdfs: <http://r#>\nSELECT * {}';
    expect(declarationToAdd(query, 'skos', 'http://s#')).toEqual({ at: query.indexOf('\nSELECT'), insert: '\nPREFIX skos: <http://s#>' });
    expect(declarationToAdd(query, 'ex', 'http://e#')).toBeNull();
  });
});
