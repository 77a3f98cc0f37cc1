import { defineWidget, opt, type SettingsOf } from '../../kit';

const options = {
  label: opt.text({ label: 'Button text', default: 'Back' }),
  showHistory: opt.boolean({
    label: 'History menu',
    help: 'A menu beside the button lists the steps taken (published values and tab choices), newest first; choosing one goes back to just after it.',
  }),
};

export type BackMenuSettings = SettingsOf<typeof options>;

export const backMenu = defineWidget({
  type: 'BBBackMenu',
  label: 'BBBackMenu',
  category: 'Action',
  description:
    'A back button over the app\'s history of published values and tab choices: a click undoes the last step; disabled with fewer than 2 steps. Optionally a menu of the history.',
  options,
  view: () => import('./BackMenuView'),
});
