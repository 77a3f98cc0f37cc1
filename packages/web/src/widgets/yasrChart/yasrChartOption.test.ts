import type { ChartData } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/testTranslations';
import { readChartType, YASR_CHART_TYPES } from './chartKinds';
import { roundUp, yasrChartOption, type YasrChartLook } from './yasrChartOption';

const DATA: ChartData = {
  categories: [
    { name: 'Handel', uri: 'http://example.org/handel' },
    { name: 'Horeca', uri: 'http://example.org/horeca' },
    { name: 'Landbouw' },
  ],
  series: [
    { name: 'Noord', values: [30, 7, 12] },
    { name: 'Zuid', values: [9, 21, null] },
  ],
};

const look = (type: YasrChartLook['type'], threeD = false): YasrChartLook => ({ type, threeD, title: '' });
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- reading into ECharts' union option types
const seriesOf = (option: ReturnType<typeof yasrChartOption>) => option.series as any[];

describe('yasrChartOption', () => {
  it('draws a pie of the first number column, one slice per category, with the IRI to publish', () => {
    const option = yasrChartOption(DATA, look('PieChart'));
    const [pie] = seriesOf(option);
    expect(seriesOf(option)).toHaveLength(1);
    expect(pie.type).toBe('pie');
    expect(pie.radius).toBe('66%');
    expect(pie.data).toEqual([
      { name: 'Handel', value: 30, uri: 'http://example.org/handel' },
      { name: 'Horeca', value: 7, uri: 'http://example.org/horeca' },
      { name: 'Landbouw', value: 12 },
    ]);
    expect(option.title).toEqual({ show: false });
  });

  it('draws a donut as a ring with the total in its hole, leaving out categories without a value', () => {
    const option = yasrChartOption({ ...DATA, series: [DATA.series[1]!] }, look('Donut'));
    const [donut] = seriesOf(option);
    expect(donut.radius).toEqual(['38%', '66%']);
    expect(donut.data.map((item: { name: string }) => item.name)).toEqual(['Handel', 'Horeca']);
    expect(option.title).toEqual([{ show: false }, expect.objectContaining({ text: '{label|Total}\n{total|30}' })]);
  });

  it('draws columns upright and bars lying, one series per number column', () => {
    const columns = yasrChartOption(DATA, look('ColumnChart'));
    expect(columns.xAxis).toMatchObject({ type: 'category', data: ['Handel', 'Horeca', 'Landbouw'] });
    expect(columns.yAxis).toMatchObject({ type: 'value' });
    expect(seriesOf(columns).map((s) => [s.type, s.name])).toEqual([
      ['bar', 'Noord'],
      ['bar', 'Zuid'],
    ]);
    const bars = yasrChartOption(DATA, look('BarChart'));
    expect(bars.yAxis).toMatchObject({ type: 'category', inverse: true });
    expect(bars.xAxis).toMatchObject({ type: 'value' });
    expect(columns.aria).toEqual({ enabled: true, label: { data: { excludeDimensionId: [0] } } });
    expect(bars.aria).toEqual({ enabled: true, label: { data: { excludeDimensionId: [1] } } });
    expect(seriesOf(bars)[1].data).toEqual([{ value: 9, uri: 'http://example.org/handel' }, { value: 21, uri: 'http://example.org/horeca' }, { value: '-' }]);
  });

  it('draws lines', () => {
    expect(seriesOf(yasrChartOption(DATA, look('LineChart'))).map((s) => s.type)).toEqual(['line', 'line']);
  });

  it('draws one gauge per category on a round scale, or on ?min to ?max', () => {
    const option = yasrChartOption(DATA, look('Gauge'));
    expect(seriesOf(option).map((s) => [s.type, s.name, s.min, s.max, s.data[0].value])).toEqual([
      ['gauge', 'Handel', 0, 50, 30],
      ['gauge', 'Horeca', 0, 50, 7],
      ['gauge', 'Landbouw', 0, 50, 12],
    ]);
    const bounded = yasrChartOption({ ...DATA, min: 5, max: 40 }, look('Gauge'));
    expect(seriesOf(bounded)[0]).toMatchObject({ min: 5, max: 40 });
  });

  it('gives 3D charts depth with a shadow, and flat ones none', () => {
    for (const type of ['PieChart', 'Donut', 'ColumnChart', 'BarChart'] as const) {
      expect(seriesOf(yasrChartOption(DATA, look(type, true)))[0].itemStyle?.shadowBlur, type).toBeGreaterThan(0);
      expect(seriesOf(yasrChartOption(DATA, look(type)))[0].itemStyle, type).toBeUndefined();
    }
    expect(seriesOf(yasrChartOption(DATA, look('LineChart', true)))[0].lineStyle.shadowBlur).toBeGreaterThan(0);
  });

  it('describes itself to assistive technology and shows the title', () => {
    const option = yasrChartOption(DATA, { type: 'PieChart', threeD: false, title: 'Bedrijven' });
    expect(option.aria).toEqual({ enabled: true });
    expect(option.title).toMatchObject({ text: 'Bedrijven' });
  });
});

describe('roundUp', () => {
  it('rounds up to 1, 2 or 5 times a power of ten', () => {
    expect([87, 430, 0.42, 100, 1, 0, -3].map(roundUp)).toEqual([100, 500, 0.5, 100, 1, 1, 1]);
  });
});

describe('readChartType', () => {
  it('reads every type, in any case, with or without "Chart"', () => {
    for (const type of YASR_CHART_TYPES) expect(readChartType(type.toLowerCase())).toEqual({ ok: true, type });
    expect(readChartType('Pie')).toEqual({ ok: true, type: 'PieChart' });
    expect(readChartType('DonutChart')).toEqual({ ok: true, type: 'Donut' });
    expect(readChartType('gaugechart')).toEqual({ ok: true, type: 'Gauge' });
    expect(readChartType('')).toEqual({ ok: true, type: 'ColumnChart' });
  });

  it('names the types it draws when it meets another, in the reader’s language', async () => {
    const reading = readChartType('ScatterChart');
    expect(reading.ok).toBe(false);
    if (!reading.ok) expect(reading.error).toContain('PieChart, ColumnChart, BarChart, LineChart, Donut, Gauge');
    expect(readChartType('ScatterChart', await translator('en'))).toEqual(reading);
    expect(readChartType('ScatterChart', await translator('nl'))).toEqual({ ok: false, error: expect.stringMatching(/^Grafiektype "ScatterChart" kan deze grafiek niet tekenen: PieChart, /) });
  });
});
