import { isFollowableLink, type ResultTable } from '@grafiek/core';

/** One button: a link to open, a value to publish, or both (the value is published first). */
export interface LinkButtonItem {
  label: string;
  /** An address (http, https, or a path on this site), already checked. */
  href?: string;
  value?: string;
}

export interface LinkButtonItems {
  items: LinkButtonItem[];
  /** What could not be used, in words for the author; the other buttons still show. */
  problems: string[];
}

const WEB = new Set(['http:', 'https:']);

/**
 * The address a link button goes to, read against the app's page, or why it cannot go there:
 * only web addresses, never `javascript:` or `data:`. An empty target or the reset value gives
 * no link at all, and such clicks are ignored.
 */
export function linkHref(link: string | undefined, base: string): { href?: string; problem?: string } {
  if (!isFollowableLink(link)) return {};
  let url: URL;
  try {
    url = new URL(link.trim(), base);
  } catch {
    return { problem: `"${link}" is not an address` };
  }
  if (!WEB.has(url.protocol)) return { problem: `"${link}" is not a web address (http or https)` };
  return { href: url.href };
}

function item(label: string | undefined, link: string | undefined, value: string | undefined, base: string, where: string, problems: string[]): LinkButtonItem {
  const target = linkHref(link, base);
  if (target.problem) problems.push(`${where}: ${target.problem}; it links nowhere.`);
  const hasValue = value !== undefined && value !== '';
  return {
    label: label?.trim() || (hasValue ? value : undefined) || link?.trim() || '(no label)',
    ...(target.href ? { href: target.href } : {}),
    ...(hasValue ? { value } : {}),
  };
}

const LINK_VARIABLES = ['link', 'url'];
const VALUE_VARIABLES = ['value', 'uri'];

/**
 * The buttons of a query's rows: ?label, ?link (or ?url) to open, ?value (or ?uri) to publish.
 * A query with neither a link nor a value variable is a mistake the author is told about.
 */
export function itemsFromTable(table: ResultTable, base: string): LinkButtonItems {
  const linkVar = LINK_VARIABLES.find((name) => table.variables.includes(name));
  const valueVar = VALUE_VARIABLES.find((name) => table.variables.includes(name));
  if (!linkVar && !valueVar) {
    return { items: [], problems: [`The query returns neither ?link nor ?value (it returns ${table.variables.map((name) => `?${name}`).join(' ') || 'no variables'}).`] };
  }
  const problems: string[] = [];
  const items = table.rows.map((row, index) => {
    const label = row.bindings.label?.value;
    const where = `Row ${index + 1}${label ? ` (${label})` : ''}`;
    return item(label, linkVar ? row.bindings[linkVar]?.value : undefined, valueVar ? row.bindings[valueVar]?.value : undefined, base, where, problems);
  });
  return { items, problems };
}

export const NOT_A_LIST = 'Buttons must be a JSON list such as [{"label": "Kaart", "value": "kaart"}, {"label": "Handleiding", "link": "https://example.org"}].';

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/**
 * The buttons of the configured list: entries {label, link} or {label, value} (a plain text is
 * a button whose label is its value). Entries that are neither are named and left out.
 */
export function itemsFromList(list: unknown, base: string): LinkButtonItems {
  if (list === undefined) return { items: [], problems: [] };
  if (!Array.isArray(list)) return { items: [], problems: [NOT_A_LIST] };
  const items: LinkButtonItem[] = [];
  const problems: string[] = [];
  list.forEach((entry: unknown, index) => {
    const where = `Button ${index + 1}`;
    if (typeof entry === 'string' || typeof entry === 'number') {
      items.push(item(undefined, undefined, String(entry), base, where, problems));
      return;
    }
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      problems.push(`${where} is neither text nor an object with a label and a link or value; it is left out.`);
      return;
    }
    const fields = entry as Record<string, unknown>;
    const link = text(fields.link) ?? text(fields.url);
    const value = text(fields.value) ?? text(fields.uri);
    const label = text(fields.label);
    if (link === undefined && value === undefined) {
      problems.push(`${where}${label ? ` (${label})` : ''} has neither a link nor a value; it is left out.`);
      return;
    }
    items.push(item(label, link, value, base, `${where}${label ? ` (${label})` : ''}`, problems));
  });
  return { items, problems };
}

/** The page a link leads to, without its query string and fragment (which URL sync changes). */
function page(href: string): string {
  const url = new URL(href);
  return url.origin + url.pathname.replace(/\/+$/, '');
}

/**
 * Whether a button is the active one: a value button whose value the variable holds, a link
 * button that leads to the page shown.
 */
export function isActiveItem(entry: LinkButtonItem, current: unknown, pageHref: string): boolean {
  if (entry.value !== undefined) return typeof current === 'string' || typeof current === 'number' ? String(current) === entry.value : false;
  return entry.href !== undefined && page(entry.href) === page(pageHref);
}
