import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseWkt } from './wktGeometry.js';
import type { Polygon } from 'geojson';

const DATA = new URL('../../../../../shared/data/', import.meta.url);
const RD = '<http://www.opengis.net/def/crs/EPSG/0/28992>';

describe('parseWkt', () => {
  it('reads a real habitat polygon from PDOK linked data', () => {
    const nq = readFileSync(new URL('kadaster-ld/pdok-labs/mossel-en-oesterhabitats.nq', DATA), 'utf8');
    const literal = /"(POLYGON[^"]*)"\^\^<http:\/\/www\.opengis\.net\/ont\/geosparql#wktLiteral>/.exec(nq)?.[1];
    expect(literal).toBeDefined();
    const { geometry, crs } = parseWkt(literal!);
    expect(crs).toBeUndefined();
    expect(geometry.type).toBe('Polygon');
    const ring = (geometry as Polygon).coordinates[0]!;
    expect(ring.length).toBeGreaterThan(3);
    expect(ring[0]).toEqual(ring.at(-1));
    // The Wadden and Zeeland waters: longitude 3..8, latitude 51..54.
    for (const [lon, lat] of ring) {
      expect(lon).toBeGreaterThan(3);
      expect(lon).toBeLessThan(8);
      expect(lat).toBeGreaterThan(51);
      expect(lat).toBeLessThan(54);
    }
  });

  it('reads every geometry kind, including MULTI forms and collections', () => {
    expect(parseWkt('POINT(5 52)').geometry).toEqual({ type: 'Point', coordinates: [5, 52] });
    expect(parseWkt('LINESTRING(0 0, 1 1)').geometry.type).toBe('LineString');
    expect(parseWkt('MULTIPOINT((1 2),(3 4))').geometry).toEqual({ type: 'MultiPoint', coordinates: [[1, 2], [3, 4]] });
    expect(parseWkt('MULTILINESTRING((0 0,1 1),(2 2,3 3))').geometry.type).toBe('MultiLineString');
    expect(parseWkt('MULTIPOLYGON(((0 0,1 0,1 1,0 0)),((5 5,6 5,6 6,5 5)))').geometry.type).toBe('MultiPolygon');
    expect(parseWkt('GEOMETRYCOLLECTION(POINT(1 2),LINESTRING(1 2,3 4))').geometry).toEqual({
      type: 'GeometryCollection',
      geometries: [
        { type: 'Point', coordinates: [1, 2] },
        { type: 'LineString', coordinates: [[1, 2], [3, 4]] },
      ],
    });
  });

  it('keeps Z as altitude, drops M, and accepts lower-case keywords', () => {
    expect(parseWkt('POINT Z (1 2 3)').geometry).toEqual({ type: 'Point', coordinates: [1, 2, 3] });
    expect(parseWkt('POINT M (1 2 9)').geometry).toEqual({ type: 'Point', coordinates: [1, 2] });
    expect(parseWkt('linestring zm (1 2 3 9, 4 5 6 9)').geometry).toEqual({
      type: 'LineString',
      coordinates: [[1, 2, 3], [4, 5, 6]],
    });
  });

  it('takes the CRS IRI prefix and the EWKT SRID off before parsing', () => {
    expect(parseWkt(`${RD} POINT(155000 463000)`)).toEqual({
      geometry: { type: 'Point', coordinates: [155000, 463000] },
      crs: 'http://www.opengis.net/def/crs/EPSG/0/28992',
    });
    expect(parseWkt('SRID=28992;POINT(155000 463000)').crs).toBe('http://www.opengis.net/def/crs/EPSG/0/28992');
  });

  it('names the bad WKT, shortened, and what the parser expected', () => {
    expect(() => parseWkt('POLYGON((1 2, 3 4)')).toThrow(
      `Cannot read WKT geometry "POLYGON((1 2, 3 4)": expecting ',', ')', got 'end of text'`,
    );
    const long = `CIRCLE(${'1 2, '.repeat(50)})`;
    expect(() => parseWkt(long)).toThrow(`Cannot read WKT geometry "${long.slice(0, 60)}…": expecting`);
    expect(() => parseWkt(`${RD} `)).toThrow('Cannot read WKT geometry "<http://www.opengis.net/def/crs/EPSG/0/28992>": it is empty');
  });
});
