import { DEFAULT_FEATURE_COLOR, unionBounds, type MapFeature, type ResultTable } from '@grafiek/core';
import type { Geometry, Position } from 'geojson';
import type { TFunction } from 'i18next';
import { rowHeights } from '../../kit/map/rowHeights';

/** A point on the ground, in metres east and north of the scene's centre. */
export type Ground = [number, number];

export interface Footprint {
  outer: Ground[];
  holes: Ground[][];
}

/** One object of the query: its footprints, raised to its height. */
export interface Block {
  uri?: string;
  label?: string;
  color: string;
  /** Metres. */
  height: number;
  footprints: Footprint[];
}

export interface BlockScene {
  blocks: Block[];
  /** The largest horizontal extent or height, in metres: how far the camera stands back. */
  size: number;
  problems: string[];
}

const DEFAULT_POINT_SIZE = 5;
// Metres per degree of latitude, and of longitude at the equator (WGS84, to a few parts in a thousand).
const METRES_PER_DEGREE_LAT = 110_574;
const METRES_PER_DEGREE_LON = 111_320;

/**
 * The blocks of a query's features (WGS84, as the map reads them, RD New included): footprints in
 * metres around the middle of all of them (a local flat projection, exact enough at the scale of
 * a town), raised by the ?height of their ?uri or else `defaultHeight`. Points become squares of
 * their ?size; lines are not drawn and said so (in the reader's language with `t`, else in English).
 */
export function sceneBlocks(features: readonly MapFeature[], table: ResultTable, defaultHeight: number, t?: TFunction): BlockScene {
  const { byUri: heights, problems } = rowHeights(table, true, t);

  const [west, south, east, north] = unionBounds(features.map((feature) => feature.geometry)) ?? [0, 0, 0, 0];
  const lon0 = (west + east) / 2;
  const lat0 = (south + north) / 2;
  const lonScale = METRES_PER_DEGREE_LON * Math.cos((lat0 * Math.PI) / 180);
  const ground = ([lon = 0, lat = 0]: Position): Ground => [(lon - lon0) * lonScale, (lat - lat0) * METRES_PER_DEGREE_LAT];

  let lines = 0;
  const blocks: Block[] = [];
  for (const feature of features) {
    const { uri, label, color = DEFAULT_FEATURE_COLOR, size = DEFAULT_POINT_SIZE } = feature.properties;
    const footprints: Footprint[] = [];
    const add = (geometry: Geometry): void => {
      if (geometry.type === 'Polygon') footprints.push(footprint(geometry.coordinates, ground));
      else if (geometry.type === 'MultiPolygon') for (const polygon of geometry.coordinates) footprints.push(footprint(polygon, ground));
      else if (geometry.type === 'Point') footprints.push(square(ground(geometry.coordinates), size));
      else if (geometry.type === 'MultiPoint') for (const point of geometry.coordinates) footprints.push(square(ground(point), size));
      else if (geometry.type === 'GeometryCollection') geometry.geometries.forEach(add);
      else lines++;
    };
    add(feature.geometry);
    if (footprints.length === 0) continue;
    const height = (uri !== undefined ? heights.get(uri) : undefined) ?? defaultHeight;
    blocks.push({ ...(uri !== undefined && { uri }), ...(label !== undefined && { label }), color, height, footprints });
  }
  if (lines > 0) {
    problems.push(t ? t('widget.threeViewer.linesNotDrawn', { count: lines }) : `${lines === 1 ? 'A line is' : `${lines} lines are`} not drawn: the 3D view raises footprints (POLYGON) and points.`);
  }

  const tallest = blocks.reduce((max, block) => Math.max(max, block.height), 0);
  const size = Math.max((east - west) * lonScale, (north - south) * METRES_PER_DEGREE_LAT, tallest);
  return { blocks, size, problems };
}

function footprint([outer = [], ...holes]: Position[][], ground: (p: Position) => Ground): Footprint {
  return { outer: outer.map(ground), holes: holes.map((hole) => hole.map(ground)) };
}

function square([x, y]: Ground, size: number): Footprint {
  const h = size / 2;
  return { outer: [[x - h, y - h], [x + h, y - h], [x + h, y + h], [x - h, y + h]], holes: [] };
}
