import DOMPurify from 'dompurify';
import { renderSvg } from 'nomnoml';

export type NomnomlDrawing = { ok: true; svg: string } | { ok: false; error: string };

/** nomnoml's SVG through the sanitiser in the SVG profile: nothing in it runs script. */
export function sanitizeNomnomlSvg(svg: string): string {
  return DOMPurify.sanitize(svg, { USE_PROFILES: { svg: true, svgFilters: true } });
}

/**
 * Draws nomnoml text as sanitised SVG, its text measured in this page's fonts; a syntax error
 * comes back as nomnoml's message ("Parse error at line 2 column 4, expected "]" but got ...").
 */
export function renderNomnoml(text: string, document: Document): NomnomlDrawing {
  try {
    return { ok: true, svg: sanitizeNomnomlSvg(renderSvg(text, document)) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
