import DOMPurify from 'dompurify';
import type { TFunction } from 'i18next';
import { readImageSource, svgDataUrl } from './imageSource';

/**
 * SVG markup without scripts, event handlers or foreign content, as standalone SVG text, or null
 * when nothing of a picture is left. An <img> never runs an SVG's scripts, but a picture opened
 * in its own tab would: only the sanitised picture ever becomes a URL.
 */
export function sanitizeSvg(markup: string): string | null {
  const fragment = DOMPurify.sanitize(markup, { USE_PROFILES: { svg: true, svgFilters: true }, RETURN_DOM_FRAGMENT: true });
  const svg = fragment.querySelector('svg');
  // XMLSerializer writes the SVG namespace that an image document needs; innerHTML would not.
  return svg ? new XMLSerializer().serializeToString(svg) : null;
}

/** A picture source as the URL an <img> may show, or the reason it is not shown (in the reader's language). */
export function pictureUrl(source: string, t: TFunction, mimeType?: string): { url: string } | { reason: string } | null {
  const read = readImageSource(source, { origin: window.location.origin, mimeType });
  if (read.kind === 'empty') return null;
  if (read.kind === 'refused') return { reason: t(read.reason.key, read.reason.values) };
  if (read.kind === 'url') return { url: read.url };
  const clean = sanitizeSvg(read.markup);
  return clean ? { url: svgDataUrl(clean) } : { reason: t('widget.images.noSvg') };
}
