import { SPLIT_LAYOUT_DEFAULTS, type LayoutNode } from '@grafiek/core';
import { defineWidget, opt } from '../../kit';

const directionChoices = [
  { value: 'column', label: 'Stacked (column)' },
  { value: 'row', label: 'Side by side (row)' },
];

const areaSizesHelp = 'One size per area: "200px", "30%", a ratio such as "1", or "0" for auto.';

/** As many areas as sizes; existing areas are kept. */
function withAreasForSizes(config: LayoutNode): LayoutNode {
  const sizes = Array.isArray(config.areaSizes) ? config.areaSizes : [];
  const areas = Array.isArray(config.areas) ? [...config.areas] : [];
  while (areas.length < sizes.length) areas.push({});
  return { ...config, areas };
}

export const splitLayout = defineWidget({
  type: 'SplitLayout',
  label: 'SplitLayout',
  category: 'Layout',
  description: 'Splits its area into rows or columns of widgets.',
  layout: true,
  borderRadii: false,
  options: {
    direction: opt.select(directionChoices, { label: 'Direction', default: SPLIT_LAYOUT_DEFAULTS.direction }),
    areaSizes: opt.array({ label: 'Area sizes', help: areaSizesHelp, default: [...SPLIT_LAYOUT_DEFAULTS.areaSizes] }),
    gap: opt.text({ label: 'Gap between areas', placeholder: 'e.g. 8px' }),
  },
  setup: (config) => withAreasForSizes({ panelstyleExtra: SPLIT_LAYOUT_DEFAULTS.panelstyleExtra, ...config }),
  view: () => import('./SplitLayoutView'),
});

export const splitLayoutTest = defineWidget({
  ...splitLayout,
  type: 'SplitLayoutTest',
  label: 'SplitLayoutTest',
  description: 'A split layout whose areas start equal (the test variant).',
  options: {
    ...splitLayout.options,
    areaSizes: opt.array({ label: 'Area sizes', help: areaSizesHelp, default: ['1', '1'] }),
  },
});
