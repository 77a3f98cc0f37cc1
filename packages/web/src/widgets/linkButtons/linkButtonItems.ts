import { isFollowableLink, type ResultTable } from '@grafiek/core';
import type { TFunction } from 'i18next';

/** One button: a link to open, a value to publish, or both (the value is published first). */
export interface LinkButtonItem {
  label: string;
  /** An address (http, https, or a path on this site), already checked. */
  href?: string;
  value?: string;
}

export interface LinkButtonItems {
  items: LinkButtonItem[];
  /** What could not be used, in words for the author (keys `widget.linkButtons.*`); the other buttons still show. */
  problems: string[];
}

const WEB = new Set(['http:', 'https:']);

/**
 * The address a link button goes to, read against the app's page, or why it cannot go there:
 * only web addresses, never `javascript:` or `data:`. An empty target or the reset value gives
 * no link at all, and such clicks are ignored.
 */
export function linkHref(link: string | undefined, base: string, t: TFunction): { href?: string; problem?: string } {
  if (!isFollowableLink(link)) return {};
  let url: URL;
  try {
    url = new URL(link.trim(), base);
  } catch {
    return { problem: t('widget.linkButtons.notAddress', { link }) };
  }
  if (!WEB.has(url.protocol)) return { problem: t('widget.linkButtons.notWebAddress', { link }) };
  return { href: url.href };
}

function item(label: string | undefined, link: string | undefined, value: string | undefined, base: string, where: string, problems: string[], t: TFunction): LinkButtonItem {
  const target = linkHref(link, base, t);
  if (target.problem) problems.push(t('widget.linkButtons.linksNowhere', { where, problem: target.problem }));
  const hasValue = value !== undefined && value !== '';
  return {
    label: label?.trim() || (hasValue ? value : undefined) || link?.trim() || t('widget.linkButtons.noLabel'),
    ...(target.href ? { href: target.href } : {}),
    ...(hasValue ? { value } : {}),
  };
}

const LINK_VARIABLES = ['link', 'url'];
const LIST_EXAMPLE = '[{"label": "Kaart", "value": "kaart"}, {"label": "Handleiding", "link": "https://example.org"}]';
const VALUE_VARIABLES = ['value', 'uri'];

/**
 * The buttons of a query's rows: ?label, ?link (or ?url) to open, ?value (or ?uri) to publish.
 * A query with neither a link nor a value variable is a mistake the author is told about.
 */
export function itemsFromTable(table: ResultTable, base: string, t: TFunction): LinkButtonItems {
  const linkVar = LINK_VARIABLES.find((name) => table.variables.includes(name));
  const valueVar = VALUE_VARIABLES.find((name) => table.variables.includes(name));
  if (!linkVar && !valueVar) {
    const variables = table.variables.map((name) => `?${name}`).join(' ') || t('widget.linkButtons.noVariables');
    return { items: [], problems: [t('widget.linkButtons.noLinkOrValue', { variables })] };
  }
  const problems: string[] = [];
  const items = table.rows.map((row, index) => {
    const label = row.bindings.label?.value;
    const where = t(label ? 'widget.linkButtons.rowLabelled' : 'widget.linkButtons.row', { number: index + 1, label });
    return item(label, linkVar ? row.bindings[linkVar]?.value : undefined, valueVar ? row.bindings[valueVar]?.value : undefined, base, where, problems, t);
  });
  return { items, problems };
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/**
 * The buttons of the configured list: entries {label, link} or {label, value} (a plain text is
 * a button whose label is its value). Entries that are neither are named and left out.
 */
export function itemsFromList(list: unknown, base: string, t: TFunction): LinkButtonItems {
  if (list === undefined) return { items: [], problems: [] };
  if (!Array.isArray(list)) return { items: [], problems: [t('widget.linkButtons.notAList', { example: LIST_EXAMPLE })] };
  const items: LinkButtonItem[] = [];
  const problems: string[] = [];
  list.forEach((entry: unknown, index) => {
    const where = t('widget.linkButtons.button', { number: index + 1 });
    if (typeof entry === 'string' || typeof entry === 'number') {
      items.push(item(undefined, undefined, String(entry), base, where, problems, t));
      return;
    }
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      problems.push(t('widget.linkButtons.notAnEntry', { where }));
      return;
    }
    const fields = entry as Record<string, unknown>;
    const link = text(fields.link) ?? text(fields.url);
    const value = text(fields.value) ?? text(fields.uri);
    const label = text(fields.label);
    const named = label ? t('widget.linkButtons.buttonLabelled', { number: index + 1, label }) : where;
    if (link === undefined && value === undefined) {
      problems.push(t('widget.linkButtons.noLinkNorValue', { where: named }));
      return;
    }
    items.push(item(label, link, value, base, named, problems, t));
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
