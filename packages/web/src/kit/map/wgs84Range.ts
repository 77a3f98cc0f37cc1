import { geometryBounds, type MapFeature } from '@grafiek/core';

/**
 * Splits off features whose coordinates are not longitude and latitude. Such data is almost
 * always RD New (metres, e.g. 155000 463000) in a query without `#RD`; drawn anyway it would
 * break the map's bounds, so it is left out with a message that says what to do.
 */
export function splitOutOfRange(features: readonly MapFeature[]): { inRange: MapFeature[]; problems: string[] } {
  const inRange: MapFeature[] = [];
  const outside: MapFeature[] = [];
  for (const feature of features) {
    const box = geometryBounds(feature.geometry);
    if (box && box[0] >= -180 && box[2] <= 180 && box[1] >= -90 && box[3] <= 90) inRange.push(feature);
    else if (box) outside.push(feature);
  }
  if (outside.length === 0) return { inRange, problems: [] };
  const first = outside[0]!;
  const [x, y] = geometryBounds(first.geometry)!;
  const name = first.properties.label ?? first.properties.uri ?? 'a feature';
  const count = outside.length === 1 ? `${name} has` : `${outside.length} features (e.g. ${name}) have`;
  return {
    inRange,
    problems: [`${count} coordinates such as ${x} ${y} that are not longitude/latitude; for RD New (EPSG:28992) put #RD in the query or the CRS IRI in the WKT.`],
  };
}
