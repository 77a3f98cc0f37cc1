import { MULTIPLE_VALUE_FORMATS } from '@grafiek/core';
import { defineWidget, messageOptions, opt, publishOption, queryOption, type SettingsOf } from '../../kit';

/** A new slider runs from 0 to 100: the query's first variable gives the lowest and highest value. */
const DEFAULT_SLIDER_QUERY = `SELECT ?value WHERE {
  VALUES ?value { 0 100 }
}`;

const RANGE = 'Range';

const options = {
  label: opt.text({ label: 'Label', help: 'Shown above the slider, with the chosen value.' }),
  query: queryOption(DEFAULT_SLIDER_QUERY, 'The smallest and largest number of its first variable are the slider\'s lowest and highest value.'),
  min: opt.number({ label: 'Lowest value', help: 'Instead of the query\'s smallest value.' }),
  max: opt.number({ label: 'Highest value', help: 'Instead of the query\'s largest value.' }),
  tick: opt.number({ label: 'Tick', help: 'The step between values: a whole number.', default: 1 }),
  publishVariable: publishOption('The app variable the chosen value is published to (the lower one of a range); the slider follows it.'),
  range: opt.boolean({ label: 'Range (two handles)', group: RANGE, help: 'Choose a lower and an upper value.' }),
  publishVariableMax: opt.variable({
    label: 'Publish variable of the upper value',
    group: RANGE,
    help: 'The app variable the upper value goes to. Without it, both values go to the publish variable together, in the multiple value format.',
    dependsOn: { range: true },
  }),
  multipleselectparametertype: opt.select(MULTIPLE_VALUE_FORMATS, {
    label: 'Multiple value format',
    group: RANGE,
    help: 'How both values are written into the one publish variable: JSON array ["10","50"], csv as string "10","50", sparql value string "10" "50", or the uri forms.',
    default: 'JSON array',
    dependsOn: { range: true },
  }),
  ...messageOptions,
};

export type SliderSettings = SettingsOf<typeof options>;

export const slider = defineWidget({
  type: 'Slider',
  label: 'Slider',
  category: 'Input',
  description: 'A slider (or a range with two handles) between the lowest and highest number its query finds; the chosen value is published.',
  options,
  view: () => import('./SliderView'),
});
