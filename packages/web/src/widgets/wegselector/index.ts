import { MULTIPLE_VALUE_FORMATS, RESET_VALUE } from '@grafiek/core';
import { defineWidget, messageOptions, opt, publishOption, queryOption, type SettingsOf } from '../../kit';
import { BASE_LAYER_OPTIONS, MAP_SIZE_OPTIONS } from '../../kit/map/mapOptions';

export const DEFAULT_ROAD_QUERY = `prefix geo: <http://www.opengis.net/ont/geosparql#>
prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#>

#title: Wegvakken;
select ?uri ?geometry ?label ?group where {
  ?uri geo:hasGeometry/geo:asWKT ?geometry .
  optional { ?uri rdfs:label ?label }
  filter(regex(str(?geometry), "LINESTRING", "i"))
} limit 2000`;

const SELECTION_GROUP = 'Selection';

const options = {
  query: queryOption(
    DEFAULT_ROAD_QUERY,
    'Returns ?uri ?geometry (WKT LINESTRING or MULTILINESTRING) ?label, optionally ?group (the road: a name or number, for selecting a whole road) and ?color. ' +
      'The map comments apply: #RD for RD New coordinates, #title:, #baselayer:, #color:, #selectionColor:, #noLegend, #minimal, #bounds.',
    { label: 'Road segments query' },
  ),
  publishVariable: publishOption('The app variable that receives the selected segments (their ?uri values) as one list.'),
  subscribeVariable: opt.variable({
    label: 'Selection variable',
    help: 'The app variable whose list of ?uri values is shown as the selection; empty: the publish variable.',
  }),
  multipleselectparametertype: opt.select(MULTIPLE_VALUE_FORMATS, {
    label: 'Multiple value format',
    group: SELECTION_GROUP,
    help: 'csv as uri: <a>,<b> for FILTER(?x IN ({{v}})); sparql value uri: <a> <b> for VALUES ?x { {{v}} }; the string forms quote text; JSON array: ["a","b"].',
    default: 'csv as uri',
  }),
  resetValue: opt.text({
    label: 'Reset value',
    group: SELECTION_GROUP,
    help: 'Published when the selection is emptied.',
    default: RESET_VALUE,
  }),
  ...MAP_SIZE_OPTIONS,
  ...BASE_LAYER_OPTIONS,
  ...messageOptions,
};

export type WegselectorSettings = SettingsOf<typeof options>;

export const wegselector = defineWidget({
  type: 'Wegselector',
  label: 'Wegselector',
  category: 'Map',
  description:
    'Road segments from a query on a MapLibre map: click segments (or shift-drag a box, or pick a whole road) to select them; the selection is listed beside the map and published as a list of ?uri values.',
  options,
  view: () => import('./WegselectorView'),
});
