import { defineWidget, opt, type SettingsOf } from '../../kit';
import { POPUP_SIZE_DEFAULTS, withPopupArea } from './popupSettings';

const SIZE = 'Popup size';
const lengthHelp = 'A CSS length (px, %, vw, vh, em, rem); a bare number is pixels.';

const options = {
  label: opt.text({ label: 'Button text', default: 'Open' }),
  popupTitle: opt.text({ label: 'Popup title', help: 'The popup\'s heading, with {{placeholders}}. Empty: the button text.' }),
  openVariable: opt.variable({
    label: 'Open variable',
    help: 'An app variable that opens the popup while it is true; the button and closing the popup set it to true and false, so other widgets can open or close it too.',
  }),
  minWidth: opt.text({ label: 'Minimum width', group: SIZE, default: POPUP_SIZE_DEFAULTS.minWidth, help: `${lengthHelp} Never wider than the window.` }),
  maxWidth: opt.text({ label: 'Maximum width', group: SIZE, default: POPUP_SIZE_DEFAULTS.maxWidth, help: lengthHelp }),
  minHeight: opt.text({ label: 'Minimum height', group: SIZE, default: POPUP_SIZE_DEFAULTS.minHeight, help: lengthHelp }),
  maxHeight: opt.text({ label: 'Maximum height', group: SIZE, default: POPUP_SIZE_DEFAULTS.maxHeight, help: `${lengthHelp} Taller content scrolls.` }),
  height: opt.text({
    label: 'Content height',
    group: SIZE,
    help: `A fixed height for what the popup holds, e.g. 70vh, which widgets that fill their area (tables, maps) need. Empty: as high as the content. ${lengthHelp}`,
  }),
  closeOnClickOutside: opt.boolean({ label: 'Close on a click outside', default: true }),
  closeOnEscape: opt.boolean({ label: 'Close on Escape', default: true }),
};

export type ButtonPopupSettings = SettingsOf<typeof options>;

export const buttonPopup = defineWidget({
  type: 'BB ButtonPopup',
  aliases: ['ButtonPopup'],
  label: 'BB ButtonPopup',
  category: 'Action',
  description: 'A button that opens a popup holding its own areas with widgets; in edit mode the popup\'s areas are edited like a tab\'s.',
  options,
  // One area to start with; widgets in it load when the popup first opens.
  setup: withPopupArea,
  view: () => import('./ButtonPopupView'),
});
