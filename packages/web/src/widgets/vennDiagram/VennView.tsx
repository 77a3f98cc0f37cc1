import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { usePublish, useReportWidgetState, useVariable, useWidgetQuery, WidgetMessage, WidgetProblem, type WidgetViewProps } from '../../kit';
import type { VennDiagramSettings } from '.';
import { readVennRegions } from './vennRegions';
import { VennSvg } from './VennSvg';
import classes from './VennView.module.css';
import { useTranslation } from 'react-i18next';

const SOURCE = 'BBVenDiagram';

export default function VennView({ settings, panelTitle }: WidgetViewProps<VennDiagramSettings>) {
  const { t } = useTranslation();
  // Reported below: a result that is no set of sizes is this widget's error, not the query's.
  const query = useWidgetQuery(settings.query, { source: SOURCE, report: false });
  const reading = useMemo(() => (query.table ? readVennRegions(query.table, settings.setSeparator || 'auto', t) : undefined), [query.table, settings.setSeparator, t]);
  const showsQueryState = query.state === 'error' || query.state === 'loading';
  const problem = !showsQueryState && reading && !reading.ok ? reading.error : undefined;
  const data = !showsQueryState && reading?.ok ? reading.data : undefined;
  const drawable = data && data.regions.length > 0 ? data : undefined;
  useReportWidgetState(problem ? 'error' : showsQueryState || drawable ? query.state : 'empty', problem ?? query.error);

  const publish = usePublish(SOURCE);
  const publishVariable = settings.publishVariable;
  const chosen = useVariable(publishVariable || null);

  if (problem) return <WidgetProblem>{problem}</WidgetProblem>;
  const notes = data && data.notes.length > 0 && (
    <Text size="xs" c="gray.7" className={classes.notes}>
      {data.notes.join(' ')}
    </Text>
  );
  if (!drawable) {
    return (
      <>
        <WidgetMessage query={showsQueryState ? query : { state: 'empty', error: undefined, waitingFor: query.waitingFor }} texts={settings} />
        {notes}
      </>
    );
  }
  return (
    <div className={classes.root}>
      <VennSvg
        data={drawable}
        label={panelTitle.trim() || t('widget.vennDiagram.name')}
        showSizes={settings.showSizes}
        chosen={typeof chosen === 'string' ? chosen : undefined}
        onChoose={publishVariable ? (value) => publish(publishVariable, value) : undefined}
      />
      {notes}
    </div>
  );
}
