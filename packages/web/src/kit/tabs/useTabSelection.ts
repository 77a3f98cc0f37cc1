import { areaPathKey, isEmptyValue, shownTabIndex, toInteger, withAreasForTabs, type TabEntry } from '@grafiek/core';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useAppRuntime, useVariable, type WidgetViewProps } from '..';
import { fallbackTab, hiddenTabs, tabEntriesOf } from './tabAtStart';
import type { TabListSettings } from './tabOptions';
import { variableName } from './variableName';

export interface TabSelection {
  entries: TabEntry[];
  /** The tabs the bar or menu lists: all of them in edit mode, else those not hidden. */
  listed: TabEntry[];
  /** Tabs the settings or the hide-tabs variable hide; edit mode lists them, marked. */
  hidden: ReadonlySet<number>;
  /** The tab whose area shows; undefined when every tab is hidden. */
  shown: number | undefined;
  /** Selects a tab and records it for the back menu. */
  select: (index: number) => void;
}

type Props = Pick<WidgetViewProps<TabListSettings>, 'settings' | 'config' | 'path' | 'mode' | 'updateConfig'>;

/**
 * The selection rules of the tab widgets: the selected tab lives in the variable store's tab
 * selections (so the back menu can undo it), a subscribed variable selects a tab each time it is
 * published with a whole number, and hidden tabs never show outside edit mode. The tabs and their
 * areas are the node's structure (`config`); everything else comes from the typed settings.
 */
export function useTabSelection({ settings, config, path, mode, updateConfig }: Props): TabSelection {
  const { store } = useAppRuntime();
  const tabsId = areaPathKey(path);
  const icons = settings.icons;
  const entries = useMemo(() => tabEntriesOf(config, { icons }), [config, icons]);
  const tabCount = entries.length;

  const selected = useSyncExternalStore(
    useCallback((listener: () => void) => store.subscribeTab(tabsId, listener), [store, tabsId]),
    () => store.getTabSelection(tabsId),
  );

  const subscription = variableName(settings.tabSelectionSubscription);
  const subscribedValue = useVariable(subscription);
  useEffect(() => {
    if (!subscription) return;
    return store.subscribe(subscription, () => {
      const value = store.get(subscription);
      if (isEmptyValue(value)) return;
      const index = toInteger(value);
      if (index === undefined) {
        console.warn(`Tab selection from "${subscription}" must be a whole number; ${JSON.stringify(value)} is ignored.`);
        return;
      }
      if (index < 0 || index >= tabCount) {
        console.warn(`Tab selection from "${subscription}" is ${index}, but the tabs are numbered 0 to ${tabCount - 1}; it is ignored.`);
        return;
      }
      store.selectTab(tabsId, index);
    });
  }, [store, subscription, tabsId, tabCount]);

  const hideVariable = variableName(settings.hideTabs);
  const hideValue = useVariable(hideVariable);
  const { hidden, error: hideError } = useMemo(() => hiddenTabs(settings.hideTabIDs, entries, hideValue), [settings.hideTabIDs, entries, hideValue]);
  useEffect(() => {
    if (hideError) console.warn(`${hideError} (variable "${hideVariable}"); no tabs are hidden by it.`);
  }, [hideError, hideVariable]);

  const fallback = fallbackTab(settings.initialTabSelection, subscribedValue);
  const editing = mode === 'edit';
  const shown = shownTabIndex(selected ?? fallback, entries, editing ? new Set() : hidden);
  const listed = editing ? entries : entries.filter((entry) => !hidden.has(entry.index));

  // An author who adds a tab in the settings gets an area for it.
  const labelCount = Array.isArray(config.tabs) ? config.tabs.length : 0;
  const areaCount = Array.isArray(config.areas) ? config.areas.length : 0;
  const needsAreas = editing && labelCount > areaCount;
  useEffect(() => {
    if (needsAreas) updateConfig(withAreasForTabs);
  }, [needsAreas, updateConfig]);

  const select = useCallback((index: number) => store.selectTab(tabsId, index), [store, tabsId]);
  return { entries, listed, hidden, shown, select };
}
