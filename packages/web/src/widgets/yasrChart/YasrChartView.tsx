import { toChartData } from '@grafiek/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublish, useReportWidgetState, useWidgetQuery, WidgetMessage, type WidgetViewProps } from '../../kit';
import type { YasrChartSettings } from '.';
import { readChartType } from './chartKinds';
import { useECharts } from '../../kit/charts/useECharts';
import { initChart, type YasrChartOption } from './echartsParts';
import { yasrChartOption, type ChartItem } from './yasrChartOption';
import classes from './YasrChart.module.css';

const SOURCE = 'BBYasr chart';

/** A bare number is pixels; any other CSS length as it is. */
function cssLength(value: string): string | undefined {
  const text = value.trim();
  if (!text) return undefined;
  return /^\d+(\.\d+)?$/.test(text) ? `${text}px` : text;
}

export default function YasrChartView({ settings }: WidgetViewProps<YasrChartSettings>) {
  const query = useWidgetQuery(settings.query, { source: SOURCE, report: false });
  const { t } = useTranslation();
  const kind = useMemo(() => readChartType(settings.chartType, t), [settings.chartType, t]);
  const converted = useMemo(() => (query.table ? toChartData(query.table) : undefined), [query.table]);
  const problem = !kind.ok ? kind.error : converted && !converted.ok && query.state === 'ready' ? converted.error : undefined;
  const state = problem ? 'error' : query.state;
  const error = problem ?? query.error;
  useReportWidgetState(state, error);

  const data = converted?.ok ? converted.data : undefined;
  const option = useMemo(
    () => (kind.ok && data ? yasrChartOption(data, { type: kind.type, threeD: settings.is3D, title: settings.title.trim() }) : undefined),
    [kind, data, settings.is3D, settings.title],
  );

  const publish = usePublish(SOURCE);
  const publishVariable = settings.publishVariable;
  const onItemClick = (item: ChartItem) => {
    if (publishVariable && item.uri) publish(publishVariable, item.uri);
  };

  if (!option || state === 'error' || state === 'empty') return <WidgetMessage query={{ state, error, waitingFor: query.waitingFor }} texts={settings} />;
  return <Chart option={option} height={cssLength(settings.height)} onItemClick={onItemClick} clickable={publishVariable !== ''} />;
}

interface ChartProps {
  option: YasrChartOption;
  height: string | undefined;
  clickable: boolean;
  onItemClick: (item: ChartItem) => void;
}

/** One ECharts instance, fed each option whole, resized with its panel, disposed with the view. */
function Chart({ option, height, clickable, onItemClick }: ChartProps) {
  const { element } = useECharts(initChart, option, (params) => {
    const item = params.data as ChartItem | undefined;
    if (item && typeof item === 'object') onItemClick(item);
  });

  return (
    <div className={classes.stage}>
      <div ref={element} className={classes.chart} style={{ height, cursor: clickable ? undefined : 'default' }} />
    </div>
  );
}
