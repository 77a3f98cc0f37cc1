import { MULTIPLE_VALUE_FORMATS, RESET_VALUE } from '@grafiek/core';
import { defineWidget, messageOptions, opt, publishOption, queryOption, type SettingsOf } from '../../kit';

/** A new selector offers ten things by their labels. */
const DEFAULT_SELECTOR_QUERY = `PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
SELECT DISTINCT ?value ?label WHERE {
  ?value rdfs:label ?label .
} ORDER BY ?label LIMIT 10`;

const options = {
  label: opt.text({ label: 'Label', help: 'Shown above the field.' }),
  placeholderText: opt.text({ label: 'Placeholder text', default: 'Choose…' }),
  query: queryOption(DEFAULT_SELECTOR_QUERY, 'Returns ?value (published) and ?label (shown); without ?label the value is shown.'),
  publishVariable: publishOption('The app variable the chosen values are published to, together, in the multiple value format. The selector follows it.'),
  multipleselectparametertype: opt.select(MULTIPLE_VALUE_FORMATS, {
    label: 'Multiple value format',
    help: 'csv as uri: <a>,<b> for FILTER(?x IN ({{v}})); sparql value uri: <a> <b> for VALUES ?x { {{v}} }; the string forms quote text ("a","b" and "a" "b"); JSON array: ["a","b"].',
    default: 'csv as uri',
  }),
  resetValue: opt.text({ label: 'Reset value', help: 'Published when nothing is chosen any more.', default: RESET_VALUE }),
  ...messageOptions,
};

export type MultipleSelectorSettings = SettingsOf<typeof options>;

export const multipleSelector = defineWidget({
  type: 'MultipleSelector',
  label: 'MultipleSelector',
  category: 'Input',
  description: 'A field to choose several of the query\'s values (?value with ?label); the chosen values are published together in a multiple value format.',
  options,
  view: () => import('./MultipleSelectorView'),
});
