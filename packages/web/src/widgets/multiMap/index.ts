import { MULTIPLE_VALUE_FORMATS } from '@grafiek/core';
import { defineWidget, messageOptions, opt, publishOption, queryOption, type SettingsOf } from '../../kit';
import { BASE_LAYER_OPTIONS, MAP_SIZE_OPTIONS, mapQueryOption } from '../../kit/map/mapOptions';
import { SELECTION_TYPES } from './selectionTypes';

const DEFAULT_AREA_QUERY = `prefix geo: <http://www.opengis.net/ont/geosparql#>
prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#>
prefix imx: <http://modellen.geostandaarden.nl/def/imx-geo#>

select ?uri ?geometry ?label where {
  ?uri a imx:Buurt ; imx:naam ?label ; geo:hasGeometry/geo:asWKT ?geometry .
} limit 200`;

const SELECTION_GROUP = 'Selection';

const options = {
  query: mapQueryOption('Objects query'),
  publishVariable: publishOption('The app variable a click on an object sets to its ?uri.'),
  ...MAP_SIZE_OPTIONS,
  selectionQuery: queryOption(
    DEFAULT_AREA_QUERY,
    'The areas to select with: ?uri ?geometry ?label (and optionally ?color), drawn as outlines under the objects. #RD applies here too.',
    { label: 'Areas query', group: SELECTION_GROUP },
  ),
  selectionType: opt.select(
    SELECTION_TYPES.map((type) => ({ value: type.value, label: type.label })),
    { label: 'Selection type', default: 'intersect', help: 'What choosing an area does to the objects.', group: SELECTION_GROUP },
  ),
  areaVariable: opt.variable({
    label: 'Selected area variable',
    help: 'The app variable that holds the chosen area: a click on an area sets it, and another widget may set it too.',
    group: SELECTION_GROUP,
  }),
  selectedObjectsVariable: opt.variable({
    label: 'Selected objects variable',
    help: 'Receives the ?uri values of the objects the chosen area selects, e.g. for VALUES ?o { {{selectedObjects}} }.',
    group: SELECTION_GROUP,
  }),
  multipleValueFormat: opt.select(MULTIPLE_VALUE_FORMATS, {
    label: 'Format of the selected objects',
    default: 'sparql value uri',
    group: SELECTION_GROUP,
  }),
  ...BASE_LAYER_OPTIONS,
  ...messageOptions,
};

export type MultiMapSettings = SettingsOf<typeof options>;

export const bbMultiMap = defineWidget({
  type: 'BBMultiMap',
  label: 'BBMultiMap',
  category: 'Map',
  description:
    'A map of objects with a second layer of areas: a click on an area selects the objects that intersect it or lie within it, or hides the others.',
  options,
  view: () => import('./MultiMapView'),
});
