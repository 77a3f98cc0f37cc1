// The only module that imports Mermaid: useMermaidDrawing loads it with import(), so Mermaid (and the
// diagram kinds it loads on demand) stays out of the first download and out of the views that draw.
import DOMPurify from 'dompurify';
import mermaid from 'mermaid';
import { mermaidErrorMessage } from './mermaidError';

mermaid.initialize({
  startOnLoad: false,
  // Labels are sanitised, `click` callbacks and scripts are off, links go through a URL check.
  securityLevel: 'strict',
  // A syntax error is thrown to the widget, which shows it; Mermaid draws no bomb picture.
  suppressErrorRendering: true,
  // Keys a diagram's own front matter or %%{init}%% directive cannot change, on top of Mermaid's
  // own: the sanitiser's settings and free CSS.
  secure: ['secure', 'securityLevel', 'startOnLoad', 'maxTextSize', 'suppressErrorRendering', 'maxEdges', 'dompurifyConfig', 'themeCSS'],
});

export type MermaidDrawing = { ok: true; svg: string } | { ok: false; error: string };

let drawings = 0;

/**
 * SVG through the sanitiser in the SVG profile, with what Mermaid's own labels need: HTML labels
 * inside <foreignObject> (sanitised as HTML), nothing that runs script, `javascript:` links gone.
 */
export function sanitizeMermaidSvg(svg: string): string {
  return DOMPurify.sanitize(svg, {
    USE_PROFILES: { svg: true, svgFilters: true, html: true },
    ADD_TAGS: ['foreignObject'],
    ADD_ATTR: ['dominant-baseline', 'target'],
    HTML_INTEGRATION_POINTS: { foreignobject: true },
  });
}

/** Draws Mermaid text as sanitised SVG; a syntax error comes back as Mermaid's message. */
export async function renderMermaid(text: string): Promise<MermaidDrawing> {
  // Ids are unique per drawing: each SVG's <style> is scoped by its id, and Mermaid renders in a
  // temporary element of that id in the page.
  drawings += 1;
  try {
    const { svg } = await mermaid.render(`grafiek-mermaid-${drawings}`, text);
    return { ok: true, svg: sanitizeMermaidSvg(svg) };
  } catch (error) {
    return { ok: false, error: mermaidErrorMessage(error) };
  }
}
