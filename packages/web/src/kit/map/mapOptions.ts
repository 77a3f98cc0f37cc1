import { opt, type OptionSpec } from '..';
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

/** Base-layer settings every map widget has. */
export const BASE_LAYER_OPTIONS: Readonly<Record<string, OptionSpec>> = {
  startWithBase: opt.text({
    label: 'Start with base layer',
    help: `The base layer shown first, by name: ${BASE_LAYER_NAMES.join(', ')} or one of your own base layers. Wins over #baselayer: in the query. Empty: the offline base layer.`,
    placeholder: 'e.g. PDOK grijs',
  }),
  startWithGreyBase: opt.boolean({ label: 'Start with the grey base layer', help: 'Start with PDOK grijs when no base layer is named.' }),
  baseLayers: opt.json({
    label: 'Own base layers',
    help: 'Extra raster base layers: [{"name": "...", "tiles": "https://.../{z}/{x}/{y}.png", "attribution": "...", "maxzoom": 19}].',
  }),
  height: opt.text({ label: 'Height', help: 'A fixed map height such as "400px"; empty or "100%" fills the panel.', placeholder: 'e.g. 400px' }),
};

export const MESSAGE_OPTIONS: Readonly<Record<string, OptionSpec>> = {
  textLoading: opt.text({ label: 'Loading text' }),
  textNoResults: opt.text({ label: 'No-results text' }),
  textErrorLoading: opt.text({ label: 'Error text' }),
};
