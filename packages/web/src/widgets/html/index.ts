import { defineWidget, messageOptions, opt, queryOption, type SettingsOf } from '../../kit';

const DEFAULT_HTML_QUERY = `SELECT ?html WHERE {
  BIND("<h3>Hello</h3><p>This text comes from the query.</p>" AS ?html)
}`;

const options = {
  query: queryOption(DEFAULT_HTML_QUERY, 'Optional. Without an HTML template, each row shows its html column (else its first column) as HTML.'),
  html: opt.textarea({
    label: 'HTML template',
    help: 'HTML with {{placeholders}}, e.g. <img src="{{picture}}"/>. A placeholder takes the column of that name in the first row, else the app variable.',
  }),
  htmlgeenresultaat: opt.textarea({
    label: 'No-results HTML',
    help: 'Shown when the query has no rows or the template cannot be filled in; without it the widget stays empty.',
  }),
  // The no-results HTML above stands in for a no-results text, so only these two messages apply.
  textErrorLoading: messageOptions.textErrorLoading,
  textLoading: messageOptions.textLoading,
};

export type HtmlSettings = SettingsOf<typeof options>;

export const html = defineWidget({
  type: 'BBHTML',
  label: 'BBHTML',
  category: 'Content',
  description: 'HTML from the query result, or an HTML template filled in from the query and app variables; always sanitised.',
  options,
  view: () => import('./HtmlView'),
});
