/**
 * The parts of Apache ECharts that draw YASR's chart types: bars (columns and horizontal bars),
 * lines, pies (and donuts) and gauges, with the SVG renderer, whose texts stay in the page for
 * assistive technology, find-in-page and tests. Only the view imports this module.
 */
import { BarChart, GaugeChart, LineChart, PieChart, type BarSeriesOption, type GaugeSeriesOption, type LineSeriesOption, type PieSeriesOption } from 'echarts/charts';
import {
  AriaComponent,
  GraphicComponent,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
  type AriaComponentOption,
  type GraphicComponentOption,
  type GridComponentOption,
  type LegendComponentOption,
  type TitleComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
// echarts' `use` registers chart parts; renamed so that it does not read as React's `use` hook.
import { use as registerEchartsParts, type ComposeOption } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

registerEchartsParts([BarChart, LineChart, PieChart, GaugeChart, GridComponent, TooltipComponent, LegendComponent, TitleComponent, GraphicComponent, AriaComponent, SVGRenderer]);

export type YasrChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | GaugeSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | TitleComponentOption
  | GraphicComponentOption
  | AriaComponentOption
>;

export { init as initChart, type EChartsType } from 'echarts/core';
