import { SPLIT_LAYOUT_DEFAULTS, type LayoutNode } from '@grafiek/core';
import { defineWidget, opt, readSettings, type SettingsOf } from '../../kit';

const directionChoices = [
  { value: 'column', label: 'Stacked (column)' },
  { value: 'row', label: 'Side by side (row)' },
  // Some older configs say horizontal for side by side.
  { value: 'horizontal', label: 'Side by side (horizontal, as older configs say)' },
] as const;

const options = {
  direction: opt.select(directionChoices, { label: 'Direction', default: SPLIT_LAYOUT_DEFAULTS.direction }),
  // No default to read: a layout stored without sizes gives every area an equal share. A new
  // layout starts with sizes (see `setupWith`).
  areaSizes: opt.array({ label: 'Area sizes', help: 'One size per area: "200px", "30%", a ratio such as "1", or "0" for auto. An area without a size takes a ratio of 1.' }),
  gap: opt.text({ label: 'Gap between areas', placeholder: 'e.g. 8px', help: 'A CSS length; a bare number is in pixels.' }),
};

export type SplitLayoutSettings = SettingsOf<typeof options>;

/**
 * The setup of a split layout picked in the settings dialog: a new one (without areas) starts
 * with `startSizes`, and every layout gets as many areas as sizes, keeping the areas it has. An
 * existing layout whose sizes an author cleared keeps them cleared.
 */
function setupWith(startSizes: readonly string[]) {
  return (node: LayoutNode): LayoutNode => {
    const areas = Array.isArray(node.areas) ? [...node.areas] : [];
    const stored = readSettings(options, node).settings.areaSizes;
    const start = areas.length === 0 && stored.length === 0;
    const sizes = start ? [...startSizes] : stored;
    while (areas.length < sizes.length) areas.push({});
    return { panelstyleExtra: SPLIT_LAYOUT_DEFAULTS.panelstyleExtra, ...node, ...(start ? { areaSizes: sizes } : {}), areas };
  };
}

export const splitLayout = defineWidget({
  type: 'SplitLayout',
  label: 'SplitLayout',
  category: 'Layout',
  description: 'Splits its area into rows or columns of widgets.',
  layout: true,
  borderRadii: false,
  options,
  // A new split layout is a column of a 200px area and the rest.
  setup: setupWith(SPLIT_LAYOUT_DEFAULTS.areaSizes),
  view: () => import('./SplitLayoutView'),
});

export const splitLayoutTest = defineWidget({
  ...splitLayout,
  type: 'SplitLayoutTest',
  label: 'SplitLayoutTest',
  description: 'A split layout whose areas start equal (the test variant).',
  setup: setupWith(['1', '1']),
});
