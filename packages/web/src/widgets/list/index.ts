import { MULTIPLE_VALUE_FORMATS, RESET_VALUE } from '@grafiek/core';
import { defineWidget, opt } from '../../kit';

/** spec/widgets.md §9: the default list query limits to 10 rows. */
export const DEFAULT_LIST_QUERY = `PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
SELECT DISTINCT ?uri ?label WHERE {
  ?uri rdfs:label ?label .
} ORDER BY ?label LIMIT 10`;

export const list = defineWidget({
  type: 'List',
  label: 'List',
  category: 'Input',
  description: 'The query\'s items as a list to pick one or several from; the chosen ?uri values are published.',
  options: {
    title: opt.text({ label: 'Title', help: 'A heading above the list.' }),
    query: opt.sparql({ label: 'Query', default: DEFAULT_LIST_QUERY, help: 'Returns ?label (shown) and ?uri (published).' }),
    publishVariable: opt.variable({ label: 'Publish variable', help: 'The app variable the chosen item (or items) is published to.' }),
    subscribeVariable: opt.variable({
      label: 'Subscribe variable',
      help: 'The list shows the items this app variable holds as selected (default: the publish variable).',
    }),
    multipleselect: opt.boolean({ label: 'Multiple select', help: 'Check several items; they are published together in the multiple value format.' }),
    allMultipleSelect: opt.boolean({ label: 'Offer "select all"', help: 'A first entry that checks or unchecks every item.', dependsOn: { multipleselect: true } }),
    allLabel: opt.text({ label: '"Select all" text', default: 'All', dependsOn: { multipleselect: true } }),
    defaultSelectAll: opt.boolean({ label: 'Select all at the start', help: 'While the variable has no value, every item starts checked (and is published).', dependsOn: { multipleselect: true } }),
    multipleselectparametertype: opt.select(MULTIPLE_VALUE_FORMATS, {
      label: 'Multiple value format',
      help: 'csv as uri: <a>,<b> for FILTER(?x IN ({{v}})); sparql value uri: <a> <b> for VALUES ?x { {{v}} }; the string forms quote text; JSON array: ["a","b"].',
      default: 'csv as uri',
      dependsOn: { multipleselect: true },
    }),
    resetValue: opt.text({
      label: 'Reset value',
      help: 'Published when nothing is selected any more.',
      default: RESET_VALUE,
    }),
    dense: opt.boolean({ label: 'Compact rows' }),
    fontSize: opt.text({ label: 'Font size', placeholder: 'e.g. 13px' }),
    selectedColor: opt.text({ label: 'Selected item colour', placeholder: 'e.g. #dbe9f6', help: 'Background of selected items (CSS colour).' }),
  },
  view: () => import('./ListView'),
});
