import { defineWidget, messageOptions, opt, publishOption, queryOption, type SettingsOf } from '../../kit';

/** A new matrix: subjects down, their properties across, a few of them. */
export const DEFAULT_TABLE_CELLS_QUERY = `SELECT ?row ?rowURI ?column ?columnURI ?value WHERE {
  ?rowURI ?columnURI ?value .
  BIND(REPLACE(STR(?rowURI), "^.*[/#]", "") AS ?row)
  BIND(REPLACE(STR(?columnURI), "^.*[/#]", "") AS ?column)
} LIMIT 50`;

const ORDERS = [
  { value: 'query', label: 'As the query returns them' },
  { value: 'label', label: 'By name (numbers by value)' },
] as const;

const conventions =
  'Returns ?row, ?column and ?value: one table row per distinct ?row, one column per distinct ?column, and ?value where they meet (empty where the query has none). Optional ?rowURI and ?columnURI identify a row and a column and are what a click publishes; ?valueURI is the cell\'s own. The value follows the Table\'s conventions: ?valueURL, ?valueIcon, ?valueHTML, ...';

const PUBLISH = 'Publishing';
const LOOK = 'Look';

const options = {
  query: queryOption(DEFAULT_TABLE_CELLS_QUERY, conventions),
  rowPublishVariable: opt.variable({
    label: 'Row variable',
    group: PUBLISH,
    help: 'The app variable a click on a cell, or on a row\'s name, sets to the row\'s ?rowURI.',
  }),
  columnPublishVariable: opt.variable({
    label: 'Column variable',
    group: PUBLISH,
    help: 'The app variable a click on a cell, or on a column\'s name, sets to the column\'s ?columnURI.',
  }),
  publishVariable: publishOption('The app variable a click on a cell sets to the cell\'s ?valueURI.', { group: PUBLISH }),
  title: opt.text({ label: 'Title', help: 'A heading above the table.', group: LOOK }),
  cornerText: opt.text({ label: 'Corner text', help: 'The top-left header cell, above the row names.', group: LOOK }),
  rowOrder: opt.select(ORDERS, { label: 'Row order', default: 'query', group: LOOK }),
  columnOrder: opt.select(ORDERS, { label: 'Column order', default: 'query', group: LOOK }),
  ...messageOptions,
};

export type TableCellsSettings = SettingsOf<typeof options>;

export const tableCells = defineWidget({
  type: 'TableCells',
  label: 'TableCells',
  category: 'Data',
  description: 'A matrix: one row per distinct ?row, one column per distinct ?column, ?value where they meet; a click publishes the row\'s, the column\'s and the cell\'s URIs.',
  options,
  view: () => import('./TableCellsView'),
});
