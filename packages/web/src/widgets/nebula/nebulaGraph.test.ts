import { stringToColor, type SparqlBinding, type SparqlTerm } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { BLANK_COLOR, LITERAL_COLOR, sizeRange, toNebulaData, UNTYPED_COLOR, type NebulaDataResult } from './nebulaGraph';
import { placeNodes, seededRandom } from './placement';
import Graph from 'graphology';
import { translator } from '../../i18n/testTranslations';

const english = await translator('en');
const dutch = await translator('nl');

const EX = 'http://example.org/';
const iri = (name: string): SparqlTerm => ({ type: 'uri', value: `${EX}${name}` });
const text = (value: string): SparqlTerm => ({ type: 'literal', value });
const number = (value: number): SparqlTerm => ({ type: 'literal', value: String(value), datatype: 'http://www.w3.org/2001/XMLSchema#integer' });

function data(result: NebulaDataResult) {
  if (!result.ok) throw new Error(english(result.error.key, result.error.values));
  return result.data;
}

/** The BBVis test's small model: areas in each other, a building on a parcel. */
const BBVIS_VARS = ['node', 'nodeLabel', 'nodeType', 'edge', 'edgeLabel', 'object', 'objectLabel', 'objectType'];
const statement = (from: string, edge: string, to: string): SparqlBinding => ({
  node: iri(from),
  nodeLabel: text(from.toLowerCase()),
  nodeType: iri(`${from}klasse`),
  edge: iri(edge),
  edgeLabel: text(edge === 'ligtIn' ? 'ligt in' : 'staat op'),
  object: iri(to),
  objectLabel: text(to.toLowerCase()),
  objectType: iri(`${to}klasse`),
});
const BBVIS_ROWS = [
  statement('Buurt', 'ligtIn', 'Wijk'),
  statement('Wijk', 'ligtIn', 'Gemeente'),
  statement('Gemeente', 'ligtIn', 'Provincie'),
  statement('Perceel', 'ligtIn', 'Buurt'),
  statement('Gebouw', 'staatOp', 'Perceel'),
];

describe('toNebulaData', () => {
  it('reads a BBVis query\'s rows into the same nodes and edges, coloured by type', () => {
    const { graph, legend, positioned } = data(toNebulaData(BBVIS_VARS, BBVIS_ROWS, { useLocalNames: true }));
    expect(graph.order).toBe(6);
    expect(graph.size).toBe(5);
    expect(positioned).toBe(false);
    const gebouw = graph.getNodeAttributes(`${EX}Gebouw`);
    expect(gebouw).toMatchObject({ label: 'gebouw', kind: 'iri', iri: `${EX}Gebouw`, typeLabel: 'Gebouwklasse', color: stringToColor('Gebouwklasse') });
    expect(graph.source(graph.edges(`${EX}Gebouw`, `${EX}Perceel`)[0]!)).toBe(`${EX}Gebouw`);
    expect(graph.getEdgeAttribute(graph.edges(`${EX}Gebouw`, `${EX}Perceel`)[0]!, 'label')).toBe('staat op');
    expect(legend.map((entry) => [entry.label, entry.count])).toEqual([
      ['Buurtklasse', 1],
      ['Wijkklasse', 1],
      ['Gemeenteklasse', 1],
      ['Provincieklasse', 1],
      ['Perceelklasse', 1],
      ['Gebouwklasse', 1],
    ]);
    // Every node has a place to start the layout from.
    graph.forEachNode((_id, node) => {
      expect(Number.isFinite(node.x) && Number.isFinite(node.y)).toBe(true);
    });
  });

  it('reads ?subject ?predicate ?object as ?node ?edge ?object', () => {
    const rows: SparqlBinding[] = [
      { subject: iri('a'), subjectLabel: text('A'), predicate: iri('knows'), object: iri('b') },
      { subject: iri('b'), predicate: iri('knows'), object: iri('c') },
    ];
    const { graph } = data(toNebulaData(['subject', 'subjectLabel', 'predicate', 'object'], rows, { useLocalNames: true }));
    expect(graph.order).toBe(3);
    expect(graph.getNodeAttribute(`${EX}a`, 'label')).toBe('A');
    expect(graph.getNodeAttribute(`${EX}c`, 'label')).toBe('c');
    expect(graph.edges().map((edge) => graph.getEdgeAttribute(edge, 'label'))).toEqual(['knows', 'knows']);
  });

  it('draws untyped, blank and literal nodes in colours of their own', () => {
    const rows: SparqlBinding[] = [
      { node: iri('a'), edge: iri('p'), object: { type: 'bnode', value: 'b1' } },
      { node: iri('a'), edge: iri('name'), object: text('Alpha') },
    ];
    const { graph, legend } = data(toNebulaData(['node', 'edge', 'object'], rows));
    expect(graph.getNodeAttribute(`${EX}a`, 'color')).toBe(UNTYPED_COLOR);
    expect(graph.getNodeAttribute('_:b1', 'color')).toBe(BLANK_COLOR);
    const literal = graph.filterNodes((_id, node) => node.kind === 'literal');
    expect(literal.map((id) => graph.getNodeAttributes(id))).toMatchObject([{ label: 'Alpha', color: LITERAL_COLOR }]);
    expect(legend).toEqual([]);
  });

  it('takes ?color as a colour, or as a group with a colour and a legend entry of its own', () => {
    const rows: SparqlBinding[] = [
      { node: iri('a'), nodeType: iri('T'), color: text('#e8590c'), edge: iri('p'), object: iri('b'), objectType: iri('T') },
      { node: iri('c'), color: text('rgb(10, 20, 30)'), objectColor: text('Noord'), edge: iri('p'), object: iri('d') },
      { node: iri('e'), color: text('Noord') },
      { node: iri('f'), color: text('<script>alert(1)</script>') },
    ];
    const readColor = (value: string) => (value === 'teal' ? '#008080' : /^#|^rgb/.test(value) ? value : undefined);
    const { graph, legend } = data(toNebulaData(['node', 'nodeType', 'color', 'objectColor', 'edge', 'object', 'objectType'], rows, { readColor, useLocalNames: true }));
    expect(graph.getNodeAttribute(`${EX}a`, 'color')).toBe('#e8590c');
    expect(graph.getNodeAttribute(`${EX}b`, 'color')).toBe(stringToColor('T'));
    expect(graph.getNodeAttribute(`${EX}c`, 'color')).toBe('rgb(10, 20, 30)');
    expect(graph.getNodeAttribute(`${EX}d`, 'color')).toBe(stringToColor('Noord'));
    expect(graph.getNodeAttribute(`${EX}e`, 'color')).toBe(stringToColor('Noord'));
    // A text that is not a colour is only ever a name: it reaches the canvas as a hashed colour.
    expect(graph.getNodeAttribute(`${EX}f`, 'color')).toBe(stringToColor('<script>alert(1)</script>'));
    expect(legend.map((entry) => [entry.label, entry.count])).toEqual([
      ['T', 1],
      ['Noord', 2],
      ['<script>alert(1)</script>', 1],
    ]);
  });

  it('scales ?size to the size range, and otherwise sizes nodes by their edges', () => {
    const sized: SparqlBinding[] = [
      { node: iri('a'), size: number(10), edge: iri('p'), object: iri('b'), objectSize: number(1000) },
      { node: iri('c'), size: number(505) },
      { node: iri('d') },
    ];
    const [smallest, largest] = sizeRange(4);
    const bySize = data(toNebulaData(['node', 'size', 'edge', 'object', 'objectSize'], sized)).graph;
    expect(bySize.getNodeAttribute(`${EX}a`, 'size')).toBe(smallest);
    expect(bySize.getNodeAttribute(`${EX}b`, 'size')).toBe(largest);
    expect(bySize.getNodeAttribute(`${EX}c`, 'size')).toBeCloseTo((smallest + largest) / 2);
    expect(bySize.getNodeAttribute(`${EX}d`, 'size')).toBe(smallest);

    const star: SparqlBinding[] = ['b', 'c', 'd', 'e'].map((name) => ({ node: iri('hub'), edge: iri('p'), object: iri(name) }));
    const byDegree = data(toNebulaData(['node', 'edge', 'object'], [...star, { node: iri('lone') }])).graph;
    expect(byDegree.getNodeAttribute(`${EX}hub`, 'size')).toBe(sizeRange(6)[1]);
    expect(byDegree.getNodeAttribute(`${EX}b`, 'size')).toBeGreaterThan(sizeRange(6)[0]);
    expect(byDegree.getNodeAttribute(`${EX}b`, 'size')).toBeLessThan(byDegree.getNodeAttribute(`${EX}hub`, 'size'));
    expect(byDegree.getNodeAttribute(`${EX}lone`, 'size')).toBe(sizeRange(6)[0]);

    const flat = data(toNebulaData(['node', 'edge', 'object'], star, { sizeByDegree: false })).graph;
    expect(new Set(flat.mapNodes((_id, node) => node.size)).size).toBe(1);
  });

  it('keeps positions the query gives, and says when every node has one', () => {
    const rows: SparqlBinding[] = [
      { node: iri('a'), x: number(1), y: number(2), edge: iri('p'), object: iri('b') },
      { node: iri('b'), x: number(-3), y: number(4) },
    ];
    const all = data(toNebulaData(['node', 'x', 'y', 'edge', 'object'], rows));
    expect(all.positioned).toBe(true);
    expect(all.graph.getNodeAttributes(`${EX}a`)).toMatchObject({ x: 1, y: 2 });
    expect(all.graph.getNodeAttributes(`${EX}b`)).toMatchObject({ x: -3, y: 4 });

    const some = data(toNebulaData(['node', 'x', 'y', 'edge', 'object'], [rows[0]!, { node: iri('b'), edge: iri('p'), object: iri('c') }]));
    expect(some.positioned).toBe(false);
    expect(some.graph.getNodeAttributes(`${EX}a`)).toMatchObject({ x: 1, y: 2 });
    // The others start near the node they hang from.
    const c = some.graph.getNodeAttributes(`${EX}c`);
    expect(Math.hypot(c.x - 1, c.y - 2)).toBeLessThan(40);
  });

  it('keeps parallel edges and loops, as statements are', () => {
    const rows: SparqlBinding[] = [
      { node: iri('a'), edge: iri('p'), object: iri('b') },
      { node: iri('a'), edge: iri('q'), object: iri('b') },
      { node: iri('a'), edge: iri('p'), object: iri('a') },
      { node: iri('a'), edge: iri('p'), object: iri('b') },
    ];
    const { graph } = data(toNebulaData(['node', 'edge', 'object'], rows));
    expect(graph.size).toBe(3);
  });

  it('says which columns it needs when the query has none of them', () => {
    const refused = toNebulaData(['s', 'p', 'o'], [{ s: iri('a') }]);
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(english(refused.error.key, refused.error.values)).toBe('The graph needs ?node (or ?subject), ?edge (or ?predicate) and ?object; the query returns ?s, ?p, ?o.');
      expect(dutch(refused.error.key, refused.error.values)).toContain('?s, ?p, ?o');
    }
    expect(data(toNebulaData(['s'], [])).graph.order).toBe(0);
  });
});

describe('placeNodes', () => {
  it('starts neighbours near each other and keeps separate parts apart, the same way every time', () => {
    const build = () => {
      const graph = new Graph<{ x: number; y: number }>();
      // Two chains of 20 nodes each.
      for (const part of ['a', 'b']) {
        for (let i = 0; i < 20; i++) {
          graph.addNode(`${part}${i}`, { x: Number.NaN, y: Number.NaN });
          if (i > 0) graph.addEdge(`${part}${i - 1}`, `${part}${i}`);
        }
      }
      placeNodes(graph, 7);
      return graph;
    };
    const graph = build();
    const at = (id: string) => graph.getNodeAttributes(id);
    const distance = (a: string, b: string) => Math.hypot(at(a).x - at(b).x, at(a).y - at(b).y);
    expect(distance('a3', 'a4')).toBeLessThanOrEqual(15);
    expect(distance('a3', 'a4')).toBeGreaterThanOrEqual(5);
    const centre = (part: string) => {
      const ids = graph.filterNodes((id) => id.startsWith(part));
      return { x: ids.reduce((sum, id) => sum + at(id).x, 0) / ids.length, y: ids.reduce((sum, id) => sum + at(id).y, 0) / ids.length };
    };
    const [a, b] = [centre('a'), centre('b')];
    expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(30);
    expect(build().getNodeAttributes('b7')).toEqual(at('b7'));
  });

  it('draws numbers between 0 and 1 from a seed, the same for the same seed', () => {
    const first = seededRandom(3);
    const values = Array.from({ length: 1000 }, first);
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(new Set(values).size).toBe(1000);
    const again = seededRandom(3);
    expect(Array.from({ length: 1000 }, again)).toEqual(values);
  });
});
