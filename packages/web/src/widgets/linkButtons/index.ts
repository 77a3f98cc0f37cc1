import { defineWidget, messageOptions, opt, publishOption, queryOption, type SettingsOf } from '../../kit';

/** A new widget's query: two value buttons, so that it works on any repository. */
export const DEFAULT_LINK_BUTTONS_QUERY = `SELECT ?label ?value WHERE {
  VALUES (?label ?value) { ("Kaart" "kaart") ("Tabel" "tabel") }
}`;

const options = {
  query: queryOption(
    DEFAULT_LINK_BUTTONS_QUERY,
    'One button per row: ?label, and ?link (an address to open) or ?value (published to the publish variable); ?url and ?uri are read as ?link and ?value. Empty: the buttons listed below.',
  ),
  buttons: opt.json({
    label: 'Buttons',
    help: 'Used when the query is empty: a JSON list such as [{"label": "Kaart", "value": "kaart"}, {"label": "Handleiding", "link": "https://example.org"}].',
    placeholder: '[{"label": "…", "value": "…"}]',
  }),
  publishVariable: publishOption('The app variable a value button publishes to; the button whose value it holds is highlighted.'),
  openInNewTab: opt.boolean({
    label: 'Open links in a new tab',
    help: 'Links to pages of this site open in this tab unless this is on; links to other sites always open a new tab.',
  }),
  vertical: opt.boolean({ label: 'Under each other', help: 'Stack the buttons instead of placing them in a row.' }),
  ...messageOptions,
};

export type LinkButtonsSettings = SettingsOf<typeof options>;

export const linkButtons = defineWidget({
  type: 'BBLinkButtons',
  label: 'BBLinkButtons',
  category: 'Input',
  description: 'A row of buttons from a query or a list: each opens a link or publishes a value; the button of the value held, or of the page shown, is highlighted.',
  options,
  view: () => import('./LinkButtonsView'),
});
