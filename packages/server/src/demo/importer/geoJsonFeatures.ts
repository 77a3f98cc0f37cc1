import { geoJsonPolygons } from '../geometry/geoJson.js';
import type { Polygon } from '../geometry/polygons.js';

export interface Feature {
  properties: Record<string, unknown>;
  polygons: Polygon[];
}

/** The features of a GeoJSON FeatureCollection; `label` names the file in errors. */
export function readFeatures(json: unknown, label: string): Feature[] {
  const collection = json as { type?: unknown; features?: unknown };
  if (collection?.type !== 'FeatureCollection' || !Array.isArray(collection.features)) {
    throw new Error(`${label} is not a GeoJSON FeatureCollection`);
  }
  return collection.features.map((f: { properties?: Record<string, unknown>; geometry?: unknown }, i: number) => ({
    properties: f.properties ?? {},
    polygons: f.geometry ? geoJsonPolygons(f.geometry, `${label}, feature ${i + 1}`) : [],
  }));
}

/** A string property, required: the error names the file, the feature and the property. */
export function stringProperty(feature: Feature, name: string, label: string): string {
  const value = feature.properties[name];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new Error(`${label}: a feature has no "${name}" (properties: ${JSON.stringify(feature.properties).slice(0, 200)})`);
  }
  return value.trim();
}

export function numberProperty(feature: Feature, name: string): number | undefined {
  const value = feature.properties[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}
