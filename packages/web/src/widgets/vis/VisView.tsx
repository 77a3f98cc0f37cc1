import { RESET_VALUE, toGraphData, toText, type GraphData } from '@grafiek/core';
import { Text } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { usePublish, useReportWidgetState, useVariable, useWidgetQuery, WidgetMessage, type WidgetViewProps } from '../../kit';
import { GraphLegend } from './GraphLegend';
import { GraphOutline } from './GraphOutline';
import { readGraphSettings } from './graphSettings';
import { useExtensionRows } from './useExtensionRows';
import { VisNetwork } from './VisNetwork';
import classes from './VisView.module.css';

export default function VisView({ config }: WidgetViewProps) {
  // Both queries leave reporting to the view, which reports once for the whole widget (below).
  const query = useWidgetQuery(config.query, { source: 'BBVis', report: false });
  const extension = useWidgetQuery(config.extendquery, { source: 'BBVis extension', report: false });
  const settings = useMemo(() => readGraphSettings(config), [config]);
  const extraRows = useExtensionRows(query.resolvedQuery, extension);
  const useLocalNames = settings.ok && settings.settings.useLocalNames;

  const results = query.results;
  const notSelect = results !== undefined && !('results' in results);
  const graph = useMemo(
    () => (results && 'results' in results ? toGraphData([...results.results.bindings, ...extraRows], { useLocalNames }) : undefined),
    [results, extraRows, useLocalNames],
  );

  // Ready only once the current graph has been laid out and stands still.
  const [laidOut, setLaidOut] = useState<GraphData | undefined>(undefined);
  const problem = !settings.ok ? settings.error : notSelect ? 'The graph needs a SELECT query that returns ?node, ?edge and ?object.' : undefined;
  const state = problem ? 'error' : query.state === 'ready' && graph !== laidOut ? 'loading' : query.state;
  const error = problem ?? query.error;
  useReportWidgetState(state, error);

  const publish = usePublish('BBVis');
  const publishVariable = toText(config.publishVariable).trim();
  const subscribed = useVariable(toText(config.subscribeVariable).trim() || null);
  const selectedId = typeof subscribed === 'string' && subscribed !== RESET_VALUE ? subscribed : undefined;
  const nodesById = useMemo(() => new Map(graph?.nodes.map((node) => [node.id, node])), [graph]);
  const onNodeClick = useCallback(
    (id: string) => {
      const iri = nodesById.get(id)?.iri;
      if (publishVariable && iri) publish(publishVariable, iri);
    },
    [nodesById, publishVariable, publish],
  );

  if (!settings.ok || !graph || state === 'error' || state === 'empty') {
    return <WidgetMessage query={{ state, error, waitingFor: query.waitingFor }} config={config} />;
  }
  return (
    <div className={[classes.stage, settings.settings.className].filter(Boolean).join(' ')}>
      <div className={classes.canvasArea}>
        <VisNetwork
          graph={graph}
          settings={settings.settings}
          selectedId={selectedId}
          clickable={publishVariable !== ''}
          onNodeClick={onNodeClick}
          onLaidOut={setLaidOut}
        />
        {extension.state === 'error' && (
          <Text className={classes.notice} size="xs" c="red.8" role="alert">
            {`The extension query failed: ${extension.error ?? 'unknown error'}`}
          </Text>
        )}
      </div>
      {settings.settings.legend && <GraphLegend types={graph.types} />}
      <GraphOutline graph={graph} />
    </div>
  );
}
