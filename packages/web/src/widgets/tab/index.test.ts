import { VariableStore, type LayoutNode } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { applyWidgetType, readSettings } from '../../kit';
import { tab } from '.';

const settingsOf = (node: LayoutNode) => readSettings(tab.options, node);

describe('Tab settings', () => {
  it('reads an appearance older editors stored in lower case as that appearance', () => {
    expect(settingsOf({ appearance: 'carousel_with_buttons' }).settings.appearance).toBe('CAROUSEL_WITH_BUTTONS');
  });

  it('shows the tab bar for an unknown appearance, and says so', () => {
    const { settings, problems } = settingsOf({ appearance: 'slides' });
    expect(settings.appearance).toBe('TRADITIONAL');
    expect(problems.map((problem) => problem.option)).toEqual(['appearance']);
  });

  it('reads click navigation and icon-only tabs stored as text', () => {
    const { settings } = settingsOf({ carouselClickNavigation: 'TRUE', inactiveTabsOnlyIcons: '0' });
    expect(settings.carouselClickNavigation).toBe(true);
    expect(settings.inactiveTabsOnlyIcons).toBe(false);
  });
});

describe('Tab definition', () => {
  it('gives a newly picked Tab two tabs with an area each', () => {
    expect(applyWidgetType({}, tab)).toMatchObject({ widget: 'Tab', tabs: ['Tab 1', 'Tab 2'], areas: [{}, {}] });
  });

  it('loads ahead the area of the initial tab, skipping hidden ones', () => {
    const node: LayoutNode = { widget: 'Tab', tabs: ['Alpha', 'Beta', 'Gamma'], hideTabIDs: ['Beta'], initialTabSelection: '1', areas: [{}, {}, {}] };
    expect(tab.shownAreasAtStart!(node, [], new VariableStore())).toEqual([0]);
    expect(tab.shownAreasAtStart!({ ...node, initialTabSelection: 2 }, [], new VariableStore())).toEqual([2]);
  });
});
