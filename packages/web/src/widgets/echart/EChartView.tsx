import { toChartData, toText } from '@grafiek/core';
import { useCallback, useMemo } from 'react';
import { usePublish, useReportWidgetState, useWidgetQuery, WidgetMessage, type WidgetViewProps } from '../../kit';
import { buildChartOption } from './chartOption';
import { readChartSettings } from './chartSettings';
import { EChart } from './EChart';

export default function EChartView({ config }: WidgetViewProps) {
  // The view reports the state itself (below): a result the chart cannot read is an error too.
  const query = useWidgetQuery(config.query, { source: 'BBEChart', report: false });
  const settings = useMemo(() => readChartSettings(config), [config]);
  const converted = useMemo(() => (query.table ? toChartData(query.table) : undefined), [query.table]);

  const problem = !settings.ok ? settings.error : converted && !converted.ok && query.state === 'ready' ? converted.error : undefined;
  const state = problem ? 'error' : query.state;
  const error = problem ?? query.error;
  useReportWidgetState(state, error);

  const publish = usePublish('BBEChart');
  const publishVariable = toText(config.publishVariable).trim();
  const data = converted?.ok ? converted.data : undefined;
  const clickable = publishVariable !== '' && (data?.categories.some((category) => category.uri) ?? false);

  const option = useMemo(
    () => (settings.ok && data ? buildChartOption(data, settings.settings, clickable) : undefined),
    [settings, data, clickable],
  );
  const onCategoryClick = useCallback(
    (index: number) => {
      const uri = data?.categories[index]?.uri;
      if (publishVariable && uri) publish(publishVariable, uri);
    },
    [data, publishVariable, publish],
  );

  // Older data stays on screen while a new answer loads (the frame shows its overlay).
  if (!settings.ok || !option || state === 'error' || state === 'empty') {
    return <WidgetMessage query={{ state, error, waitingFor: query.waitingFor }} config={config} />;
  }
  const title = toText(config.title) || toText(config.titleMenubar);
  return (
    <EChart
      option={option}
      onCategoryClick={onCategoryClick}
      width={settings.settings.width}
      height={settings.settings.height}
      menu={settings.settings.menu}
      fileName={title}
    />
  );
}
