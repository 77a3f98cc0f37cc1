import { defineWidget, messageOptions, opt, publishOption, queryOption, type SettingsOf } from '../../kit';

export const DEFAULT_TABLE_QUERY = `SELECT ?sub ?pred ?obj WHERE {
  ?sub ?pred ?obj .
} LIMIT 10`;

const conventions =
  'Columns follow the result variables. For a variable x: xURI makes x clickable (publishes), xURL a link that opens a new tab, xIcon an icon (a Tabler name or a picture URL) with xIconColor and xIconSize, xCopyValue a copy button; xHTML shows x as (sanitised) HTML, xHIDDEN is not shown. A value "a&&b" shows b in an extra cell.';

const options = {
  query: queryOption(DEFAULT_TABLE_QUERY, conventions),
  publishVariable: publishOption('The app variable a click on a linked (xURI) cell sets.'),
  title: opt.text({ label: 'Title', help: 'A heading above the table.' }),
  vertical: opt.boolean({ label: 'Key-value layout', help: 'Show each row as key-value pairs with copy buttons.' }),
  isFirstItemBold: opt.boolean({ label: 'First item bold', help: 'The first column (or, in the key-value layout, the first value) in bold.' }),
  replaceHeaderJSON: opt.jsonText({ label: 'Replace header JSON', help: 'e.g. {"naam": "Name"}: header texts per result variable.' }),
  renderEmpty: opt.boolean({ label: 'Render when empty', help: 'Show the zero-result text (or an empty table) when the query has no rows.' }),
  zeroResult: opt.text({ label: 'Zero-result text (HTML)', dependsOn: { renderEmpty: true } }),
  onClick: opt.javascript({
    label: 'On row click (JavaScript)',
    help: 'Runs when a row is clicked, with row (variable → value), publish(key, value) and getVariable(key), in the script sandbox (no access to the page; stopped after 1 s).',
  }),
  deleteButton: opt.boolean({ label: 'Delete button', help: 'Numbered rows with a delete button that runs the delete rule for the row.' }),
  deletebuttonrule: opt.text({ label: 'Delete rule', help: 'The rule the delete button runs, with the row\'s values as parameters.' }),
  deletebuttonruleParams: opt.jsonText({
    label: 'Delete rule extra parameters',
    help: 'A JSON object of extra rule parameters; text values may use {{variables}}, e.g. {"graph": "{{graph}}"}.',
  }),
  ...messageOptions,
};

export type TableSettings = SettingsOf<typeof options>;

export const table = defineWidget({
  type: 'Table',
  aliases: ['Table2'],
  label: 'Table',
  category: 'Data',
  description: 'The rows of a query as a table, or one row as key-value pairs; a click on a linked cell publishes it.',
  options,
  view: () => import('./TableView'),
});
