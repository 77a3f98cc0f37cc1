import { defineWidget, messageOptions, opt, publishOption, queryOption, type SettingsOf } from '../../kit';

const options = {
  markdown: opt.textarea({
    label: 'Text (Markdown)',
    help: 'Headings (#), lists (-), **bold**, tables and links. {{placeholders}} take the query\'s first row, else the app variable. A link [label](publish:name=value) sets the app variable name instead of opening a page; [label](publish:value) sets the publish variable.',
  }),
  query: queryOption('', 'Optional. Its first row fills the {{placeholders}}; without a text, each row\'s ?markdown (or ?text, else first) column is the text.'),
  publishVariable: publishOption('The app variable that publish:value links (without a name) set.'),
  iriLinksPublish: opt.boolean({
    label: 'Links to IRIs publish',
    help: 'Links to http, https and urn addresses set the publish variable instead of opening.',
  }),
  ...messageOptions,
};

export type StructuredTextSettings = SettingsOf<typeof options>;

export const structuredText = defineWidget({
  type: 'BBStructuredText',
  label: 'BBStructuredText',
  category: 'Content',
  description: 'Markdown text with {{variables}} filled in and links that set app variables; always sanitised.',
  options,
  view: () => import('./StructuredTextView'),
});
