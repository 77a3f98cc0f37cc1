import { opt, queryOption, type SettingsOf } from '..';
import { BASE_LAYER_NAMES } from './baseLayers';

export const DEFAULT_MAP_QUERY = `prefix geo: <http://www.opengis.net/ont/geosparql#>
prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#>

#title: Features;
select ?uri ?geometry ?color ?label where {
  ?uri geo:hasGeometry/geo:asWKT ?geometry .
  optional { ?uri rdfs:label ?label }
  bind("feature" as ?color)
} limit 1000`;

export const MAP_QUERY_HELP =
  'Returns ?uri ?geometry (WKT) ?color ?label, optionally ?size (points) and ?popup (HTML). Comments set display options: ' +
  '#title:, #baselayer:, #noLegend, #minimal, #RD, #color:, #alpha:, #selectionColor:, #info:, #link:, #stringtocolor, #inverse, #bounds.';

/** The features query of a map widget: the map's only query, the multimap's objects. */
export function mapQueryOption(label = 'Query') {
  return queryOption(DEFAULT_MAP_QUERY, MAP_QUERY_HELP, { label });
}

const BASE_LAYER_GROUP = 'Base layer';

/** The base-layer settings every map widget has, in a section of their own. */
export const BASE_LAYER_OPTIONS = {
  startWithBase: opt.text({
    label: 'Start with base layer',
    help: `The base layer shown first, by name: ${BASE_LAYER_NAMES.join(', ')} or one of your own base layers. Wins over #baselayer: in the query. Empty: the offline base layer.`,
    placeholder: 'e.g. PDOK grijs',
    group: BASE_LAYER_GROUP,
  }),
  startWithGreyBase: opt.boolean({
    label: 'Start with the grey base layer',
    help: 'Start with PDOK grijs when no base layer is named.',
    group: BASE_LAYER_GROUP,
  }),
  baseLayers: opt.json({
    label: 'Own base layers',
    help: 'Extra raster base layers: [{"name": "...", "tiles": "https://.../{z}/{x}/{y}.png", "attribution": "...", "maxzoom": 19}].',
    group: BASE_LAYER_GROUP,
  }),
};

/** The size of the map within its panel. */
export const MAP_SIZE_OPTIONS = {
  height: opt.text({
    label: 'Height',
    help: 'A fixed map height such as "400px" (a bare number is pixels); empty or "100%" fills the panel.',
    placeholder: 'e.g. 400px',
  }),
};

/** What the map panel reads of a map widget's settings: its base layers and its height. */
export type MapPanelSettings = SettingsOf<typeof BASE_LAYER_OPTIONS & typeof MAP_SIZE_OPTIONS>;
