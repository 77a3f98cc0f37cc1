import type { Bounds } from '@grafiek/core';
import type { Feature, FeatureCollection, LineString } from 'geojson';

/** Line spacings in degrees, each for a zoom range where it reads as a faint grid, not a hatch. */
export const GRATICULE_STEPS: readonly { step: number; minzoom: number; maxzoom: number }[] = [
  { step: 10, minzoom: 0, maxzoom: 4 },
  { step: 1, minzoom: 4, maxzoom: 8 },
  { step: 0.1, minzoom: 8, maxzoom: 11 },
  { step: 0.01, minzoom: 11, maxzoom: 14 },
  { step: 0.001, minzoom: 14, maxzoom: 24 },
];

/** No step draws more lines than this; finer steps cover only the data's surroundings. */
const MAX_LINES_PER_STEP = 1200;
const WORLD: Bounds = [-180, -85, 180, 85];

/**
 * Lines of longitude and latitude for the offline base layer, around `focus` (the data) so that
 * fine steps stay few; each line carries its `step` for the layer that shows it.
 */
export function graticule(focus: Bounds | undefined): FeatureCollection<LineString, { step: number }> {
  const features: Feature<LineString, { step: number }>[] = [];
  for (const { step } of GRATICULE_STEPS) {
    const margin = step * 40;
    const area: Bounds = focus
      ? [Math.max(WORLD[0], focus[0] - margin), Math.max(WORLD[1], focus[1] - margin), Math.min(WORLD[2], focus[2] + margin), Math.min(WORLD[3], focus[3] + margin)]
      : WORLD;
    const [minX, minY, maxX, maxY] = snap(area, step);
    const lines = Math.round((maxX - minX) / step) + Math.round((maxY - minY) / step) + 2;
    if (lines > MAX_LINES_PER_STEP) continue;
    for (let i = 0; minX + i * step <= maxX + step / 2; i++) {
      const x = round(minX + i * step);
      features.push({ type: 'Feature', properties: { step }, geometry: { type: 'LineString', coordinates: [[x, minY], [x, maxY]] } });
    }
    for (let i = 0; minY + i * step <= maxY + step / 2; i++) {
      const y = round(minY + i * step);
      features.push({ type: 'Feature', properties: { step }, geometry: { type: 'LineString', coordinates: [[minX, y], [maxX, y]] } });
    }
  }
  return { type: 'FeatureCollection', features };
}

function snap([minX, minY, maxX, maxY]: Bounds, step: number): Bounds {
  return [Math.floor(minX / step) * step, Math.floor(minY / step) * step, Math.ceil(maxX / step) * step, Math.ceil(maxY / step) * step];
}

function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
