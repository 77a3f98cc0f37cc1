import { unionBounds, type Bounds } from '@grafiek/core';
import type { FeatureCollection } from 'geojson';
import type { ErrorEvent, GeoJSONSource, MapMouseEvent, Map as MapLibreMap, NavigationControl as NavigationControlType, Popup as PopupType } from 'maplibre-gl';
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { BASE_RASTER_SOURCE, refocusBaseLayer, showBaseLayer } from './baseLayerStyle';
import type { BaseLayerPreset } from './baseLayers';
import { enableBoxSelect } from './boxSelect';
import { clickableLayerIds, featureLayers, layerIds, selectionFilters, type FeatureLayerStyle } from './featureLayers';
import { Map, NavigationControl, Popup } from './maplibre';

/** One set of features on the map, drawn with its own layers; later sets lie on top. */
export interface MapFeatureSet {
  /** Source id; also names the layers (`{id}-fill`, ...). */
  id: string;
  features: FeatureCollection;
  style: FeatureLayerStyle;
  /** The `?uri` values drawn as selected. */
  selected: readonly string[];
  clickable: boolean;
}

export interface MapClick {
  setId: string;
  properties: Record<string, unknown>;
}

export interface MapCanvasProps {
  sets: readonly MapFeatureSet[];
  baseLayer: BaseLayerPreset;
  /** `#minimal`: no zoom buttons. */
  minimal: boolean;
  /** `#bounds: minLon,minLat,maxLon,maxLat`; otherwise the map fits its features. */
  fixedBounds?: Bounds;
  /** The map fits again whenever this changes (a new query result). */
  fitKey: unknown;
  label: string;
  /** Returns the content of a popup to open at the click, or null for none. */
  onFeatureClick: (click: MapClick) => HTMLElement | null;
  /** When given, shift-drag draws a box and reports the clickable features in it (instead of zooming to the box). */
  onBoxSelect?: (hits: MapClick[]) => void;
  onBaseLayerFailed: () => void;
  /** The map cannot work at all (no WebGL, no worker). */
  onMapError: (message: string) => void;
}

const NETHERLANDS: Bounds = [3.2, 50.7, 7.3, 53.6];
const MAX_FIT_ZOOM = 17;
const CLICK_TOLERANCE = 4;

/**
 * A MapLibre map drawn from props: the base layer, then each feature set with its selection
 * highlight. The map is made once; later changes update its sources, filters and base layer in
 * place, so a new selection does not redraw the data and the view is kept until new data arrives.
 * `data-map-idle` on the container says when everything asked for has been drawn.
 */
export function MapCanvas(props: MapCanvasProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let map: MapLibreMap;
    try {
      map = new Map({
        container,
        style: { version: 8, sources: {}, layers: [] },
        bounds: NETHERLANDS,
        attributionControl: { compact: true },
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
        maxPitch: 0,
      });
    } catch (error) {
      latest.current.onMapError(webGlMessage(error));
      return;
    }
    map.touchZoomRotate.disableRotation();
    map.keyboard.disableRotation();
    mapRef.current = map;

    let tooltip: PopupType | null = null;
    let popup: PopupType | null = null;
    const hitAt = (event: MapMouseEvent) => {
      const layers = clickableLayers(map, latest.current.sets);
      if (layers.length === 0) return undefined;
      const { x, y } = event.point;
      return map.queryRenderedFeatures(
        [
          [x - CLICK_TOLERANCE, y - CLICK_TOLERANCE],
          [x + CLICK_TOLERANCE, y + CLICK_TOLERANCE],
        ],
        { layers },
      )[0];
    };

    map.on('load', () => setLoaded(true));
    map.on('idle', () => container.setAttribute('data-map-idle', 'true'));
    map.on('error', (event: ErrorEvent & { sourceId?: string; tile?: unknown }) => {
      // A tile server that cannot be reached leaves the base layer's background: not a failure of the map.
      if (event.sourceId === BASE_RASTER_SOURCE || event.tile) {
        latest.current.onBaseLayerFailed();
        return;
      }
      const message = event.error?.message ?? 'unknown error';
      if (/worker/i.test(message)) latest.current.onMapError(`The map could not start: ${message}`);
      else console.warn(`Map: ${message}`);
    });
    map.on('click', (event) => {
      popup?.remove();
      const hit = hitAt(event);
      if (!hit) return;
      const content = latest.current.onFeatureClick({ setId: hit.source, properties: hit.properties ?? {} });
      if (content) popup = new Popup({ maxWidth: '300px', className: 'grafiek-map-popup' }).setLngLat(event.lngLat).setDOMContent(content).addTo(map);
    });
    map.on('mousemove', (event) => {
      const hit = hitAt(event);
      map.getCanvas().style.cursor = hit ? 'pointer' : '';
      const label = hit?.properties?.label;
      if (typeof label !== 'string' || !label) {
        tooltip?.remove();
        return;
      }
      tooltip ??= new Popup({ closeButton: false, closeOnClick: false, offset: 10, className: 'grafiek-map-tooltip' });
      tooltip.setLngLat(event.lngLat).setText(label);
      if (!tooltip.isOpen()) tooltip.addTo(map);
    });
    map.on('mouseout', () => tooltip?.remove());

    return () => {
      mapRef.current = null;
      setLoaded(false);
      map.remove();
    };
  }, []);

  const { minimal, baseLayer, sets, fixedBounds, fitKey, label } = props;

  const boxSelect = props.onBoxSelect !== undefined;
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !boxSelect) return;
    return enableBoxSelect(map, (corners) => {
      const layers = clickableLayers(map, latest.current.sets);
      if (layers.length === 0) return;
      const hits = map.queryRenderedFeatures(corners, { layers }).map((hit) => ({ setId: hit.source, properties: hit.properties ?? {} }));
      latest.current.onBoxSelect?.(hits);
    });
  }, [boxSelect]);

  useEffect(() => {
    mapRef.current?.getCanvas().setAttribute('aria-label', label);
  }, [label]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || minimal) return;
    const control: NavigationControlType = new NavigationControl({ showCompass: false });
    map.addControl(control, 'top-left');
    return () => {
      // After the map itself is gone there is nothing to remove the control from.
      if (mapRef.current === map) map.removeControl(control);
    };
  }, [minimal]);

  const dataBounds = useDataBounds(sets, fixedBounds);

  // dataBounds only steers the graticule here; following the data is the fit effect's job, so a
  // change of the bounds alone does not draw the base layer again.
  const drawBaseLayer = useEffectEvent((map: MapLibreMap) => {
    showBaseLayer(map, baseLayer, dataBounds, firstFeatureLayer(map));
    markBusy(map);
  });
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded) return;
    drawBaseLayer(map);
  }, [loaded, baseLayer]);

  useFeatureSets(mapRef, loaded, sets);

  // Fit when the data (fitKey) or the fixed box changes, not when the bounds object is rebuilt.
  const fitToData = useEffectEvent((map: MapLibreMap) => {
    if (!dataBounds) return;
    const { clientWidth, clientHeight } = map.getContainer();
    const padding = Math.max(0, Math.min(28, clientWidth / 8, clientHeight / 8));
    map.fitBounds(
      [
        [dataBounds[0], dataBounds[1]],
        [dataBounds[2], dataBounds[3]],
      ],
      { padding, animate: false, maxZoom: MAX_FIT_ZOOM },
    );
    refocusBaseLayer(map, dataBounds);
    markBusy(map);
  });
  const fixedBoundsKey = fixedBounds?.join(',');
  // In the commit that brings the data (a layout effect, not after the paint), so that
  // `data-map-idle` never says "true" of a map that was handed features it has not drawn yet.
  useLayoutEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded) return;
    fitToData(map);
  }, [loaded, fitKey, fixedBoundsKey]);

  return <div ref={containerRef} style={{ position: 'absolute', inset: 0 }} data-map-idle="false" />;
}

/** The layers of the clickable sets that are on the map now. */
function clickableLayers(map: MapLibreMap, sets: readonly MapFeatureSet[]): string[] {
  return sets.filter((set) => set.clickable).flatMap((set) => clickableLayerIds(set.id)).filter((id) => map.getLayer(id));
}

function useDataBounds(sets: readonly MapFeatureSet[], fixedBounds: Bounds | undefined): Bounds | undefined {
  const cache = useRef<{ sets: readonly MapFeatureSet[]; fixed?: Bounds; bounds?: Bounds } | null>(null);
  if (cache.current && cache.current.sets === sets && cache.current.fixed === fixedBounds) return cache.current.bounds;
  const bounds = fixedBounds ?? unionBounds(sets.flatMap((set) => set.features.features.map((feature) => feature.geometry)));
  cache.current = { sets, fixed: fixedBounds, bounds };
  return bounds;
}

/**
 * Keeps the map's sources and layers in step with the feature sets: new data through `setData`,
 * a new selection through layer filters, and a change of sets or styles by rebuilding the layers.
 */
function useFeatureSets(mapRef: RefObject<MapLibreMap | null>, loaded: boolean, sets: readonly MapFeatureSet[]) {
  const shown = useRef<{ layout: string; data: Record<string, FeatureCollection>; selected: Record<string, string> }>({ layout: '', data: {}, selected: {} });
  // A layout effect: the map takes the sets (and says it is busy) in the same commit as the
  // widget's "ready", so nothing reads an idle map between the two.
  useLayoutEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded) return;
    const layout = JSON.stringify(sets.map((set) => [set.id, set.style]));
    const previous = shown.current;
    if (layout !== previous.layout) {
      for (const id of Object.keys(previous.data)) removeSet(map, id);
      previous.data = {};
      previous.selected = {};
      for (const set of sets) {
        map.addSource(set.id, { type: 'geojson', data: set.features });
        for (const layer of featureLayers(set.id, set.style, set.selected)) map.addLayer(layer);
        previous.data[set.id] = set.features;
        previous.selected[set.id] = set.selected.join('\n');
      }
      previous.layout = layout;
    } else {
      for (const set of sets) {
        if (previous.data[set.id] !== set.features) {
          void map.getSource<GeoJSONSource>(set.id)?.setData(set.features);
          previous.data[set.id] = set.features;
        }
        const selected = set.selected.join('\n');
        if (previous.selected[set.id] !== selected) {
          for (const [layer, filter] of selectionFilters(set.id, set.selected)) map.setFilter(layer, filter);
          previous.selected[set.id] = selected;
        }
      }
    }
    markBusy(map);
  }, [mapRef, loaded, sets]);

  useEffect(() => {
    if (!loaded) shown.current = { layout: '', data: {}, selected: {} };
  }, [loaded]);
}

function removeSet(map: MapLibreMap, id: string): void {
  for (const layer of Object.values(layerIds(id))) if (map.getLayer(layer)) map.removeLayer(layer);
  if (map.getSource(id)) map.removeSource(id);
}

/** The lowest feature layer, under which base layers go. */
function firstFeatureLayer(map: MapLibreMap): string | undefined {
  return map.getStyle().layers?.find((layer) => !layer.id.startsWith('base-'))?.id;
}

/** Until the next 'idle' the map is drawing what it was just given. */
function markBusy(map: MapLibreMap): void {
  map.getContainer().setAttribute('data-map-idle', 'false');
  map.triggerRepaint();
}

function webGlMessage(error: unknown): string {
  const detail = error instanceof Error ? error.message : String(error);
  return /webgl/i.test(detail)
    ? `This map needs WebGL 2, which this browser does not offer (${detail}). Turn on hardware acceleration or use another browser.`
    : `The map could not start: ${detail}`;
}
