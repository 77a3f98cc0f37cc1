import { formatMultipleValues, isEmptyValue, parseMultipleValues, type MultipleValueFormat, type ResultTable } from '@grafiek/core';

/** A road segment that can be selected: its `?uri`, the text it is listed by, and its road. */
export interface Segment {
  uri: string;
  label: string;
  /** The road it belongs to (`?group`), if the query says. */
  group?: string;
}

/** The selected segments of one road, for the list beside the map. */
export interface RoadGroup {
  /** The road's `?group`; undefined for segments without one (and for selected values not on the map). */
  group?: string;
  segments: Segment[];
}

/**
 * The selectable segments: every drawn feature with a `?uri`, once, in the query's order, with
 * its `?group` from the query's rows (a segment may come in several rows; the first group wins).
 */
export function segmentsOf(features: readonly { properties: { uri?: string; label?: string } }[], table: ResultTable | undefined): Segment[] {
  const groups = new Map<string, string>();
  for (const row of table?.rows ?? []) {
    const uri = row.bindings.uri?.value;
    const group = row.bindings.group?.value.trim();
    if (uri !== undefined && group && !groups.has(uri)) groups.set(uri, group);
  }
  const seen = new Set<string>();
  const segments: Segment[] = [];
  for (const { properties } of features) {
    const uri = properties.uri;
    if (uri === undefined || seen.has(uri)) continue;
    seen.add(uri);
    const group = groups.get(uri);
    segments.push({ uri, label: properties.label?.trim() || uri, ...(group === undefined ? {} : { group }) });
  }
  return segments;
}

/** A click on a segment: selected ones are let go, others are added at the end (the selection keeps the order of picking). */
export function toggleSegment(selection: readonly string[], uri: string): string[] {
  return selection.includes(uri) ? selection.filter((selected) => selected !== uri) : [...selection, uri];
}

/** Adds the segments not selected yet, in the order given. */
export function addSegments(selection: readonly string[], uris: readonly string[]): string[] {
  const next = [...selection];
  for (const uri of uris) if (!next.includes(uri)) next.push(uri);
  return next;
}

export function removeSegments(selection: readonly string[], uris: readonly string[]): string[] {
  const gone = new Set(uris);
  return selection.filter((uri) => !gone.has(uri));
}

/** The roads (`?group` values) of the segments, sorted, each with its segments in the query's order. */
export function roadsOf(segments: readonly Segment[]): Map<string, string[]> {
  const roads = new Map<string, string[]>();
  for (const segment of segments) {
    if (segment.group === undefined) continue;
    const members = roads.get(segment.group) ?? [];
    members.push(segment.uri);
    roads.set(segment.group, members);
  }
  return new Map([...roads].sort(([a], [b]) => a.localeCompare(b, undefined, { numeric: true })));
}

/**
 * The selection grouped by road for the list beside the map: roads in the order their first
 * segment was picked, segments in the order of picking. A selected value that is not a segment
 * on this map (set by another widget) is listed by itself, by its value.
 */
export function groupSelection(selection: readonly string[], segments: readonly Segment[]): RoadGroup[] {
  const byUri = new Map(segments.map((segment) => [segment.uri, segment]));
  const groups: RoadGroup[] = [];
  const byRoad = new Map<string, RoadGroup>();
  for (const uri of selection) {
    const segment = byUri.get(uri) ?? { uri, label: uri };
    if (segment.group === undefined) {
      groups.push({ segments: [segment] });
      continue;
    }
    let road = byRoad.get(segment.group);
    if (!road) {
      road = { group: segment.group, segments: [] };
      byRoad.set(segment.group, road);
      groups.push(road);
    }
    road.segments.push(segment);
  }
  return groups;
}

/**
 * The selection a variable's value holds, read in the multiple-value format. Empty and reset
 * select nothing; one bare value that is a segment (a plain map click elsewhere) selects it; a
 * value that cannot be read throws the core's error, which the widget shows.
 */
export function selectionFromValue(value: unknown, format: MultipleValueFormat, segments: readonly Segment[]): string[] {
  if (isEmptyValue(value)) return [];
  if (Array.isArray(value)) return [...new Set(value.map(String))];
  const text = String(value);
  try {
    return [...new Set(parseMultipleValues(text, format))];
  } catch (error) {
    if (segments.some((segment) => segment.uri === text)) return [text];
    throw error;
  }
}

/** What the widget publishes for a selection: the list in the multiple-value format, the reset value when empty. */
export function valueForSelection(selection: readonly string[], format: MultipleValueFormat, resetValue: string): string {
  return selection.length === 0 ? resetValue : formatMultipleValues(selection, format);
}
