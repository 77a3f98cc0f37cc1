import { withAreasForTabs } from '@grafiek/core';
import { defineWidget } from '../../kit';
import { shownAreasAtStart } from '../../kit/tabs/tabAtStart';
import { TAB_LIST_OPTIONS } from '../../kit/tabs/tabOptions';

export const sideMenu = defineWidget({
  type: 'BBSideMenu',
  label: 'BBSideMenu',
  category: 'Layout',
  description: 'A menu down the left side whose entries switch the area shown beside it; selects like the Tab widget.',
  layout: true,
  options: TAB_LIST_OPTIONS,
  // One area per menu entry, as for tabs.
  setup: withAreasForTabs,
  shownAreasAtStart,
  view: () => import('./SideMenuView'),
});
