import { defineWidget, opt, type WidgetDefinition } from '../../kit';
import { BASE_LAYER_OPTIONS, DEFAULT_MAP_QUERY, MAP_QUERY_HELP, MESSAGE_OPTIONS } from '../../kit/map/mapOptions';

const mapDefinition: Omit<WidgetDefinition, 'type' | 'label'> = {
  category: 'Map',
  description: 'Features from a query (WKT geometry) on a MapLibre map with a legend; a click on a feature publishes its ?uri.',
  options: {
    query: opt.sparql({ label: 'Query', default: DEFAULT_MAP_QUERY, help: MAP_QUERY_HELP }),
    publishVariable: opt.variable({ label: 'Publish variable', help: 'The app variable a click on a feature sets to its ?uri.' }),
    subscribeVariable: opt.variable({
      label: 'Selection variable',
      help: 'The app variable whose value is highlighted as the selected feature; empty: the publish variable.',
    }),
    ...BASE_LAYER_OPTIONS,
    ...MESSAGE_OPTIONS,
  },
  view: () => import('./MapView'),
};

export const bbMap = defineWidget({ ...mapDefinition, type: 'BBMap', label: 'BBMap' });

/** The catalogue's "BB Maplibre" (spec/widgets.md §2); no stored configs name it yet, so it gets a plain type name. */
export const bbMaplibre = defineWidget({ ...mapDefinition, type: 'BBMaplibre', aliases: ['BB Maplibre'], label: 'BB Maplibre' });
