import { defineWidget, opt, type SettingsOf } from '../../kit';
import { SHEET_LIMITS } from './sheetGrid';

const SOURCE = 'Workbook';
const SAVING = 'Saving';
const MESSAGES = 'Messages';

const options = {
  fileUrl: opt.text({
    label: 'Workbook address',
    group: SOURCE,
    placeholder: '{{uploadedWorkbook}}',
    help: 'The .xlsx file to open, with {{placeholders}}: e.g. the address an Upload widget with uploadAnyFile publishes, or /api/download/… of a kept file.',
  }),
  query: opt.sparql({
    label: 'Query',
    group: SOURCE,
    help: 'Used when the address is empty: the workbook\'s address is ?fileUrl of the first row (or its first variable).',
  }),
  allowFilePick: opt.boolean({ label: 'Open from the computer', group: SOURCE, default: true, help: 'An Open button lets the visitor open a workbook of their own instead.' }),
  sheetName: opt.text({ label: 'Sheet', group: SOURCE, help: 'The sheet shown first; empty: the first sheet with values. Other sheets can be chosen above the grid.' }),
  editable: opt.boolean({
    label: 'Editable',
    default: true,
    help: 'Cells can be edited (double-click or type) and the workbook saved. Formulas are shown with their result and not edited.',
  }),
  graph: opt.text({
    label: 'Graph',
    group: SAVING,
    help: 'Save writes the workbook back through uploadAnyXLSX: every sheet\'s rows become RDF. With a graph (an IRI, {{placeholders}} allowed) they replace that graph\'s contents, with row IRIs based on it; empty: a new graph each save.',
  }),
  namespace: opt.text({ label: 'Column namespace', group: SAVING, help: 'Where the column predicates live; empty: the server\'s urn:grafiek:xlsx:column:.' }),
  resultVariable: opt.variable({ label: 'Graph variable', group: SAVING, help: 'Gets the graph the rows went into after each save.' }),
  successMessage: opt.text({ label: 'Success message', group: MESSAGES, help: 'Shown after a save. Empty: how many triples went into which graph.' }),
  failureMessage: opt.text({ label: 'Failure message', group: MESSAGES, help: 'Shown above the reason when a save failed. Empty: "could not upload file".' }),
};

export type ExcelSettings = SettingsOf<typeof options>;

export const excel = defineWidget({
  type: 'Excel widget',
  aliases: ['ExcelWidget'],
  label: 'Excel',
  category: 'Data',
  description: `A sheet of an .xlsx workbook (from an address, a query or the visitor's computer) in an editable grid, saved back to the repository as uploadAnyXLSX loads it. Opens sheets of up to ${SHEET_LIMITS.rows.toLocaleString('en-US')} rows and ${SHEET_LIMITS.cells.toLocaleString('en-US')} cells.`,
  options,
  view: () => import('./ExcelView'),
});
