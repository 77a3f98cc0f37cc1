import type { TFunction } from 'i18next';
import { findPlaceholders, isFollowableLink, resolvePlaceholders, type PlaceholderValues } from '@grafiek/core';

export type Filled = { ok: true; text: string } | { ok: false; error: string };
export type Target = { ok: true; url: URL } | { ok: false; error: string };

const WEB = new Set(['http:', 'https:']);

/**
 * Fills a URL template's placeholders. A value in the query string or the fragment (after the
 * template's own `?` or `#`) is URL-encoded, so that `?q={{zoek}}` carries "a & b" as one
 * parameter; a value before it stands as it is, so that a variable may hold a path or a whole
 * address. A placeholder without a value is an error: a half-filled address goes somewhere else.
 */
export function fillUrlTemplate(template: string, values: PlaceholderValues): Filled {
  let output = '';
  let at = 0;
  let inQuery = false;
  for (const placeholder of findPlaceholders(template)) {
    const literal = template.slice(at, placeholder.start);
    if (/[?#]/.test(literal)) inQuery = true;
    const resolved = resolvePlaceholders(placeholder.token, values, { mode: 'plain', unresolved: 'error' });
    if (!resolved.ok) return resolved;
    output += literal + (inQuery ? encodeURIComponent(resolved.text) : resolved.text);
    at = placeholder.end;
  }
  return { ok: true, text: output + template.slice(at) };
}

/** The template as its author wrote it, every placeholder left out: where it goes by itself. */
function authorsPart(template: string): string {
  let output = '';
  let at = 0;
  for (const placeholder of findPlaceholders(template)) {
    output += template.slice(at, placeholder.start);
    at = placeholder.end;
  }
  return output + template.slice(at);
}

function parse(text: string, base: string): URL | undefined {
  try {
    return new URL(text.trim(), base);
  } catch {
    return undefined;
  }
}

/**
 * The page a link opens: a web address (http or https; a path is read against the app's page).
 * `javascript:`, `data:` and the like are refused, and so is an empty target or the reset value,
 * which a click ignores in the original product too. Errors are in the reader's language.
 */
export function linkTarget(template: string, values: PlaceholderValues, base: string, t: TFunction): Target {
  const filled = fillUrlTemplate(template, values);
  if (!filled.ok) return { ok: false, error: t('widget.simplePushButton.linkNotMade', { problem: filled.error }) };
  if (!isFollowableLink(filled.text)) return { ok: false, error: t('widget.simplePushButton.linkNowhere', { link: filled.text }) };
  const url = parse(filled.text, base);
  if (!url || !WEB.has(url.protocol)) return { ok: false, error: t('widget.simplePushButton.linkNotWeb', { link: filled.text }) };
  return { ok: true, url };
}

/**
 * Where a POST may go: a web address whose server is written in the settings. Placeholders may
 * fill in the path and the query, never choose the server, because app variables can come from
 * the page's URL: a crafted link must not make a visitor's browser send the app's data elsewhere.
 * A path goes to this site; another site must allow it (CORS) and gets no login of this one.
 * Errors are in the reader's language.
 */
export function postTarget(template: string, values: PlaceholderValues, base: string, t: TFunction): Target {
  const filled = fillUrlTemplate(template, values);
  if (!filled.ok) return { ok: false, error: t('widget.simplePushButton.postLinkNotMade', { problem: filled.error }) };
  const url = parse(filled.text, base);
  if (!url || !WEB.has(url.protocol)) return { ok: false, error: t('widget.simplePushButton.postLinkNotWeb', { link: filled.text }) };
  const written = parse(authorsPart(template), base);
  if (!written || written.origin !== url.origin) {
    return { ok: false, error: t('widget.simplePushButton.postLinkServer', { origin: url.origin }) };
  }
  return { ok: true, url };
}
