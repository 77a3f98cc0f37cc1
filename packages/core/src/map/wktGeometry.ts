import { wktToGeoJSON } from '@terraformer/wkt';
import type { Geometry, Position } from 'geojson';

/**
 * A GeoSPARQL `wktLiteral`: WKT text, optionally preceded by the IRI of its coordinate reference
 * system (`<http://www.opengis.net/def/crs/EPSG/0/28992> POINT(155000 463000)`). Without an IRI
 * the CRS is CRS84 (longitude, latitude), as GeoSPARQL defines.
 */
export interface WktGeometry {
  geometry: Geometry;
  /** The CRS IRI when the literal names one. */
  crs?: string;
}

const CRS_PREFIX = /^\s*<([^>]*)>\s*/;
// PostGIS-style EWKT turns up in data copied from databases.
const EWKT_SRID = /^\s*SRID=(\d+)\s*;\s*/i;
const EPSG_IRI = 'http://www.opengis.net/def/crs/EPSG/0/';
const SHOWN_WKT_LENGTH = 60;

/** Reads a WKT literal; throws an error that quotes the start of the bad WKT. */
export function parseWkt(literal: string): WktGeometry {
  let body = literal;
  let crs: string | undefined;
  const iri = CRS_PREFIX.exec(body);
  const srid = iri ? undefined : EWKT_SRID.exec(body);
  if (iri) {
    crs = iri[1]!.trim();
    body = body.slice(iri[0].length);
  } else if (srid) {
    crs = EPSG_IRI + srid[1];
    body = body.slice(srid[0].length);
  }
  if (!body.trim()) throw new Error(`Cannot read WKT geometry ${quote(literal)}: it is empty`);

  let parsed: unknown;
  try {
    // WKT keywords are case-insensitive, the parser only knows upper case; digits are unaffected.
    parsed = wktToGeoJSON(body.trim().toUpperCase());
  } catch (error) {
    throw new Error(`Cannot read WKT geometry ${quote(literal)}: ${reason(error)}`);
  }
  const geometry = normalise(parsed);
  if (!geometry) throw new Error(`Cannot read WKT geometry ${quote(literal)}: not a geometry`);
  return crs === undefined ? { geometry } : { geometry, crs };
}

function quote(wkt: string): string {
  const flat = wkt.replace(/\s+/g, ' ').trim();
  return JSON.stringify(flat.length > SHOWN_WKT_LENGTH ? flat.slice(0, SHOWN_WKT_LENGTH) + '…' : flat);
}

/**
 * The parser's last line ("Expecting 'COMMA', ')', got 'EOF'") is the part a person can act on,
 * once its grammar token names are put in words.
 */
function reason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const last = message.split('\n').map((l) => l.trim()).filter(Boolean).at(-1) ?? message;
  const readable = last
    .replaceAll("'DOUBLE_TOK'", "'number'")
    .replaceAll("'COMMA'", "','")
    .replaceAll("'EOF'", "'end of text'");
  return readable.charAt(0).toLowerCase() + readable.slice(1);
}

interface ParsedGeometry {
  type: string;
  coordinates?: unknown;
  geometries?: unknown[];
  properties?: { z?: boolean; m?: boolean };
}

/**
 * Drops the parser's non-standard `properties` and any M value: GeoJSON positions hold an
 * optional altitude as their third number, never a measure.
 */
function normalise(value: unknown): Geometry | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const g = value as ParsedGeometry;
  if (g.type === 'GeometryCollection') {
    const geometries = (g.geometries ?? []).map(normalise);
    if (geometries.some((x) => !x)) return undefined;
    return { type: 'GeometryCollection', geometries: geometries as Geometry[] };
  }
  const measured = g.properties?.m === true;
  const withZ = g.properties?.z === true;
  const strip = (p: Position): Position => (measured ? p.slice(0, withZ ? 3 : 2) : p);
  const coordinates = mapPositions(g.coordinates, strip);
  return { type: g.type, coordinates } as Geometry;
}

/** Applies `f` to every position of a coordinates array of any nesting depth. */
export function mapPositions(coordinates: unknown, f: (p: Position) => Position): unknown {
  if (!Array.isArray(coordinates)) return coordinates;
  if (coordinates.length > 0 && typeof coordinates[0] === 'number') return f(coordinates as Position);
  return coordinates.map((c) => mapPositions(c, f));
}
