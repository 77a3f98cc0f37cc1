import { describe, expect, it } from 'vitest';
import { notebookChartOption } from './notebookChart';

const DATA = {
  categories: [{ name: 'Handel', uri: 'http://example.org/handel' }, { name: 'Horeca' }],
  series: [
    { name: 'aantal', values: [30, 7] },
    { name: 'banen', values: [100, null] },
  ],
};

describe('notebookChartOption', () => {
  it('draws one bar or line series per number column over the categories', () => {
    const option = notebookChartOption(DATA, 'bar') as { xAxis: { data: string[] }; series: { type: string; name: string; data: unknown[] }[] };
    expect(option.xAxis.data).toEqual(['Handel', 'Horeca']);
    expect(option.series.map((series) => [series.type, series.name])).toEqual([
      ['bar', 'aantal'],
      ['bar', 'banen'],
    ]);
    expect(option.series[0]!.data).toEqual([{ name: 'Handel', value: 30, uri: 'http://example.org/handel' }, { name: 'Horeca', value: 7 }]);
    const line = notebookChartOption(DATA, 'line') as { series: { type: string; data: { value: number | string }[] }[] };
    expect(line.series[1]!.type).toBe('line');
    // No value: a gap, not a zero.
    expect(line.series[1]!.data[1]!.value).toBe('-');
  });

  it('draws a pie of the first series', () => {
    const option = notebookChartOption(DATA, 'pie') as { series: { type: string; data: { name: string; value: number | string }[] }[] };
    expect(option.series).toHaveLength(1);
    expect(option.series[0]!.data.map((slice) => [slice.name, slice.value])).toEqual([
      ['Handel', 30],
      ['Horeca', 7],
    ]);
  });
});
