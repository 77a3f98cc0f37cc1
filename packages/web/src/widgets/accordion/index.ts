import { withAreasForTabs } from '@grafiek/core';
import { defineWidget, opt, readSettings, type SettingsOf } from '../../kit';
import { tabEntriesOf } from '../../kit/tabs/tabAtStart';
import { sectionsOpenAtStart } from './sections';

const options = {
  // `tabs` beside `areas` is the node's structure, as for the tab widgets: one title per area.
  tabs: opt.array({
    label: 'Sections',
    help: 'One title per section; each section holds one area. Adding a title adds an area.',
    default: ['Section 1', 'Section 2'],
  }),
  icons: opt.array({
    label: 'Icons',
    help: 'One icon name per section, in order: map, box, table, chart, graph, building, layers, search, info, ... An unknown name shows a dot.',
  }),
  openSections: opt.array({
    label: 'Open at the start',
    help: 'The sections open when the app opens, by id, title or position counted from 0, e.g. "0,2". Unset: the first section. A name no section has (such as "none") starts with all closed.',
  }),
  multipleOpen: opt.boolean({
    label: 'Several sections open at once',
    help: 'Off: opening a section closes the one that was open.',
  }),
};

export type AccordionSettings = SettingsOf<typeof options>;

/** The sections open at the start, from a node's stored settings. */
export function accordionOpenAtStart(node: Readonly<Record<string, unknown>>): number[] {
  const { settings } = readSettings(options, node);
  return sectionsOpenAtStart(tabEntriesOf(node, settings), settings.openSections, settings.multipleOpen);
}

export const accordion = defineWidget({
  type: 'BBAccordion',
  aliases: ['Accordion'],
  label: 'Accordion',
  category: 'Layout',
  description: 'Its areas stacked as sections under titles that open and close; a closed section loads nothing until it is opened.',
  layout: true,
  options,
  // One area per section title, as the tab widgets have one per tab.
  setup: withAreasForTabs,
  shownAreasAtStart: (node) => accordionOpenAtStart(node),
  view: () => import('./AccordionView'),
});
