import type { ResultTable } from '@grafiek/core';
import type { TextNote } from '../../i18n/widgetTexts';

/** One picture of a gallery, as its query gives it. */
export interface GalleryItem {
  /** The picture as the query gives it: a URL, a data URL or base64 (see imageSource.ts). */
  source: string;
  /** Shown under the picture, and its alternative text; may be empty. */
  caption: string;
  /** What a click publishes, when the row has one. */
  uri: string | undefined;
}

/** Which result variables hold what; a configured name wins over the usual ones. */
export interface GalleryColumns {
  image?: string;
  caption?: string;
  uri?: string;
}

const IMAGE_COLUMNS = ['image', 'imageurl', 'img', 'src', 'src_url', 'picture', 'url', 'depiction', 'thumbnail', 'foto', 'plaatje'];
const CAPTION_COLUMNS = ['caption', 'label', 'title', 'name', 'naam'];
const URI_COLUMNS = ['uri', 'imageuri', 'item', 'subject', 's'];

/** A variable by its configured name, else the first of the usual names present, in any case. */
function pick(variables: readonly string[], configured: string | undefined, usual: readonly string[]): string | undefined {
  const byLower = new Map(variables.map((name) => [name.toLowerCase(), name]));
  if (configured?.trim()) return byLower.get(configured.trim().replace(/^\?/, '').toLowerCase());
  for (const name of usual) {
    const found = byLower.get(name);
    if (found) return found;
  }
  return undefined;
}

export interface Gallery {
  items: GalleryItem[];
  /** Set when a configured column is not among the query's variables. */
  problem?: TextNote;
}

/**
 * The pictures of a gallery query: one per row that has a picture, in the query's order. The
 * picture is ?image (or ?imageURL, ?src, ?src_URL, ?picture, ?url, ..., else the first variable),
 * the caption ?caption (or ?label, ?title, ?name), the published value ?uri.
 */
export function galleryItems(table: ResultTable | undefined, columns: GalleryColumns = {}): Gallery {
  if (!table) return { items: [] };
  const variables = table.variables;
  const missing = (['image', 'caption', 'uri'] as const).filter((key) => columns[key]?.trim() && !pick(variables, columns[key], []));
  if (missing.length > 0) {
    const names = missing.map((key) => `?${columns[key]!.trim().replace(/^\?/, '')}`).join(', ');
    const has = variables.map((name) => `?${name}`).join(', ');
    return { items: [], problem: has ? { key: 'widget.imageGallery.noColumn', values: { names, has } } : { key: 'widget.imageGallery.noColumnNone', values: { names } } };
  }
  const image = pick(variables, columns.image, IMAGE_COLUMNS) ?? variables[0];
  const caption = pick(variables, columns.caption, CAPTION_COLUMNS);
  const uri = pick(variables, columns.uri, URI_COLUMNS);
  if (!image) return { items: [] };
  const items: GalleryItem[] = [];
  for (const row of table.rows) {
    const source = row.bindings[image]?.value?.trim();
    if (!source) continue;
    items.push({
      source,
      caption: (caption && row.bindings[caption]?.value?.trim()) || '',
      uri: (uri && row.bindings[uri]?.value) || undefined,
    });
  }
  return { items };
}

/** The picture a large view moves to for a key, or undefined when the key does not move it. */
export function movedIndex(key: string, index: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
    case 'PageDown':
      return Math.min(index + 1, count - 1);
    case 'ArrowLeft':
    case 'ArrowUp':
    case 'PageUp':
      return Math.max(index - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
