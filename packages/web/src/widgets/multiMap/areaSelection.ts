import { spatialRelation, type MapFeature } from '@grafiek/core';
import type { Feature, FeatureCollection } from 'geojson';
import type { SelectionType } from './selectionTypes';

export interface AreaSelection {
  /** The objects to draw: with `hide` only the matching ones, otherwise all, the others dimmed. */
  collection: FeatureCollection;
  /** `?uri` of every object the area selects, in result order, without repeats. */
  matched: string[];
  /** How many objects the area selects, counting those without a `?uri`. */
  matchedCount: number;
}

/**
 * What choosing an area does to the objects: `intersect` and `within` pick the objects in that
 * spatial relation to the area (the rest are dimmed), `hide` keeps only the objects that
 * intersect the area. Without an area every object is drawn as it is.
 */
export function selectObjects(objects: readonly MapFeature[], area: MapFeature | undefined, type: SelectionType): AreaSelection {
  if (!area) return { collection: { type: 'FeatureCollection', features: [...objects] }, matched: [], matchedCount: 0 };
  const relation = type === 'within' ? 'within' : 'intersects';
  const features: Feature[] = [];
  const matched = new Set<string>();
  let matchedCount = 0;
  for (const object of objects) {
    const selected = spatialRelation(object.geometry, area.geometry, relation);
    if (selected) {
      matchedCount++;
      if (object.properties.uri) matched.add(object.properties.uri);
      features.push(object);
    } else if (type !== 'hide') {
      features.push({ ...object, properties: { ...object.properties, dimmed: true } });
    }
  }
  return { collection: { type: 'FeatureCollection', features }, matched: [...matched], matchedCount };
}
