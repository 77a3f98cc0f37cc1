import { MULTIPLE_VALUE_FORMATS } from '@grafiek/core';
import { defineWidget, messageOptions, opt, publishOption, queryOption, type SettingsOf } from '../../kit';
import { CSV_DELIMITER_NAMES, SELECTION_MODES } from './optionValues';

export const DEFAULT_TABLE_PLUS_QUERY = `SELECT ?sub ?pred ?obj WHERE {
  ?sub ?pred ?obj .
} LIMIT 100`;

const modifiers =
  'Columns follow the result variables. For a variable X: X_URI makes its cells clickable (a click publishes the IRI to the publish variable), X_URL a link that opens a new tab (not both on one column), X_ICON an icon (a Tabler name or a picture URL) with X_ICONCOLOR and X_ICONSIZE, X_TEXTCOLOR the text colour. Modifier variables are not shown as columns. The Table conventions (xURI, xURL, xHTML, xHIDDEN, xCopyValue) work too.';

const rowId =
  'A row is named by its ?uri (or ?uriHIDDEN) when the query selects one, else by the IRI of its first X_URI modifier, else by the text of its first column.';

const COLUMNS = 'Columns';
const PAGES = 'Pages';
const SELECTION = 'Selection';
const BUTTONS = 'Buttons and export';

const options = {
  query: queryOption(DEFAULT_TABLE_PLUS_QUERY, modifiers),
  publishVariable: publishOption('The app variable a click on an X_URI cell sets.'),

  columnConfig: opt.json({
    label: 'Custom column config',
    group: COLUMNS,
    help: 'A JSON list of columns, in the order to show them: data columns {"id": "variable", "label": "Header", "width": 120 or "auto", "sortable": true, "filterable": true, "hidden": false} and action columns {"id", "label", "width", "buttons": [...]}. Result variables not listed follow in query order.',
  }),
  hideColumnHeaders: opt.boolean({ label: 'Hide column headers', group: COLUMNS }),
  showFilters: opt.boolean({ label: 'Show filters', group: COLUMNS, help: 'A filter field under every column header.' }),
  idToFilterTextOf: opt.text({
    label: 'Search column',
    group: COLUMNS,
    help: 'The id of a column (its result variable): a search field above the grid keeps the rows whose text in that column contains what is typed, ignoring case.',
  }),

  paginationEnabled: opt.boolean({ label: 'Pages', group: PAGES, help: 'Show the rows a page at a time instead of one scrolling list.' }),
  paginationPageSize: opt.number({ label: 'Rows per page', group: PAGES, default: 100, dependsOn: { paginationEnabled: true } }),

  selectionMode: opt.select(SELECTION_MODES, {
    label: 'Selection mode',
    group: SELECTION,
    default: 'DISABLED',
    help: `SINGLE: a click selects a row; MULTIPLE: check boxes select several. ${rowId}`,
  }),
  variableToPublishOnSelection: opt.variable({
    label: 'Variable to publish on selection',
    group: SELECTION,
    help: 'Gets the selected row (SINGLE) or the selected rows in the multiple value format (MULTIPLE); the reset value when nothing is selected.',
  }),
  lastSelectedRowTopic: opt.variable({ label: 'Last selected row variable', group: SELECTION, help: 'Gets the row selected last.' }),
  selectedRowsTopic: opt.variable({
    label: 'Selected rows variable',
    group: SELECTION,
    help: 'Gets every selected row in the multiple value format; the reset value when nothing is selected.',
  }),
  selectedRowSubscription: opt.variable({
    label: 'Selected row subscription',
    group: SELECTION,
    help: 'An app variable naming one row (e.g. the ?uri a map click publishes): that row is selected and scrolled into view.',
  }),
  topicToListenToForSelectedRows: opt.variable({
    label: 'Selected rows subscription',
    group: SELECTION,
    help: 'An app variable holding rows in the multiple value format (or one row): those rows are selected.',
  }),
  multipleselectparametertype: opt.select(MULTIPLE_VALUE_FORMATS, {
    label: 'Multiple value format',
    group: SELECTION,
    help: 'How a list of rows is published: csv as uri <a>,<b>; sparql value uri <a> <b> (for VALUES); the string forms quote text; JSON array ["a","b"].',
    default: 'csv as uri',
  }),

  actionColumns: opt.json({
    label: 'Action columns',
    group: BUTTONS,
    help: 'A JSON list of action columns after the data: {"id": "acties", "label": "Actions", "width": 120, "buttons": [{"icon": "eye", "label": "Show", "actions": [{"type": "publish", "topic": "chosen", "value": "{{uri}}"}]}]}. Action types: publish {topic, value} and start-rule {startRule (a rule tag), parameters {name: value}, timestampVariable}. Values may use the row\'s variables and app variables as {{placeholders}}. A button may ask first ("confirmation": {"message"}), be hidden ("hidden": true or "{{variable}}") or hold "buttons" of its own (a menu).',
  }),
  hideButtons: opt.boolean({ label: 'Hide buttons', group: BUTTONS, help: 'No buttons above the grid (CSV export, clear filters); the search field stays.' }),
  csvExport: opt.json({
    label: 'CSV export',
    group: BUTTONS,
    help: `{"enabled": true, "label": "Download CSV", "delimiter": "${CSV_DELIMITER_NAMES.join('" | "')}", "filename": "rows.csv"}: a button that downloads the rows as they are filtered and sorted.`,
  }),

  ...messageOptions,
};

export type TablePlusPlusSettings = SettingsOf<typeof options>;

export const tablePlusPlus = defineWidget({
  type: 'Table++',
  label: 'Table++',
  category: 'Data',
  description: 'The rows of a query in a data grid (AG Grid): sort, filter, resize, select rows, export CSV, and buttons per row.',
  options,
  view: () => import('./TablePlusPlusView'),
});
