import { VariableStore, type LayoutNode } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { readSettings } from '../readSettings';
import { fallbackTab, hiddenTabs, tabEntriesOf, tabsShownAtStart } from './tabAtStart';
import { TAB_LIST_OPTIONS, TAB_SELECTION_OPTIONS } from './tabOptions';

const OPTIONS = { ...TAB_LIST_OPTIONS, ...TAB_SELECTION_OPTIONS };
const settingsOf = (node: LayoutNode) => readSettings(OPTIONS, node).settings;
const PATH = [1] as const;

function node(extra: LayoutNode = {}): LayoutNode {
  return { widget: 'Tab', tabs: ['Alpha', 'Beta', 'Gamma'], areas: [{}, {}, {}], ...extra };
}

function shownAtStart(stored: LayoutNode, variables: Record<string, unknown> = {}, store = new VariableStore({ initialValues: variables })): number[] {
  return tabsShownAtStart(settingsOf(stored), stored, PATH, store);
}

describe('tabEntriesOf', () => {
  it('labels the tabs from the node and takes their icons from the settings, also as comma text', () => {
    const stored = node({ icons: 'map, box' });
    expect(tabEntriesOf(stored, settingsOf(stored)).map(({ label, icon }) => [label, icon])).toEqual([
      ['Alpha', 'map'],
      ['Beta', 'box'],
      ['Gamma', undefined],
    ]);
  });

  it('keeps tab objects of later editors, with their own icon and id', () => {
    const stored = node({ tabs: [{ label: 'Kaart', icon: 'map', id: 'k' }, 'Lijst'], areas: [{}, {}] });
    expect(tabEntriesOf(stored, settingsOf(stored))).toEqual([
      { index: 0, label: 'Kaart', icon: 'map', id: 'k' },
      { index: 1, label: 'Lijst' },
    ]);
  });
});

describe('hiddenTabs', () => {
  const entries = tabEntriesOf(node(), { icons: [] });

  it('hides tabs named in the settings and in the hide-tabs value, by label or position', () => {
    expect([...hiddenTabs(['Beta'], entries, '2').hidden].sort()).toEqual([1, 2]);
  });

  it('says why a hide-tabs value that is not text hides nothing', () => {
    const { hidden, error } = hiddenTabs([], entries, 2);
    expect(hidden.size).toBe(0);
    expect(error).toMatch(/must hold a text/);
  });
});

describe('fallbackTab', () => {
  it('prefers a whole number from the subscribed variable, also as text', () => {
    expect(fallbackTab(2, '1')).toBe(1);
  });

  it('falls back to the initial tab when the variable holds no whole number', () => {
    expect(fallbackTab(2, 'two')).toBe(2);
    expect(fallbackTab(2, undefined)).toBe(2);
  });

  it('names no tab for a fraction, which leaves the first visible tab to show', () => {
    expect(fallbackTab(1.5, undefined)).toBeUndefined();
  });
});

describe('tabsShownAtStart', () => {
  it('opens the first tab without settings', () => {
    expect(shownAtStart(node())).toEqual([0]);
  });

  it('opens the initial tab, stored as a number or as text by older editors', () => {
    expect(shownAtStart(node({ initialTabSelection: 2 }))).toEqual([2]);
    expect(shownAtStart(node({ initialTabSelection: '1' }))).toEqual([1]);
  });

  it('follows the subscribed variable, written bare or as {{placeholder}}', () => {
    expect(shownAtStart(node({ tabSelectionSubscription: 'tabChoice' }), { tabChoice: 2 })).toEqual([2]);
    expect(shownAtStart(node({ tabSelectionSubscription: '{{ tabChoice }}' }), { tabChoice: '1' })).toEqual([1]);
  });

  it('skips a hidden initial tab, hidden by the settings (comma text too) or by the hide-tabs variable', () => {
    expect(shownAtStart(node({ initialTabSelection: 1, hideTabIDs: 'Beta' }))).toEqual([0]);
    expect(shownAtStart(node({ initialTabSelection: 0, hideTabs: 'hidden' }), { hidden: 'Alpha,Beta' })).toEqual([2]);
  });

  it('shows nothing when every tab is hidden', () => {
    expect(shownAtStart(node({ hideTabIDs: ['0', '1', '2'] }))).toEqual([]);
  });

  it('keeps the tab a visitor chose over the settings', () => {
    const store = new VariableStore();
    store.selectTab('mainArea.areas[1]', 1);
    expect(shownAtStart(node({ initialTabSelection: 2 }), {}, store)).toEqual([1]);
  });
});
