import type { TFunction } from 'i18next';

/** The `charttype` values of the chart widget, as stored in app configs. */
export const CHART_TYPES = ['Pie', 'SmallPie', 'Doughnut', 'DoughnutSmall', 'Bar', 'Col', 'ColStacked', 'BarStacked', 'gauge'] as const;

export type ChartType = (typeof CHART_TYPES)[number];

export const CHART_TYPE_LABELS: Readonly<Record<ChartType, string>> = {
  Pie: 'Pie',
  SmallPie: 'Small pie',
  Doughnut: 'Doughnut',
  DoughnutSmall: 'Small doughnut',
  Bar: 'Bar (horizontal bars)',
  Col: 'Column (vertical bars)',
  ColStacked: 'Stacked columns',
  BarStacked: 'Stacked bars',
  gauge: 'Gauge',
};

/** Old configs differ in case ("Gauge", "pie"); an unknown name is an error the widget shows. */
/** A stored chart type; the error is in the reader's language with their `t`, else in English. */
export function parseChartType(value: string, t?: TFunction): { ok: true; type: ChartType } | { ok: false; error: string } {
  const text = value.trim().toLowerCase();
  const type = CHART_TYPES.find((name) => name.toLowerCase() === text);
  if (type) return { ok: true, type };
  const choices = CHART_TYPES.join(', ');
  return { ok: false, error: t ? t('widget.echart.unknownType', { value, choices }) : `Unknown chart type "${value}"; choose one of ${choices}.` };
}

export const isPie = (type: ChartType) => type === 'Pie' || type === 'SmallPie' || type === 'Doughnut' || type === 'DoughnutSmall';
/** Bars that lie along the horizontal axis (categories on the vertical axis). */
export const isHorizontalBar = (type: ChartType) => type === 'Bar' || type === 'BarStacked';
export const isStacked = (type: ChartType) => type === 'ColStacked' || type === 'BarStacked';
