import { DEFAULT_FEATURE_COLOR } from '@grafiek/core';
import type { ExpressionSpecification, FilterSpecification, LayerSpecification } from 'maplibre-gl';

/** How one set of features is drawn (the map's features, or the multimap's selection areas). */
export interface FeatureLayerStyle {
  /** Fill opacity of polygons, 0 to 1 (`#alpha:`). */
  fillOpacity: number;
  /** Opacity of points and lines. */
  strokeOpacity: number;
  /** Width of polygon outlines in pixels. */
  outlineWidth: number;
  selectionColor: string;
  /** How strongly a selected polygon is filled with the selection colour. */
  selectionFillOpacity: number;
}

export const DEFAULT_SELECTION_COLOR = '#00c8ff';
/** Fill opacity of polygons when the query sets no `#alpha:`. */
export const DEFAULT_ALPHA = 0.6;
/** Features a multimap selection leaves out are drawn this much fainter. */
const DIMMED_FACTOR = 0.2;

const isPolygon: ExpressionSpecification = ['match', ['geometry-type'], ['Polygon', 'MultiPolygon'], true, false];
const isLine: ExpressionSpecification = ['match', ['geometry-type'], ['LineString', 'MultiLineString'], true, false];
const isPoint: ExpressionSpecification = ['match', ['geometry-type'], ['Point', 'MultiPoint'], true, false];

// A colour MapLibre cannot read (a typo in #color:) falls back rather than failing the layer.
const featureColor: ExpressionSpecification = ['to-color', ['get', 'color'], DEFAULT_FEATURE_COLOR];
// to-number turns a missing size (null) into 0, so the default goes in before the conversion.
const pointRadius: ExpressionSpecification = ['to-number', ['coalesce', ['get', 'size'], 6], 6];

function dimmable(opacity: number): ExpressionSpecification {
  return ['case', ['boolean', ['get', 'dimmed'], false], opacity * DIMMED_FACTOR, opacity];
}

/** The selected features, by `?uri`. */
function selectedFilter(geometry: ExpressionSpecification, selected: readonly string[]): FilterSpecification {
  return ['all', geometry, ['in', ['get', 'uri'], ['literal', [...selected]]]];
}

export function layerIds(source: string) {
  return {
    fill: `${source}-fill`,
    outline: `${source}-outline`,
    line: `${source}-line`,
    point: `${source}-point`,
    selectedFill: `${source}-selected-fill`,
    selectedLine: `${source}-selected-line`,
    selectedPoint: `${source}-selected-point`,
  };
}

/** The layers a click can hit, topmost first. */
export function clickableLayerIds(source: string): string[] {
  const ids = layerIds(source);
  return [ids.point, ids.line, ids.fill];
}

export function featureLayers(source: string, style: FeatureLayerStyle, selected: readonly string[]): LayerSpecification[] {
  const ids = layerIds(source);
  return [
    { id: ids.fill, type: 'fill', source, filter: isPolygon, paint: { 'fill-color': featureColor, 'fill-opacity': dimmable(style.fillOpacity) } },
    {
      id: ids.outline,
      type: 'line',
      source,
      filter: isPolygon,
      paint: { 'line-color': featureColor, 'line-width': style.outlineWidth, 'line-opacity': dimmable(1) },
    },
    { id: ids.line, type: 'line', source, filter: isLine, paint: { 'line-color': featureColor, 'line-width': 3, 'line-opacity': dimmable(style.strokeOpacity) } },
    {
      id: ids.point,
      type: 'circle',
      source,
      filter: isPoint,
      paint: {
        'circle-color': featureColor,
        'circle-radius': pointRadius,
        'circle-opacity': dimmable(style.strokeOpacity),
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 1.5,
        'circle-stroke-opacity': dimmable(1),
      },
    },
    {
      id: ids.selectedFill,
      type: 'fill',
      source,
      filter: selectedFilter(isPolygon, selected),
      paint: { 'fill-color': style.selectionColor, 'fill-opacity': style.selectionFillOpacity },
    },
    {
      id: ids.selectedLine,
      type: 'line',
      source,
      filter: selectedFilter(['any', isPolygon, isLine], selected),
      paint: { 'line-color': style.selectionColor, 'line-width': 3.5 },
    },
    {
      id: ids.selectedPoint,
      type: 'circle',
      source,
      filter: selectedFilter(isPoint, selected),
      paint: {
        'circle-color': featureColor,
        'circle-radius': ['+', pointRadius, 2],
        'circle-stroke-color': style.selectionColor,
        'circle-stroke-width': 3.5,
      },
    },
  ];
}

/** Updates which features are highlighted, without touching the data. */
export function selectionFilters(source: string, selected: readonly string[]): [string, FilterSpecification][] {
  const ids = layerIds(source);
  return [
    [ids.selectedFill, selectedFilter(isPolygon, selected)],
    [ids.selectedLine, selectedFilter(['any', isPolygon, isLine], selected)],
    [ids.selectedPoint, selectedFilter(isPoint, selected)],
  ];
}
