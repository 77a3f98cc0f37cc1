import { withAreasForTabs } from '@grafiek/core';
import { defineWidget, readSettings, type SettingsOf } from '../../kit';
import { tabsShownAtStart } from '../../kit/tabs/tabAtStart';
import { TAB_LIST_OPTIONS, TAB_SELECTION_OPTIONS } from '../../kit/tabs/tabOptions';

// The menu entries are tabs: they select and hide like the Tab widget's and the side menu's.
const options = { ...TAB_LIST_OPTIONS, ...TAB_SELECTION_OPTIONS };

export type MenubarSettings = SettingsOf<typeof options>;

export const menubar = defineWidget({
  type: 'BB Menubar',
  aliases: ['BBMenubar'],
  label: 'BB Menubar',
  category: 'Layout',
  description: 'A menu bar across the top whose entries switch the area shown below it; selects like the Tab widget.',
  layout: true,
  options,
  // One area per menu entry, as for tabs.
  setup: withAreasForTabs,
  shownAreasAtStart: (node, path, store) => tabsShownAtStart(readSettings(options, node).settings, node, path, store),
  view: () => import('./MenubarView'),
});
