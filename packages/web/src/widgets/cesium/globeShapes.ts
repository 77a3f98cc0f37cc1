import { DEFAULT_FEATURE_COLOR, type MapFeature } from '@grafiek/core';
import type { Geometry, Position } from 'geojson';

/** What the globe draws of one feature: polygons (raised when the row gives a height), lines and points, in longitude, latitude. */
export type GlobeShape =
  | { kind: 'polygon'; outer: Position[]; holes: Position[][]; height?: number; uri?: string; label?: string; color: string }
  | { kind: 'line'; positions: Position[]; uri?: string; label?: string; color: string }
  | { kind: 'point'; position: Position; size: number; uri?: string; label?: string; color: string };

const DEFAULT_POINT_SIZE = 10;

/** Each feature as the shapes the globe draws; a multi-geometry becomes one shape per part, all with the feature's ?uri. */
export function globeShapes(features: readonly MapFeature[], heights: ReadonlyMap<string, number>): GlobeShape[] {
  const shapes: GlobeShape[] = [];
  for (const feature of features) {
    const { uri, label, color = DEFAULT_FEATURE_COLOR, size } = feature.properties;
    const base = { ...(uri !== undefined && { uri }), ...(label !== undefined && { label }), color };
    const height = uri === undefined ? undefined : heights.get(uri);
    const add = (geometry: Geometry): void => {
      switch (geometry.type) {
        case 'Polygon':
        case 'MultiPolygon':
          for (const [outer = [], ...holes] of geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates) {
            shapes.push({ kind: 'polygon', outer: openRing(outer), holes: holes.map(openRing), ...(height !== undefined && { height }), ...base });
          }
          return;
        case 'LineString':
          shapes.push({ kind: 'line', positions: geometry.coordinates, ...base });
          return;
        case 'MultiLineString':
          for (const positions of geometry.coordinates) shapes.push({ kind: 'line', positions, ...base });
          return;
        case 'Point':
          shapes.push({ kind: 'point', position: geometry.coordinates, size: size ?? DEFAULT_POINT_SIZE, ...base });
          return;
        case 'MultiPoint':
          for (const position of geometry.coordinates) shapes.push({ kind: 'point', position, size: size ?? DEFAULT_POINT_SIZE, ...base });
          return;
        case 'GeometryCollection':
          geometry.geometries.forEach(add);
      }
    };
    add(feature.geometry);
  }
  return shapes;
}

/** WKT rings repeat their first position at the end; Cesium closes polygons itself. */
function openRing(ring: Position[]): Position[] {
  const first = ring[0];
  const last = ring.at(-1);
  return ring.length > 1 && first && last && first[0] === last[0] && first[1] === last[1] ? ring.slice(0, -1) : ring;
}

/**
 * Where Cesium's workers and assets are: cesium/<version>/ beside the folder of the code that
 * asks (the build's assets/; vite.config.ts writes them there and serves them in development),
 * so that the app works from a sub-path, a static export and /embed alike.
 */
export function cesiumBaseUrl(moduleUrl: string, version: string): string {
  return new URL(`../cesium/${version}/`, moduleUrl).href;
}
