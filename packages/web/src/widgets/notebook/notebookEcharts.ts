/**
 * The parts of Apache ECharts a notebook's charts draw with: bars, lines and pies, the SVG
 * renderer. Only the chart module of the view imports this, so ECharts loads with the first chart.
 */
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
// echarts' `use` registers chart parts; renamed so that it does not read as React's `use` hook.
import { use as registerEchartsParts } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

registerEchartsParts([BarChart, LineChart, PieChart, GridComponent, TooltipComponent, LegendComponent, AriaComponent, SVGRenderer]);

export { init as initChart } from 'echarts/core';
