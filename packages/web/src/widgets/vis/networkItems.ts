import { stringToColor, type GraphData, type GraphNode, type GraphType } from '@grafiek/core';
import type { GraphSettings } from './graphSettings';
import type { Edge, Node, Options } from './visNetwork';

const UNTYPED_COLOR = '#4c6ef5';
const BLANK_COLOR = '#868e96';
const LITERAL = { background: '#f8f9fa', border: '#adb5bd' };
/** The ring around the selected node: a colour no type gets from stringToColor's fixed saturation. */
export const SELECTION_COLOR = '#f59f00';

/**
 * Types share their colour with maps and charts: the colour of the type's short name (an IRI's
 * local name), whether the legend shows IRIs in full or not.
 */
export function typeColor(type: GraphType): string {
  return stringToColor(type.name);
}

function nodeColor(node: GraphNode, types: ReadonlyMap<string, GraphType>): string {
  const type = node.type ? types.get(node.type) : undefined;
  if (type) return typeColor(type);
  return node.kind === 'blank' ? BLANK_COLOR : UNTYPED_COLOR;
}

export function visNodes(graph: GraphData): (Node & { id: string })[] {
  const types = new Map(graph.types.map((type) => [type.key, type]));
  return graph.nodes.map((node) => {
    if (node.kind === 'literal') {
      return { id: node.id, label: node.label, title: node.label, shape: 'box', color: { ...LITERAL, highlight: { background: '#fff', border: SELECTION_COLOR } }, font: { color: '#343a40' } };
    }
    const color = nodeColor(node, types);
    const typeLabel = node.type ? types.get(node.type)?.label : undefined;
    return {
      id: node.id,
      label: node.label,
      // Hover shows the IRI (and type): what a click publishes. vis-network sets string titles as text.
      title: [node.iri ?? node.label, typeLabel ? `(${typeLabel})` : ''].filter(Boolean).join(' '),
      shape: 'dot',
      color: { background: color, border: '#ffffff', highlight: { background: color, border: SELECTION_COLOR }, hover: { background: color, border: '#495057' } },
    };
  });
}

export function visEdges(graph: GraphData, settings: GraphSettings): (Edge & { id: string })[] {
  return graph.edges.map((edge) => ({
    id: edge.id,
    from: edge.from,
    to: edge.to,
    ...(settings.edgelabels && edge.label ? { label: edge.label } : {}),
    ...(edge.label ? { title: edge.label } : {}),
  }));
}

export function networkOptions(settings: GraphSettings, editing: Options['manipulation']): Options {
  return {
    autoResize: true,
    layout: settings.hierarchical
      ? { hierarchical: { enabled: true, direction: settings.direction, sortMethod: 'directed', shakeTowards: 'roots', levelSeparation: 100, nodeSpacing: 110 } }
      : // A fixed seed: the same data gives the same picture every time.
        { hierarchical: { enabled: false }, randomSeed: 7 },
    physics: settings.hierarchical
      ? { enabled: true, solver: 'hierarchicalRepulsion', hierarchicalRepulsion: { nodeDistance: 150 }, stabilization: { iterations: 400 } }
      : { enabled: true, solver: 'barnesHut', barnesHut: { gravitationalConstant: -5000, springLength: 150, avoidOverlap: 0.2 }, stabilization: { iterations: 400 } },
    nodes: {
      shape: 'dot',
      size: 14,
      borderWidth: 2,
      borderWidthSelected: 4,
      font: { size: 13, color: '#212529', face: 'system-ui, sans-serif' },
    },
    edges: {
      // The object form: vis-network's option check refuses the documented "to, from" text.
      arrows: { to: { enabled: settings.arrows.to }, from: { enabled: settings.arrows.from }, middle: { enabled: settings.arrows.middle } },
      color: { color: '#adb5bd', highlight: '#495057', hover: '#495057' },
      width: 1.5,
      font: { size: 11, color: '#495057', strokeWidth: 3, strokeColor: '#ffffff', align: 'middle', face: 'system-ui, sans-serif' },
      smooth: settings.hierarchical ? { enabled: true, type: 'cubicBezier', roundness: 0.4 } : { enabled: true, type: 'dynamic', roundness: 0.5 },
    },
    interaction: { dragNodes: settings.dragNodes, hover: true, tooltipDelay: 250, multiselect: false },
    manipulation: editing,
  };
}
