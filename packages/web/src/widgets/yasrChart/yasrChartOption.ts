import type { ChartData } from '@grafiek/core';
import type { YasrChartType } from './chartKinds';
import type { YasrChartOption } from './echartsParts';

export interface YasrChartLook {
  type: YasrChartType;
  /** Depth for the flat shapes: a cast shadow under bars, lines and slices. */
  threeD: boolean;
  title: string;
}

/** What a click on a drawn item publishes: the IRI of its category, carried in the item itself. */
export interface ChartItem {
  /** ECharts' "-": no value (a gap in a line, no bar). */
  value: number | '-';
  name?: string;
  uri?: string;
}

/**
 * Google Charts draws a 3D pie as a tilted disc; ECharts draws no perspective. A shadow under
 * every shape gives the chart depth instead, and tells it apart from the flat one.
 */
const DEPTH = { shadowBlur: 10, shadowOffsetX: 3, shadowOffsetY: 6, shadowColor: 'rgba(0, 0, 0, 0.35)' };

/** One title of the chart (the option also takes a list). */
type Heading = Exclude<YasrChartOption['title'], unknown[] | undefined>;

const number = new Intl.NumberFormat(undefined, { maximumFractionDigits: 3 });

/**
 * The ECharts option for one of YASR's chart types, from core's chart reading of the result
 * (categories from the label column, one series per number column): the option only, so it can
 * be checked without a browser.
 */
export function yasrChartOption(data: ChartData, look: YasrChartLook): YasrChartOption {
  const heading: Heading = look.title ? { text: look.title, left: 'center', top: 4, textStyle: { fontSize: 14, fontWeight: 600 } } : { show: false };
  const base: YasrChartOption = {
    animationDuration: 300,
    // The chart describes its type and data to assistive technology (and to tests).
    aria: { enabled: true },
    title: heading,
    tooltip: { trigger: 'item', confine: true },
  };
  const top = look.title ? 40 : 16;
  switch (look.type) {
    case 'PieChart':
    case 'Donut':
      return { ...base, ...pie(data, look, top, heading) };
    case 'Gauge':
      return { ...base, ...gauges(data, top) };
    case 'ColumnChart':
    case 'BarChart':
    case 'LineChart':
      return { ...base, ...axes(data, look, top) };
  }
}

/**
 * One item per category. Pies and gauges name their items; on an axis the axis names them, and a
 * name in the item would make ECharts describe each value with its position ("Handel is 0, 30").
 */
function items(data: ChartData, values: readonly (number | null)[], named = true): ChartItem[] {
  return data.categories.map((category, index) => ({ ...(named ? { name: category.name } : {}), value: values[index] ?? '-', ...(category.uri ? { uri: category.uri } : {}) }));
}

function hasValue(item: ChartItem): item is ChartItem & { value: number } {
  return item.value !== '-';
}

/** Google's pie and donut show the first number column; each category is a slice. */
function pie(data: ChartData, look: YasrChartLook, top: number, heading: Heading): YasrChartOption {
  const series = data.series[0];
  const slices = items(data, series?.values ?? []).filter(hasValue);
  const donut = look.type === 'Donut';
  const total = slices.reduce((sum, item) => sum + item.value, 0);
  return {
    legend: { type: 'scroll', orient: 'vertical', right: 8, top, data: slices.map((item) => item.name!) },
    series: [
      {
        type: 'pie',
        name: series?.name ?? '',
        radius: donut ? ['38%', '66%'] : '66%',
        center: ['42%', '55%'],
        data: slices,
        label: { show: true, formatter: '{d}%' },
        percentPrecision: 0,
        ...(look.threeD ? { itemStyle: DEPTH } : {}),
      },
    ],
    // A donut shows the total in its hole: a second title, centred on the hole.
    ...(donut
      ? {
          title: [
            heading,
            {
              text: `{label|Total}\n{total|${number.format(total)}}`,
              left: '42%',
              top: '55%',
              textAlign: 'center',
              textVerticalAlign: 'middle',
              textStyle: { rich: { label: { fontSize: 12, lineHeight: 16, align: 'center' }, total: { fontSize: 18, fontWeight: 'bold', lineHeight: 22, align: 'center' } } },
            },
          ],
        }
      : {}),
  };
}

/** Columns, bars and lines: categories along one axis, one series per number column. */
function axes(data: ChartData, look: YasrChartLook, top: number): YasrChartOption {
  const horizontal = look.type === 'BarChart';
  const categoryAxis = { type: 'category' as const, data: data.categories.map((category) => category.name), axisLabel: { hideOverlap: true }, ...(horizontal ? { inverse: true } : {}) };
  const valueAxis = { type: 'value' as const };
  const several = data.series.length > 1;
  return {
    // Each value's own position on the category axis is no news to a listener: "Handel is 30", not "Handel is 0, 30".
    aria: { enabled: true, label: { data: { excludeDimensionId: [horizontal ? 1 : 0] } } },
    legend: several ? { type: 'scroll', top: look.title ? 28 : 4, data: data.series.map((series) => series.name) } : { show: false },
    grid: { left: 12, right: 24, bottom: 12, top: several ? top + 24 : top, containLabel: true },
    xAxis: horizontal ? valueAxis : categoryAxis,
    yAxis: horizontal ? categoryAxis : valueAxis,
    series: data.series.map((series) =>
      look.type === 'LineChart'
        ? { type: 'line' as const, name: series.name, data: items(data, series.values, false), connectNulls: false, ...(look.threeD ? { lineStyle: DEPTH } : {}) }
        : { type: 'bar' as const, name: series.name, data: items(data, series.values, false), ...(look.threeD ? { itemStyle: DEPTH } : {}) },
    ),
  };
}

/**
 * Google's gauge draws one dial per row; so does this, side by side, each with its category
 * under it. The scale is ?min to ?max when the query gives them, else 0 to a round number above
 * the largest value.
 */
function gauges(data: ChartData, top: number): YasrChartOption {
  const values = data.series[0]?.values ?? [];
  const dials = items(data, values).filter(hasValue);
  const largest = Math.max(0, ...dials.map((item) => item.value));
  const min = data.min ?? 0;
  const max = data.max ?? roundUp(largest);
  const count = Math.max(1, dials.length);
  const width = 100 / count;
  // Side by side the dials are small: only the scale's ends then, and thinner marks.
  const small = count > 1;
  return {
    series: dials.map((item, index) => ({
      type: 'gauge' as const,
      name: item.name,
      min,
      max: max > min ? max : min + 1,
      center: [`${width * (index + 0.5)}%`, `${Math.min(60, 50 + top / 10)}%`] as [string, string],
      radius: `${Math.min(75, 120 / count)}%`,
      progress: { show: true, width: small ? 8 : 12 },
      axisLine: { lineStyle: { width: small ? 8 : 12 } },
      axisTick: { show: !small },
      splitLine: { show: !small, length: 10 },
      axisLabel: { show: !small, distance: 16, fontSize: 10 },
      pointer: { width: small ? 4 : 6 },
      anchor: { show: true, size: small ? 8 : 12 },
      title: { offsetCenter: [0, '95%'], fontSize: 12 },
      detail: { valueAnimation: false, fontSize: small ? 14 : 18, fontWeight: 600, offsetCenter: [0, '60%'], formatter: (value: number) => number.format(value) },
      data: [item],
    })),
  };
}

/** 87 → 100, 430 → 500, 0.42 → 0.5: the next step of 1, 2 or 5 times a power of ten. */
export function roundUp(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}
