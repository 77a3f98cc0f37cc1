import { describe, expect, it } from 'vitest';
import { toGraphData } from './graphData.js';
import type { SparqlTerm } from './sparqlJsonResults.js';

const iri = (value: string): SparqlTerm => ({ type: 'uri', value });
const text = (value: string): SparqlTerm => ({ type: 'literal', value });
const IMX = 'http://modellen.geostandaarden.nl/def/imx-geo#';

describe('toGraphData', () => {
  it('turns rows into labelled nodes and edges, merging nodes by IRI', () => {
    const graph = toGraphData([
      { node: iri(`${IMX}Buurt`), nodeLabel: text('buurt'), edge: iri(`${IMX}ligtIn`), edgeLabel: text('ligt in'), object: iri(`${IMX}Wijk`), objectLabel: text('wijk') },
      { node: iri(`${IMX}Wijk`), edge: iri(`${IMX}ligtIn`), edgeLabel: text('ligt in'), object: iri(`${IMX}Gemeente`), objectLabel: text('gemeente') },
    ]);
    expect(graph.nodes).toEqual([
      { id: `${IMX}Buurt`, label: 'buurt', kind: 'iri', iri: `${IMX}Buurt` },
      { id: `${IMX}Wijk`, label: 'wijk', kind: 'iri', iri: `${IMX}Wijk` },
      { id: `${IMX}Gemeente`, label: 'gemeente', kind: 'iri', iri: `${IMX}Gemeente` },
    ]);
    expect(graph.edges.map((e) => [e.from, e.label, e.to])).toEqual([
      [`${IMX}Buurt`, 'ligt in', `${IMX}Wijk`],
      [`${IMX}Wijk`, 'ligt in', `${IMX}Gemeente`],
    ]);
  });

  it('shows IRIs without a label in full, or by their local name with useLocalNames', () => {
    const rows = [{ node: iri(`${IMX}Buurt`), edge: iri(`${IMX}ligtIn`), object: iri(`${IMX}Wijk`) }];
    expect(toGraphData(rows).nodes.map((n) => n.label)).toEqual([`${IMX}Buurt`, `${IMX}Wijk`]);
    const local = toGraphData(rows, { useLocalNames: true });
    expect(local.nodes.map((n) => n.label)).toEqual(['Buurt', 'Wijk']);
    expect(local.edges[0]!.label).toBe('ligtIn');
  });

  it('takes a label from a later row when the first mention had none', () => {
    const graph = toGraphData([
      { node: iri('http://x/a'), edge: iri('http://x/p'), object: iri('http://x/b') },
      { node: iri('http://x/b'), nodeLabel: text('B') },
    ]);
    expect(graph.nodes.find((n) => n.id === 'http://x/b')!.label).toBe('B');
  });

  it('gives each subject its own literal node, and literals publish nothing', () => {
    const graph = toGraphData([
      { node: iri('http://x/a'), edge: iri('http://x/jaar'), object: { type: 'literal', value: '1970' } },
      { node: iri('http://x/b'), edge: iri('http://x/jaar'), object: { type: 'literal', value: '1970' } },
    ]);
    const literals = graph.nodes.filter((n) => n.kind === 'literal');
    expect(literals).toHaveLength(2);
    expect(literals.every((n) => n.label === '1970' && n.iri === undefined)).toBe(true);
    expect(graph.edges).toHaveLength(2);
  });

  it('collects node types for the legend and drops duplicate statements', () => {
    const row = { node: iri('http://x/a'), nodeType: iri(`${IMX}Gebouw`), edge: iri('http://x/p'), object: iri('http://x/b'), objectType: text('adres') };
    const graph = toGraphData([row, row], { useLocalNames: true });
    expect(graph.types).toEqual([
      { key: `${IMX}Gebouw`, label: 'Gebouw', name: 'Gebouw' },
      { key: 'adres', label: 'adres', name: 'adres' },
    ]);
    expect(toGraphData([row]).types[0]).toEqual({ key: `${IMX}Gebouw`, label: `${IMX}Gebouw`, name: 'Gebouw' });
    expect(graph.nodes.map((n) => n.type)).toEqual([`${IMX}Gebouw`, 'adres']);
    expect(graph.edges).toHaveLength(1);
  });

  it('adds lone nodes, blank nodes and edges without a predicate', () => {
    const graph = toGraphData([
      { node: iri('http://x/alone') },
      { node: { type: 'bnode', value: 'b0' }, object: iri('http://x/c') },
    ]);
    expect(graph.nodes.map((n) => [n.label, n.kind])).toEqual([
      ['http://x/alone', 'iri'],
      ['_:b0', 'blank'],
      ['http://x/c', 'iri'],
    ]);
    expect(graph.edges).toEqual([{ id: expect.any(String), from: '_:b0', to: 'http://x/c', label: '' }]);
  });
});
