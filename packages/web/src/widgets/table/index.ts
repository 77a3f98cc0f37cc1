import { defineWidget, opt } from '../../kit';

export const DEFAULT_TABLE_QUERY = `SELECT ?sub ?pred ?obj WHERE {
  ?sub ?pred ?obj .
} LIMIT 10`;

export const table = defineWidget({
  type: 'Table',
  aliases: ['Table2'],
  label: 'Table',
  category: 'Data',
  description: 'The rows of a query as a table, or one row as key-value pairs; a click on a linked cell publishes it.',
  options: {
    query: opt.sparql({ label: 'Query', default: DEFAULT_TABLE_QUERY, help: 'Columns follow the result variables; xURI makes x clickable, xURL a link, xHTML renders HTML, xCopyValue adds a copy button, xHIDDEN hides x.' }),
    publishVariable: opt.variable({ label: 'Publish variable', help: 'The app variable a click on a linked (URI) cell sets.' }),
    title: opt.text({ label: 'Title' }),
    vertical: opt.boolean({ label: 'Key-value layout', help: 'Show each row as key-value pairs with copy buttons.' }),
    isFirstItemBold: opt.boolean({ label: 'First item bold' }),
    replaceHeaderJSON: opt.jsonText({ label: 'Replace header JSON', help: 'e.g. {"naam": "Name"}: header texts per result variable.' }),
    renderEmpty: opt.boolean({ label: 'Render when empty', help: 'Show the zero-result text (or an empty table) when the query has no rows.' }),
    zeroResult: opt.text({ label: 'Zero-result text (HTML)', dependsOn: { renderEmpty: true } }),
    textNoResults: opt.text({ label: 'No-results text' }),
    textErrorLoading: opt.text({ label: 'Error text' }),
  },
  view: () => import('./TableView'),
});
