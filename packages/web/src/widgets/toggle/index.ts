import { defineWidget, opt, type SettingsOf } from '../../kit';

const LOOK = 'Look';

const options = {
  appearance: opt.select(
    [
      { value: 'icon', label: 'Icon' },
      { value: 'checkbox', label: 'Checkbox' },
      { value: 'toggleSwitch', label: 'Toggle switch' },
    ],
    { label: 'Appearance', default: 'icon' },
  ),
  label: opt.text({ label: 'Label', help: 'Beside the checkbox or switch; the icon\'s tooltip and name for screen readers.' }),
  publishTopic: opt.variable({
    label: 'Publish variable',
    help: 'The app variable that holds true or false. A click flips it; when another widget sets it, the toggle follows.',
    default: 'defaultTopic',
  }),
  iconImage: opt.text({
    label: 'Icon',
    help: 'A Tabler icon name (e.g. eye, filter, star, lock) or the URL of a picture. Without it, a toggle icon.',
    dependsOn: { appearance: 'icon' },
    group: LOOK,
  }),
  iconSize: opt.number({ label: 'Icon size (pixels)', default: 28, dependsOn: { appearance: 'icon' }, group: LOOK }),
  enabledColor: opt.text({ label: 'Colour when on', help: 'A CSS colour.', default: '#00589b', group: LOOK }),
  disabledColor: opt.text({ label: 'Colour when off', help: 'A CSS colour.', default: 'gray', group: LOOK }),
};

export type ToggleSettings = SettingsOf<typeof options>;

export const toggle = defineWidget({
  type: 'ToggleWidget',
  label: 'ToggleWidget',
  category: 'Input',
  description: 'An on/off switch (icon, checkbox or toggle switch) that publishes true or false; a click flips it.',
  options,
  view: () => import('./ToggleView'),
});
