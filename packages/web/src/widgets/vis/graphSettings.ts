import type { TFunction } from 'i18next';
import type { VisSettings } from '.';
import type { EdgeType } from './graphOptions';

/** Where edges carry arrow heads. */
export interface Arrows {
  to: boolean;
  from: boolean;
  middle: boolean;
}

/** What the network is drawn with: the typed settings it needs, with the arrows read from `edgetype`. */
export type GraphSettings = Pick<VisSettings, 'edgelabels' | 'hierarchical' | 'direction' | 'dragNodes' | 'editable'> & { arrows: Arrows };

export type GraphSettingsResult = { ok: true; settings: GraphSettings } | { ok: false; error: string };

const KNOWN_EDGE_TYPES: readonly EdgeType[] = ['none', 'to', 'from', 'middle', 'to;from'];

/**
 * "to;from" (the stored form), "to, from" and "TO" all mean what they say; empty means "to".
 * The error is in the reader's language with their `t`, else in English.
 */
export function parseEdgeType(value: string, t?: TFunction): { ok: true; arrows: Arrows } | { ok: false; error: string } {
  const text = value.trim().toLowerCase();
  const parts = text === 'none' ? [] : text ? text.split(/[;,\s]+/).filter(Boolean) : ['to'];
  if (parts.every((part) => part === 'to' || part === 'from' || part === 'middle')) {
    return { ok: true, arrows: { to: parts.includes('to'), from: parts.includes('from'), middle: parts.includes('middle') } };
  }
  const choices = KNOWN_EDGE_TYPES.join(', ');
  return { ok: false, error: t ? t('widget.vis.unknownEdgeType', { value, choices }) : `Unknown edge type "${value}"; choose one of ${choices}.` };
}

export function graphSettings(settings: Pick<VisSettings, 'edgetype' | 'edgelabels' | 'hierarchical' | 'direction' | 'dragNodes' | 'editable'>, t?: TFunction): GraphSettingsResult {
  const arrows = parseEdgeType(settings.edgetype, t);
  if (!arrows.ok) return arrows;
  const { edgelabels, hierarchical, direction, dragNodes, editable } = settings;
  return { ok: true, settings: { edgelabels, hierarchical, direction, dragNodes, editable, arrows: arrows.arrows } };
}
