import type { BarSeriesOption } from 'echarts/charts';
import type { AriaComponentOption, GridComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { formatEuro, type MjopPlan } from './mjopModel';

type Option = ComposeOption<BarSeriesOption | GridComponentOption | TooltipComponentOption | AriaComponentOption>;

const compactEuros = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR', notation: 'compact', maximumFractionDigits: 1 });

/** The chart of the plan: a bar per year with that year's total, in euros. */
export function yearChartOption(plan: Pick<MjopPlan, 'years' | 'yearTotals'>, including: boolean): Option {
  const name = including ? 'Kosten per jaar (incl. btw)' : 'Kosten per jaar (excl. btw)';
  return {
    aria: { enabled: true, label: { description: `${name}: ${plan.years.map((year, index) => `${year} ${formatEuro(plan.yearTotals[index], true)}`).join(', ')}.` } },
    animation: false,
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: (value) => formatEuro(Number(value), true) },
    xAxis: { type: 'category', data: plan.years.map(String), axisLabel: { fontSize: 11 } },
    yAxis: { type: 'value', axisLabel: { fontSize: 11, formatter: (value: number) => compactEuros.format(value) } },
    series: [{ type: 'bar', name, data: [...plan.yearTotals], itemStyle: { color: '#1f5aa6', borderRadius: [3, 3, 0, 0] }, barMaxWidth: 28 }],
  };
}
