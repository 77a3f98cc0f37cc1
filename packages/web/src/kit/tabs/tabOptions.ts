import { opt, type OptionSpec } from '..';

/**
 * The options every tab-like widget has (spec/widgets.md §3 "Tab widget"): which tabs there are,
 * their icons, and what selects or hides them. Tab and BBSideMenu declare these.
 */
export const TAB_LIST_OPTIONS: Readonly<Record<string, OptionSpec>> = {
  tabs: opt.array({
    label: 'Tabs',
    help: 'One label per tab; each tab shows one area. Adding a tab adds an area.',
    default: ['Tab 1', 'Tab 2'],
  }),
  icons: opt.array({
    label: 'Icons',
    help: 'One icon name per tab, in tab order: map, box, table, chart, graph, building, layers, search, info, ... An unknown name shows a dot.',
  }),
  initialTabSelection: opt.number({ label: 'Initial tab', help: 'The tab shown first, counted from 0.', placeholder: '0' }),
  tabSelectionSubscription: opt.variable({
    label: 'Tab selection variable',
    help: 'An app variable whose value (a whole number, counted from 0) selects the tab each time it is published.',
  }),
  hideTabIDs: opt.array({
    label: 'Hidden tabs',
    help: 'Tabs that are not shown, by id, label or position counted from 0. Edit mode still shows them.',
  }),
  hideTabs: opt.variable({
    label: 'Hide-tabs variable',
    help: 'An app variable whose text value lists more tabs to hide, comma-separated, e.g. "0,2" or "Map,Table".',
  }),
};
