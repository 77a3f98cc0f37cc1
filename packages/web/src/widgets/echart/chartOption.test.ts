import type { ChartData } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { readSettings } from '../../kit/readSettings';
import { echart } from '.';
import { buildChartOption, gaugeMax, valueFormatter } from './chartOption';
import { chartSettings, type ChartSettings } from './chartSettings';

/** A stored node's chart settings, read as the frame reads them. */
function fromNode(node: Record<string, unknown>): ChartSettings {
  const { settings, problems } = readSettings(echart.options, node);
  expect(problems).toEqual([]);
  const result = chartSettings(settings);
  if (!result.ok) throw new Error(result.error);
  return result.settings;
}

const twoCategories: ChartData = {
  categories: [{ name: 'V' }, { name: 'M' }, { name: 'X' }],
  series: [{ name: 'aantal', values: [3, 5, 1] }],
};

const longForm: ChartData = {
  categories: [{ name: '2021' }, { name: '2022' }],
  series: [
    { name: 'V', values: [1, 2] },
    { name: 'M', values: [3, 4] },
  ],
};

interface Item {
  value: unknown;
  itemStyle?: { color?: unknown };
}
type Series = { itemStyle?: { color?: unknown }; data: Item[] };

const seriesOf = (option: ReturnType<typeof buildChartOption>) => option.series as Series[];

describe('the `color` setting', () => {
  it('reads every form the original product stored without a problem', () => {
    expect(fromNode({ color: ['V', '#ff4444', 'M', '#0000ff'] }).colors.byName.get('M')).toBe('#0000ff');
    expect(fromNode({ color: '#00589b' }).colors.palette).toEqual(['#00589b']);
    expect(fromNode({ color: '#00589b,#f39200' }).colors.palette).toEqual(['#00589b', '#f39200']);
  });

  it('colours the bars of the categories the pairs name, and leaves the others to the series colour', () => {
    const [series] = seriesOf(buildChartOption(twoCategories, fromNode({ charttype: 'Col', color: ['V', '#ff4444', 'M', '#0000ff'] }), false));
    expect(series!.data.map((item) => item.itemStyle?.color)).toEqual(['#ff4444', '#0000ff', undefined]);
  });

  it('colours the slices of a pie by the pairs', () => {
    const [pie] = seriesOf(buildChartOption(twoCategories, fromNode({ charttype: 'Pie', color: ['V', '#ff4444', 'M', '#0000ff'] }), false));
    expect(pie!.data.slice(0, 2).map((item) => item.itemStyle?.color)).toEqual(['#ff4444', '#0000ff']);
  });

  it('colours the series of a stacked chart by the pairs', () => {
    const series = seriesOf(buildChartOption(longForm, fromNode({ charttype: 'ColStacked', color: ['V', '#ff4444', 'M', '#0000ff'] }), false));
    expect(series.map((entry) => entry.itemStyle?.color)).toEqual(['#ff4444', '#0000ff']);
  });

  it('lets a ?color of the query win over a pair, and a pair win over stringToColor', () => {
    const data: ChartData = { ...twoCategories, categories: [{ name: 'V', color: '#123456' }, { name: 'M' }, { name: 'X' }] };
    const [series] = seriesOf(buildChartOption(data, fromNode({ charttype: 'Col', stringToColor: true, color: ['V', '#ff4444', 'M', '#0000ff'] }), false));
    const colors = series!.data.map((item) => item.itemStyle?.color);
    expect(colors.slice(0, 2)).toEqual(['#123456', '#0000ff']);
    expect(colors[2]).toMatch(/^#/);
  });

  it('still paints every bar in one colour, and cycles a list of colours over slices', () => {
    const [bars] = seriesOf(buildChartOption(twoCategories, fromNode({ charttype: 'Col', color: '#00589b' }), false));
    expect(bars!.itemStyle?.color).toBe('#00589b');
    expect(bars!.data.every((item) => item.itemStyle === undefined)).toBe(true);
    const [pie] = seriesOf(buildChartOption(twoCategories, fromNode({ charttype: 'Pie', color: '#00589b,#f39200' }), false));
    expect(pie!.data.map((item) => item.itemStyle?.color)).toEqual(['#00589b', '#f39200', '#00589b']);
  });
});

describe('values', () => {
  it('writes values with the fixed decimals and the suffix, read from a number stored as text', () => {
    const format = valueFormatter(fromNode({ popupLabelFixedFormat: '1', popupLabelExtension: ' stuks' }));
    expect(format(15)).toMatch(/^15[.,]0 stuks$/);
    expect(format(null)).toBe('–');
  });

  it('gives a gauge a round maximum above its value', () => {
    expect(gaugeMax(42)).toBe(100);
    expect(gaugeMax(130)).toBe(200);
    expect(gaugeMax(4200)).toBe(5000);
  });
});
