import { z } from 'zod';
import { RESET_VALUE } from './resetValue.js';
import { legacyText } from './legacyValues.js';
import { toList } from './normalise.js';
import type { LayoutNode } from './layoutNodeSchema.js';

// How the tab widgets (Tab, BBSideMenu) read their settings: which tabs exist, which are hidden,
// which one shows, and where carousel navigation goes (docs/widgets.md, Tab and BBSideMenu).

export const TAB_APPEARANCES = ['TRADITIONAL', 'CAROUSEL', 'CAROUSEL_WITH_BUTTONS'] as const;
export type TabAppearance = (typeof TAB_APPEARANCES)[number];

/**
 * A tab as editors write it: a label, or (later editors) an object with a label, an icon and an
 * id. The model does not check `tabs` entries against this (a config keeps whatever it holds);
 * tabEntries reads any entry and falls back to "Tab n".
 */
export const tabSchema = z.union([z.string(), z.looseObject({ label: legacyText.optional(), icon: legacyText.optional(), id: legacyText.optional() })], {
  error: 'expected a tab label or a tab object',
});
export type Tab = z.infer<typeof tabSchema>;

/** One entry of a tab bar or side menu; `index` is its area. */
export interface TabEntry {
  index: number;
  label: string;
  /** An icon name, from the tab object or the widget's `icons` list. */
  icon?: string;
  /** The tab object's own id, which `hideTabIDs` may name. */
  id?: string;
}

/** Old configs write the appearance in any case; anything unknown is the traditional tab bar. */
export function tabAppearance(value: unknown): TabAppearance {
  const text = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return (TAB_APPEARANCES as readonly string[]).includes(text) ? (text as TabAppearance) : 'TRADITIONAL';
}

function textOf(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value === 'number') return String(value);
  return undefined;
}

/**
 * The tabs of a node: one per label in `tabs` (a text, or an object with label, icon and id),
 * and one more for every area beyond them, so that no area an author made is unreachable.
 */
export function tabEntries(node: Pick<LayoutNode, 'tabs' | 'areas'> & { icons?: unknown }): TabEntry[] {
  const tabs: unknown[] = Array.isArray(node.tabs) ? node.tabs : [];
  const icons = toList(node.icons);
  const areaCount = Array.isArray(node.areas) ? node.areas.length : 0;
  const entries: TabEntry[] = [];
  for (let index = 0; index < Math.max(tabs.length, areaCount); index++) {
    const tab = tabs[index];
    const object = typeof tab === 'object' && tab !== null ? (tab as Record<string, unknown>) : undefined;
    const label = (object ? textOf(object.label) : textOf(tab)) ?? `Tab ${index + 1}`;
    const icon = (object ? textOf(object.icon) : undefined) ?? icons[index];
    const id = object ? textOf(object.id) : undefined;
    entries.push({ index, label, ...(icon ? { icon } : {}), ...(id ? { id } : {}) });
  }
  return entries;
}

/**
 * The areas a node needs for its tabs: existing areas are kept, and each tab without one gets an
 * empty area. Used when an author picks a tab widget and when they add a tab.
 */
export function withAreasForTabs(node: LayoutNode): LayoutNode {
  const tabs = Array.isArray(node.tabs) ? node.tabs : [];
  const areas = Array.isArray(node.areas) ? node.areas : [];
  if (areas.length >= tabs.length && Array.isArray(node.areas)) return node;
  const grown = [...areas];
  while (grown.length < tabs.length) grown.push({});
  return { ...node, areas: grown };
}

/**
 * The indices of the tabs a list names. A name matches a tab's id, its label, or its position
 * counted from 0 ("0" is the first tab).
 */
export function hiddenTabIndices(entries: readonly TabEntry[], names: readonly string[]): Set<number> {
  const wanted = new Set(names.map((name) => name.trim()).filter((name) => name !== ''));
  const hidden = new Set<number>();
  for (const entry of entries) {
    if ((entry.id !== undefined && wanted.has(entry.id)) || wanted.has(entry.label) || wanted.has(String(entry.index))) {
      hidden.add(entry.index);
    }
  }
  return hidden;
}

export type HiddenTabsValue = { ok: true; names: string[] } | { ok: false; error: string };

/**
 * The value of the hide-tabs variable: a comma-separated text of tab names; any other value is
 * reported rather than guessed at. Unset and reset hide nothing.
 */
export function readHiddenTabsValue(value: unknown): HiddenTabsValue {
  if (value === undefined || value === null || value === RESET_VALUE) return { ok: true, names: [] };
  if (typeof value !== 'string') {
    return { ok: false, error: `The hide-tabs variable must hold a text such as "0,2" or "Map,Table"; it holds ${JSON.stringify(value)}` };
  }
  return { ok: true, names: toList(value) };
}

/**
 * The tab that shows: the selected one while it exists and is not hidden, otherwise the first
 * visible tab; undefined when every tab is hidden.
 */
export function shownTabIndex(selected: number | undefined, entries: readonly TabEntry[], hidden: ReadonlySet<number>): number | undefined {
  const visible = entries.filter((entry) => !hidden.has(entry.index));
  if (selected !== undefined && visible.some((entry) => entry.index === selected)) return selected;
  return visible[0]?.index;
}

/**
 * Where a carousel goes from `current` among the visible tabs. The previous and next buttons
 * stop at the ends; click navigation (`wrap`) goes on from the last tab to the first.
 */
export function carouselTarget(current: number, visible: readonly number[], direction: 'previous' | 'next', wrap = false): number {
  const at = visible.indexOf(current);
  if (at === -1) return visible[0] ?? current;
  const next = direction === 'next' ? at + 1 : at - 1;
  if (next >= 0 && next < visible.length) return visible[next]!;
  if (!wrap) return current;
  return direction === 'next' ? visible[0]! : visible[visible.length - 1]!;
}
