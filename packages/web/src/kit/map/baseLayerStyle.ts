import type { Bounds } from '@grafiek/core';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { sanitizeHtml } from '../SafeHtml';
import type { BaseLayerPreset } from './baseLayers';
import { graticule, GRATICULE_STEPS } from './graticule';

export const BASE_RASTER_SOURCE = 'base-raster';
const BASE_GRATICULE_SOURCE = 'base-graticule';
const BASE_PREFIX = 'base-';

/**
 * Puts a base layer under the map's feature layers (before `beforeLayer`), replacing the one
 * shown before. Every base layer starts with a background, so missing tiles leave a calm
 * surface instead of a hole.
 */
export function showBaseLayer(map: MapLibreMap, preset: BaseLayerPreset, focus: Bounds | undefined, beforeLayer?: string): void {
  removeBaseLayer(map);
  const before = beforeLayer && map.getLayer(beforeLayer) ? beforeLayer : undefined;
  map.addLayer({ id: 'base-background', type: 'background', paint: { 'background-color': preset.background } }, before);
  if (preset.raster) {
    map.addSource(BASE_RASTER_SOURCE, {
      type: 'raster',
      tiles: [preset.raster.tiles],
      tileSize: preset.raster.tileSize,
      maxzoom: preset.raster.maxzoom,
      // Authors may write their own attribution; it reaches the page as HTML.
      attribution: sanitizeHtml(preset.raster.attribution),
    });
    map.addLayer({ id: 'base-raster', type: 'raster', source: BASE_RASTER_SOURCE }, before);
  }
  if (preset.graticule) {
    map.addSource(BASE_GRATICULE_SOURCE, { type: 'geojson', data: graticule(focus) });
    for (const { step, minzoom, maxzoom } of GRATICULE_STEPS) {
      map.addLayer(
        {
          id: `base-graticule-${step}`,
          type: 'line',
          source: BASE_GRATICULE_SOURCE,
          minzoom,
          maxzoom,
          filter: ['==', ['get', 'step'], step],
          paint: { 'line-color': '#000000', 'line-opacity': 0.07, 'line-width': 1 },
        },
        before,
      );
    }
  }
}

/** The graticule follows the data, so its fine lines are where the user looks. */
export function refocusBaseLayer(map: MapLibreMap, focus: Bounds | undefined): void {
  map.getSource<GeoJSONSource>(BASE_GRATICULE_SOURCE)?.setData(graticule(focus));
}

function removeBaseLayer(map: MapLibreMap): void {
  for (const layer of map.getStyle().layers ?? []) {
    if (layer.id.startsWith(BASE_PREFIX)) map.removeLayer(layer.id);
  }
  for (const source of [BASE_RASTER_SOURCE, BASE_GRATICULE_SOURCE]) {
    if (map.getSource(source)) map.removeSource(source);
  }
}
