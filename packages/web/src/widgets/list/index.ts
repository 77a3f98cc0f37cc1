import { MULTIPLE_VALUE_FORMATS, RESET_VALUE } from '@grafiek/core';
import { defineWidget, messageOptions, opt, publishOption, queryOption, type SettingsOf } from '../../kit';

/** A new list starts with ten items: enough to see it work, short enough to need no scrolling. */
export const DEFAULT_LIST_QUERY = `PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
SELECT DISTINCT ?uri ?label WHERE {
  ?uri rdfs:label ?label .
} ORDER BY ?label LIMIT 10`;

const SELECTION = 'Selection';
const LOOK = 'Look';

const options = {
  title: opt.text({ label: 'Title', help: 'A heading above the list.' }),
  query: queryOption(DEFAULT_LIST_QUERY, 'Returns ?label (shown) and ?uri (published).'),
  publishVariable: publishOption('The app variable the chosen item (or items) is published to.'),
  subscribeVariable: opt.variable({
    label: 'Subscribe variable',
    help: 'The list shows the items this app variable holds as selected (default: the publish variable).',
  }),

  multipleselect: opt.boolean({ label: 'Multiple select', group: SELECTION, help: 'Check several items; they are published together in the multiple value format.' }),
  allMultipleSelect: opt.boolean({
    label: 'Offer "select all"',
    group: SELECTION,
    help: 'A first entry that checks or unchecks every item.',
    dependsOn: { multipleselect: true },
  }),
  allLabel: opt.text({ label: '"Select all" text', group: SELECTION, default: 'All', dependsOn: { multipleselect: true } }),
  defaultSelectAll: opt.boolean({
    label: 'Select all at the start',
    group: SELECTION,
    help: 'While the variable has no value, every item starts checked (and is published).',
    dependsOn: { multipleselect: true },
  }),
  multipleselectparametertype: opt.select(MULTIPLE_VALUE_FORMATS, {
    label: 'Multiple value format',
    group: SELECTION,
    help: 'csv as uri: <a>,<b> for FILTER(?x IN ({{v}})); sparql value uri: <a> <b> for VALUES ?x { {{v}} }; the string forms quote text; JSON array: ["a","b"].',
    default: 'csv as uri',
    dependsOn: { multipleselect: true },
  }),
  resetValue: opt.text({
    label: 'Reset value',
    group: SELECTION,
    help: 'Published when nothing is selected any more.',
    default: RESET_VALUE,
  }),

  dense: opt.boolean({ label: 'Compact rows', group: LOOK }),
  fontSize: opt.text({ label: 'Font size', group: LOOK, placeholder: 'e.g. 13px' }),
  selectedColor: opt.text({ label: 'Selected item colour', group: LOOK, placeholder: 'e.g. #dbe9f6', help: 'Background of selected items (CSS colour).' }),

  ...messageOptions,
};

export type ListSettings = SettingsOf<typeof options>;

export const list = defineWidget({
  type: 'List',
  label: 'List',
  category: 'Input',
  description: 'The query\'s items as a list to pick one or several from; the chosen ?uri values are published.',
  options,
  view: () => import('./ListView'),
});
