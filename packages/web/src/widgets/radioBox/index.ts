import { defineWidget, opt, publishOption, type SettingsOf } from '../../kit';

const options = {
  options: opt.text({
    label: 'Options',
    help: 'A comma separated list of value,label pairs, e.g. "buurt,Buurt,wijk,Wijk". The value is published, the label shown.',
    placeholder: 'value1,label1,value2,label2',
    required: true,
  }),
  horizontal: opt.boolean({ label: 'Horizontal', help: 'Place the choices side by side instead of under each other.' }),
  publishVariable: publishOption(
    'The app variable the chosen value is published to. Its current value (e.g. from the app\'s default parameter values) is the initial choice.',
  ),
};

export type RadioBoxSettings = SettingsOf<typeof options>;

export const radioBox = defineWidget({
  type: 'RadioBox',
  label: 'RadioBox',
  category: 'Input',
  description: 'Radio buttons for a fixed list of choices; the chosen value is published.',
  options,
  view: () => import('./RadioBoxView'),
});
