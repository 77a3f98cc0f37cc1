import { useMemo } from 'react';
import { usePublish, useReportWidgetState, useVariable, useWidgetQuery, WidgetMessage, WidgetProblem, type WidgetViewProps } from '../../kit';
import type { TreeD3Settings } from '.';
import { TreeDiagram } from './TreeDiagram';
import { readTreeRows } from './treeRows';
import { useTranslation } from 'react-i18next';

const SOURCE = 'TreeD3';
const NOTHING: Parameters<typeof WidgetMessage>[0]['query'] = { state: 'empty', error: undefined, waitingFor: [] };

export default function TreeD3View({ settings, panelTitle }: WidgetViewProps<TreeD3Settings>) {
  const { t } = useTranslation();
  // Reported below: a result without ?uri is this widget's error, not the query's.
  const query = useWidgetQuery(settings.query, { source: SOURCE, report: false });
  const publish = usePublish(SOURCE);
  const reading = useMemo(() => (query.table ? readTreeRows(query.table) : undefined), [query.table]);
  const showsQueryState = query.state === 'error' || query.state === 'loading';
  const problem = !showsQueryState && reading && !reading.ok ? t(reading.error.key, reading.error.values) : undefined;
  const tree = !showsQueryState && reading?.ok && reading.tree.roots.length > 0 ? reading.tree : undefined;
  useReportWidgetState(problem ? 'error' : showsQueryState || tree ? query.state : 'empty', problem ?? query.error);

  const publishVariable = settings.publishVariable;
  const subscribed = useVariable(settings.subscribeVariable || publishVariable || null);

  if (problem) return <WidgetProblem>{problem}</WidgetProblem>;
  if (!tree) return <WidgetMessage query={showsQueryState ? query : { ...NOTHING, waitingFor: query.waitingFor }} texts={settings} />;
  return (
    <TreeDiagram
      // A new answer, type or level starts over: opened nodes and the view belong to one diagram.
      key={`${query.resolvedQuery ?? ''}\u0000${settings.treeType}\u0000${settings.expandLevel ?? ''}`}
      tree={tree}
      type={settings.treeType}
      expandLevel={settings.expandLevel}
      subscribed={typeof subscribed === 'string' ? subscribed : undefined}
      label={panelTitle.trim() || t('widget.treeD3.name')}
      onPublish={publishVariable ? (uri) => publish(publishVariable, uri) : undefined}
    />
  );
}
