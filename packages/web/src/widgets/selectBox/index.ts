import { defineWidget, messageOptions, opt, publishOption, queryOption, type SettingsOf } from '../../kit';

const DEFAULT_SELECT_QUERY = `PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
SELECT DISTINCT ?uri ?label WHERE {
  ?uri a ?type ; rdfs:label ?label .
} ORDER BY ?label LIMIT 100`;

const options = {
  query: queryOption(DEFAULT_SELECT_QUERY, 'Returns ?uri (the value published) and ?label (the text shown).'),
  publishVariable: publishOption('The app variable the chosen value is published to.'),
  label: opt.text({ label: 'Label' }),
  placeholderText: opt.text({ label: 'Placeholder text', default: 'Select…' }),
  preSelectFirstItem: opt.boolean({
    label: 'Preselect the first item',
    help: 'While the variable holds none of the items, the first one is chosen (and published); without it the box can be cleared.',
    default: true,
  }),
  ...messageOptions,
};

export type SelectBoxSettings = SettingsOf<typeof options>;

export const selectBox = defineWidget({
  type: 'SelectBox',
  label: 'SelectBox',
  category: 'Input',
  description: 'A drop-down list of the query results (?uri with ?label); the chosen ?uri is published.',
  options,
  view: () => import('./SelectBoxView'),
});
