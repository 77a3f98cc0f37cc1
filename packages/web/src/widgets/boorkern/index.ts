import { defineWidget, messageOptions, opt, publishOption, queryOption, type SettingsOf } from '../../kit';

const DEFAULT_BOREHOLE_QUERY = `# One row per soil layer; the rows of one borehole share ?borehole.
select ?borehole ?label ?x ?y ?uri ?top ?bottom ?soil ?color where {
  values (?borehole ?label ?x ?y ?uri ?top ?bottom ?soil) {
    ("B1" "Boring 1" 155000 463000 "B1-1" 0 1.2 "zand")
    ("B1" "Boring 1" 155000 463000 "B1-2" 1.2 3.5 "klei")
    ("B1" "Boring 1" 155000 463000 "B1-3" 3.5 6 "veen")
    ("B2" "Boring 2" 155040 463010 "B2-1" 0 2 "zand")
    ("B2" "Boring 2" 155040 463010 "B2-2" 2 5 "zandige klei")
  }
}`;

const options = {
  query: queryOption(
    DEFAULT_BOREHOLE_QUERY,
    'One row per soil layer: ?top and ?bottom (metres: depths below the surface, counting down, or levels such as m NAP, the top above the bottom), ' +
      '?soil (the layer\'s kind: the legend and its colour), optionally ?color (a CSS colour), ?uri (what a click on the layer publishes), ' +
      '?borehole (rows with the same value form one column; else ?label) and ?label (the column\'s name). ' +
      'With ?x ?y or a ?geometry POINT for every borehole, neighbours stand beside each other (ordered along the longer direction of their spread); else in query order.',
  ),
  publishVariable: publishOption('The app variable a click on a layer sets to its ?uri (or, without one, its ?borehole).'),
  subscribeVariable: opt.variable({
    label: 'Selection variable',
    help: 'The app variable whose value is outlined as the selected layer (by ?uri) or borehole; empty: the publish variable.',
  }),
  ...messageOptions,
};

export type BoorkernSettings = SettingsOf<typeof options>;

export const boorkern = defineWidget({
  type: 'BBBoorkern',
  label: 'BBBoorkern',
  category: 'Chart',
  description: 'Virtual borehole viewer: boreholes as columns of soil layers on one depth scale, with a legend of soil kinds; a click on a layer publishes its ?uri.',
  options,
  view: () => import('./BoorkernView'),
});
