import { RESET_VALUE } from '@grafiek/core';
import { defineWidget, opt, type SettingsOf } from '../../kit';

const options = {
  label: opt.text({ label: 'Label', help: 'Shown above the field.' }),
  placeholderText: opt.text({ label: 'Placeholder text', help: 'Shown in the empty field.' }),
  topicToPublish: opt.variable({
    label: 'Publish variable',
    help: 'The app variable the typed text is published to, after the pause or at once on Enter. An emptied field publishes the reset value.',
  }),
  inputParameter: opt.variable({
    label: 'Input variable',
    help: 'An app variable whose value fills the field when it changes (e.g. from a click in a table); the filled text is published at once.',
  }),
  // Text, not a number option: a value that is not a number must stop the widget with the
  // original product's message rather than fall back to the default without a word.
  debounceTimeInSeconds: opt.text({
    label: 'Waiting time (seconds)',
    help: 'How long after the last key the text is published, e.g. 0.5.',
    default: '1',
  }),
  width: opt.text({ label: 'Width', help: 'The field\'s width: a CSS length, or a number of pixels.', default: '100%' }),
  resetValue: opt.text({ label: 'Reset value', help: 'Published when the field is emptied.', default: RESET_VALUE }),
};

export type TextInputSettings = SettingsOf<typeof options>;

export const textInput = defineWidget({
  type: 'Text input',
  aliases: ['TextInput'],
  label: 'Text input',
  category: 'Input',
  description: 'A text field whose text is published to an app variable a moment after typing stops, or at once on Enter.',
  options,
  view: () => import('./TextInputView'),
});
