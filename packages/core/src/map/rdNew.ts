import proj4, { type Converter } from 'proj4';
import type { Position } from 'geojson';

/**
 * RD New (Amersfoort / RD New, EPSG:28992) as epsg.io publishes it. The `towgs84` Helmert
 * parameters carry the Bessel datum over to WGS84; without them positions are off by about 100 m.
 */
export const RD_NEW_PROJ4 =
  '+proj=sterea +lat_0=52.1561605555556 +lon_0=5.38763888888889 +k=0.9999079 ' +
  '+x_0=155000 +y_0=463000 +ellps=bessel ' +
  '+towgs84=565.417,50.3319,465.552,-0.398957,0.343988,-1.8774,4.0725 +units=m +no_defs +type=crs';

let converter: Converter | undefined;

/** RD New x, y (metres) to WGS84 longitude, latitude. A third value (NAP height) is kept as is. */
export function rdToWgs84(position: Position): Position {
  converter ??= proj4(RD_NEW_PROJ4, 'WGS84');
  const [x = NaN, y = NaN, ...rest] = position;
  const [lon, lat] = converter.forward([x, y]);
  return [lon!, lat!, ...rest];
}
