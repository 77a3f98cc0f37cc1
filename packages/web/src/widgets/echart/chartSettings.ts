import { toBoolean, toList, toNumber, toText, type LayoutNode } from '@grafiek/core';
import { parseChartType, type ChartType } from './chartTypes';

/** A BBEChart node's options, normalised once (legacy configs store booleans as text). */
export interface ChartSettings {
  type: ChartType;
  title: string;
  /** From `color`: the palette, or one colour for everything. Empty: ECharts' own palette. */
  colors: string[];
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

export function readChartSettings(config: LayoutNode): ChartSettingsResult {
  const type = parseChartType(config.charttype);
  if (!type.ok) return type;
  const decimals = toNumber(config.popupLabelFixedFormat);
  return {
    ok: true,
    settings: {
      type: type.type,
      title: toText(config.title).trim(),
      colors: toList(config.color),
      stringToColor: toBoolean(config.stringToColor),
      gradient: toBoolean(config.gradientColors),
      legend: toBoolean(config.legend),
      legendInRow: toBoolean(config.horizontal),
      zoom: toBoolean(config.enableZoom),
      labelsInChart: toBoolean(config.labelsInChart),
      decimals: decimals === undefined ? undefined : Math.min(10, Math.max(0, Math.round(decimals))),
      valueSuffix: toText(config.popupLabelExtension),
      menu: toBoolean(config.defaultMenu),
      width: cssSize(config.width),
      height: cssSize(config.height),
    },
  };
}

/**
 * A size within the panel: "95%", "300px", or a bare number of pixels. Percentages above 100%
 * (an old config has 150%) are capped, so the chart never spills out of its panel.
 */
export function cssSize(value: unknown): string {
  const text = toText(value).trim();
  if (!text) return '100%';
  const bare = toNumber(text);
  if (bare !== undefined) return `${Math.max(0, bare)}px`;
  const percent = /^(\d+(?:\.\d+)?)\s*%$/.exec(text);
  if (percent) return `${Math.min(100, Number(percent[1]))}%`;
  if (/^\d+(?:\.\d+)?\s*(px|em|rem|vh|vw)$/.test(text)) return text.replace(/\s+/g, '');
  return '100%';
}
