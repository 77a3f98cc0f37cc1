import DOMPurify from 'dompurify';
import { localUrlReferences, withoutExternalCss } from './svgReferences';

// SVG shown inline in the page (diagrams, drawings), from configs, queries, addresses and editors,
// through DOMPurify in its SVG profile: no script, no event handlers, no <foreignObject>, no
// animation that could rewrite a link, and no reference outside the document (links, images and
// url() go only to `#fragments` in the same SVG; images may be data: pictures). Stricter than
// kit/images/sanitizeSvg, whose pictures are shown through <img>, where nothing loads or runs.
// Imported directly by the views that show SVG, so the sanitiser stays out of the first download.

const LINK_ATTRIBUTES = new Set(['href', 'xlink:href']);
/** Attributes CSS never reads: names and data, kept whatever they hold. */
const PLAIN_ATTRIBUTES = /^(?:data-|aria-|id$|class$)/;
const DATA_PICTURE = /^data:image\/(?:png|jpe?g|gif|webp);/i;

let purifier: ReturnType<typeof DOMPurify> | undefined;

/** A DOMPurify of its own: its hooks must not change how the rest of the app sanitises HTML. */
function svgPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    for (const attribute of [...node.attributes]) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value.trim();
      if (LINK_ATTRIBUTES.has(name)) {
        const picture = node.nodeName.toLowerCase() === 'image' && DATA_PICTURE.test(value);
        if (!value.startsWith('#') && !picture) node.removeAttribute(attribute.name);
      } else if (!PLAIN_ATTRIBUTES.test(name) && !localUrlReferences(value)) {
        node.removeAttribute(attribute.name);
      }
    }
  });
  instance.addHook('afterSanitizeElements', (node) => {
    if (node.nodeName.toLowerCase() === 'style' && node.textContent) node.textContent = withoutExternalCss(node.textContent);
  });
  purifier = instance;
  return instance;
}

/**
 * The SVG (its first <svg> element) without anything that runs or loads, as standalone SVG text
 * (with its namespace, as a file or a literal holds it); '' when there is none.
 */
export function sanitizeInlineSvg(svg: string): string {
  const clean = svgPurifier().sanitize(svg, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['animate', 'animatecolor', 'animatemotion', 'animatetransform', 'set', 'foreignobject', 'script'],
    RETURN_DOM_FRAGMENT: true,
  });
  const root = clean.querySelector('svg');
  return root ? new XMLSerializer().serializeToString(root) : '';
}
