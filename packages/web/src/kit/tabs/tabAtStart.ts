import {
  areaPathKey,
  hiddenTabIndices,
  readHiddenTabsValue,
  shownTabIndex,
  tabEntries,
  toInteger,
  toList,
  type AreaPath,
  type LayoutNode,
  type TabEntry,
  type VariableStore,
} from '@grafiek/core';
import { variableName } from './variableName';

/** The tabs hidden by the settings and by the hide-tabs variable's value. */
export function hiddenTabs(config: LayoutNode, entries: readonly TabEntry[], hideValue: unknown): { hidden: Set<number>; error: string | null } {
  const read = readHiddenTabsValue(hideValue);
  const names = [...toList(config.hideTabIDs), ...(read.ok ? read.names : [])];
  return { hidden: hiddenTabIndices(entries, names), error: read.ok ? null : read.error };
}

/** Before any tab was picked: the subscribed variable's value, else the configured first tab. */
export function fallbackTab(config: LayoutNode, subscribedValue: unknown): number {
  return toInteger(subscribedValue) ?? toInteger(config.initialTabSelection) ?? 0;
}

/**
 * The area a tab or side-menu widget shows when the app opens, worked out from the settings and
 * the starting variables alone, so the viewer can load that area's widgets before the tab
 * widget's own code has arrived. `useTabSelection` applies the same rules once it runs.
 */
export function shownAreasAtStart(config: LayoutNode, path: AreaPath, store: VariableStore): number[] {
  const entries = tabEntries(config);
  const get = (option: unknown) => {
    const name = variableName(option);
    return name ? store.get(name) : undefined;
  };
  const { hidden } = hiddenTabs(config, entries, get(config.hideTabs));
  const shown = shownTabIndex(store.getTabSelection(areaPathKey(path)) ?? fallbackTab(config, get(config.tabSelectionSubscription)), entries, hidden);
  return shown === undefined ? [] : [shown];
}
