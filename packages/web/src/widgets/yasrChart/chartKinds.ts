import type { TFunction } from 'i18next';

/** The chart types of YASR's chart plugin (Google Charts) that this widget draws. */
export const YASR_CHART_TYPES = ['PieChart', 'ColumnChart', 'BarChart', 'LineChart', 'Donut', 'Gauge'] as const;
export type YasrChartType = (typeof YASR_CHART_TYPES)[number];

export const YASR_CHART_LABELS: Record<YasrChartType, string> = {
  PieChart: 'Pie chart',
  ColumnChart: 'Column chart (vertical bars)',
  BarChart: 'Bar chart (horizontal bars)',
  LineChart: 'Line chart',
  Donut: 'Donut',
  Gauge: 'Gauge',
};

/** Other names configs use for the same types: Google's own and shorter ones. */
const ALIASES: Record<string, YasrChartType> = {
  pie: 'PieChart',
  column: 'ColumnChart',
  bar: 'BarChart',
  line: 'LineChart',
  donut: 'Donut',
  donutchart: 'Donut',
  doughnut: 'Donut',
  gauge: 'Gauge',
};

export type ChartTypeReading = { ok: true; type: YasrChartType } | { ok: false; error: string };

/**
 * A stored chart type, in any case, with or without "Chart" at its end. The error is in the
 * reader's language with their `t`, else in English.
 */
export function readChartType(value: unknown, t?: TFunction): ChartTypeReading {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return { ok: true, type: 'ColumnChart' };
  const key = text.toLowerCase();
  const exact = YASR_CHART_TYPES.find((type) => type.toLowerCase() === key);
  const type = exact ?? ALIASES[key] ?? ALIASES[key.replace(/chart$/, '')];
  if (type) return { ok: true, type };
  const choices = YASR_CHART_TYPES.join(', ');
  return { ok: false, error: t ? t('widget.yasrChart.unknownType', { value: text, choices }) : `Chart type "${text}" is not one this chart draws: ${choices}.` };
}
