import { VariableStore, type LayoutNode } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { applyWidgetType } from '../../kit';
import { menubar } from '.';

describe('BB Menubar definition', () => {
  it('gives a newly picked menu bar two entries with an area each', () => {
    expect(applyWidgetType({}, menubar)).toMatchObject({ widget: 'BB Menubar', tabs: ['Tab 1', 'Tab 2'], areas: [{}, {}] });
  });

  it('loads ahead only the area of the entry shown at the start, skipping hidden ones', () => {
    const node: LayoutNode = { widget: 'BBMenubar', tabs: ['Kaart', 'Tabel', 'Grafiek'], hideTabIDs: 'Tabel', initialTabSelection: '1', areas: [{}, {}, {}] };
    expect(menubar.shownAreasAtStart!(node, [], new VariableStore())).toEqual([0]);
    expect(menubar.shownAreasAtStart!({ ...node, initialTabSelection: 2 }, [], new VariableStore())).toEqual([2]);
  });

  it('starts at the entry the subscribed variable names', () => {
    const node: LayoutNode = { widget: 'BB Menubar', tabs: ['Kaart', 'Tabel'], tabSelectionSubscription: '{{menu}}', areas: [{}, {}] };
    expect(menubar.shownAreasAtStart!(node, [], new VariableStore({ initialValues: { menu: '1' } }))).toEqual([1]);
  });
});
