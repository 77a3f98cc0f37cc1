import { RESET_VALUE, toGraphData, type GraphData } from '@grafiek/core';
import { useCallback, useMemo, useState } from 'react';
import { usePublish, useReportWidgetState, useVariable, useWidgetQuery, WidgetMessage, WidgetProblem, type WidgetViewProps } from '../../kit';
import type { VisSettings } from '.';
import { GraphLegend } from './GraphLegend';
import { GraphOutline } from './GraphOutline';
import { graphSettings } from './graphSettings';
import { useExtensionRows } from './useExtensionRows';
import { VisNetwork } from './VisNetwork';
import classes from './VisView.module.css';
import { useTranslation } from 'react-i18next';

export default function VisView({ settings }: WidgetViewProps<VisSettings>) {
  const { t } = useTranslation();
  // Both queries leave reporting to the view, which reports once for the whole widget (below).
  const query = useWidgetQuery(settings.query, { source: 'BBVis', report: false });
  const extension = useWidgetQuery(settings.extendquery, { source: 'BBVis extension', report: false });
  const network = useMemo(() => graphSettings(settings, t), [settings, t]);
  const extraRows = useExtensionRows(query.resolvedQuery, extension);
  const useLocalNames = settings.useLocalNames;

  const results = query.results;
  const notSelect = results !== undefined && !('results' in results);
  const graph = useMemo(
    () => (results && 'results' in results ? toGraphData([...results.results.bindings, ...extraRows], { useLocalNames }) : undefined),
    [results, extraRows, useLocalNames],
  );

  // Ready only once the current graph has been laid out and stands still.
  const [laidOut, setLaidOut] = useState<GraphData | undefined>(undefined);
  const problem = !network.ok ? network.error : notSelect ? 'The graph needs a SELECT query that returns ?node, ?edge and ?object.' : undefined;
  const state = problem ? 'error' : query.state === 'ready' && graph !== laidOut ? 'loading' : query.state;
  const error = problem ?? query.error;
  useReportWidgetState(state, error);

  const publish = usePublish('BBVis');
  const publishVariable = settings.publishVariable;
  const subscribed = useVariable(settings.subscribeVariable || null);
  const selectedId = typeof subscribed === 'string' && subscribed !== RESET_VALUE ? subscribed : undefined;
  const nodesById = useMemo(() => new Map(graph?.nodes.map((node) => [node.id, node])), [graph]);
  const onNodeClick = useCallback(
    (id: string) => {
      const iri = nodesById.get(id)?.iri;
      if (publishVariable && iri) publish(publishVariable, iri);
    },
    [nodesById, publishVariable, publish],
  );

  if (!network.ok || !graph || state === 'error' || state === 'empty') {
    return <WidgetMessage query={{ state, error, waitingFor: query.waitingFor }} texts={settings} />;
  }
  return (
    <div className={[classes.stage, settings.className.trim()].filter(Boolean).join(' ')}>
      <div className={classes.canvasArea}>
        <VisNetwork
          graph={graph}
          settings={network.settings}
          selectedId={selectedId}
          clickable={publishVariable !== ''}
          onNodeClick={onNodeClick}
          onLaidOut={setLaidOut}
        />
        {extension.state === 'error' && (
          <div className={classes.notice}>
            <WidgetProblem size="xs">{t('widget.vis.extensionFailed', { message: extension.error ?? t('widget.vis.unknownError') })}</WidgetProblem>
          </div>
        )}
      </div>
      {settings.legend && <GraphLegend types={graph.types} />}
      <GraphOutline graph={graph} />
    </div>
  );
}
