/**
 * Where the `#link:` directive leads for a feature. `{uri}` or `{{uri}}` in the directive stands
 * for the feature's ?uri (URL-encoded); `#link` alone (or `#link:true`) links to the ?uri itself.
 * Only web addresses (http, https, or a path on this site) are linked, never `javascript:`.
 */
export function featureLink(directive: string | undefined, uri: string | undefined): string | undefined {
  if (directive === undefined || !uri) return undefined;
  const template = directive.trim();
  let href: string;
  if (!template || template.toLowerCase() === 'true') href = uri;
  else if (/\{\{?\s*uri\s*\}?\}/i.test(template)) href = template.replace(/\{\{?\s*uri\s*\}?\}/gi, encodeURIComponent(uri));
  else href = template;
  return /^(https?:\/\/|\/(?!\/))/i.test(href) ? href : undefined;
}
