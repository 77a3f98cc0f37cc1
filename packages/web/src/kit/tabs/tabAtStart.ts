import {
  areaPathKey,
  hiddenTabIndices,
  readHiddenTabsValue,
  shownTabIndex,
  tabEntries,
  toInteger,
  type AreaPath,
  type LayoutNode,
  type TabEntry,
  type VariableStore,
} from '@grafiek/core';
import type { TabListSettings } from './tabOptions';
import { variableName } from './variableName';

/** The tabs of a node: its `tabs` and `areas` (the structure) with the icons from its settings. */
export function tabEntriesOf(node: LayoutNode, settings: Pick<TabListSettings, 'icons'>): TabEntry[] {
  return tabEntries({ tabs: node.tabs, icons: settings.icons, areas: node.areas });
}

/** The tabs hidden by the settings (`hideTabIDs`) and by the hide-tabs variable's value. */
export function hiddenTabs(hideTabIDs: readonly string[], entries: readonly TabEntry[], hideValue: unknown): { hidden: Set<number>; error: string | null } {
  const read = readHiddenTabsValue(hideValue);
  const names = [...hideTabIDs, ...(read.ok ? read.names : [])];
  return { hidden: hiddenTabIndices(entries, names), error: read.ok ? null : read.error };
}

/**
 * Before any tab was picked: the subscribed variable's whole-number value, else the initial tab
 * of the settings. Undefined leaves it to the first visible tab (a fraction names no tab either).
 */
export function fallbackTab(initialTabSelection: number | undefined, subscribedValue: unknown): number | undefined {
  return toInteger(subscribedValue) ?? toInteger(initialTabSelection);
}

/**
 * The area a tab or side-menu widget shows when the app opens, worked out from its settings and
 * the starting variables alone, so the viewer can load that area's widgets before the tab
 * widget's own code has arrived. `useTabSelection` applies the same rules once it runs.
 */
export function tabsShownAtStart(settings: TabListSettings, node: LayoutNode, path: AreaPath, store: VariableStore): number[] {
  const entries = tabEntriesOf(node, settings);
  const get = (option: string) => {
    const name = variableName(option);
    return name ? store.get(name) : undefined;
  };
  const { hidden } = hiddenTabs(settings.hideTabIDs, entries, get(settings.hideTabs));
  const selected = store.getTabSelection(areaPathKey(path)) ?? fallbackTab(settings.initialTabSelection, get(settings.tabSelectionSubscription));
  const shown = shownTabIndex(selected, entries, hidden);
  return shown === undefined ? [] : [shown];
}
