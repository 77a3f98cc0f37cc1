import type { Geometry, Position } from 'geojson';
import { rdToWgs84 } from './rdNew.js';
import { mapPositions, type WktGeometry } from './wktGeometry.js';

const CRS84 = [
  'http://www.opengis.net/def/crs/OGC/1.3/CRS84',
  'http://www.opengis.net/def/crs/OGC/1.3/CRS84h',
  'http://www.opengis.net/def/crs/OGC/0/CRS84',
];
const EPSG = 'http://www.opengis.net/def/crs/EPSG/0/';
// 7415 is RD New + NAP height; its horizontal part is 28992.
const RD_CODES = ['28992', '7415'];
// GeoSPARQL takes the EPSG axis order seriously: EPSG:4326 and EPSG:4258 are latitude first.
const LAT_LON_CODES = ['4326', '4258'];

export interface Wgs84Options {
  /** The query's `#RD` directive: coordinates without a CRS IRI are RD New. */
  rd?: boolean;
}

/**
 * Brings a parsed WKT geometry to the longitude, latitude that maps draw. A CRS IRI in the literal
 * wins over the `#RD` directive, because the data says what it is and the directive only guesses
 * for literals that do not. ETRS89 (4258) is used as WGS84: they differ by well under a metre
 * at map scale in the Netherlands.
 */
export function geometryToWgs84({ geometry, crs }: WktGeometry, options: Wgs84Options = {}): Geometry {
  if (crs === undefined) return options.rd ? transform(geometry, rdToWgs84) : geometry;
  if (CRS84.includes(crs)) return geometry;
  const code = crs.startsWith(EPSG) ? crs.slice(EPSG.length) : undefined;
  if (code && RD_CODES.includes(code)) return transform(geometry, rdToWgs84);
  if (code && LAT_LON_CODES.includes(code)) {
    return transform(geometry, ([lat = NaN, lon = NaN, ...rest]) => [lon, lat, ...rest]);
  }
  throw new Error(
    `Unsupported coordinate reference system <${crs}>: the map reads CRS84, EPSG:4326 and RD New (EPSG:28992)`,
  );
}

function transform(geometry: Geometry, f: (p: Position) => Position): Geometry {
  if (geometry.type === 'GeometryCollection') {
    return { type: 'GeometryCollection', geometries: geometry.geometries.map((g) => transform(g, f)) };
  }
  return { ...geometry, coordinates: mapPositions(geometry.coordinates, f) } as Geometry;
}
