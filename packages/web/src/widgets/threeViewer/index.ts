import { defineWidget, messageOptions, opt, publishOption, queryOption, type SettingsOf } from '../../kit';
import { MAP_SIZE_OPTIONS } from '../../kit/map/mapOptions';

/** The buildings of one neighbourhood of the demo graph, footprints raised by the default height. */
const DEFAULT_BLOCKS_QUERY = `prefix geo: <http://www.opengis.net/ont/geosparql#>
prefix imx: <http://modellen.geostandaarden.nl/def/imx-geo#>
prefix imx-ext: <https://modellen.kkg.kadaster.nl/def/imxgeo-ext#>

#title: Gebouwtype;
select ?uri ?geometry ?label ?color ?height where {
  { select ?buurt where { ?buurt imx:bevatPerceel/^imx:bevindtZichOpPerceel ?gebouw } limit 1 }
  ?buurt imx:bevatPerceel/^imx:bevindtZichOpPerceel ?uri .
  ?uri imx-ext:maaiveldgeometrie/geo:asWKT ?geometry .
  optional { ?uri imx:identificatie ?label }
  optional { ?uri imx-ext:gebouwType ?color }
} limit 500`;

const options = {
  query: queryOption(
    DEFAULT_BLOCKS_QUERY,
    'One row per object: ?uri, ?geometry (WKT footprint: POLYGON or MULTIPOLYGON; a POINT stands for a square of ?size metres, default 5), ' +
      '?height (metres; else the default height), ?label and ?color (a CSS colour, a number on a colour scale, or a category with a legend). ' +
      'Footprints stand up as blocks, e.g. buildings. Comments as in a map query: #title:, #noLegend, #RD (RD New coordinates), #color:, #alpha:, #selectionColor:, #stringtocolor, #inverse.',
  ),
  publishVariable: publishOption('The app variable a click on a block sets to its ?uri.'),
  subscribeVariable: opt.variable({
    label: 'Selection variable',
    help: 'The app variable whose value is highlighted as the selected block; empty: the publish variable.',
  }),
  defaultHeight: opt.number({ label: 'Default height', default: 10, help: 'The height in metres of blocks whose row has no ?height.' }),
  ...MAP_SIZE_OPTIONS,
  ...messageOptions,
};

export type ThreeViewerSettings = SettingsOf<typeof options>;

export const threeViewer = defineWidget({
  type: 'BBThreeJSViewer',
  label: 'BBThreeJSViewer',
  category: 'Map',
  description: 'A three.js 3D view of query results: WKT footprints (optionally RD New) raised as blocks by ?height, coloured by ?color, to orbit and zoom; a click publishes the block\'s ?uri.',
  options,
  view: () => import('./ThreeViewerView'),
});
