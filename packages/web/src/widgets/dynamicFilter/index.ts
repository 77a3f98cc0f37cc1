import { MULTIPLE_VALUE_FORMATS, RESET_VALUE } from '@grafiek/core';
import { defineWidget, messageOptions, opt, queryOption, type SettingsOf } from '../../kit';
import { LOGICAL_OPERATIONS } from './filterState';

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
    'One row per value a filter offers: ?sparqlParameter (the app variable the filter publishes to), ?property (its heading), ?propertyURI, ?value (shown; published as a literal) and/or ?valueURI (published as an IRI), ?type (checkboxes, radiobuttons, search, range, daterange), ?defaultExpanded, ?defaultVisible and, optionally, ?count. A query that uses the filters\' own variables re-runs when they change, so its counts follow the other filters.',
  ),
  filtersPublishVariable: opt.variable({
    label: 'Filters variable',
    help: 'Gets the whole filter state as JSON: {"logicalOperation":"AND","filters":[...]}. The filter follows it, so the back menu and the URL can bring a state back.',
  }),
  urlPublishVariable: opt.variable({
    label: 'URL variable',
    help: 'Gets the filters as a URL query string, e.g. kleur=http%3A%2F%2F...&prijs_min=10&prijs_max=50&filterLogicalOperation=AND.',
  }),
  filterLogicalOperation: opt.select(LOGICAL_OPERATIONS, {
    label: 'Combine filters with',
    help: 'Whether an item must match every filter (AND) or any of them (OR). It is part of the published filter state and URL; queries read it from there.',
    default: 'AND',
  }),
  multipleselectparametertype: opt.select(MULTIPLE_VALUE_FORMATS, {
    label: 'Multiple value format',
    group: PUBLISHING,
    help: 'How a facet\'s chosen values reach its variable. csv: comma-separated for FILTER(?x IN ({{p}})); sparql value: space-separated for VALUES ?x { {{p}} }. The "uri" forms write each value as a term: ?valueURI as an IRI, ?value as the literal the query returned. The "string" forms quote the plain text; JSON array lists it.',
    default: 'csv as uri',
  }),
  resetValue: opt.text({
    label: 'Reset value',
    group: PUBLISHING,
    help: 'What a facet\'s variable holds when nothing is chosen in it, so that {{p::default}} in a query applies.',
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
    'A faceted filter panel from the query\'s rows: per facet checkboxes, radio buttons, a search box, a number range or a date range in a collapsible section. Each facet publishes its choice to its own variable, the whole state goes out as JSON and as a URL query string, and counts follow the other filters when the query uses their variables.',
  options,
  view: () => import('./DynamicFilterView'),
});
