import { Group, Loader, SegmentedControl, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { usePublish, useReportWidgetState, useVariable, useWidgetQuery, WidgetMessage, WidgetProblem, type WidgetViewProps } from '../../kit';
import type { GanttChartSettings } from '.';
import { GanttChart } from './GanttChart';
import { readGanttTasks } from './ganttTasks';
import { useTaskWrites } from './useTaskWrites';
// frappe-gantt's own styles, with the widget's adjustments: loaded with this view only.
import './ganttChart.css';
import classes from './GanttView.module.css';
import { useTranslation } from 'react-i18next';

const SOURCE = 'BB Ganttchart';
const SWITCH_MODES = ['Day', 'Week', 'Month', 'Year'];

export default function GanttView({ settings, panelTitle }: WidgetViewProps<GanttChartSettings>) {
  const { t } = useTranslation();
  // Reported below: a result without dates is this widget's error, not the query's.
  const query = useWidgetQuery(settings.query, { source: SOURCE, report: false });
  const reading = useMemo(() => (query.table ? readGanttTasks(query.table, t) : undefined), [query.table, t]);
  const showsQueryState = query.state === 'error' || query.state === 'loading';
  const problem = !showsQueryState && reading && !reading.ok ? reading.error : undefined;
  const notes = !showsQueryState && reading?.ok ? reading.notes : [];
  const tasks = !showsQueryState && reading?.ok && reading.tasks.length > 0 ? reading.tasks : undefined;
  useReportWidgetState(problem ? 'error' : showsQueryState || tasks ? query.state : 'empty', problem ?? query.error);

  const publish = usePublish(SOURCE);
  const publishVariable = settings.publishVariable;
  const chosen = useVariable(publishVariable || null);
  const graph = settings.graph.trim();
  const code = settings.code.trim();
  const editable = graph !== '' && code !== '';
  const writes = useTaskWrites(settings);
  const [picked, setPicked] = useState<string | null>(null);
  const viewMode = picked ?? settings.viewMode;

  if (problem) return <WidgetProblem>{problem}</WidgetProblem>;
  const noteText = notes.length > 0 && (
    <Text size="xs" c="gray.7" className={classes.notes}>
      {notes.join(' ')}
    </Text>
  );
  if (!tasks) {
    return (
      <>
        <WidgetMessage query={showsQueryState ? query : { state: 'empty', error: undefined, waitingFor: query.waitingFor }} texts={settings} />
        {noteText}
      </>
    );
  }
  const label = panelTitle.trim() || t('widget.ganttChart.name');
  return (
    <div className={classes.root}>
      {(settings.viewModeSelect || writes.saving > 0) && (
        <Group gap="xs" className={classes.toolbar} justify="space-between">
          {settings.viewModeSelect ? (
            <SegmentedControl size="xs" aria-label={`${label}: view mode`} data={[...new Set([...SWITCH_MODES, viewMode])]} value={viewMode} onChange={setPicked} />
          ) : (
            <span />
          )}
          {writes.saving > 0 && (
            <Group gap={6} role="status">
              <Loader size={14} aria-hidden />
              <Text size="xs">Saving…</Text>
            </Group>
          )}
        </Group>
      )}
      {(graph !== '') !== (code !== '') && <WidgetProblem size="xs">{t('widget.ganttChart.halfConfigured')}</WidgetProblem>}
      <GanttChart
        tasks={tasks}
        label={label}
        chosen={typeof chosen === 'string' ? chosen : undefined}
        redraw={writes.settled}
        viewMode={viewMode}
        editable={editable}
        language={settings.language || 'en'}
        scrollTo={settings.scrollTo === 'today' ? 'today' : 'start'}
        choosable={publishVariable !== ''}
        onChoose={(task) => publish(publishVariable, task.uri ?? task.id)}
        onChange={writes.save}
      />
      {noteText}
    </div>
  );
}
