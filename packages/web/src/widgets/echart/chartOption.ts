import { stringToColor, type ChartCategory, type ChartData } from '@grafiek/core';
import { colorByName, type ChartSettings } from './chartSettings';
import { isHorizontalBar, isPie, isStacked } from './chartTypes';
import { echartsColor, echartsFormat, type BarSeriesOption, type ChartOption, type PieSeriesOption } from './echartsSetup';

/** ECharts 6's own palette, written out because gradients need the concrete colours. */
const DEFAULT_PALETTE = ['#5070dd', '#b6d634', '#505372', '#ff994d', '#0ca8df', '#ffd10a', '#fb628b', '#785db0', '#3fbe95'];

type Fill = string | { type: 'linear'; x: number; y: number; x2: number; y2: number; colorStops: { offset: number; color: string }[] };

/** A colour, or with `gradientColors` a gradient that runs from a lighter shade into it. */
function fill(color: string, settings: ChartSettings, along: 'x' | 'y'): Fill {
  if (!settings.gradient) return color;
  const light = echartsColor.lift(color, 0.45) ?? color;
  const stops = [
    { offset: 0, color: light },
    { offset: 1, color },
  ];
  // Bars grow from the axis: light at the axis, full colour at the end.
  return along === 'x' ? { type: 'linear', x: 0, y: 0, x2: 1, y2: 0, colorStops: stops } : { type: 'linear', x: 0, y: 1, x2: 0, y2: 0, colorStops: stops };
}

export function valueFormatter(settings: ChartSettings): (value: unknown) => string {
  const format = new Intl.NumberFormat(
    undefined,
    settings.decimals === undefined ? { maximumFractionDigits: 3 } : { minimumFractionDigits: settings.decimals, maximumFractionDigits: settings.decimals },
  );
  return (value) => (typeof value === 'number' && Number.isFinite(value) ? `${format.format(value)}${settings.valueSuffix}` : '–');
}

function palette(settings: ChartSettings): string[] {
  return settings.colors.palette.length > 0 ? settings.colors.palette : DEFAULT_PALETTE;
}

/** A colour of the category's own: from the query's ?color, else the one the `color` pairs give its name. */
function ownCategoryColor(category: ChartCategory, settings: ChartSettings): string | undefined {
  return category.color ?? colorByName(settings.colors, category.name);
}

/** The colour of one category in a chart with one series: its own, by name, or the palette's. */
function categoryColor(category: ChartCategory, index: number, settings: ChartSettings, cycle: boolean): string {
  const own = ownCategoryColor(category, settings);
  if (own) return own;
  if (settings.stringToColor) return stringToColor(category.name);
  const colors = palette(settings);
  return cycle ? colors[index % colors.length]! : colors[0]!;
}

function seriesColor(name: string, color: string | undefined, index: number, settings: ChartSettings): string {
  const own = color ?? colorByName(settings.colors, name);
  if (own) return own;
  if (settings.stringToColor) return stringToColor(name);
  const colors = palette(settings);
  return colors[index % colors.length]!;
}

/** Whatever the HTML tooltip shows from the data is escaped: category names come from queries. */
const escape = (text: unknown) => echartsFormat.encodeHTML(String(text ?? ''));

interface TooltipParams {
  name?: string;
  seriesName?: string;
  value?: unknown;
  marker?: unknown;
  percent?: number;
}

export function buildChartOption(data: ChartData, settings: ChartSettings, clickable: boolean): ChartOption {
  const format = valueFormatter(settings);
  const base: ChartOption = {
    animationDuration: 400,
    aria: { enabled: true },
    title: settings.title ? { text: settings.title, left: 'center', top: 4, textStyle: { fontSize: 14, fontWeight: 600 } } : { show: false },
    tooltip: { trigger: 'item', confine: true },
  };
  const legend = (names?: string[]): ChartOption['legend'] =>
    settings.legend
      ? {
          type: 'scroll',
          ...(names ? { data: names } : {}),
          ...(settings.legendInRow ? { orient: 'horizontal', bottom: 4, left: 'center' } : { orient: 'vertical', right: 8, top: settings.title ? 32 : 8 }),
        }
      : { show: false };

  if (settings.type === 'gauge') return { ...base, ...gauge(data, settings, format, clickable) };
  if (isPie(settings.type)) {
    return {
      ...base,
      legend: legend(data.categories.map((c) => c.name)),
      tooltip: {
        ...base.tooltip,
        formatter: (raw: unknown) => {
          const p = raw as TooltipParams;
          return `${p.marker ?? ''}${escape(p.name)}: <b>${escape(format(p.value))}</b> (${p.percent ?? 0}%)`;
        },
      },
      series: [pie(data, settings, format, clickable)],
    };
  }
  return { ...base, ...axisChart(data, settings, format, clickable, legend) };
}

// Room is left around the pie for the labels beside the slices.
const PIE_RADIUS: Record<string, string | [string, string]> = {
  Pie: '60%',
  SmallPie: '42%',
  Doughnut: ['34%', '60%'],
  DoughnutSmall: ['22%', '42%'],
};

function pie(data: ChartData, settings: ChartSettings, format: (value: unknown) => string, clickable: boolean): PieSeriesOption {
  const values = data.series[0]?.values ?? [];
  const center = !settings.legend ? ['50%', '54%'] : settings.legendInRow ? ['50%', '46%'] : ['42%', '54%'];
  return {
    type: 'pie',
    name: data.series[0]?.name ?? '',
    radius: PIE_RADIUS[settings.type],
    center,
    cursor: clickable ? 'pointer' : 'default',
    selectedMode: clickable ? 'single' : false,
    labelLine: { length: 10, length2: 8 },
    // With a legend the names are there already: slices then carry only their values, if asked.
    label: settings.legend
      ? { show: settings.labelsInChart, formatter: (raw: unknown) => format((raw as TooltipParams).value) }
      : {
          show: true,
          formatter: (raw: unknown) => {
            const p = raw as TooltipParams;
            return settings.labelsInChart ? `${p.name ?? ''}: ${format(p.value)}` : p.name ?? '';
          },
        },
    data: data.categories.map((category, index) => ({
      name: category.name,
      value: values[index] ?? null,
      itemStyle: { color: fill(categoryColor(category, index, settings, true), settings, 'y'), borderColor: '#fff', borderWidth: 1 },
    })),
  } as PieSeriesOption;
}

function axisChart(
  data: ChartData,
  settings: ChartSettings,
  format: (value: unknown) => string,
  clickable: boolean,
  legend: (names?: string[]) => ChartOption['legend'],
): ChartOption {
  const horizontal = isHorizontalBar(settings.type);
  const stacked = isStacked(settings.type);
  const single = data.series.length === 1;
  const along = horizontal ? 'x' : 'y';
  const names = data.categories.map((c) => c.name);
  const legendRight = settings.legend && !settings.legendInRow;

  const categoryAxis = {
    type: 'category' as const,
    data: names,
    // Reading order: the first row is the top bar of a horizontal chart.
    inverse: horizontal,
    axisTick: { alignWithLabel: true },
    // Beside horizontal bars long names wrap (there is height to spare); under columns they are cut.
    axisLabel: horizontal
      ? { width: 150, overflow: 'break' as const, lineHeight: 13 }
      : { width: 110, overflow: 'truncate' as const, hideOverlap: true, rotate: names.length > 6 ? 30 : 0 },
  };
  // Counts get whole-number ticks: "0.5 buildings" is no tick a reader wants.
  const wholeNumbers = data.series.every((entry) => entry.values.every((value) => value === null || Number.isInteger(value)));
  const valueAxis = { type: 'value' as const, ...(wholeNumbers ? { minInterval: 1 } : {}) };

  const series: BarSeriesOption[] = data.series.map((entry, seriesIndex) => {
    const color = seriesColor(entry.name, entry.color, seriesIndex, settings);
    return {
      type: 'bar',
      name: entry.name,
      ...(stacked ? { stack: 'total' } : {}),
      cursor: clickable ? 'pointer' : 'default',
      selectedMode: clickable ? 'single' : false,
      select: { itemStyle: { borderColor: '#1a1b1e', borderWidth: 2 } },
      barMaxWidth: 48,
      label: {
        show: settings.labelsInChart,
        position: stacked ? 'inside' : horizontal ? 'right' : 'top',
        formatter: (raw: unknown) => format((raw as TooltipParams).value),
      },
      itemStyle: { color: fill(color, settings, along), borderRadius: stacked ? 0 : horizontal ? [0, 3, 3, 0] : [3, 3, 0, 0] },
      data: entry.values.map((value, index) =>
        single && (settings.stringToColor || ownCategoryColor(data.categories[index]!, settings))
          ? { value, itemStyle: { color: fill(categoryColor(data.categories[index]!, index, settings, false), settings, along) } }
          : { value },
      ),
    } as BarSeriesOption;
  });

  const zoomAxis = horizontal ? { yAxisIndex: 0 } : { xAxisIndex: 0 };
  return {
    legend: legend(),
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (raw: unknown) => {
        const p = raw as TooltipParams;
        const value = `<b>${escape(format(p.value))}</b>`;
        return single ? `${p.marker ?? ''}${escape(p.name)}: ${value}` : `${escape(p.name)}<br/>${p.marker ?? ''}${escape(p.seriesName)}: ${value}`;
      },
    },
    grid: {
      left: 8,
      right: (legendRight ? 150 : 24) + (settings.zoom && horizontal ? 36 : 0),
      top: settings.title ? 40 : 16,
      bottom: (settings.legend && settings.legendInRow ? 32 : 8) + (settings.zoom && !horizontal ? 36 : 0),
      containLabel: true,
    },
    xAxis: horizontal ? valueAxis : categoryAxis,
    yAxis: horizontal ? categoryAxis : valueAxis,
    dataZoom: settings.zoom
      ? [
          { type: 'inside', ...zoomAxis },
          { type: 'slider', ...zoomAxis, ...(horizontal ? { right: legendRight ? 150 : 8, width: 20 } : { bottom: settings.legend && settings.legendInRow ? 36 : 8, height: 20 }) },
        ]
      : [],
    series,
  };
}

/** A round maximum above the value: 100 for percentages, else 1, 2 or 5 times a power of ten. */
export function gaugeMax(value: number): number {
  if (!Number.isFinite(value) || value <= 100) return 100;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * magnitude >= value)!;
  return step * magnitude;
}

function gauge(data: ChartData, settings: ChartSettings, format: (value: unknown) => string, clickable: boolean): ChartOption {
  const category = data.categories[0];
  const value = data.series[0]?.values[0] ?? null;
  const color = category ? categoryColor(category, 0, settings, false) : palette(settings)[0]!;
  const min = data.min ?? 0;
  const max = data.max ?? gaugeMax(value ?? 0);
  return {
    legend: { show: false },
    tooltip: { trigger: 'item', formatter: (raw: unknown) => `${escape((raw as TooltipParams).name)}: <b>${escape(format((raw as TooltipParams).value))}</b>` },
    series: [
      {
        type: 'gauge',
        min,
        max: max > min ? max : min + 1,
        center: ['50%', settings.title ? '60%' : '55%'],
        radius: '80%',
        cursor: clickable ? 'pointer' : 'default',
        progress: { show: true, width: 14, itemStyle: { color: fill(color, settings, 'x') } },
        axisLine: { lineStyle: { width: 14 } },
        axisTick: { show: false },
        splitLine: { length: 8, lineStyle: { width: 1, color: '#999' } },
        axisLabel: { distance: 20, fontSize: 11 },
        pointer: { width: 5, itemStyle: { color } },
        anchor: { show: true, size: 12, itemStyle: { color } },
        title: { offsetCenter: [0, '75%'], fontSize: 13 },
        detail: { offsetCenter: [0, '45%'], fontSize: 22, fontWeight: 600, formatter: (v: number) => format(v), valueAnimation: true },
        data: [{ value: value ?? 0, name: category?.name ?? '' }],
      },
    ],
  };
}
