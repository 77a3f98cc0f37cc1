import { defineWidget, messageOptions, opt, publishOption, queryOption, type SettingsOf } from '../../kit';

const DEFAULT_SEARCH_QUERY = `PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
SELECT DISTINCT ?uri ?label WHERE {
  ?uri rdfs:label ?label .
} ORDER BY ?label LIMIT 1000`;

const alignChoices = [
  { value: 'center', label: 'Centre' },
  { value: 'flex-start', label: 'Top (flex-start)' },
  { value: 'flex-end', label: 'Bottom (flex-end)' },
  { value: 'baseline', label: 'Baseline' },
  { value: 'stretch', label: 'Stretch' },
] as const;

const options = {
  query: queryOption(
    DEFAULT_SEARCH_QUERY,
    'Returns ?uri (published) and ?label (searched and shown). Matching ignores case; labels that start with the typed text come first.',
  ),
  publishVariable: publishOption('The app variable the chosen ?uri is published to.'),
  textbefore: opt.text({ label: 'Text before', help: 'A label shown before the search box, e.g. "Gemeente".' }),
  placeholderText: opt.text({ label: 'Placeholder text', help: 'Shown in the empty search box.' }),
  nullSelectionResetVariable: opt.boolean({
    label: 'Reset the variable when cleared',
    help: 'Emptying the search box publishes the reset value, so widgets that depend on the variable clear too.',
  }),
  alignItems: opt.select(alignChoices, { label: 'Align items', help: 'How the text before and the search box line up (CSS align-items).', default: 'center' }),
  timestampParameters: opt.array({
    label: 'Timestamp parameters',
    help: 'Up to five app variables that get the current time, 25 ms apart, whenever the choice changes; widgets that use them refresh.',
  }),
  // The box shows its own words for no matches and its own spinner: only the error text applies.
  textErrorLoading: messageOptions.textErrorLoading,
};

export type SearchAutocompleteSettings = SettingsOf<typeof options>;

export const searchAutocomplete = defineWidget({
  type: 'SearchAutocomplete',
  label: 'SearchAutocomplete',
  category: 'Input',
  description: 'A search box that suggests the query\'s labels as you type (names that start with the text first); choosing one publishes its ?uri.',
  options,
  view: () => import('./SearchAutocompleteView'),
});
