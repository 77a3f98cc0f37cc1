import type { LayoutNode } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { applyWidgetType, readSettings } from '../../kit';
import { splitLayout, splitLayoutTest } from '.';

const settingsOf = (node: LayoutNode) => readSettings(splitLayout.options, node);

describe('SplitLayout settings', () => {
  it('stacks its areas unless told otherwise, and reads the direction in any case', () => {
    expect(settingsOf({}).settings.direction).toBe('column');
    expect(settingsOf({ direction: 'Row' }).settings.direction).toBe('row');
  });

  it('gives every area an equal share when the layout stores no sizes', () => {
    expect(settingsOf({ areas: [{}, {}] }).settings.areaSizes).toEqual([]);
  });

  it('reads sizes stored as a list, with numbers, or as comma text', () => {
    expect(settingsOf({ areaSizes: ['90px', 'auto', 'auto'] }).settings.areaSizes).toEqual(['90px', 'auto', 'auto']);
    expect(settingsOf({ areaSizes: [200, 1] }).settings.areaSizes).toEqual(['200', '1']);
    expect(settingsOf({ areaSizes: '30%, 70%' }).settings.areaSizes).toEqual(['30%', '70%']);
  });

  it('reads a gap stored as a number as its text', () => {
    expect(settingsOf({ gap: 8 }).settings.gap).toBe('8');
  });
});

describe('SplitLayout setup', () => {
  it('starts a new split layout as a column of a 200px area and the rest', () => {
    expect(applyWidgetType({}, splitLayout)).toMatchObject({
      widget: 'SplitLayout',
      direction: 'column',
      areaSizes: ['200px', '1'],
      panelstyleExtra: 'noScrollBars',
      areas: [{}, {}],
    });
  });

  it('starts the test variant with equal areas', () => {
    expect(applyWidgetType({}, splitLayoutTest)).toMatchObject({ widget: 'SplitLayoutTest', areaSizes: ['1', '1'], areas: [{}, {}] });
  });

  it('adds an area for each size an author adds, keeping the areas there are', () => {
    const table = { widget: 'Table' };
    expect(splitLayout.setup!({ widget: 'SplitLayout', areaSizes: ['1', '1', '1'], areas: [table] }).areas).toEqual([table, {}, {}]);
  });

  it('leaves an existing layout without sizes as it is: its areas stay equal', () => {
    const node = splitLayout.setup!({ widget: 'SplitLayout', panelstyleExtra: '', areas: [{}, {}, {}] });
    expect(node.areaSizes).toBeUndefined();
    expect(node.areas).toHaveLength(3);
  });
});
