import { resolvePlaceholders, type ResultTable } from '@grafiek/core';
import type { TextNote } from '../../i18n/widgetTexts';

export type MediaSource = { kind: 'empty' } | { kind: 'url'; url: string } | { kind: 'refused'; reason: TextNote };

const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;
const DOWNLOADS = '/api/download/';

/**
 * Where a video may come from: a file on this server, such as one kept by an upload
 * (`/api/download/{repository}/{id}/{name}`), given as a path or a full URL. The page's
 * Content-Security-Policy plays media from this server only, so external URLs, data: and blob:
 * URLs are refused here, in words, instead of a player that silently shows nothing.
 */
export function readVideoSource(source: string, origin: string): MediaSource {
  const text = source.trim();
  if (!text) return { kind: 'empty' };
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  let url: URL;
  try {
    url = new URL(text, origin);
  } catch {
    return { kind: 'refused', reason: { key: 'widget.videoPlayer.notUrl', values: { text } } };
  }
  const web = url.protocol === 'http:' || url.protocol === 'https:';
  if (web && url.origin === origin) return { kind: 'url', url: scheme ? url.href : text };
  if (web) {
    return { kind: 'refused', reason: { key: 'widget.videoPlayer.external', values: { host: url.host, downloads: DOWNLOADS } } };
  }
  return { kind: 'refused', reason: { key: 'widget.videoPlayer.scheme', values: { downloads: DOWNLOADS, scheme: scheme ?? url.protocol.slice(0, -1) } } };
}

/** A poster is a picture: from https, this server or a data:image URL other than SVG. */
export function readPosterSource(source: string, origin: string): MediaSource {
  const text = source.trim();
  if (!text) return { kind: 'empty' };
  if (/^data:image\/(png|jpe?g|gif|webp|avif|bmp)[;,]/i.test(text)) return { kind: 'url', url: text };
  let url: URL;
  try {
    url = new URL(text, origin);
  } catch {
    return { kind: 'refused', reason: { key: 'widget.videoPlayer.posterNotUrl', values: { text } } };
  }
  if (url.protocol === 'https:' || (url.origin === origin && url.protocol === 'http:')) return { kind: 'url', url: SCHEME.test(text) ? url.href : text };
  return { kind: 'refused', reason: { key: 'widget.videoPlayer.posterRefused' } };
}

export interface VideoSettingsText {
  url: string;
  poster: string;
  title: string;
}

export interface VideoContent {
  source: string;
  poster: string;
  title: string;
}

const SOURCE_COLUMNS = ['src_url', 'src', 'url', 'video'];

function column(table: ResultTable, names: readonly string[]): string | undefined {
  const byLower = new Map(table.variables.map((name) => [name.toLowerCase(), name]));
  return names.map((name) => byLower.get(name)).find((name) => name !== undefined);
}

/**
 * The video a VideoPlayer plays, its poster and title. Configured texts win, their {{placeholders}}
 * filled from the first query row, else from app variables; without a configured URL the first
 * row's ?src_URL (or ?src, ?url, ?video, else the first column) plays, with its ?poster and ?title.
 */
export function videoContent(settings: VideoSettingsText, table: ResultTable | undefined, variable: (name: string) => unknown): VideoContent {
  const first = table?.rows[0]?.bindings;
  const lookup = (name: string) => first?.[name]?.value ?? variable(name);
  const fill = (text: string) => {
    const resolved = resolvePlaceholders(text, lookup, { mode: 'plain', unresolved: 'emptyResult' });
    return resolved.ok ? resolved.text.trim() : '';
  };
  const fromRow = (names: readonly string[], fallback?: string) => {
    if (!table || !first) return '';
    const name = column(table, names) ?? fallback;
    return (name && first[name]?.value?.trim()) || '';
  };
  return {
    source: settings.url.trim() ? fill(settings.url) : fromRow(SOURCE_COLUMNS, table?.variables[0]),
    poster: settings.poster.trim() ? fill(settings.poster) : fromRow(['poster']),
    title: settings.title.trim() ? fill(settings.title) : fromRow(['title', 'label']),
  };
}

/** What a failed <video> says, by its MediaError code. */
export function playbackProblem(code: number | undefined, source: string): TextNote {
  const values = { source };
  switch (code) {
    case 1:
      return { key: 'widget.videoPlayer.aborted', values };
    case 2:
      return { key: 'widget.videoPlayer.network', values };
    case 3:
      return { key: 'widget.videoPlayer.decode', values };
    default:
      return { key: 'widget.videoPlayer.notPlayable', values };
  }
}
