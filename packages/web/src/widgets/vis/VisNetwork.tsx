import type { GraphData } from '@grafiek/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { GraphSettings } from './graphSettings';
import { networkOptions, visEdges, visNodes } from './networkItems';
import { DataSet, Network, type Edge, type IdType, type Node, type Options } from './visNetwork';
import classes from './VisView.module.css';

export interface VisNetworkProps {
  graph: GraphData;
  settings: GraphSettings;
  /** The node to show selected (from the subscribe variable), if it is in the graph. */
  selectedId: string | undefined;
  clickable: boolean;
  onNodeClick: (id: string) => void;
  /** Called with the graph whose layout has settled: the picture stands still. */
  onLaidOut: (graph: GraphData) => void;
}

/** Replaces a DataSet's content in place, so that vis-network keeps the positions of nodes that stay. */
function syncItems<T extends { id: IdType }>(set: DataSet<T>, items: T[]) {
  const keep = new Set(items.map((item) => item.id));
  set.remove(set.getIds().filter((id) => !keep.has(id)));
  set.update(items as Parameters<DataSet<T>['update']>[0]);
}

const editing = (enabled: boolean, newNode: string): Options['manipulation'] =>
  enabled
    ? {
        enabled: true,
        initiallyActive: false,
        addNode: (node: Node, done: (node: Node) => void) => done({ ...node, label: newNode }),
        // A statement about itself is not something a user means to draw by dragging.
        addEdge: (edge: Edge, done: (edge: Edge) => void) => (edge.from !== edge.to ? done(edge) : undefined),
        editEdge: true,
        deleteNode: true,
        deleteEdge: true,
      }
    : { enabled: false };

/**
 * One vis-network on a div of its own. Each new graph is merged into the DataSets, laid out with
 * physics, and then physics is switched off: the picture stands still, nodes a user drags stay
 * where they are dropped, and `onLaidOut` tells the widget it is ready.
 */
export function VisNetwork({ graph, settings, selectedId, clickable, onNodeClick, onLaidOut }: VisNetworkProps) {
  const { t } = useTranslation();
  const element = useRef<HTMLDivElement>(null);
  const network = useRef<Network | null>(null);
  const nodes = useRef(new DataSet<Node & { id: IdType }>());
  const edges = useRef(new DataSet<Edge & { id: IdType }>());
  const callbacks = useRef({ onNodeClick, onLaidOut, clickable });
  callbacks.current = { onNodeClick, onLaidOut, clickable };
  const layingOut = useRef(graph);

  useEffect(() => {
    const container = element.current!;
    const instance = new Network(container, { nodes: nodes.current, edges: edges.current }, { physics: { enabled: false } });
    network.current = instance;
    instance.on('click', (params: { nodes: IdType[] }) => {
      const id = params.nodes[0];
      if (id !== undefined) callbacks.current.onNodeClick(String(id));
    });
    instance.on('stabilizationIterationsDone', () => {
      instance.setOptions({ physics: { enabled: false } });
      instance.fit();
      callbacks.current.onLaidOut(layingOut.current);
    });
    instance.on('hoverNode', () => {
      if (callbacks.current.clickable) container.style.cursor = 'pointer';
    });
    instance.on('blurNode', () => {
      container.style.cursor = '';
    });
    const observer = new ResizeObserver(() => instance.redraw());
    observer.observe(container);
    return () => {
      observer.disconnect();
      instance.destroy();
      network.current = null;
    };
  }, []);

  useEffect(() => {
    network.current?.setOptions({ ...networkOptions(settings, editing(settings.editable, t('widget.vis.newNode'))), physics: { enabled: false } });
  }, [settings, t]);

  useEffect(() => {
    const instance = network.current;
    if (!instance) return;
    layingOut.current = graph;
    syncItems(nodes.current, visNodes(graph));
    syncItems(edges.current, visEdges(graph, settings));
    if (graph.nodes.length === 0) {
      callbacks.current.onLaidOut(graph);
      return;
    }
    instance.setOptions({ physics: networkOptions(settings, undefined).physics });
    instance.stabilize();
  }, [graph, settings]);

  useEffect(() => {
    const instance = network.current;
    if (!instance) return;
    if (selectedId !== undefined && nodes.current.get(selectedId)) instance.selectNodes([selectedId]);
    else instance.unselectAll();
  }, [selectedId, graph]);

  return <div ref={element} className={classes.network} />;
}
