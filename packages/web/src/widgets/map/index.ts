import { defineWidget, messageOptions, opt, publishOption, type SettingsOf } from '../../kit';
import { BASE_LAYER_OPTIONS, MAP_SIZE_OPTIONS, mapQueryOption } from '../../kit/map/mapOptions';

const options = {
  query: mapQueryOption(),
  publishVariable: publishOption('The app variable a click on a feature sets to its ?uri.'),
  subscribeVariable: opt.variable({
    label: 'Selection variable',
    help: 'The app variable whose value is highlighted as the selected feature; empty: the publish variable.',
  }),
  ...MAP_SIZE_OPTIONS,
  ...BASE_LAYER_OPTIONS,
  ...messageOptions,
};

export type MapSettings = SettingsOf<typeof options>;

/** BBMap and BB Maplibre are one widget under two names: the same options and view. */
const mapDefinition = {
  category: 'Map',
  description: 'Features from a query (WKT geometry) on a MapLibre map with a legend; a click on a feature publishes its ?uri.',
  options,
  view: () => import('./MapView'),
} as const;

export const bbMap = defineWidget({ ...mapDefinition, type: 'BBMap', label: 'BBMap' });

/** The catalogue's "BB Maplibre"; no stored configs name it yet, so it gets a plain type name. */
export const bbMaplibre = defineWidget({ ...mapDefinition, type: 'BBMaplibre', aliases: ['BB Maplibre'], label: 'BB Maplibre' });
