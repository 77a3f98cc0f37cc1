import { defineWidget, opt, type SettingsOf } from '../../kit';

const options = {
  component: opt.text({
    label: 'Component',
    placeholder: 'e.g. adreskaart',
    help: 'The name of one of the app\'s components: areas defined once in the app config\'s "components" (App settings, JSON), e.g. "components": {"adreskaart": {"widget": "Table", "query": "..."}}. Every BB Component that names it shows that area, live, with the app\'s variables; edit it there and every place follows.',
  }),
};

export type ComponentSettings = SettingsOf<typeof options>;

export const component = defineWidget({
  type: 'BB Component',
  aliases: ['BBComponent'],
  label: 'BB Component',
  category: 'Layout',
  description: 'An area defined once in the app (its "components") and shown by reference wherever a BB Component names it.',
  options,
  view: () => import('./ComponentView'),
});
