import { describe, expect, it } from 'vitest';
import { RESET_VALUE } from './resetValue.js';
import {
  carouselTarget,
  hiddenTabIndices,
  readHiddenTabsValue,
  shownTabIndex,
  tabAppearance,
  tabEntries,
  withAreasForTabs,
} from './tabList.js';

describe('tabAppearance', () => {
  it('reads the three appearances in any case and defaults to the tab bar', () => {
    expect(tabAppearance('CAROUSEL_WITH_BUTTONS')).toBe('CAROUSEL_WITH_BUTTONS');
    expect(tabAppearance('carousel')).toBe('CAROUSEL');
    expect(tabAppearance(undefined)).toBe('TRADITIONAL');
    expect(tabAppearance('slideshow')).toBe('TRADITIONAL');
  });
});

describe('tabEntries', () => {
  it('takes labels from texts and objects, and icons from the objects or the icons list', () => {
    const entries = tabEntries({
      tabs: ['IMX-Geo', { label: 'Gebouwen', icon: 'box', id: 'b' }, 'Vergunningen'],
      icons: ['map', 'ignored', 'file'],
      areas: [{}, {}, {}],
    });
    expect(entries).toEqual([
      { index: 0, label: 'IMX-Geo', icon: 'map' },
      { index: 1, label: 'Gebouwen', icon: 'box', id: 'b' },
      { index: 2, label: 'Vergunningen', icon: 'file' },
    ]);
  });

  it('reads icons written as comma-separated text', () => {
    expect(tabEntries({ tabs: ['A', 'B'], icons: 'map, box' }).map((entry) => entry.icon)).toEqual(['map', 'box']);
  });

  it('gives an area without a label a numbered tab, so that it stays reachable', () => {
    expect(tabEntries({ tabs: ['Map'], areas: [{}, {}] }).map((entry) => entry.label)).toEqual(['Map', 'Tab 2']);
  });

  it('names a tab with a blank label by its number', () => {
    expect(tabEntries({ tabs: ['', { icon: 'map' }] }).map((entry) => entry.label)).toEqual(['Tab 1', 'Tab 2']);
  });
});

describe('withAreasForTabs', () => {
  it('adds an empty area for each tab that has none and keeps the existing areas', () => {
    const first = { widget: 'Table' };
    const node = withAreasForTabs({ widget: 'Tab', tabs: ['A', 'B', 'C'], areas: [first] });
    expect(node.areas).toHaveLength(3);
    expect(node.areas![0]).toBe(first);
    expect(node.areas![2]).toEqual({});
  });

  it('returns the same node when every tab has an area', () => {
    const node = { widget: 'Tab', tabs: ['A'], areas: [{}, {}] };
    expect(withAreasForTabs(node)).toBe(node);
  });
});

describe('hiddenTabIndices', () => {
  const entries = tabEntries({ tabs: ['Map', { label: 'Table', id: 'tbl' }, 'Chart'] });
  it('matches ids, labels and positions counted from 0', () => {
    expect([...hiddenTabIndices(entries, ['tbl'])]).toEqual([1]);
    expect([...hiddenTabIndices(entries, ['Chart'])]).toEqual([2]);
    expect([...hiddenTabIndices(entries, ['0', ' 2 '])]).toEqual([0, 2]);
  });
  it('hides nothing for names that match no tab', () => {
    expect(hiddenTabIndices(entries, ['Graph', '7', '']).size).toBe(0);
  });
});

describe('readHiddenTabsValue', () => {
  it('splits a text on commas', () => {
    expect(readHiddenTabsValue('Map, 2')).toEqual({ ok: true, names: ['Map', '2'] });
  });
  it('hides nothing when the variable is unset or reset', () => {
    expect(readHiddenTabsValue(undefined)).toEqual({ ok: true, names: [] });
    expect(readHiddenTabsValue(RESET_VALUE)).toEqual({ ok: true, names: [] });
  });
  it('refuses a value that is not a text', () => {
    const read = readHiddenTabsValue(['Map']);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toContain('must hold a text');
  });
});

describe('shownTabIndex', () => {
  const entries = tabEntries({ tabs: ['A', 'B', 'C'] });
  it('shows the selected tab while it is visible', () => {
    expect(shownTabIndex(2, entries, new Set())).toBe(2);
  });
  it('falls back to the first visible tab when the selected one is hidden or missing', () => {
    expect(shownTabIndex(0, entries, new Set([0]))).toBe(1);
    expect(shownTabIndex(9, entries, new Set())).toBe(0);
    expect(shownTabIndex(undefined, entries, new Set([0, 1]))).toBe(2);
  });
  it('shows nothing when every tab is hidden', () => {
    expect(shownTabIndex(0, entries, new Set([0, 1, 2]))).toBeUndefined();
  });
});

describe('carouselTarget', () => {
  const visible = [0, 2, 3];
  it('steps over hidden tabs', () => {
    expect(carouselTarget(0, visible, 'next')).toBe(2);
    expect(carouselTarget(3, visible, 'previous')).toBe(2);
  });
  it('stops at the ends with the buttons', () => {
    expect(carouselTarget(3, visible, 'next')).toBe(3);
    expect(carouselTarget(0, visible, 'previous')).toBe(0);
  });
  it('wraps from the last tab to the first with click navigation', () => {
    expect(carouselTarget(3, visible, 'next', true)).toBe(0);
    expect(carouselTarget(0, visible, 'previous', true)).toBe(3);
  });
  it('goes to the first visible tab from a tab that is not visible', () => {
    expect(carouselTarget(1, visible, 'next')).toBe(0);
  });
});
