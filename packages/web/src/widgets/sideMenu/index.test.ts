import { VariableStore, type LayoutNode } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { applyWidgetType, readSettings } from '../../kit';
import { sideMenu } from '.';

// The demonstrator's root: a side menu that also carries a split layout's direction and sizes.
const ROOT: LayoutNode = {
  widget: 'BBSideMenu',
  direction: 'column',
  areaSizes: ['30%', '70%'],
  tabs: ['IMX-Geo', 'Sloop vergunningen'],
  icons: ['map', 'box'],
  areas: [{}, {}],
};

describe('BBSideMenu', () => {
  it('reads the demonstrator root without problems', () => {
    const { settings, problems } = readSettings(sideMenu.options, ROOT);
    expect(problems).toEqual([]);
    expect(settings.icons).toEqual(['map', 'box']);
  });

  it('loads ahead the entry a subscribed {{variable}} chooses, unless that entry is hidden', () => {
    const node: LayoutNode = { ...ROOT, tabs: ['IMX-Geo', 'Hidden entry', 'Sloop vergunningen'], areas: [{}, {}, {}], tabSelectionSubscription: '{{menuChoice}}', hideTabIDs: ['1'] };
    expect(sideMenu.shownAreasAtStart!(node, [], new VariableStore({ initialValues: { menuChoice: '2' } }))).toEqual([2]);
    expect(sideMenu.shownAreasAtStart!(node, [], new VariableStore({ initialValues: { menuChoice: '1' } }))).toEqual([0]);
  });

  it('gives a newly picked side menu an area per entry', () => {
    expect(applyWidgetType({}, sideMenu)).toMatchObject({ tabs: ['Tab 1', 'Tab 2'], areas: [{}, {}] });
  });
});
