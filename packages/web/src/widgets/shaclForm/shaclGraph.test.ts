import { describe, expect, it } from 'vitest';
import { readSettings } from '../../kit';
import { DEFAULT_NEW_SUBJECT, shaclForm } from '.';
import { classInstancesQuery, formParameters, isIri, parameterName, shapesQuery, sparqlTerm, validationLines, valuesQuery, type FormQuad, type FormTerm } from './shaclGraph';

const EX = 'http://example.org/';
const XSD = 'http://www.w3.org/2001/XMLSchema#';
const iri = (value: string): FormTerm => ({ termType: 'NamedNode', value });
const blank = (value: string): FormTerm => ({ termType: 'BlankNode', value });
const literal = (value: string, datatype = `${XSD}string`, language?: string): FormTerm => ({ termType: 'Literal', value, datatype: { value: datatype }, ...(language ? { language } : {}) });
const quad = (subject: FormTerm, predicate: string, object: FormTerm): FormQuad => ({ subject, predicate: iri(predicate), object });

describe('the queries a SHACL form runs', () => {
  it('loads a node shape with what describes it, following shape links only', () => {
    const query = shapesQuery('https://example.org/shapes/Persoon');
    expect(query).toContain('CONSTRUCT { ?node ?p ?o }');
    expect(query).toContain('<https://example.org/shapes/Persoon> (sh:property|sh:node|sh:and|sh:or|sh:xone|sh:not|sh:qualifiedValueShape|sh:group|sh:in|sh:ignoredProperties|rdf:first|rdf:rest)* ?node');
    expect(query).not.toContain('sh:class');
  });

  it('keeps a placeholder of the shape inside <...>, where the resolver checks it as an IRI', () => {
    expect(shapesQuery('{{shape}}')).toContain('<{{shape}}> (');
    expect(valuesQuery('{{gebouw}}')).toContain('BIND(<{{gebouw}}> AS ?node)');
  });

  it('loads a resource with the blank nodes it points to', () => {
    const query = valuesQuery('https://example.org/p/1');
    expect(query).toContain('{ BIND(<https://example.org/p/1> AS ?node) ?node ?p ?o }');
    expect(query).toContain('{ <https://example.org/p/1> ?link ?node . FILTER(isBlank(?node)) ?node ?p ?o }');
  });

  it('asks for the instances of a class and its subclasses, with labels, bounded', () => {
    const query = classInstancesQuery('https://example.org/Plaats', 50);
    expect(query).toContain('?class rdfs:subClassOf* <https://example.org/Plaats> . ?instance a ?class .');
    expect(query).toContain('LIMIT 50');
    expect(query).toContain('?instance a <https://example.org/Plaats> ; rdfs:label ?label');
    // The library writes option labels as HTML: they come escaped, in their language.
    expect(query).toContain('BIND(IF(LANG(?rawLabel) = "", REPLACE(REPLACE(STR(?rawLabel), "&", "&amp;"), "<", "&lt;"), STRLANG(');
  });
});

describe('parameterName and sparqlTerm', () => {
  it('names a property by its local name, rdf:type as type', () => {
    expect(parameterName(`${EX}naam`)).toBe('naam');
    expect(parameterName('http://schema.org/birthDate')).toBe('birthDate');
    expect(parameterName('http://example.org/ont#heeft-adres')).toBe('heeft_adres');
    expect(parameterName('http://www.w3.org/1999/02/22-rdf-syntax-ns#type')).toBe('type');
  });

  it('writes terms as SPARQL does, escaping literals', () => {
    expect(sparqlTerm(iri(`${EX}a`))).toBe(`<${EX}a>`);
    expect(sparqlTerm(literal('zeg "hoi"\nen ga'))).toBe('"zeg \\"hoi\\"\\nen ga"');
    expect(sparqlTerm(literal('huis', 'http://www.w3.org/1999/02/22-rdf-syntax-ns#langString', 'nl'))).toBe('"huis"@nl');
    expect(sparqlTerm(literal('5', `${XSD}integer`))).toBe(`"5"^^<${XSD}integer>`);
  });

  it('tells an IRI from other text', () => {
    expect(isIri('urn:uuid:0f1e')).toBe(true);
    expect(isIri('https://example.org/a')).toBe(true);
    expect(isIri('Persoon')).toBe(false);
    expect(isIri('https://example.org/a b')).toBe(false);
  });
});

describe('formParameters', () => {
  const root = iri(`${EX}p1`);

  it('sends each property by its local name, one value as its text', () => {
    const quads = [
      quad(root, 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type', iri(`${EX}Persoon`)),
      quad(root, `${EX}naam`, literal('Jan')),
      quad(root, `${EX}geboortejaar`, literal('1985', `${XSD}integer`)),
      quad(root, `${EX}woonplaats`, iri(`${EX}Delft`)),
      quad(iri(`${EX}ander`), `${EX}naam`, literal('Niet van het formulier')),
    ];
    expect(formParameters(quads, root)).toEqual({
      ok: true,
      parameters: { type: `${EX}Persoon`, naam: 'Jan', geboortejaar: '1985', woonplaats: `${EX}Delft` },
    });
  });

  it('sends several values as a list of terms, for VALUES', () => {
    const quads = [quad(root, `${EX}alias`, literal('Jan')), quad(root, `${EX}alias`, literal('Johannes', 'http://www.w3.org/1999/02/22-rdf-syntax-ns#langString', 'nl'))];
    expect(formParameters(quads, root)).toEqual({ ok: true, parameters: { alias: '"Jan" "Johannes"@nl' } });
  });

  it('sends a nested form under the property that holds it, not the blank node itself', () => {
    const adres = blank('b1');
    const quads = [quad(root, `${EX}adres`, adres), quad(adres, `${EX}straat`, literal('Markt 1')), quad(adres, `${EX}plaats`, iri(`${EX}Delft`))];
    expect(formParameters(quads, root)).toEqual({ ok: true, parameters: { 'adres.straat': 'Markt 1', 'adres.plaats': `${EX}Delft` } });
  });

  it('does not loop on a cycle', () => {
    const other = iri(`${EX}p2`);
    const quads = [quad(root, `${EX}kent`, other), quad(other, `${EX}kent`, root), quad(other, `${EX}naam`, literal('Piet'))];
    expect(formParameters(quads, root)).toEqual({ ok: true, parameters: { kent: `${EX}p2`, 'kent.kent': `${EX}p1`, 'kent.naam': 'Piet' } });
  });

  it('refuses two paths that would be sent under one name', () => {
    const quads = [quad(root, `${EX}naam`, literal('Jan')), quad(root, 'http://xmlns.com/foaf/0.1/naam', literal('J.'))];
    expect(formParameters(quads, root)).toEqual({
      ok: false,
      error: 'The form\'s properties <http://example.org/naam> and <http://xmlns.com/foaf/0.1/naam> would both be sent as the rule parameter "naam".',
    });
  });
});

describe('validationLines', () => {
  it('gives each of the library\'s messages once, with its field', () => {
    expect(
      validationLines([
        { label: 'Naam', message: 'Less than 1 values\n' },
        { label: 'Geboortejaar', message: 'Value is not greater than or equal to 1900\nValue does not have datatype xsd:integer' },
        { label: 'Naam', message: 'Less than 1 values' },
        { label: '', message: 'Value does not have shape ex:Adres' },
      ]),
    ).toEqual([
      'Naam: Less than 1 values',
      'Geboortejaar: Value is not greater than or equal to 1900',
      'Geboortejaar: Value does not have datatype xsd:integer',
      'Value does not have shape ex:Adres',
    ]);
  });
});

describe('the BBDForm definition', () => {
  it('gives a new resource a fresh IRI unless told otherwise, and a fresh form after submit', () => {
    const { settings } = readSettings(shaclForm.options, {});
    expect(settings.newSubject).toBe(DEFAULT_NEW_SUBJECT);
    expect(settings.afterSubmit).toBe('reset');
    expect(settings.submitLabel).toBe('Submit');
  });
});
