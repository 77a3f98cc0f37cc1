import { toBoolean, toList } from '../model/normalise.js';
import { isEmptyValue } from '../variables/isEmptyValue.js';
import { formatQueryString, parseQueryString, type QueryParams } from './queryString.js';

/** The app settings that decide which variables live in the URL. */
export interface UrlSyncSettings {
  /** Copied into the URL by replacing the history entry: comma-separated text or a list. */
  updateURLVariables?: unknown;
  /** Copied into the URL with a new history entry, so Back returns to the previous value. */
  pushURLVariables?: unknown;
  /** Read every URL parameter as a variable on load, not only the listed ones. */
  parseUrlProperties?: unknown;
}

export interface UrlUpdate {
  /** The new query string, with its `?`, or '' when empty. */
  search: string;
  /** push: a pushed variable changed; replace: only replaced ones did; none: nothing to do. */
  mode: 'push' | 'replace' | 'none';
}

/** Which variables go to the URL; a name in both lists is pushed. */
export function urlVariableNames(settings: UrlSyncSettings): { replace: string[]; push: string[] } {
  const push = toList(settings.pushURLVariables);
  const replace = toList(settings.updateURLVariables).filter((name) => !push.includes(name));
  return { replace, push };
}

/**
 * The query string after copying the listed variables from a store snapshot into it. Other
 * parameters stay as they are; an empty or reset variable is removed from the URL.
 */
export function computeUrlUpdate(search: string, snapshot: Readonly<Record<string, unknown>>, settings: UrlSyncSettings): UrlUpdate {
  const { replace, push } = urlVariableNames(settings);
  const params: QueryParams = parseQueryString(search);
  const changed = new Set<string>();
  for (const name of [...push, ...replace]) {
    const value = snapshot[name];
    const current = params.filter(([key]) => key === name);
    const wanted = isEmptyValue(value) ? undefined : toUrlText(value);
    const unchanged = wanted === undefined ? current.length === 0 : current.length === 1 && current[0]![1] === wanted;
    if (unchanged) continue;
    changed.add(name);
    const at = params.findIndex(([key]) => key === name);
    const kept = params.filter(([key]) => key !== name);
    if (wanted !== undefined) kept.splice(at === -1 ? kept.length : at, 0, [name, wanted]);
    params.splice(0, params.length, ...kept);
  }
  const mode = push.some((name) => changed.has(name)) ? 'push' : changed.size > 0 ? 'replace' : 'none';
  return { search: mode === 'none' ? normalised(search) : formatQueryString(params), mode };
}

/**
 * Variables to publish from the URL on load and on back navigation: the listed ones, or all
 * parameters when the app parses URL parameters as property values. The last of repeated
 * parameters wins.
 */
export function readUrlVariables(search: string, settings: UrlSyncSettings): Record<string, string> {
  if (toBoolean(settings.parseUrlProperties)) return parseUrlProperties(search);
  const { replace, push } = urlVariableNames(settings);
  const wanted = new Set([...replace, ...push]);
  const all = parseUrlProperties(search);
  return Object.fromEntries(Object.entries(all).filter(([name]) => wanted.has(name)));
}

/** Every URL parameter as a variable. */
export function parseUrlProperties(search: string): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, value] of parseQueryString(search)) if (name !== '') variables[name] = value;
  return variables;
}

function toUrlText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

function normalised(search: string): string {
  return search === '?' ? '' : search;
}
