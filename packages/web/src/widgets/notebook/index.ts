import { defineWidget, messageOptions, opt, publishOption, type SettingsOf } from '../../kit';

const DEFAULT_CELLS = [
  {
    type: 'markdown',
    source: '## Notebook\n\nMarkdown cells explain; SPARQL cells run against the app\'s repository, top to bottom.',
  },
  {
    type: 'sparql',
    source: 'SELECT ?type (COUNT(?s) AS ?aantal) WHERE {\n  ?s a ?type .\n} GROUP BY ?type ORDER BY DESC(?aantal) LIMIT 10',
    display: 'table',
  },
];

const options = {
  cells: opt.json({
    label: 'Cells',
    default: DEFAULT_CELLS,
    placeholder: '[{"type": "markdown", "source": "# Title"}, {"type": "sparql", "source": "SELECT ...", "display": "table"}]',
    help: 'The notebook\'s cells, top to bottom: a list of {"type": "markdown" or "sparql", "source": the text, "display": "table", "bar", "line" or "pie" for SPARQL}. Markdown is rendered and sanitised (no scripts); SPARQL cells run in order and show their rows in the Table++ grid or as a chart (the first column or ?label names the categories, number columns are the series). {{variable}} placeholders are filled from the app variables in both. In edit mode the notebook itself adds, edits, moves and removes cells.',
  }),
  publishVariable: publishOption('The app variable a click on a link in a table (a column x_URI makes x a link) or on a chart category with an IRI sets.'),
  ...messageOptions,
};

export type NotebookSettings = SettingsOf<typeof options>;

export const notebook = defineWidget({
  type: 'notebooks',
  aliases: ['BBNotebook'],
  label: 'notebooks',
  category: 'Data',
  description:
    'A notebook of Markdown and SPARQL cells, saved in the app config: the cells run top to bottom, SPARQL results in the Table++ grid or as a bar, line or pie chart. Authors add, edit, reorder and remove cells in edit mode.',
  options,
  view: () => import('./NotebookView'),
});
