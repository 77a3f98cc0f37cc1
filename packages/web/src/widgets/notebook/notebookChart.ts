import type { ChartData } from '@grafiek/core';
import type { Display } from './notebookCells';

export type ChartDisplay = Exclude<Display, 'table'>;

/** What a click on a bar, point or slice carries: the category's IRI, if it has one. */
export interface ChartPoint {
  name: string;
  /** ECharts' "-": no value (a gap in a line, no bar). */
  value: number | '-';
  uri?: string;
}

/**
 * An ECharts option for a SPARQL cell's rows (read by core's toChartData: the first column or
 * ?label names the categories, every number column is a series): bars, lines, or a pie of the
 * first series. Drawn with the SVG renderer, with ECharts' description for screen readers.
 */
export function notebookChartOption(data: ChartData, display: ChartDisplay): Record<string, unknown> {
  const point = (series: ChartData['series'][number], index: number): ChartPoint => {
    const category = data.categories[index]!;
    return { name: category.name, value: series.values[index] ?? '-', ...(category.uri ? { uri: category.uri } : {}) };
  };
  const common = { tooltip: { trigger: display === 'pie' ? 'item' : 'axis' }, animation: false };
  if (display === 'pie') {
    const first = data.series[0];
    return {
      ...common,
      aria: { enabled: true },
      legend: { type: 'scroll', bottom: 0 },
      series: first ? [{ type: 'pie', name: first.name, radius: '65%', data: data.categories.map((_, index) => point(first, index)) }] : [],
    };
  }
  return {
    ...common,
    // The description names each category with its value, not with its place on the axis.
    aria: { enabled: true, label: { data: { excludeDimensionId: [0] } } },
    legend: data.series.length > 1 ? { type: 'scroll', top: 0 } : undefined,
    grid: { left: 8, right: 16, top: data.series.length > 1 ? 32 : 16, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: data.categories.map((category) => category.name) },
    yAxis: { type: 'value' },
    series: data.series.map((series) => ({ type: display, name: series.name, data: data.categories.map((_, index) => point(series, index)) })),
  };
}
