import { opt, type SettingsOf } from '..';

/**
 * Which tabs a tab-like widget (Tab, BBSideMenu) has and their icons. The tabs themselves are the
 * node's structure (`tabs` beside `areas`, a label or a tab object each), so the widgets read them
 * from the node; these declarations give the settings dialog its fields.
 */
export const TAB_LIST_OPTIONS = {
  tabs: opt.array({
    label: 'Tabs',
    help: 'One label per tab; each tab shows one area. Adding a tab adds an area.',
    default: ['Tab 1', 'Tab 2'],
  }),
  icons: opt.array({
    label: 'Icons',
    help: 'One icon name per tab, in tab order: map, box, table, chart, graph, building, layers, search, info, ... An unknown name shows a dot.',
  }),
};

export const TAB_SELECTION_GROUP = 'Selection and hidden tabs';

/** What selects a tab and what hides tabs, the same for every tab-like widget. */
export const TAB_SELECTION_OPTIONS = {
  initialTabSelection: opt.number({
    label: 'Initial tab',
    help: 'The tab shown first, counted from 0.',
    placeholder: '0',
    group: TAB_SELECTION_GROUP,
  }),
  tabSelectionSubscription: opt.variable({
    label: 'Tab selection variable',
    help: 'An app variable whose value (a whole number, counted from 0) selects the tab each time it is published.',
    group: TAB_SELECTION_GROUP,
  }),
  hideTabIDs: opt.array({
    label: 'Hidden tabs',
    help: 'Tabs that are not shown, by id, label or position counted from 0. Edit mode still shows them.',
    group: TAB_SELECTION_GROUP,
  }),
  hideTabs: opt.variable({
    label: 'Hide-tabs variable',
    help: 'An app variable whose text value lists more tabs to hide, comma-separated, e.g. "0,2" or "Map,Table".',
    group: TAB_SELECTION_GROUP,
  }),
};

/** The settings every tab-like widget reads; a widget's own settings type includes these. */
export type TabListSettings = SettingsOf<typeof TAB_LIST_OPTIONS & typeof TAB_SELECTION_OPTIONS>;
