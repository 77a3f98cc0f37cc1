import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Polygon } from 'geojson';
import { parseWkt } from './wktGeometry.js';
import { geometryToWgs84 } from './geometryToWgs84.js';

const DATA = new URL('../../../../../shared/data/', import.meta.url);
const RD = '<http://www.opengis.net/def/crs/EPSG/0/28992>';

describe('geometryToWgs84', () => {
  it('puts RD point (155000, 463000) on the Amersfoort tower, the origin of RD', () => {
    const geometry = geometryToWgs84(parseWkt(`${RD} POINT(155000 463000)`));
    expect(geometry.type).toBe('Point');
    const [lon, lat] = (geometry as { coordinates: number[] }).coordinates;
    expect(lon).toBeCloseTo(5.3872, 4);
    expect(lat).toBeCloseTo(52.1552, 4);
  });

  it('uses the #RD directive only for literals without a CRS IRI', () => {
    const viaDirective = geometryToWgs84(parseWkt('POINT(155000 463000)'), { rd: true });
    expect((viaDirective as { coordinates: number[] }).coordinates[0]).toBeCloseTo(5.3872, 4);
    const crs84 = geometryToWgs84(parseWkt('<http://www.opengis.net/def/crs/OGC/1.3/CRS84> POINT(5 52)'), { rd: true });
    expect(crs84).toEqual({ type: 'Point', coordinates: [5, 52] });
    expect(geometryToWgs84(parseWkt('POINT(5 52)'))).toEqual({ type: 'Point', coordinates: [5, 52] });
  });

  it('matches the pyproj reprojection of a real Otterlo parcel within a metre or two', () => {
    const gml = readFileSync(new URL('bag-brk/brk-kadastralekaart-otterlo/raw-dkk-v5/kadastralekaart_perceel.gml', DATA), 'utf8');
    const numbers = /<gml:posList>([^<]*)/.exec(gml)![1]!.trim().split(/\s+/).map(Number);
    const pairs: string[] = [];
    for (let i = 0; i < numbers.length; i += 2) pairs.push(`${numbers[i]} ${numbers[i + 1]}`);
    const polygon = geometryToWgs84(parseWkt(`${RD} POLYGON((${pairs.join(', ')}))`)) as Polygon;

    const derived = JSON.parse(
      readFileSync(new URL('bag-brk/brk-kadastralekaart-otterlo/brk_percelen_otterlo_sample.wgs84.derived.geojson', DATA), 'utf8'),
    ) as { features: { geometry: Polygon }[] };
    const expected = derived.features[0]!.geometry.coordinates[0]!;
    polygon.coordinates[0]!.forEach(([lon, lat], i) => {
      expect(Math.abs(lon! - expected[i]![0]!)).toBeLessThan(3e-5);
      expect(Math.abs(lat! - expected[i]![1]!)).toBeLessThan(3e-5);
    });
  });

  it('reprojects every position of a multi geometry and keeps NAP height', () => {
    const g = geometryToWgs84(
      parseWkt('<http://www.opengis.net/def/crs/EPSG/0/7415> GEOMETRYCOLLECTION(POINT Z (155000 463000 4.5), LINESTRING(155000 463000, 156000 463000))'),
    );
    expect(g.type).toBe('GeometryCollection');
    const [point, line] = (g as { geometries: { coordinates: number[] | number[][] }[] }).geometries;
    expect((point!.coordinates as number[])[2]).toBe(4.5);
    expect((line!.coordinates as number[][])[1]![0]).toBeGreaterThan(5.39);
  });

  it('swaps EPSG:4326 coordinates, which GeoSPARQL writes latitude first', () => {
    expect(geometryToWgs84(parseWkt('<http://www.opengis.net/def/crs/EPSG/0/4326> POINT(52 5)'))).toEqual({
      type: 'Point',
      coordinates: [5, 52],
    });
  });

  it('refuses coordinate systems it cannot convert', () => {
    expect(() => geometryToWgs84(parseWkt('<http://www.opengis.net/def/crs/EPSG/0/3857> POINT(1 2)'))).toThrow(
      'Unsupported coordinate reference system <http://www.opengis.net/def/crs/EPSG/0/3857>: the map reads CRS84, EPSG:4326 and RD New (EPSG:28992)',
    );
  });
});
