/**
 * The parts of Apache ECharts this widget uses, and nothing else: `echarts/core` plus three chart
 * kinds, six components and the SVG renderer, so the widget's chunk stays a fraction of the full
 * library. Only the view imports this module.
 *
 * SVG rather than canvas: these charts have tens of items, not tens of thousands, and SVG stays
 * sharp at every zoom level and in print, and keeps its texts (axis labels, legend) in the page
 * where assistive technology, find-in-page and browser tests can read them.
 */
import { BarChart, GaugeChart, PieChart, type BarSeriesOption, type GaugeSeriesOption, type PieSeriesOption } from 'echarts/charts';
import {
  AriaComponent,
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
  type AriaComponentOption,
  type DataZoomComponentOption,
  type GridComponentOption,
  type LegendComponentOption,
  type TitleComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
// echarts' `use` registers chart parts; renamed so that it does not read as React's `use` hook.
import { use as registerEchartsParts, type ComposeOption } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

registerEchartsParts([BarChart, PieChart, GaugeChart, GridComponent, TooltipComponent, LegendComponent, TitleComponent, DataZoomComponent, AriaComponent, SVGRenderer]);

export type ChartOption = ComposeOption<
  | BarSeriesOption
  | PieSeriesOption
  | GaugeSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | TitleComponentOption
  | DataZoomComponentOption
  | AriaComponentOption
>;

export type { BarSeriesOption, PieSeriesOption };
export { color as echartsColor, format as echartsFormat, init as initChart, type EChartsType } from 'echarts/core';
