import type { SparqlJsonResults } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/testTranslations';
import { compactIri, readViewerPrefixes } from './commonPrefixes';
import { toJsonLd, toTurtle, usedPrefixes } from './rdfText';
import { back, follow, restart, shownResource } from './resourceHistory';
import { readIri, resourceQuery, resourceTriples } from './resourceQuery';

const EX = 'http://example.org/rdf/';
const RDFS = 'http://www.w3.org/2000/01/rdf-schema#';
const XSD = 'http://www.w3.org/2001/XMLSchema#';

const ANSWER: SparqlJsonResults = {
  head: { vars: ['s', 'p', 'o'] },
  results: {
    bindings: [
      { s: { type: 'bnode', value: 'b0' }, p: { type: 'uri', value: `${EX}straat` }, o: { type: 'literal', value: 'Dorpsstraat' } },
      { s: { type: 'uri', value: `${EX}pand1` }, p: { type: 'uri', value: `${RDFS}label` }, o: { type: 'literal', value: 'Pand 1', 'xml:lang': 'nl' } },
      { s: { type: 'uri', value: `${EX}pand1` }, p: { type: 'uri', value: `${EX}bouwjaar` }, o: { type: 'literal', value: '1923', datatype: `${XSD}integer` } },
      { s: { type: 'uri', value: `${EX}pand1` }, p: { type: 'uri', value: `${EX}eigenaar` }, o: { type: 'uri', value: `${EX}persoon1` } },
      { s: { type: 'uri', value: `${EX}pand1` }, p: { type: 'uri', value: `${EX}adres` }, o: { type: 'bnode', value: 'b0' } },
      { s: { type: 'uri', value: `${EX}pand1` }, p: { type: 'uri', value: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type' }, o: { type: 'uri', value: `${EX}Pand` } },
    ],
  },
};
const PREFIXES = { ex: EX, rdfs: RDFS, xsd: XSD, skos: 'http://www.w3.org/2004/02/skos/core#', rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#' };

describe('readIri', () => {
  it('takes absolute IRIs, bare or in angle brackets', () => {
    expect(readIri(` <${EX}pand1> `)).toBe(`${EX}pand1`);
    expect(readIri('urn:uuid:1234')).toBe('urn:uuid:1234');
  });

  it('refuses what is no IRI or could break out of the query', () => {
    for (const value of ['', 'pand1', `${EX}a b`, `${EX}a> } ; DROP ALL ; <x:`, `${EX}{{x}}`, 42, null]) expect(readIri(value), String(value)).toBeNull();
  });
});

describe('resourceQuery', () => {
  it('asks for the resource and its blank nodes, bounded', () => {
    const query = resourceQuery(`${EX}pand1`);
    expect(query).toContain(`<${EX}pand1> ?p ?o`);
    expect(query).toContain('FILTER(isBlank(?s))');
    expect(query).toMatch(/LIMIT \d+$/);
  });
});

describe('resourceTriples', () => {
  it("reads the answer as triples, the resource's own before its blank nodes'", () => {
    const triples = resourceTriples(ANSWER);
    expect(triples).toHaveLength(6);
    expect(triples.at(-1)!.subject).toEqual({ termType: 'BlankNode', value: 'b0' });
    expect(triples[0]!.object).toEqual({ termType: 'Literal', value: 'Pand 1', language: 'nl', datatype: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#langString' });
    expect(triples[1]!.object).toMatchObject({ datatype: `${XSD}integer` });
  });
});

describe('Turtle and JSON-LD', () => {
  const triples = resourceTriples(ANSWER);

  it('declares only the prefixes the triples use (rdf:type is written "a")', () => {
    expect(usedPrefixes(triples, PREFIXES)).toEqual({ ex: EX, rdfs: RDFS, xsd: XSD });
  });

  it('writes Turtle with prefixes, language tags, datatypes and the blank node', async () => {
    const turtle = await toTurtle(triples, PREFIXES);
    expect(turtle).toContain(`@prefix ex: <${EX}>.`);
    expect(turtle).not.toContain('skos');
    expect(turtle).toContain('ex:pand1 rdfs:label "Pand 1"@nl');
    expect(turtle).toContain('ex:bouwjaar 1923');
    expect(turtle).toContain('ex:eigenaar ex:persoon1');
    expect(turtle).toContain('a ex:Pand');
    expect(turtle).toMatch(/_:b0 ex:straat "Dorpsstraat"/);
  });

  it('writes JSON-LD compacted with the prefixes', async () => {
    const document = JSON.parse(await toJsonLd(triples, PREFIXES)) as { '@context': unknown; '@graph': Record<string, unknown>[] };
    expect(document['@context']).toEqual({ ex: EX, rdfs: RDFS, xsd: XSD });
    const pand = document['@graph'].find((node) => node['@id'] === 'ex:pand1')!;
    expect(pand['rdfs:label']).toEqual({ '@language': 'nl', '@value': 'Pand 1' });
    expect(pand['ex:eigenaar']).toEqual({ '@id': 'ex:persoon1' });
    expect(pand['ex:bouwjaar']).toEqual({ '@type': 'xsd:integer', '@value': '1923' });
  });
});

describe('resource history', () => {
  it('follows links, goes back, and starts again when the app asks for another resource', () => {
    let history = restart({ start: null, trail: [] }, 'a:1');
    history = follow(follow(history, 'a:2'), 'a:3');
    expect(shownResource(history)).toBe('a:3');
    expect(follow(history, 'a:3')).toBe(history);
    history = back(history);
    expect(shownResource(history)).toBe('a:2');
    expect(shownResource(back(back(back(history))))).toBe('a:1');
    expect(restart(history, 'a:1')).toBe(history);
    expect(restart(history, 'b:1')).toEqual({ start: 'b:1', trail: [] });
  });
});

describe('prefixes of the viewer', () => {
  it('adds the app\'s prefixes to the common ones and names what it cannot use', () => {
    expect(readViewerPrefixes({ ex: EX }).prefixes).toMatchObject({ ex: EX, rdfs: RDFS });
    expect(readViewerPrefixes({ ex: EX, '1x': 'nope' }).problem).toContain('"1x"');
    expect(readViewerPrefixes('ex').problem).toContain('JSON object');
  });

  it('names it word for word so with the English texts, and in Dutch for a Dutch reader', async () => {
    const [en, nl] = [await translator('en'), await translator('nl')];
    for (const value of ['ex', { ex: EX, '1x': 'nope', 'y y': EX }]) expect(readViewerPrefixes(value, en).problem).toBe(readViewerPrefixes(value).problem);
    expect(readViewerPrefixes({ '1x': 'nope' }).problem).toBe('Prefixes: "1x" is not a name with a namespace IRI.');
    expect(readViewerPrefixes({ '1x': 'nope' }, nl).problem).toBe('Prefixen: "1x" is geen naam met een namespace-IRI.');
    expect(readViewerPrefixes('ex', nl).problem).toBe('Prefixen: geef een JSON-object met namen en namespaces, bijvoorbeeld {"ex": "http://example.org/def#"}.');
  });

  it('shortens IRIs with the longest namespace that fits, and leaves the rest whole', () => {
    const prefixes = { ex: EX, exd: `${EX}def/` };
    expect(compactIri(`${EX}def/Pand`, prefixes)).toBe('exd:Pand');
    expect(compactIri(`${EX}pand1`, prefixes)).toBe('ex:pand1');
    expect(compactIri(`${EX}a/b`, { ex: EX })).toBe(`${EX}a/b`);
    expect(compactIri(EX, { ex: EX })).toBe(EX);
  });
});
