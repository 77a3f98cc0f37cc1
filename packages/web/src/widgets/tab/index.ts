import { TAB_APPEARANCES, withAreasForTabs } from '@grafiek/core';
import { defineWidget, opt, readSettings, type SettingsOf } from '../../kit';
import { tabsShownAtStart } from '../../kit/tabs/tabAtStart';
import { TAB_LIST_OPTIONS, TAB_SELECTION_OPTIONS } from '../../kit/tabs/tabOptions';

const APPEARANCE_LABELS = { TRADITIONAL: 'Tab bar', CAROUSEL: 'Carousel', CAROUSEL_WITH_BUTTONS: 'Carousel with previous and next buttons' } as const;
const appearanceChoices = TAB_APPEARANCES.map((value) => ({ value, label: APPEARANCE_LABELS[value] }));

const options = {
  ...TAB_LIST_OPTIONS,
  // Older editors wrote the appearance in any case ("carousel"); it reads as the choice.
  appearance: opt.select(appearanceChoices, { label: 'Appearance', default: 'TRADITIONAL' }),
  carouselClickNavigation: opt.boolean({
    label: 'Click to go to the next slide',
    help: 'Carousels only: a click on the slide shows the next one, and after the last the first.',
  }),
  inactiveTabsOnlyIcons: opt.boolean({
    label: 'Inactive tabs show only their icon',
    help: 'Tab bar only; a tab without an icon keeps its label.',
    dependsOn: { appearance: 'TRADITIONAL' },
  }),
  ...TAB_SELECTION_OPTIONS,
};

export type TabSettings = SettingsOf<typeof options>;

export const tab = defineWidget({
  type: 'Tab',
  label: 'Tab',
  category: 'Layout',
  description: 'Shows one of its areas at a time, chosen with a tab bar or a carousel, or by an app variable.',
  layout: true,
  options,
  // As many areas as tabs (the tabs are the node's structure); the view adds one when a tab is added later.
  setup: withAreasForTabs,
  shownAreasAtStart: (node, path, store) => tabsShownAtStart(readSettings(options, node).settings, node, path, store),
  view: () => import('./TabView'),
});
