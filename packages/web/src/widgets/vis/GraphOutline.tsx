import { VisuallyHidden } from '@mantine/core';
import type { GraphData } from '@grafiek/core';

/**
 * The graph in words, for screen readers: a canvas has no text of its own. Lists every edge as
 * "subject, edge, object" and every node that has no edge.
 */
export function GraphOutline({ graph }: { graph: GraphData }) {
  const labels = new Map(graph.nodes.map((node) => [node.id, node.label]));
  const linked = new Set(graph.edges.flatMap((edge) => [edge.from, edge.to]));
  const lone = graph.nodes.filter((node) => !linked.has(node.id));
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return (
    <VisuallyHidden>
      <p>{`Graph with ${count(graph.nodes.length, 'node', 'nodes')} and ${count(graph.edges.length, 'edge', 'edges')}.`}</p>
      <ul aria-label="Graph statements">
        {graph.edges.map((edge) => (
          <li key={edge.id}>{[labels.get(edge.from), edge.label || 'linked to', labels.get(edge.to)].join(' — ')}</li>
        ))}
        {lone.map((node) => (
          <li key={node.id}>{node.label}</li>
        ))}
      </ul>
    </VisuallyHidden>
  );
}
