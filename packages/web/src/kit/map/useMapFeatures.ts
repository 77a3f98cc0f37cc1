import { parseMapDirectives, toMapFeatures, type LegendEntry, type MapDirectives, type MapFeature } from '@grafiek/core';
import type { FeatureCollection } from 'geojson';
import { useMemo } from 'react';
import { useWidgetQuery, type WidgetQuery } from '..';
import { splitOutOfRange } from './wgs84Range';

export interface MapQueryFeatures {
  query: WidgetQuery;
  directives: MapDirectives;
  /** The features that can be drawn, in WGS84. */
  features: MapFeature[];
  collection: FeatureCollection;
  legend: LegendEntry[];
  /** What could not be used (bad WKT, RD without #RD, bad directive values), in words. */
  problems: string[];
}

const SHOWN_ROW_PROBLEMS = 3;

/** A map query from template to drawable features: directives, WKT, colours and legend, all from core. */
export function useMapFeatures(template: string, options: { source: string; report?: boolean }): MapQueryFeatures {
  const query = useWidgetQuery(template, { source: options.source, report: options.report });
  const directives = useMemo(() => parseMapDirectives(template), [template]);
  const converted = useMemo(() => {
    if (!query.table) return { features: [], legend: [], problems: [] };
    const mapped = toMapFeatures(query.table, directives);
    const { inRange, problems } = splitOutOfRange(mapped.features);
    const rowProblems = mapped.problems.slice(0, SHOWN_ROW_PROBLEMS).map((problem) => `Row ${problem.row + 1}: ${problem.message}`);
    if (mapped.problems.length > SHOWN_ROW_PROBLEMS) rowProblems.push(`… and ${mapped.problems.length - SHOWN_ROW_PROBLEMS} more rows that could not be drawn.`);
    return { features: inRange, legend: mapped.legend, problems: [...rowProblems, ...problems] };
  }, [query.table, directives]);
  const collection = useMemo((): FeatureCollection => ({ type: 'FeatureCollection', features: converted.features }), [converted.features]);
  const problems = useMemo(() => [...directives.problems, ...converted.problems], [directives.problems, converted.problems]);
  return { query, directives, features: converted.features, collection, legend: converted.legend, problems };
}
