import { MULTIPLE_VALUE_FORMATS } from '@grafiek/core';
import { defineWidget, opt } from '../../kit';
import { BASE_LAYER_OPTIONS, DEFAULT_MAP_QUERY, MAP_QUERY_HELP, MESSAGE_OPTIONS } from '../../kit/map/mapOptions';
import { SELECTION_TYPES } from './selectionTypes';

const DEFAULT_AREA_QUERY = `prefix geo: <http://www.opengis.net/ont/geosparql#>
prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#>
prefix imx: <http://modellen.geostandaarden.nl/def/imx-geo#>

select ?uri ?geometry ?label where {
  ?uri a imx:Buurt ; imx:naam ?label ; geo:hasGeometry/geo:asWKT ?geometry .
} limit 200`;

export const bbMultiMap = defineWidget({
  type: 'BBMultiMap',
  label: 'BBMultiMap',
  category: 'Map',
  description:
    'A map of objects with a second layer of areas: a click on an area selects the objects that intersect it or lie within it, or hides the others.',
  options: {
    query: opt.sparql({ label: 'Objects query', default: DEFAULT_MAP_QUERY, help: MAP_QUERY_HELP }),
    selectionQuery: opt.sparql({
      label: 'Areas query',
      default: DEFAULT_AREA_QUERY,
      help: 'The areas to select with: ?uri ?geometry ?label (and optionally ?color), drawn as outlines under the objects. #RD applies here too.',
    }),
    selectionType: opt.select(
      SELECTION_TYPES.map((type) => ({ value: type.value, label: type.label })),
      { label: 'Selection type', default: 'intersect', help: 'What choosing an area does to the objects.' },
    ),
    publishVariable: opt.variable({ label: 'Publish variable', help: 'The app variable a click on an object sets to its ?uri.' }),
    areaVariable: opt.variable({
      label: 'Selected area variable',
      help: 'The app variable that holds the chosen area: a click on an area sets it, and another widget may set it too.',
    }),
    selectedObjectsVariable: opt.variable({
      label: 'Selected objects variable',
      help: 'Receives the ?uri values of the objects the chosen area selects, e.g. for VALUES ?o { {{selectedObjects}} }.',
    }),
    multipleValueFormat: opt.select([...MULTIPLE_VALUE_FORMATS], {
      label: 'Format of the selected objects',
      default: 'sparql value uri',
    }),
    ...BASE_LAYER_OPTIONS,
    ...MESSAGE_OPTIONS,
  },
  view: () => import('./MultiMapView'),
});
