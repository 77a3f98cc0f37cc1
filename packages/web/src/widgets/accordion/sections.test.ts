import { VariableStore, tabEntries, type LayoutNode } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { applyWidgetType, readSettings } from '../../kit';
import { accordion } from '.';
import { sectionsOpenAtStart, toggleSection } from './sections';

const entries = tabEntries({ tabs: ['Alpha', { label: 'Beta', id: 'b' }, 'Gamma'] });

describe('sectionsOpenAtStart', () => {
  it('opens the first section when the settings name none', () => {
    expect(sectionsOpenAtStart(entries, [], false)).toEqual([0]);
  });

  it('opens the sections named by position, title or id, in section order', () => {
    expect(sectionsOpenAtStart(entries, ['Gamma', 'b'], true)).toEqual([1, 2]);
    expect(sectionsOpenAtStart(entries, ['2', '0'], true)).toEqual([0, 2]);
  });

  it('opens only the first named one when one section may be open at a time', () => {
    expect(sectionsOpenAtStart(entries, ['Gamma', 'Beta'], false)).toEqual([1]);
  });

  it('starts with all closed for names no section has', () => {
    expect(sectionsOpenAtStart(entries, ['none'], true)).toEqual([]);
  });

  it('opens nothing without sections', () => {
    expect(sectionsOpenAtStart([], [], false)).toEqual([]);
  });
});

describe('toggleSection', () => {
  it('closes the open section when one may be open at a time, and opens another alone', () => {
    expect(toggleSection([1], 2, false)).toEqual([2]);
    expect(toggleSection([1], 1, false)).toEqual([]);
  });

  it('keeps the others open when several may be', () => {
    expect(toggleSection([2], 0, true)).toEqual([0, 2]);
    expect(toggleSection([0, 2], 2, true)).toEqual([0]);
  });
});

describe('Accordion definition', () => {
  it('gives a newly picked accordion two sections with an area each', () => {
    expect(applyWidgetType({}, accordion)).toMatchObject({ widget: 'BBAccordion', tabs: ['Section 1', 'Section 2'], areas: [{}, {}] });
  });

  it('loads ahead only the areas of the sections open at the start, from settings older editors stored as text', () => {
    const node: LayoutNode = { widget: 'BBAccordion', tabs: ['A', 'B', 'C'], areas: [{}, {}, {}], openSections: '1,2', multipleOpen: 'true' };
    expect(accordion.shownAreasAtStart!(node, [], new VariableStore())).toEqual([1, 2]);
    expect(accordion.shownAreasAtStart!({ ...node, multipleOpen: false }, [], new VariableStore())).toEqual([1]);
    expect(accordion.shownAreasAtStart!({ widget: 'Accordion', areas: [{}, {}] }, [], new VariableStore())).toEqual([0]);
  });

  it('reads the stored section list as the tab widgets read theirs', () => {
    expect(readSettings(accordion.options, { tabs: [{ label: 'Kaart', icon: 'map' }, 'Tabel'] }).settings.tabs).toEqual(['Kaart', 'Tabel']);
  });
});
