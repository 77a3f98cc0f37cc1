/**
 * The parts of Apache ECharts the plan's chart draws with: bars on a grid, a tooltip, the aria
 * description and the SVG renderer. Only the view imports this module, so ECharts stays in the
 * widget's own chunk.
 */
import { BarChart, type BarSeriesOption } from 'echarts/charts';
import { AriaComponent, GridComponent, TooltipComponent, type AriaComponentOption, type GridComponentOption, type TooltipComponentOption } from 'echarts/components';
import { use as registerEchartsParts, type ComposeOption } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

registerEchartsParts([BarChart, GridComponent, TooltipComponent, AriaComponent, SVGRenderer]);

export type YearChartOption = ComposeOption<BarSeriesOption | GridComponentOption | TooltipComponentOption | AriaComponentOption>;
export { init as initChart } from 'echarts/core';
