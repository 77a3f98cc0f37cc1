import type { TFunction } from 'i18next';

/** Where edges carry arrow heads: at the object (head) and at the subject (tail). */
export interface Arrows {
  head: boolean;
  tail: boolean;
}

export type ArrowsResult = { ok: true; arrows: Arrows } | { ok: false; error: string };

/**
 * The `edgetype` option as BBVis stores it: "to;from" (the stored form), "to, from" and "TO" mean
 * what they say, empty means "to". BBVis's "middle" (an arrow halfway along) becomes an arrow at
 * the object: sigma draws arrows at the ends only, and a BBVis config should draw here unchanged.
 * The error is in the reader's language with their `t` (`widget.nebula.unknownEdgeType`), else in English.
 */
export function readArrows(value: string, t?: TFunction): ArrowsResult {
  const text = value.trim().toLowerCase();
  const parts = text === 'none' ? [] : text ? text.split(/[;,\s]+/).filter(Boolean) : ['to'];
  if (parts.every((part) => part === 'to' || part === 'from' || part === 'middle')) {
    return { ok: true, arrows: { head: parts.includes('to') || parts.includes('middle'), tail: parts.includes('from') } };
  }
  const choices = 'none, to, from, to;from';
  return { ok: false, error: t ? t('widget.nebula.unknownEdgeType', { value, choices }) : `Unknown edge type "${value}"; choose one of ${choices}.` };
}
