// Which url(...) references in SVG attributes and <style> text stay inside the document: a
// `#fragment` (a gradient, marker or clip path of the same SVG). Anything else (http:, data:,
// a relative path, an @import) would make the browser load something the author did not show.

/** `url(...)` with its target, quoted or not; CSS escapes inside are kept as they are. */
const URL_REFERENCE = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)]*?))\s*\)/gi;
const IMPORT_RULE = /@import\b[^;]*;?/gi;

function isLocal(target: string): boolean {
  return target.trim().startsWith('#');
}

/**
 * True when every url(...) in an attribute value points into the document, and the value has no
 * @import. A value with a backslash is not trusted: CSS decodes escapes, so `u\72l(` is a url too.
 */
export function localUrlReferences(value: string): boolean {
  if (/@import|\\/i.test(value)) return false;
  if (!/url\s*\(/i.test(value)) return true;
  // A url( that the pattern does not read as a whole (no closing bracket) is not trusted either.
  const opened = value.match(/url\s*\(/gi)?.length ?? 0;
  const references = [...value.matchAll(URL_REFERENCE)];
  return references.length === opened && references.every((match) => isLocal(match[1] ?? match[2] ?? match[3] ?? ''));
}

/** CSS text without @import rules and with every url(...) outside the document replaced by `none`. */
export function withoutExternalCss(css: string): string {
  return css
    .replace(/\\/g, '')
    .replace(IMPORT_RULE, '')
    .replace(URL_REFERENCE, (whole, double?: string, single?: string, bare?: string) => (isLocal(double ?? single ?? bare ?? '') ? whole : 'none'))
    .replace(/url\s*\([^)]*$/i, 'none');
}
