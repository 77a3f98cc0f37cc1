import { defineWidget, messageOptions, opt, publishOption, queryOption, type SettingsOf } from '../../kit';
import { MAP_SIZE_OPTIONS } from '../../kit/map/mapOptions';

const DEFAULT_GLOBE_QUERY = `prefix geo: <http://www.opengis.net/ont/geosparql#>
prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#>

#title: Features;
select ?uri ?geometry ?color ?label ?height where {
  ?uri geo:hasGeometry/geo:asWKT ?geometry .
  optional { ?uri rdfs:label ?label }
  bind("feature" as ?color)
} limit 500`;

const options = {
  query: queryOption(
    DEFAULT_GLOBE_QUERY,
    'Returns ?uri ?geometry (WKT) ?color ?label like a map query, and optionally ?height: metres by which the polygons of that ?uri stand up as blocks. ' +
      'Comments set display options as in the map: #title:, #noLegend, #RD (coordinates in RD New), #color:, #alpha:, #selectionColor:, #stringtocolor, #inverse.',
  ),
  publishVariable: publishOption('The app variable a click on a feature sets to its ?uri.'),
  subscribeVariable: opt.variable({
    label: 'Selection variable',
    help: 'The app variable whose value is highlighted as the selected feature; empty: the publish variable.',
  }),
  imagery: opt.select(
    [
      { value: 'naturalEarth', label: 'Natural Earth (shipped with the app)' },
      { value: 'plain', label: 'Plain globe' },
    ],
    { label: 'Globe surface', default: 'naturalEarth', help: 'The globe never loads imagery from the internet: the small Natural Earth world image that comes with the app, or one plain colour.' },
  ),
  ...MAP_SIZE_OPTIONS,
  ...messageOptions,
};

export type CesiumSettings = SettingsOf<typeof options>;

export const bbCesium = defineWidget({
  type: 'BBCesiumJS',
  aliases: ['BBCesium'],
  label: 'BBCesiumJS',
  category: 'Map',
  description: '3D globe map: features from a map query (WKT, optionally RD New) on a CesiumJS 3D globe, polygons raised by ?height; works offline. A click publishes the feature\'s ?uri.',
  options,
  view: () => import('./CesiumView'),
});
