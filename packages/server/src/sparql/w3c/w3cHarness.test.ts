import { describe, expect, it } from 'vitest';
import { compareResults } from './compareResults.js';
import { parseSparqlCsvResults, parseSparqlTsvResults } from './csvTsvResults.js';
import { orderByVariables } from './queryOrder.js';
import { literal, xsd, type QueryResults } from './resultTerms.js';
import { parseSparqlJsonResults } from './sparqlJsonResults.js';
import { parseSparqlXmlResults } from './sparqlXmlResults.js';

/** The harness of the W3C suite: if it is wrong, the pass counts mean nothing. */
describe('the W3C harness', () => {
  it('reads SPARQL XML results with entities, languages, datatypes and blank nodes', () => {
    const xml = `<?xml version="1.0"?>
      <!-- a comment -->
      <sparql xmlns="http://www.w3.org/2005/sparql-results#">
        <head><variable name="x"/><variable name="y"/></head>
        <results>
          <result><binding name="x"><literal xml:lang="EN">a &amp; b &#x41;</literal></binding></result>
          <result><binding name="x"><bnode>r1</bnode></binding><binding name="y"><literal datatype="${xsd}integer">7</literal></binding></result>
          <result><binding name="y"><uri>http://e/&lt;</uri></binding></result>
        </results>
      </sparql>`;
    const r = parseSparqlXmlResults(xml);
    expect(r.kind === 'bindings' && r.variables).toEqual(['x', 'y']);
    expect(r.kind === 'bindings' && r.solutions.map((s) => Object.fromEntries(s))).toEqual([
      { x: { type: 'literal', value: 'a & b A', datatype: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#langString', lang: 'en' } },
      { x: { type: 'bnode', value: 'r1' }, y: literal('7', `${xsd}integer`) },
      { y: { type: 'uri', value: 'http://e/<' } },
    ]);
    expect(parseSparqlXmlResults('<sparql xmlns="http://www.w3.org/2005/sparql-results#"><head/><boolean>true</boolean></sparql>')).toEqual({ kind: 'boolean', value: true });
  });

  it('reads CSV with quoted fields and TSV terms', () => {
    const csv = parseSparqlCsvResults('a,b\r\n"x, ""y""",_:b1\r\n,42\r\n');
    expect(csv.kind === 'bindings' && csv.solutions.map((s) => [s.get('a')?.value, s.get('b')])).toEqual([
      ['x, "y"', { type: 'bnode', value: 'b1' }],
      [undefined, literal('42', 'urn:grafiek:w3c:csv-cell')],
    ]);
    const tsv = parseSparqlTsvResults('?a\t?b\n<http://e/>\t"x\\ty"@en\n1.0e6\t-3\n');
    expect(tsv.kind === 'bindings' && tsv.solutions.map((s) => [s.get('a'), s.get('b')])).toEqual([
      [{ type: 'uri', value: 'http://e/' }, literal('x\ty', undefined, 'en')],
      [literal('1.0e6', `${xsd}double`), literal('-3', `${xsd}integer`)],
    ]);
  });

  const table = (rows: Record<string, ReturnType<typeof literal>>[]): QueryResults => ({
    kind: 'bindings',
    variables: ['x', 'y'],
    solutions: rows.map((r) => new Map(Object.entries(r))),
  });
  const b = (value: string) => ({ type: 'bnode', value }) as const;

  it('matches blank nodes up to one consistent renaming, and numbers by value within a datatype', () => {
    expect(compareResults(table([{ x: b('a'), y: b('a') }, { x: b('b') }]), table([{ x: b('q') }, { x: b('p'), y: b('p') }]))).toBeUndefined();
    expect(compareResults(table([{ x: b('a'), y: b('a') }]), table([{ x: b('p'), y: b('q') }]))).toMatch(/differ/);
    expect(compareResults(table([{ x: b('a') }, { x: b('b') }]), table([{ x: b('p') }, { x: b('p') }]))).toMatch(/differ/);
    expect(compareResults(table([{ x: literal('2.0', `${xsd}decimal`) }]), table([{ x: literal('2', `${xsd}decimal`) }]))).toBeUndefined();
    expect(compareResults(table([{ x: literal('1.0E6', `${xsd}double`) }]), table([{ x: literal('1000000', `${xsd}double`) }]))).toBeUndefined();
    expect(compareResults(table([{ x: literal('2', `${xsd}decimal`) }]), table([{ x: literal('2', `${xsd}integer`) }]))).toMatch(/differ/);
    expect(compareResults(table([{ x: literal('a', undefined, 'en') }]), table([{ x: literal('a') }]))).toMatch(/differ/);
  });

  it('checks the order only on the ORDER BY variables', () => {
    expect(orderByVariables('SELECT * { ?s ?p ?o } ORDER BY ?s DESC(?o) LIMIT 3')).toEqual(['s', 'o']);
    expect(orderByVariables('SELECT * { ?s ?p ?o } ORDER BY (?s + 1)')).toBeUndefined();
    expect(orderByVariables('SELECT * { ?s ?p ?o }')).toBeUndefined();
    const one = literal('1', `${xsd}integer`);
    const two = literal('2', `${xsd}integer`);
    expect(compareResults(table([{ x: one }, { x: two }]), table([{ x: two }, { x: one }]), { orderedBy: ['x'] })).toMatch(/order differs/);
    expect(compareResults(table([{ x: one, y: one }, { x: one, y: two }]), table([{ x: one, y: two }, { x: one, y: one }]), { orderedBy: ['x'] })).toBeUndefined();
  });

  it('reads SPARQL JSON results, old typed-literal included', () => {
    const r = parseSparqlJsonResults('{"head":{"vars":["x"]},"results":{"bindings":[{"x":{"type":"typed-literal","datatype":"' + xsd + 'integer","value":"1"}}]}}');
    expect(r.kind === 'bindings' && r.solutions[0]!.get('x')).toEqual(literal('1', `${xsd}integer`));
  });
});
