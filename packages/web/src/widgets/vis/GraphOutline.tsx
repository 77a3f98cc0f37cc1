import { VisuallyHidden } from '@mantine/core';
import type { GraphData } from '@grafiek/core';
import { useTranslation } from 'react-i18next';

/**
 * The graph in words, for screen readers: a canvas has no text of its own. Lists every edge as
 * "subject, edge, object" and every node that has no edge.
 */
export function GraphOutline({ graph }: { graph: GraphData }) {
  const { t } = useTranslation();
  const labels = new Map(graph.nodes.map((node) => [node.id, node.label]));
  const linked = new Set(graph.edges.flatMap((edge) => [edge.from, edge.to]));
  const lone = graph.nodes.filter((node) => !linked.has(node.id));
  return (
    <VisuallyHidden>
      <p>{t('widget.vis.summary', { nodes: t('widget.nodeCount', { count: graph.nodes.length }), edges: t('widget.edgeCount', { count: graph.edges.length }) })}</p>
      <ul aria-label={t('widget.vis.statements')}>
        {graph.edges.map((edge) => (
          <li key={edge.id}>{[labels.get(edge.from), edge.label || t('widget.vis.linkedTo'), labels.get(edge.to)].join(' — ')}</li>
        ))}
        {lone.map((node) => (
          <li key={node.id}>{node.label}</li>
        ))}
      </ul>
    </VisuallyHidden>
  );
}
