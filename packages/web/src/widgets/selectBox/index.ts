import { defineWidget, opt } from '../../kit';

const DEFAULT_SELECT_QUERY = `PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
SELECT DISTINCT ?uri ?label WHERE {
  ?uri a ?type ; rdfs:label ?label .
} ORDER BY ?label LIMIT 100`;

export const selectBox = defineWidget({
  type: 'SelectBox',
  label: 'SelectBox',
  category: 'Input',
  description: 'A drop-down list of the query results (?uri with ?label); the chosen ?uri is published.',
  options: {
    query: opt.sparql({ label: 'Query', default: DEFAULT_SELECT_QUERY, help: 'Returns ?uri (the value published) and ?label (the text shown).' }),
    publishVariable: opt.variable({ label: 'Publish variable', help: 'The app variable the chosen value is published to.' }),
    label: opt.text({ label: 'Label' }),
    placeholderText: opt.text({ label: 'Placeholder text' }),
    preSelectFirstItem: opt.boolean({ label: 'Preselect the first item', default: true }),
    textNoResults: opt.text({ label: 'No-results text' }),
  },
  view: () => import('./SelectBoxView'),
});
