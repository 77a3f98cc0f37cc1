import { defineWidget, messageOptions, opt, queryOption, type SettingsOf } from '../../kit';

const DEFAULT_PROPERTY_QUERY = `PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
SELECT ?property ?value ?pred ?literal WHERE {
  <{{selection}}> ?pred ?value .
  OPTIONAL { ?pred rdfs:label ?predLabel }
  BIND(COALESCE(?predLabel, REPLACE(STR(?pred), "^.*[/#]", "")) AS ?property)
  BIND(isLiteral(?value) AS ?literal)
} ORDER BY ?property LIMIT 200`;

const options = {
  query: queryOption(
    DEFAULT_PROPERTY_QUERY,
    'One row per value: ?property (the name shown), ?value, and for editing ?pred (the property IRI) and ?literal (true for a literal value).',
  ),
  childParameterText: opt.text({
    label: 'Selection',
    default: '{{selection}}',
    help: 'The thing whose properties show, usually {{selection}}. Edits change this subject; a click on a linked value selects it here.',
  }),
  editable: opt.boolean({
    label: 'Editable',
    help: 'Authors (not viewers) may change literal values; each change is a SPARQL update of the app\'s repository.',
    group: 'Editing',
  }),
  editGraph: opt.text({
    label: 'Graph of the values',
    help: 'The named graph that holds the values to edit; leave empty for the default graph.',
    placeholder: 'http://example.org/graph',
    dependsOn: { editable: true },
    group: 'Editing',
  }),
  ...messageOptions,
};

export type PropertyPanelSettings = SettingsOf<typeof options>;

export const propertyPanel = defineWidget({
  type: 'BBPropertyPanel',
  label: 'BBPropertyPanel',
  category: 'Data',
  description: 'The properties of the selected thing as a table; authors may edit its literal values.',
  options,
  view: () => import('./PropertyPanelView'),
});
