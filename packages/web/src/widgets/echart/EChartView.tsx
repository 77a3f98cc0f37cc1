import { toChartData } from '@grafiek/core';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublish, useReportWidgetState, useWidgetQuery, WidgetMessage, type WidgetViewProps } from '../../kit';
import type { EChartSettings } from '.';
import { buildChartOption } from './chartOption';
import { chartSettings } from './chartSettings';
import { EChart } from './EChart';

export default function EChartView({ settings, panelTitle }: WidgetViewProps<EChartSettings>) {
  // The view reports the state itself (below): a result the chart cannot read is an error too.
  const query = useWidgetQuery(settings.query, { source: 'BBEChart', report: false });
  const { t } = useTranslation();
  const chart = useMemo(() => chartSettings(settings, t), [settings, t]);
  const converted = useMemo(() => (query.table ? toChartData(query.table) : undefined), [query.table]);

  const problem = !chart.ok ? chart.error : converted && !converted.ok && query.state === 'ready' ? converted.error : undefined;
  const state = problem ? 'error' : query.state;
  const error = problem ?? query.error;
  useReportWidgetState(state, error);

  const publish = usePublish('BBEChart');
  const publishVariable = settings.publishVariable;
  const data = converted?.ok ? converted.data : undefined;
  const clickable = publishVariable !== '' && (data?.categories.some((category) => category.uri) ?? false);

  const option = useMemo(() => (chart.ok && data ? buildChartOption(data, chart.settings, clickable) : undefined), [chart, data, clickable]);
  const onCategoryClick = useCallback(
    (index: number) => {
      const uri = data?.categories[index]?.uri;
      if (publishVariable && uri) publish(publishVariable, uri);
    },
    [data, publishVariable, publish],
  );

  // Older data stays on screen while a new answer loads (the frame shows its overlay).
  if (!chart.ok || !option || state === 'error' || state === 'empty') {
    return <WidgetMessage query={{ state, error, waitingFor: query.waitingFor }} texts={settings} />;
  }
  // The saved image is named after the chart, or else after the panel's title bar (a frame setting).
  const fileName = chart.settings.title || panelTitle.trim();
  return (
    <EChart
      option={option}
      onCategoryClick={onCategoryClick}
      width={chart.settings.width}
      height={chart.settings.height}
      menu={chart.settings.menu}
      fileName={fileName}
    />
  );
}
