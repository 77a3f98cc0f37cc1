import type { SparqlBinding, SparqlJsonResults } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { classesQuery, labelOf, labelsQuery, propertiesQuery, readClasses, readLabels, readProperties } from './dataModel';

const EX = 'http://example.org/';
const XSD = 'http://www.w3.org/2001/XMLSchema#';
const uri = (value: string) => ({ type: 'uri' as const, value });
const literal = (value: string, lang?: string) => ({ type: 'literal' as const, value, ...(lang ? { 'xml:lang': lang } : {}) });

function results(vars: string[], bindings: SparqlBinding[]): SparqlJsonResults {
  return { head: { vars }, results: { bindings } };
}

describe('classes', () => {
  it('asks for declared and used classes and leaves the modelling vocabularies out', () => {
    expect(classesQuery()).toContain('UNION { ?instance a ?class }');
    const classes = readClasses(
      results(['class', 'count'], [
        { class: uri(`${EX}Pand`), count: literal('3') },
        { class: uri('http://www.w3.org/2002/07/owl#Class'), count: literal('12') },
        { class: uri(`${EX}Leeg`), count: literal('0') },
      ]),
    );
    expect(classes).toEqual([
      { iri: `${EX}Pand`, count: 3 },
      { iri: `${EX}Leeg`, count: 0 },
    ]);
  });
});

describe('properties', () => {
  it('asks for declarations (superclasses included) and a sample of the resources', () => {
    const query = propertiesQuery(`${EX}Pand`);
    expect(query).toContain(`<${EX}Pand> rdfs:subClassOf* ?domain .`);
    expect(query).toContain(`{ SELECT ?resource WHERE { ?resource a <${EX}Pand> } LIMIT 1000 }`);
    expect(propertiesQuery('no iri')).toBe('');
  });

  it('uses what the resources have when nothing is declared', () => {
    const read = readProperties(
      results(['source', 'property', 'target', 'count'], [
        { source: literal('instances'), property: uri(`${EX}eigenaar`), target: uri(`${EX}Persoon`), count: literal('2') },
        { source: literal('instances'), property: uri(`${EX}bouwjaar`), target: uri(`${XSD}integer`), count: literal('3') },
        { source: literal('instances'), property: uri(`${EX}woontIn`), count: literal('1') },
      ]),
    );
    expect(read.source).toBe('instances');
    expect(read.properties).toEqual([
      { iri: `${EX}eigenaar`, classes: [`${EX}Persoon`], values: false, resources: false },
      { iri: `${EX}bouwjaar`, classes: [], values: true, resources: false },
      { iri: `${EX}woontIn`, classes: [], values: false, resources: true },
    ]);
  });

  it('keeps the declared properties when there are any', () => {
    const read = readProperties(
      results(['source', 'property', 'target'], [
        { source: literal('declared'), property: uri(`${EX}naam`), target: uri('http://www.w3.org/2000/01/rdf-schema#Literal') },
        { source: literal('declared'), property: uri(`${EX}ligtIn`) },
        { source: literal('instances'), property: uri(`${EX}anders`), target: uri(`${XSD}string`) },
      ]),
    );
    expect(read.source).toBe('declared');
    expect(read.properties.map((property) => [property.iri, property.values, property.resources])).toEqual([
      [`${EX}naam`, true, false],
      [`${EX}ligtIn`, true, true],
    ]);
  });
});

describe('labels', () => {
  it('asks for the labels of valid IRIs only', () => {
    expect(labelsQuery([])).toBe('');
    expect(labelsQuery([`${EX}a`, `${EX}a`, 'bad iri'])).toContain(`VALUES ?iri { <${EX}a> }`);
  });

  it('takes the language asked for, then no language, then English; else the local name', () => {
    const labels = readLabels(
      results(['iri', 'label'], [
        { iri: uri(`${EX}a`), label: literal('building', 'en') },
        { iri: uri(`${EX}a`), label: literal('pand', 'nl') },
        { iri: uri(`${EX}a`), label: literal('Gebäude', 'de') },
        { iri: uri(`${EX}b`), label: literal('person', 'en') },
        { iri: uri(`${EX}b`), label: literal('persoon') },
      ]),
      'nl',
    );
    expect(labelOf(`${EX}a`, labels)).toBe('pand');
    expect(labelOf(`${EX}b`, labels)).toBe('persoon');
    expect(labelOf(`${EX}c`, labels)).toBe('c');
  });
});
