/**
 * Normalises a colour written in a query (`RGBA(175,175,175,1)`, `#FF0000`) to the lower-case,
 * space-free CSS form that every map renderer parses; CSS itself is case-insensitive here, some
 * colour parsers are not.
 */
export function cssColor(text: string): string {
  const trimmed = text.trim();
  if (/^(rgba?|hsla?)\s*\(/i.test(trimmed)) return trimmed.toLowerCase().replace(/\s+/g, '');
  return trimmed.toLowerCase();
}

const COLOR_LIKE = /^(#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|(rgba?|hsla?)\(.*\))$/i;

/** True for hex and functional colours: values a query can return in `?color` to mean themselves. */
export function looksLikeCssColor(text: string): boolean {
  return COLOR_LIKE.test(text.trim());
}
