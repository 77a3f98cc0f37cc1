import type { Feature, Geometry } from 'geojson';
import type { ResultTable, Row } from '../results/resultTable.js';
import { toTypedValue } from '../results/typedValue.js';
import { looksLikeCssColor } from './cssColor.js';
import { geometryToWgs84 } from './geometryToWgs84.js';
import type { MapDirectives } from './mapDirectives.js';
import { numericColorScale } from './numericColorScale.js';
import { stringToColor } from './stringToColor.js';
import { parseWkt } from './wktGeometry.js';

export interface MapFeatureProperties {
  /** `?uri`: what a click on the feature publishes. */
  uri?: string;
  /** `?label` */
  label?: string;
  /** The fill colour, decided from `?color` and the directives. */
  color: string;
  /** `?size`, for points. */
  size?: number;
  /** `?popup`, HTML the browser sanitises. */
  popup?: string;
}

export type MapFeature = Feature<Geometry, MapFeatureProperties>;

export interface LegendEntry {
  label: string;
  color: string;
}

export interface MapRowProblem {
  /** 0-based index of the result row. */
  row: number;
  message: string;
}

export interface MapFeatures {
  features: MapFeature[];
  /** Categories in the order they first appear, or the low and high end of a numeric scale. */
  legend: LegendEntry[];
  /** Rows whose geometry could not be drawn; the other rows still are. */
  problems: MapRowProblem[];
}

/** Used when a row has no `?color` and no `#color:` directive sets one. */
export const DEFAULT_FEATURE_COLOR = '#3388ff';

/**
 * Turns the rows of a map query (`?uri ?geometry ?color ?label`, optionally `?size ?popup`) into
 * GeoJSON features in WGS84.
 *
 * `?color` decides the colour in this order: a `#color:X@"value"` directive for that value; a
 * number, placed on a scale from the lowest to the highest number in the result; a CSS colour
 * (`#ff0000`, `rgba(...)`), used as is; any other text, as a category with {@link stringToColor}.
 * `#stringtocolor` makes every value a category. A row without `?geometry` is left out silently:
 * OPTIONAL geometries are common and such rows simply have nothing to draw.
 */
export function toMapFeatures(table: ResultTable, directives: MapDirectives): MapFeatures {
  const colorOf = colorRule(table.rows, directives);
  const features: MapFeature[] = [];
  const problems: MapRowProblem[] = [];
  const legend = new Map<string, string>();

  table.rows.forEach((row, index) => {
    const wkt = row.bindings.geometry?.value;
    if (wkt === undefined) return;
    let geometry: Geometry;
    try {
      geometry = geometryToWgs84(parseWkt(wkt), { rd: directives.rd });
    } catch (error) {
      problems.push({ row: index, message: error instanceof Error ? error.message : String(error) });
      return;
    }
    const { color, legendLabel } = colorOf(row);
    if (legendLabel !== undefined && !legend.has(legendLabel)) legend.set(legendLabel, color);

    const properties: MapFeatureProperties = { color };
    const uri = row.bindings.uri?.value;
    const label = row.bindings.label?.value;
    const popup = row.bindings.popup?.value;
    const size = numberOf(row, 'size');
    if (uri !== undefined) properties.uri = uri;
    if (label !== undefined) properties.label = label;
    if (popup !== undefined) properties.popup = popup;
    if (size !== undefined) properties.size = size;
    features.push({ type: 'Feature', geometry, properties });
  });

  return { features, legend: colorOf.legend ?? [...legend].map(([label, color]) => ({ label, color })), problems };
}

interface ColorRule {
  (row: Row): { color: string; legendLabel?: string };
  /** Set when the legend is a numeric range rather than the categories seen. */
  legend?: LegendEntry[];
}

function colorRule(rows: readonly Row[], d: MapDirectives): ColorRule {
  const numbers = d.stringToColor
    ? []
    : rows.map((row) => numberOf(row, 'color')).filter((n): n is number => n !== undefined);
  // reduce, not Math.min(...numbers): a spread of 100,000 rows overflows the call stack.
  const min = numbers.reduce((a, b) => Math.min(a, b), Infinity);
  const max = numbers.reduce((a, b) => Math.max(a, b), -Infinity);
  const scale = numbers.length ? numericColorScale(min, max, { inverse: d.inverse }) : undefined;

  const rule: ColorRule = (row) => {
    const text = row.bindings.color?.value;
    if (text === undefined) return { color: d.color ?? DEFAULT_FEATURE_COLOR };
    const mapped = d.categoryColors[text];
    if (mapped) return { color: mapped, legendLabel: text };
    const number = numberOf(row, 'color');
    if (scale && number !== undefined) return { color: scale(number) };
    if (!d.stringToColor && looksLikeCssColor(text)) return { color: text.trim() };
    return { color: stringToColor(text), legendLabel: text };
  };
  if (scale) {
    rule.legend = [
      { label: String(min), color: scale(min) },
      { label: String(max), color: scale(max) },
    ];
  }
  return rule;
}

/** Numbers typed by the store, and also untyped ones: SPARQL aggregates often come back as text. */
function numberOf(row: Row, variable: string): number | undefined {
  const term = row.bindings[variable];
  if (!term) return undefined;
  const value = toTypedValue(term);
  if (value.kind === 'number') return Number.isFinite(value.number) ? value.number : undefined;
  if (value.kind !== 'string' || value.lang) return undefined;
  const text = value.lexical.trim();
  return /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text) ? Number(text) : undefined;
}
