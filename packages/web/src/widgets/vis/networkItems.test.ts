import { stringToColor, type GraphData } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import type { GraphSettings } from './graphSettings';
import { networkOptions, SELECTION_COLOR, visEdges, visNodes } from './networkItems';

const graph: GraphData = {
  nodes: [
    { id: 'a', kind: 'iri', iri: 'http://example.org/a', label: 'a', type: 'T' },
    { id: 'b', kind: 'iri', iri: 'http://example.org/b', label: 'b' },
    { id: 'c', kind: 'literal', label: '42' },
  ],
  edges: [
    { id: 'e1', from: 'a', to: 'b', label: 'ligt in' },
    { id: 'e2', from: 'a', to: 'c', label: '' },
  ],
  types: [{ key: 'T', name: 'Buurt', label: 'Buurt' }],
};

const settings: GraphSettings = {
  edgelabels: false,
  hierarchical: false,
  direction: 'UD',
  dragNodes: true,
  editable: false,
  arrows: { to: true, from: false, middle: false },
};

describe('visNodes', () => {
  it('colours a node by its type\'s name, as maps and charts do, and draws a literal as a box', () => {
    const [typed, untyped, literal] = visNodes(graph);
    expect(typed!.color).toMatchObject({ background: stringToColor('Buurt'), highlight: { border: SELECTION_COLOR } });
    expect(typed!.title).toBe('http://example.org/a (Buurt)');
    expect(untyped!.shape).toBe('dot');
    expect(literal!.shape).toBe('box');
  });
});

describe('visEdges', () => {
  it('writes edge labels along the edges only when asked, and always on hover', () => {
    expect(visEdges(graph, settings)[0]).toEqual({ id: 'e1', from: 'a', to: 'b', title: 'ligt in' });
    expect(visEdges(graph, { ...settings, edgelabels: true })[0]).toMatchObject({ label: 'ligt in', title: 'ligt in' });
    expect(visEdges(graph, { ...settings, edgelabels: true })[1]).toEqual({ id: 'e2', from: 'a', to: 'c' });
  });
});

describe('networkOptions', () => {
  it('lays a hierarchy out in the direction asked for', () => {
    const options = networkOptions({ ...settings, hierarchical: true, direction: 'LR' }, undefined);
    expect(options.layout?.hierarchical).toMatchObject({ enabled: true, direction: 'LR' });
    expect(networkOptions(settings, undefined).layout?.hierarchical).toEqual({ enabled: false });
  });

  it('puts the arrows where the edge type says, and lets nodes be dragged unless switched off', () => {
    const options = networkOptions({ ...settings, arrows: { to: false, from: true, middle: false }, dragNodes: false }, undefined);
    expect(options.edges?.arrows).toEqual({ to: { enabled: false }, from: { enabled: true }, middle: { enabled: false } });
    expect(options.interaction?.dragNodes).toBe(false);
  });
});
