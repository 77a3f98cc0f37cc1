import { defineWidget, messageOptions, opt, queryOption, type SettingsOf } from '../../kit';
import { PICTURE_TYPES } from '../../kit/images/pictureTypes';

const LOOK = 'Look';

const options = {
  src: opt.textarea({
    label: 'Picture',
    help: 'An image URL (https, or a path on this server such as an uploaded file), a data URL (data:image/png;base64,...) or plain base64. {{placeholders}} take the query\'s first row, else the app variable. SVG pictures are shown without their scripts.',
  }),
  query: queryOption('', 'Optional. Its first row fills the {{placeholders}}; without a configured picture, its ?picture (or ?image, ?src, ?base64, else first) column is shown and its ?title or ?label column is the title.'),
  mimeType: opt.select(PICTURE_TYPES, {
    label: 'Type of plain base64',
    help: 'Only for base64 without a data: prefix. Without it, the type is recognised from the data (PNG, JPEG, GIF, WebP, BMP, SVG).',
  }),
  title: opt.text({ label: 'Title', help: 'Shown under the picture; {{placeholders}} as in the picture.' }),
  alt: opt.text({ label: 'Alternative text', help: 'What screen readers say instead of the picture; the title when empty.' }),
  fit: opt.select(
    [
      { value: 'contain', label: 'Whole picture (contain)' },
      { value: 'cover', label: 'Fill the area, cropping (cover)' },
      { value: 'fill', label: 'Stretch (fill)' },
      { value: 'scale-down', label: 'Never larger than the picture (scale-down)' },
      { value: 'none', label: 'Actual size (none)' },
    ],
    { label: 'Fit', default: 'contain', group: LOOK, help: 'How the picture fits its area.' },
  ),
  ...messageOptions,
};

export type PictureSettings = SettingsOf<typeof options>;

export const picture = defineWidget({
  type: 'Picture',
  aliases: ['BBPicture'],
  label: 'Picture',
  category: 'Content',
  description: 'A picture (URL, data URL or base64, from the config or the query) with an optional title, fitted to its area.',
  options,
  view: () => import('./PictureView'),
});
