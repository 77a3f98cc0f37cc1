import type { TextNote } from '../../i18n/widgetTexts';
import { PICTURE_TYPES } from './pictureTypes';

/**
 * What a picture source from a config or a query is, before it reaches an <img>: a URL the page
 * may load, SVG markup that must be sanitised first, or a reason it is refused. The page's
 * Content-Security-Policy loads images from https, this server and data: URLs only, so anything
 * else is refused here with words an author can act on instead of failing silently (a text of
 * `widget.images.*`, said in the reader's language where it is shown).
 */
export type ImageSource =
  | { kind: 'empty' }
  | { kind: 'url'; url: string }
  /** An SVG picture: shown only after its markup has been sanitised (sanitizeSvg.ts). */
  | { kind: 'svg'; markup: string }
  | { kind: 'refused'; reason: TextNote };


const SVG = 'image/svg+xml';
const ACCEPTED_TYPES = new Set<string>([...PICTURE_TYPES, 'image/jpg', 'image/vnd.microsoft.icon']);

/** The first base64 characters of each picture format, for plain base64 without a type. */
const BASE64_SIGNATURES: [prefix: string, type: string][] = [
  ['iVBORw0KGgo', 'image/png'],
  ['/9j/', 'image/jpeg'],
  ['R0lGOD', 'image/gif'],
  ['UklGR', 'image/webp'],
  ['Qk', 'image/bmp'],
  ['PHN2Zy', SVG], // <svg
  ['PD94bWwg', SVG], // <?xml
];

const BASE64_TEXT = /^[A-Za-z0-9+/]+={0,2}$/;
const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;

/** The picture type plain base64 starts like, if any. */
export function sniffBase64Type(base64: string): string | undefined {
  return BASE64_SIGNATURES.find(([prefix]) => base64.startsWith(prefix))?.[1];
}

function decodeBase64(base64: string): string | null {
  try {
    const binary = atob(base64);
    const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

function readDataUrl(text: string): ImageSource {
  const match = /^data:([^,]*),([\s\S]*)$/i.exec(text);
  if (!match) return { kind: 'refused', reason: { key: 'widget.images.malformed' } };
  const [type = '', ...parameters] = match[1]!.split(';').map((part) => part.trim().toLowerCase());
  const data = match[2]!;
  const base64 = parameters.includes('base64');
  if (!ACCEPTED_TYPES.has(type)) return { kind: 'refused', reason: type ? { key: 'widget.images.notAPicture', values: { type } } : { key: 'widget.images.noType' } };
  if (type !== SVG) return { kind: 'url', url: text };
  let markup: string | null;
  if (base64) markup = decodeBase64(data.replace(/\s+/g, ''));
  else {
    try {
      markup = decodeURIComponent(data);
    } catch {
      markup = null;
    }
  }
  return markup === null ? { kind: 'refused', reason: { key: 'widget.images.notDecoded' } } : { kind: 'svg', markup };
}

function readUrl(text: string, origin: string): ImageSource {
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  let url: URL;
  try {
    url = new URL(text, origin);
  } catch {
    return { kind: 'refused', reason: { key: 'widget.images.notUrl', values: { text } } };
  }
  if (url.origin === origin && (url.protocol === 'http:' || url.protocol === 'https:')) return { kind: 'url', url: scheme ? url.href : text };
  if (url.protocol === 'https:') return { kind: 'url', url: url.href };
  if (url.protocol === 'http:') return { kind: 'refused', reason: { key: 'widget.images.notHttps', values: { text } } };
  return { kind: 'refused', reason: { key: 'widget.images.scheme', values: { scheme: scheme ?? url.protocol.slice(0, -1) } } };
}

/**
 * Reads a picture source: a data URL, an https URL or a path on this server (`origin` is the
 * page's), or plain base64 whose type is `mimeType` or else recognised from its first bytes.
 */
export function readImageSource(source: string, options: { origin: string; mimeType?: string }): ImageSource {
  const text = source.trim();
  if (!text) return { kind: 'empty' };
  if (/^data:/i.test(text)) return readDataUrl(text);

  const compact = text.replace(/\s+/g, '');
  if (BASE64_TEXT.test(compact) && !SCHEME.test(text)) {
    const sniffed = sniffBase64Type(compact);
    // Paths on this server can look like base64 ("/api/download/x/y"); a path is only taken as
    // base64 when its bytes say it is a picture.
    const configured = options.mimeType?.trim().toLowerCase();
    const base64 = sniffed !== undefined || (configured && !text.startsWith('/') && compact.length >= 16);
    if (base64) {
      const type = configured || sniffed!;
      return readDataUrl(`data:${type};base64,${compact}`);
    }
  }
  return readUrl(text, options.origin);
}

/** A data URL for sanitised SVG markup. */
export function svgDataUrl(markup: string): string {
  return `data:${SVG};charset=utf-8,${encodeURIComponent(markup)}`;
}
