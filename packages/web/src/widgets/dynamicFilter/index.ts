import { MULTIPLE_VALUE_FORMATS, RESET_VALUE } from '@grafiek/core';
import { defineWidget, messageOptions, opt, queryOption, type SettingsOf } from '../../kit';
import { LOGICAL_OPERATIONS } from './logicalOperation';

/**
 * A new filter offers the ten most used classes as checkboxes, counted. A real one has a UNION
 * branch per facet; a branch that also applies the other facets' variables, with a default for
 * "nothing chosen" (`FILTER(true IN ({{kleur::true}}) || ?kleur IN ({{kleur::true}}))`), makes
 * its counts follow them.
 */
export const DEFAULT_FILTER_QUERY = `PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
SELECT ?sparqlParameter ?property ?propertyURI ?value ?valueURI ?type ?count WHERE {
  {
    SELECT ?valueURI (COUNT(?thing) AS ?count) WHERE { ?thing a ?valueURI }
    GROUP BY ?valueURI ORDER BY DESC(?count) LIMIT 10
  }
  OPTIONAL { ?valueURI rdfs:label ?value }
  BIND("type" AS ?sparqlParameter)
  BIND("Type" AS ?property)
  BIND(<http://www.w3.org/1999/02/22-rdf-syntax-ns#type> AS ?propertyURI)
  BIND("checkboxes" AS ?type)
}`;

const PUBLISHING = 'Publishing';

const options = {
  query: queryOption(
    DEFAULT_FILTER_QUERY,
    'A row per value: ?sparqlParameter (the variable a facet publishes to), ?property, ?propertyURI, ?value (a literal) and/or ?valueURI (an IRI), ?type (checkboxes, radiobuttons, search, range, daterange), ?defaultExpanded, ?defaultVisible, ?count. Using the facets\' variables makes counts follow them; nothing chosen is the reset value: FILTER(true IN ({{p::true}}) || ?x IN ({{p::true}})).',
  ),
  filtersPublishVariable: opt.variable({
    label: 'Filters variable',
    help: 'Gets the filter state as JSON {"logicalOperation":"AND","filters":[...]}; the filter follows it (back menu, URL).',
  }),
  urlPublishVariable: opt.variable({
    label: 'URL variable',
    help: 'Gets the filters as a URL query string: kleur=...&prijs_min=10&prijs_max=50&filterLogicalOperation=AND.',
  }),
  filterLogicalOperation: opt.select(LOGICAL_OPERATIONS, {
    label: 'Combine filters with',
    help: 'Match every filter (AND) or any (OR); published in the JSON and URL state.',
    default: 'AND',
  }),
  multipleselectparametertype: opt.select(MULTIPLE_VALUE_FORMATS, {
    label: 'Multiple value format',
    group: PUBLISHING,
    help: 'csv: comma-separated for FILTER(?x IN ({{p}})); sparql value: space-separated for VALUES ?x { {{p}} }. The uri forms write terms (?valueURI as an IRI, ?value as its literal), the string forms quoted text.',
    default: 'csv as uri',
  }),
  resetValue: opt.text({
    label: 'Reset value',
    group: PUBLISHING,
    help: 'What a facet\'s variable holds when nothing is chosen in it.',
    default: RESET_VALUE,
  }),
  resetLabel: opt.text({ label: 'Reset button text', default: 'Reset filters' }),
  anyValueLabel: opt.text({ label: '"Any value" text', help: 'The first choice of a radio button filter, which chooses none.', default: 'Any' }),
  ...messageOptions,
};

export type DynamicFilterSettings = SettingsOf<typeof options>;

export const dynamicFilter = defineWidget({
  type: 'DynamicFilter',
  label: 'DynamicFilter',
  category: 'Input',
  description:
    'A faceted filter panel: per facet checkboxes, radio buttons, a search box, a number or date range; each facet publishes to its own variable, the whole state as JSON and as a URL query string.',
  options,
  view: () => import('./DynamicFilterView'),
});
