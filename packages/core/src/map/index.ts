export { parseMapDirectives, type MapDirectives } from './mapDirectives.js';
export { parseWkt, type WktGeometry } from './wktGeometry.js';
export { geometryToWgs84, type Wgs84Options } from './geometryToWgs84.js';
export { rdToWgs84, RD_NEW_PROJ4 } from './rdNew.js';
export {
  toMapFeatures,
  DEFAULT_FEATURE_COLOR,
  type MapFeature,
  type MapFeatureProperties,
  type MapFeatures,
  type LegendEntry,
  type MapRowProblem,
} from './mapFeatures.js';
export { stringToColor } from './stringToColor.js';
export { numericColorScale, type NumericColorScaleOptions } from './numericColorScale.js';
export { cssColor, looksLikeCssColor } from './cssColor.js';
export { geometryBounds, unionBounds, boundsOverlap, type Bounds } from './geometryBounds.js';
export { intersects, within, spatialRelation, pointInPolygon, type SpatialRelation } from './spatialRelation.js';
