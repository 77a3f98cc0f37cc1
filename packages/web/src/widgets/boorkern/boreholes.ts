import { localName, looksLikeCssColor, parseWkt, stringToColor, type LegendEntry, type ResultTable, type Row } from '@grafiek/core';
import type { TFunction } from 'i18next';

export interface Layer {
  /** What a click publishes: the row's ?uri, else its borehole's ?borehole. */
  value?: string;
  soil: string;
  color: string;
  top: number;
  bottom: number;
}

export interface Borehole {
  key: string;
  label: string;
  layers: Layer[];
}

export interface BoreholeChart {
  boreholes: Borehole[];
  legend: LegendEntry[];
  /** `depth`: metres below the surface, growing downwards; `level`: heights such as m NAP, growing upwards. */
  axis: 'depth' | 'level';
  /** The range the depth scale shows (shallowest and deepest value). */
  from: number;
  to: number;
  /** Rows left out, in words. */
  problems: string[];
}

export type BoreholeReading = { ok: true; chart: BoreholeChart } | { ok: false; error: string };

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const UNKNOWN_SOIL = 'onbekend';

/**
 * Colours of the main soil kinds, close to the ones Dutch borehole logs use (NEN 5104 style): a
 * layer's kind is the last of these words in its ?soil ("zandige klei" is clay, "kleiig zand" sand).
 */
const SOIL_COLORS: readonly [RegExp, string][] = [
  [/zand|sand/g, '#f2d16b'],
  [/klei|clay/g, '#6aa84f'],
  [/veen|peat/g, '#8b5a2b'],
  [/leem|loam/g, '#c9a26b'],
  [/silt/g, '#a9b99a'],
  [/grind|gravel/g, '#e0873a'],
  [/keien|stenen|boulder/g, '#9e9e9e'],
  [/puin|debris|fill/g, '#b0a8b9'],
];

/** The colour of a soil kind: the log colour of its main kind, else a colour of its own. */
export function soilColor(soil: string): string {
  const text = soil.toLowerCase();
  let best: { at: number; color: string } | undefined;
  for (const [pattern, color] of SOIL_COLORS) {
    for (const match of text.matchAll(pattern)) if (!best || match.index > best.at) best = { at: match.index, color };
  }
  return best?.color ?? stringToColor(soil);
}

function numberOf(row: Row, variable: string): number | undefined {
  const text = row.bindings[variable]?.value.trim();
  return text !== undefined && NUMBER.test(text) ? Number(text) : undefined;
}

/** ?x ?y, else a ?geometry POINT, as given (RD New or longitude, latitude): only used to order the boreholes. */
function positionOf(row: Row): [number, number] | undefined {
  const x = numberOf(row, 'x');
  const y = numberOf(row, 'y');
  if (x !== undefined && y !== undefined) return [x, y];
  const wkt = row.bindings.geometry?.value;
  if (wkt === undefined) return undefined;
  try {
    const { geometry } = parseWkt(wkt);
    return geometry.type === 'Point' ? [geometry.coordinates[0] ?? 0, geometry.coordinates[1] ?? 0] : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads the rows of a borehole query (one row per layer) into columns on one scale. Rows that
 * cannot be drawn (no numbers, no thickness, the top on the wrong side of the bottom) are left out
 * and named; when none is left, the reading fails with the first reasons.
 */
export function readBoreholes(table: ResultTable, t: TFunction): BoreholeReading {
  if (!table.variables.includes('top') || !table.variables.includes('bottom')) {
    return { ok: false, error: t('widget.boorkern.noDepths', { returned: table.variables.map((v) => `?${v}`).join(' ') || t('widget.boorkern.noVariables') }) };
  }
  const problems: string[] = [];
  const rows: { row: Row; index: number; top: number; bottom: number }[] = [];
  table.rows.forEach((row, index) => {
    const top = numberOf(row, 'top');
    const bottom = numberOf(row, 'bottom');
    const bad = top === undefined ? 'top' : bottom === undefined ? 'bottom' : undefined;
    if (bad) problems.push(t('widget.boorkern.notMetres', { number: index + 1, variable: bad, value: row.bindings[bad]?.value ?? '' }));
    else if (top === bottom) problems.push(t('widget.boorkern.noThickness', { number: index + 1, value: top }));
    else rows.push({ row, index, top: top!, bottom: bottom! });
  });

  // Depths grow downwards (top < bottom), levels upwards (top > bottom); the rows' majority decides.
  const downwards = rows.filter((r) => r.top < r.bottom).length;
  const axis = downwards * 2 >= rows.length ? 'depth' : 'level';
  const boreholes = new Map<string, Borehole & { position?: [number, number] }>();
  const legend = new Map<string, string>();
  let from = Infinity;
  let to = -Infinity;
  for (const { row, index, top, bottom } of rows) {
    if ((axis === 'depth') !== top < bottom) {
      problems.push(t(axis === 'depth' ? 'widget.boorkern.reversedDepths' : 'widget.boorkern.reversedLevels', { number: index + 1, top, bottom }));
      continue;
    }
    const b = row.bindings;
    const key = b.borehole?.value ?? b.label?.value ?? '';
    let borehole = boreholes.get(key);
    if (!borehole) {
      const label = b.label?.value ?? (b.borehole ? (b.borehole.type === 'uri' ? localName(b.borehole.value) : b.borehole.value) : 'Boring');
      const position = positionOf(row);
      borehole = { key, label, layers: [], ...(position && { position }) };
      boreholes.set(key, borehole);
    }
    const soil = b.soil?.value.trim() || UNKNOWN_SOIL;
    const given = b.color?.value.trim();
    const color = given && looksLikeCssColor(given) ? given : (legend.get(soil) ?? soilColor(soil));
    if (!legend.has(soil)) legend.set(soil, color);
    const value = b.uri?.value ?? b.borehole?.value;
    borehole.layers.push({ ...(value !== undefined && { value }), soil, color, top, bottom });
    from = Math.min(from, axis === 'depth' ? top : -top);
    to = Math.max(to, axis === 'depth' ? bottom : -bottom);
  }

  if (boreholes.size === 0) {
    const reasons = problems.slice(0, 3).join(' ');
    return { ok: false, error: table.rows.length === 0 ? t('widget.boorkern.noLayers') : t('widget.boorkern.nothingDrawn', { reasons }) };
  }
  return {
    ok: true,
    chart: {
      boreholes: ordered([...boreholes.values()]).map(({ key, label, layers }) => ({ key, label, layers })),
      legend: [...legend].map(([label, color]) => ({ label, color })),
      axis,
      from: axis === 'depth' ? from : -from,
      to: axis === 'depth' ? to : -to,
      problems,
    },
  };
}

/** Along the longer direction of their spread when every borehole has a position; else as the query gave them. */
function ordered<B extends { position?: [number, number] }>(boreholes: B[]): B[] {
  const positions = boreholes.map((b) => b.position);
  if (boreholes.length < 2 || positions.some((p) => p === undefined)) return boreholes;
  const spread = (axis: 0 | 1) => Math.max(...positions.map((p) => p![axis])) - Math.min(...positions.map((p) => p![axis]));
  const axis = spread(0) >= spread(1) ? 0 : 1;
  return [...boreholes].sort((a, b) => a.position![axis] - b.position![axis]);
}

/** Round steps for the depth scale: 1, 2 or 5 times a power of ten, about `count` of them. */
export function depthTicks(from: number, to: number, count = 6): number[] {
  const span = Math.abs(to - from) || 1;
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((f) => f * power).find((s) => s >= raw) ?? raw;
  const low = Math.min(from, to);
  const high = Math.max(from, to);
  const ticks: number[] = [];
  for (let t = Math.ceil(low / step) * step; t <= high + step * 1e-9; t += step) ticks.push(Number(t.toFixed(10)));
  return ticks;
}
