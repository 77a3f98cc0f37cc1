import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { sparqlQueryKeys, useAppRuntime, useReportWidgetState, useVariable, useWidgetQuery, WidgetMessage, WidgetProblem, type WidgetViewProps } from '../../kit';
import type { TreeSettings } from '.';
import { TreeBody } from './TreeBody';
import { buildTree, type TreeModel } from './treeModel';
import { treeNoteText } from './treeNotes';
import { SOURCE, useTreeState } from './useTreeState';
import { useTranslation } from 'react-i18next';

/** Tree, Tree++ and BBCheckboxTree: one view, their definitions differ in defaults only. */
export default function TreeView({ settings, panelTitle, mode }: WidgetViewProps<TreeSettings>) {
  const { t } = useTranslation();
  const query = useWidgetQuery(settings.query, { source: SOURCE, report: false });
  const reading = useMemo(() => (query.table ? buildTree(query.table) : undefined), [query.table]);
  const problem = reading && !reading.ok ? treeNoteText(t, reading.error) : undefined;
  const model = reading?.ok && reading.model.order.length > 0 ? reading.model : undefined;
  // Rows without a usable ?uri make no items: that is no results, not a tree.
  const state = problem ? 'error' : query.state === 'ready' && !model ? 'empty' : query.state;
  useReportWidgetState(state, problem ?? (state === 'error' ? query.error : undefined));
  useReload(settings.reloadparameter, query.resolvedQuery);

  if (problem) return <WidgetProblem>{problem}</WidgetProblem>;
  // While a newer answer is on its way the older tree stays, with what was open and selected in it.
  if (!model || (state !== 'ready' && state !== 'loading')) return <WidgetMessage query={{ ...query, state }} texts={settings} />;
  const name = panelTitle.trim() || t('widget.tree.name');
  // A new selection mode or expand level starts the tree afresh (headless-tree fixes its features when made).
  return <TreeWithState key={`${settings.selectMode} ${settings.expandLevel}`} model={model} settings={settings} name={name} notes={mode === 'edit' ? model.notes.map((note) => treeNoteText(t, note)) : []} />;
}

function TreeWithState({ model, settings, name, notes }: { model: TreeModel; settings: TreeSettings; name: string; notes: readonly string[] }) {
  const state = useTreeState(model, settings);
  return <TreeBody model={model} settings={settings} state={state} name={name} notes={notes} />;
}

/** Asks the query again whenever the reload parameter gets a new value (a timestamp, a counter). */
function useReload(variable: string, resolvedQuery: string | null): void {
  const { endpoint } = useAppRuntime();
  const client = useQueryClient();
  const value = useVariable(variable || null);
  const seen = useRef(value);
  useEffect(() => {
    if (Object.is(seen.current, value)) return;
    seen.current = value;
    if (endpoint && resolvedQuery !== null) void client.invalidateQueries({ queryKey: sparqlQueryKeys.query(endpoint.queryUrl, resolvedQuery) });
  }, [value, endpoint, resolvedQuery, client]);
}
