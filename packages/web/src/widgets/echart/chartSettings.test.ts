import { describe, expect, it } from 'vitest';
import { chartColors, chartSettings, colorByName, cssSize, type ChartInput } from './chartSettings';

const defaults: ChartInput = {
  charttype: 'Bar',
  title: '',
  enableZoom: false,
  defaultMenu: false,
  width: '',
  height: '',
  color: [],
  stringToColor: false,
  gradientColors: false,
  legend: false,
  horizontal: false,
  labelsInChart: false,
  popupLabelFixedFormat: undefined,
  popupLabelExtension: '',
};

function read(change: Partial<ChartInput>) {
  const result = chartSettings({ ...defaults, ...change });
  if (!result.ok) throw new Error(result.error);
  return result.settings;
}

describe('chartColors', () => {
  it('reads one colour as a palette of one: every bar in it', () => {
    expect(chartColors(['#00589b'])).toEqual({ palette: ['#00589b'], byName: new Map() });
  });

  it('reads a list of colours as a palette used in turn', () => {
    expect(chartColors(['#00589b', '#f39200'])).toEqual({ palette: ['#00589b', '#f39200'], byName: new Map() });
    // Colour names are colours too: two of them are a palette, not a name and its colour.
    expect(chartColors(['red', 'blue']).palette).toEqual(['red', 'blue']);
  });

  it('reads the original product\'s pairs of a name and its colour', () => {
    const colors = chartColors(['V', '#ff4444', 'M', '#0000ff']);
    expect(colors.palette).toEqual([]);
    expect([...colors.byName]).toEqual([
      ['V', '#ff4444'],
      ['M', '#0000ff'],
    ]);
  });

  it('takes pairs whose colours are colour names, and names that happen to be colours beside others', () => {
    expect([...chartColors(['sloop', 'red', 'nieuwbouw', 'green']).byName]).toEqual([
      ['sloop', 'red'],
      ['nieuwbouw', 'green'],
    ]);
    expect(chartColors(['Red', '#ff0000', 'Overig', '#999999']).byName.get('Red')).toBe('#ff0000');
  });

  it('keeps an odd list, or one whose every second entry is no colour, as the palette it was', () => {
    expect(chartColors(['V', '#ff4444', 'M']).byName.size).toBe(0);
    expect(chartColors(['V', 'M']).palette).toEqual(['V', 'M']);
    expect(chartColors([])).toEqual({ palette: [], byName: new Map() });
  });
});

describe('colorByName', () => {
  const colors = chartColors(['V', '#ff4444', 'm', '#0000ff']);
  it('finds a name exactly, else in any case', () => {
    expect(colorByName(colors, 'V')).toBe('#ff4444');
    expect(colorByName(colors, 'M')).toBe('#0000ff');
    expect(colorByName(colors, 'X')).toBeUndefined();
  });
});

describe('cssSize', () => {
  it('keeps sizes within the panel', () => {
    expect(cssSize('')).toBe('100%');
    expect(cssSize('95%')).toBe('95%');
    expect(cssSize('150%')).toBe('100%');
    expect(cssSize('300')).toBe('300px');
    expect(cssSize('-20')).toBe('0px');
    expect(cssSize('20 em')).toBe('20em');
    expect(cssSize('big')).toBe('100%');
  });
});

describe('chartSettings', () => {
  it('draws the type the stored name means, whatever its case', () => {
    expect(read({ charttype: 'doughnut' }).type).toBe('Doughnut');
  });

  it('is an error the widget shows for a chart type it does not know', () => {
    expect(chartSettings({ ...defaults, charttype: 'Spiral' })).toEqual({
      ok: false,
      error: expect.stringContaining('Unknown chart type "Spiral"'),
    });
  });

  it('keeps decimals to whole numbers from 0 to 10', () => {
    expect(read({}).decimals).toBeUndefined();
    expect(read({ popupLabelFixedFormat: 2 }).decimals).toBe(2);
    expect(read({ popupLabelFixedFormat: 1.6 }).decimals).toBe(2);
    expect(read({ popupLabelFixedFormat: 25 }).decimals).toBe(10);
    expect(read({ popupLabelFixedFormat: -1 }).decimals).toBe(0);
  });

  it('caps an old config\'s 150% at the panel and trims the title', () => {
    const settings = read({ width: '150%', height: '90%', title: '  Bedrijven ' });
    expect(settings.width).toBe('100%');
    expect(settings.height).toBe('90%');
    expect(settings.title).toBe('Bedrijven');
  });

  it('passes the switches on under the chart\'s own names', () => {
    const settings = read({ legend: true, horizontal: true, enableZoom: true, gradientColors: true, defaultMenu: true, popupLabelExtension: ' stuks' });
    expect(settings).toMatchObject({ legend: true, legendInRow: true, zoom: true, gradient: true, menu: true, valueSuffix: ' stuks' });
  });
});
