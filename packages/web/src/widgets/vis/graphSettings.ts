import { toBoolean, toText, type LayoutNode } from '@grafiek/core';
import { DIRECTIONS, type Direction, type EdgeType } from './graphOptions';

export interface GraphSettings {
  edgeLabels: boolean;
  useLocalNames: boolean;
  legend: boolean;
  hierarchical: boolean;
  direction: Direction;
  /** Where edges carry arrow heads. */
  arrows: Arrows;
  dragNodes: boolean;
  editable: boolean;
  className: string;
}

export interface Arrows {
  to: boolean;
  from: boolean;
  middle: boolean;
}

export type GraphSettingsResult = { ok: true; settings: GraphSettings } | { ok: false; error: string };

/** "to;from" (the stored form), "to, from" and "TO" all mean what they say; absent means "to". */
export function parseEdgeType(value: unknown): { ok: true; arrows: Arrows } | { ok: false; error: string } {
  const text = toText(value).trim().toLowerCase();
  const parts = text === 'none' ? [] : text ? text.split(/[;,\s]+/).filter(Boolean) : ['to'];
  if (parts.every((part) => part === 'to' || part === 'from' || part === 'middle')) {
    return { ok: true, arrows: { to: parts.includes('to'), from: parts.includes('from'), middle: parts.includes('middle') } };
  }
  const known: EdgeType[] = ['none', 'to', 'from', 'middle', 'to;from'];
  return { ok: false, error: `Unknown edge type "${toText(value)}"; choose one of ${known.join(', ')}.` };
}

export function readGraphSettings(config: LayoutNode): GraphSettingsResult {
  const arrows = parseEdgeType(config.edgetype);
  if (!arrows.ok) return arrows;
  const directionText = toText(config.direction).trim().toUpperCase();
  const direction = DIRECTIONS.find((choice) => choice.value === directionText)?.value;
  // Direction only matters for the hierarchical layout; elsewhere a stray value is harmless.
  if (directionText && !direction && toBoolean(config.hierarchical)) {
    return { ok: false, error: `Unknown direction "${toText(config.direction)}"; choose one of UD, DU, LR, RL.` };
  }
  const dragNodes = config.dragNodes;
  return {
    ok: true,
    settings: {
      edgeLabels: toBoolean(config.edgelabels),
      useLocalNames: toBoolean(config.useLocalNames),
      legend: toBoolean(config.legend),
      hierarchical: toBoolean(config.hierarchical),
      direction: direction ?? 'UD',
      arrows: arrows.arrows,
      // Dragging is vis-network's own default; only an explicit "off" turns it off.
      dragNodes: dragNodes === undefined || dragNodes === null || dragNodes === '' ? true : toBoolean(dragNodes),
      editable: toBoolean(config.editable),
      className: toText(config.className).trim(),
    },
  };
}
