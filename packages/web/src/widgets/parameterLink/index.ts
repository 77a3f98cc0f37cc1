import { defineWidget, opt, type SettingsOf } from '../../kit';

const options = {
  parameters: opt.json({
    label: 'Variables to set',
    help: 'A JSON object of app variables and the values they get when the app opens, e.g. {"jaar": "2024", "toonKaart": true}.',
    placeholder: '{"variable": "value"}',
  }),
  urlParameters: opt.array({
    label: 'Variables from the URL',
    help: 'Query-string parameters that set the app variable of the same name when the app opens, e.g. gemeente for ?gemeente=…; the URL\'s value wins over the one above.',
  }),
  keepExistingValues: opt.boolean({
    label: 'Keep values already set',
    help: 'Leave a variable that already has a value (from the app\'s default parameter values or its URL settings) as it is.',
  }),
};

export type ParameterLinkSettings = SettingsOf<typeof options>;

export const parameterLink = defineWidget({
  type: 'BBParameterLinkEmptyWidget',
  label: 'BBParameterLinkEmptyWidget',
  category: 'Input',
  description: 'Sets app variables from its settings and from the URL when the app opens; it shows nothing in view mode.',
  options,
  // An invisible widget has no corners to round.
  borderRadii: false,
  view: () => import('./ParameterLinkView'),
});
