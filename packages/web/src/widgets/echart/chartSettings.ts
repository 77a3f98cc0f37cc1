import type { TFunction } from 'i18next';
import type { EChartSettings } from '.';
import { parseChartType, type ChartType } from './chartTypes';
import { echartsColor } from './echartsSetup';

/**
 * The `color` setting as the chart uses it: a palette (one colour for everything, or colours used
 * in turn), or pairs of a name and its colour, as the original product's configs store them
 * (`["V", "#ff4444", "M", "#0000ff"]`: category or series "V" red, "M" blue).
 */
export interface ChartColors {
  /** Empty: ECharts' own palette. */
  palette: string[];
  /** Colours by category or series name, from the pairs form. */
  byName: ReadonlyMap<string, string>;
}

/** The settings the chart is drawn with: the widget's typed settings, interpreted where the chart needs more than the value. */
export interface ChartSettings {
  type: ChartType;
  title: string;
  colors: ChartColors;
  stringToColor: boolean;
  gradient: boolean;
  legend: boolean;
  legendInRow: boolean;
  zoom: boolean;
  labelsInChart: boolean;
  /** Fixed number of decimals, or undefined for as many as the value needs (up to 3). */
  decimals: number | undefined;
  valueSuffix: string;
  menu: boolean;
  width: string;
  height: string;
}

export type ChartSettingsResult = { ok: true; settings: ChartSettings } | { ok: false; error: string };

/** The options the chart is drawn from (the query, the publish variable and the texts are the view's). */
export type ChartInput = Omit<EChartSettings, 'query' | 'publishVariable' | 'textNoResults' | 'textErrorLoading' | 'textLoading'>;

const MAX_DECIMALS = 10;

export function chartSettings(input: ChartInput, t?: TFunction): ChartSettingsResult {
  const type = parseChartType(input.charttype, t);
  if (!type.ok) return type;
  const decimals = input.popupLabelFixedFormat;
  return {
    ok: true,
    settings: {
      type: type.type,
      title: input.title.trim(),
      colors: chartColors(input.color),
      stringToColor: input.stringToColor,
      gradient: input.gradientColors,
      legend: input.legend,
      legendInRow: input.horizontal,
      zoom: input.enableZoom,
      labelsInChart: input.labelsInChart,
      // Number formatting takes 0 to 10 whole decimals (more would throw).
      decimals: decimals === undefined ? undefined : Math.min(MAX_DECIMALS, Math.max(0, Math.round(decimals))),
      valueSuffix: input.popupLabelExtension,
      menu: input.defaultMenu,
      width: cssSize(input.width),
      height: cssSize(input.height),
    },
  };
}

const isColor = (text: string) => echartsColor.parse(text) !== undefined;

/**
 * A list whose every second entry is a colour and whose other entries are not all colours is
 * pairs of a name and its colour; anything else is a palette (so "#00589b,#f39200" and
 * "red,blue" stay palettes, and a category may be called "Red" as long as another one is not
 * a colour name too).
 */
export function chartColors(entries: readonly string[]): ChartColors {
  const names = entries.filter((_, index) => index % 2 === 0);
  const colors = entries.filter((_, index) => index % 2 === 1);
  const pairs = entries.length >= 2 && entries.length % 2 === 0 && colors.every(isColor) && !names.every(isColor);
  if (!pairs) return { palette: [...entries], byName: new Map() };
  return { palette: [], byName: new Map(names.map((name, index) => [name, colors[index]!])) };
}

/** The colour the pairs form gives a category or series: by its exact name, else by its name in any case. */
export function colorByName(colors: ChartColors, name: string): string | undefined {
  if (colors.byName.size === 0) return undefined;
  const exact = colors.byName.get(name);
  if (exact !== undefined) return exact;
  const lower = name.toLowerCase();
  for (const [key, color] of colors.byName) if (key.toLowerCase() === lower) return color;
  return undefined;
}

/**
 * A size within the panel: "95%", "300px", or a bare number of pixels. Percentages above 100%
 * (an old config has 150%) are capped, so the chart never spills out of its panel.
 */
export function cssSize(value: string): string {
  const text = value.trim();
  if (!text) return '100%';
  const bare = Number(text);
  if (Number.isFinite(bare)) return `${Math.max(0, bare)}px`;
  const percent = /^(\d+(?:\.\d+)?)\s*%$/.exec(text);
  if (percent) return `${Math.min(100, Number(percent[1]))}%`;
  if (/^\d+(?:\.\d+)?\s*(px|em|rem|vh|vw)$/.test(text)) return text.replace(/\s+/g, '');
  return '100%';
}
