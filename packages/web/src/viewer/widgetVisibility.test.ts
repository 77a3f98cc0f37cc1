import { RESET_VALUE, type LayoutNode } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { isWidgetHidden, visibilityVariables } from './widgetVisibility';

/** A variable store as a lookup. */
const vars = (values: Record<string, unknown>) => (name: string) => values[name];

describe('visibilityVariables', () => {
  it('lists the parameters that must have a value and the variables in a `hidden` template, once each', () => {
    const node: LayoutNode = { widget: 'Table', hiddenwhenparametersareempty: 'city, year', hidden: '{{year}} {{mode}}' };
    expect(visibilityVariables(node).sort()).toEqual(['city', 'mode', 'year']);
  });

  it('lists nothing for a widget that is always shown, or hidden by a plain boolean', () => {
    expect(visibilityVariables({ widget: 'Table' })).toEqual([]);
    expect(visibilityVariables({ widget: 'Table', hidden: true })).toEqual([]);
  });
});

describe('isWidgetHidden', () => {
  it('shows a widget without visibility settings', () => {
    expect(isWidgetHidden({ widget: 'Table' }, vars({}))).toBe(false);
  });

  it('reads `hidden` as the boolean it is stored as, also as text', () => {
    expect(isWidgetHidden({ hidden: true }, vars({}))).toBe(true);
    expect(isWidgetHidden({ hidden: 'true' }, vars({}))).toBe(true);
    expect(isWidgetHidden({ hidden: 'false' }, vars({}))).toBe(false);
    expect(isWidgetHidden({ hidden: 'something else' }, vars({}))).toBe(false);
  });

  it('hides while a listed parameter is missing, blank or reset, and shows once all have a value', () => {
    const node: LayoutNode = { hiddenwhenparametersareempty: ['city', 'year'] };
    expect(isWidgetHidden(node, vars({ city: 'Utrecht' }))).toBe(true);
    expect(isWidgetHidden(node, vars({ city: 'Utrecht', year: '  ' }))).toBe(true);
    expect(isWidgetHidden(node, vars({ city: RESET_VALUE, year: '2024' }))).toBe(true);
    expect(isWidgetHidden(node, vars({ city: 'Utrecht', year: '2024' }))).toBe(false);
  });

  it('resolves a `hidden` template against the variables', () => {
    const node: LayoutNode = { hidden: '{{hideMap}}' };
    expect(isWidgetHidden(node, vars({ hideMap: 'true' }))).toBe(true);
    expect(isWidgetHidden(node, vars({ hideMap: 'false' }))).toBe(false);
    // A variable without a value leaves the template empty: not true, so shown.
    expect(isWidgetHidden(node, vars({}))).toBe(false);
  });

  it('lets an empty parameter hide the widget whatever the template says', () => {
    const node: LayoutNode = { hiddenwhenparametersareempty: 'city', hidden: 'false' };
    expect(isWidgetHidden(node, vars({}))).toBe(true);
  });
});
