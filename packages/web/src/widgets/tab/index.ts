import { TAB_APPEARANCES, withAreasForTabs } from '@grafiek/core';
import { defineWidget, opt } from '../../kit';
import { shownAreasAtStart } from '../../kit/tabs/tabAtStart';
import { TAB_LIST_OPTIONS } from '../../kit/tabs/tabOptions';

const appearanceChoices = TAB_APPEARANCES.map((value) => ({
  value,
  label: { TRADITIONAL: 'Tab bar', CAROUSEL: 'Carousel', CAROUSEL_WITH_BUTTONS: 'Carousel with previous and next buttons' }[value],
}));

export const tab = defineWidget({
  type: 'Tab',
  label: 'Tab',
  category: 'Layout',
  description: 'Shows one of its areas at a time, chosen with a tab bar or a carousel, or by an app variable.',
  layout: true,
  options: {
    appearance: opt.select(appearanceChoices, { label: 'Appearance', default: 'TRADITIONAL' }),
    carouselClickNavigation: opt.boolean({
      label: 'Click to go to the next slide',
      help: 'Carousels only: a click on the slide shows the next one, and after the last the first.',
    }),
    inactiveTabsOnlyIcons: opt.boolean({ label: 'Inactive tabs show only their icon', help: 'Tab bar only; a tab without an icon keeps its label.' }),
    ...TAB_LIST_OPTIONS,
  },
  // As many areas as tabs (spec/widgets.md §4); the view adds one when a tab is added later.
  setup: withAreasForTabs,
  shownAreasAtStart,
  view: () => import('./TabView'),
});
