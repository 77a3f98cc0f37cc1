import { useMemo } from 'react';
import { useReportWidgetState, useWidgetQuery, WidgetMessage, WidgetProblem, type WidgetViewProps } from '../../kit';
import type { TreeTableSettings } from '.';
import { SOURCE, TreeTableBody } from './TreeTableBody';
import { buildTreeTable, headerTexts } from './treeTableModel';
import { useTranslation } from 'react-i18next';

export default function TreeTableView({ settings, panelTitle, mode }: WidgetViewProps<TreeTableSettings>) {
  const { t } = useTranslation();
  const query = useWidgetQuery(settings.query, { source: SOURCE, report: false });
  const table = query.table;
  const reading = useMemo(() => (table ? buildTreeTable(table) : undefined), [table]);
  const problem = reading && !reading.ok ? t(reading.error.key, reading.error.values) : undefined;
  const model = reading?.ok && reading.model.roots.length > 0 ? reading.model : undefined;
  const state = problem ? 'error' : query.state === 'ready' && !model ? 'empty' : query.state;
  useReportWidgetState(state, problem ?? (state === 'error' ? query.error : undefined));
  const replacements = settings.replaceHeaderJSON;
  const headers = useMemo(() => (table && model ? headerTexts(table, model.columns, replacements) : undefined), [table, model, replacements]);

  if (problem) return <WidgetProblem>{problem}</WidgetProblem>;
  // While a newer answer is on its way the older rows stay, with what was open in them.
  if (!table || !model || !headers || (state !== 'ready' && state !== 'loading')) return <WidgetMessage query={{ ...query, state }} texts={settings} />;
  const treeHeader = replacements && typeof replacements === 'object' && typeof (replacements as Record<string, unknown>).label === 'string' ? String((replacements as Record<string, unknown>).label) : 'Name';
  const notes = mode === 'edit' ? [...model.notes, ...headers.unknown.map((name) => `Column headers: the query has no column "${name}".`)] : [];
  return (
    <TreeTableBody
      // A new expand level starts the tree afresh.
      key={settings.expandLevel}
      model={model}
      headers={[treeHeader, ...headers.texts]}
      settings={settings}
      name={panelTitle.trim() || t('widget.treeTable.name')}
      notes={notes}
    />
  );
}
