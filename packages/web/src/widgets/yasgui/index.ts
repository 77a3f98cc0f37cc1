import { defineWidget, opt, publishOption, queryOption, type SettingsOf } from '../../kit';

export const DEFAULT_YASGUI_QUERY = `PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
SELECT ?sub ?pred ?obj WHERE {
  ?sub ?pred ?obj .
} LIMIT 10`;

export const RESULT_VIEWS = [
  { value: 'table', label: 'Table' },
  { value: 'response', label: 'Response (raw answer)' },
] as const;

const EDITOR = 'Editor';

const options = {
  query: queryOption(
    DEFAULT_YASGUI_QUERY,
    'The query of the first tab. {{variable}} placeholders are filled with the app variables\' values (escaped for where they stand), and the tab follows them when they change; placeholders typed into any tab are filled the same way when it runs.',
  ),
  publishVariable: publishOption('The app variable a click on an IRI in the result table sets (the IRI then does not open in a new tab).'),
  runAtStart: opt.boolean({
    label: 'Run at start',
    default: true,
    help: 'Run the first tab\'s query when the widget opens, and again when an app variable it uses changes.',
  }),
  prefixes: opt.textarea({
    label: 'Prefixes',
    placeholder: 'ex: http://example.org/def#',
    help: 'One prefix per line (PREFIX ex: <http://…>, ex: http://… or Turtle\'s @prefix). The first tab\'s query gets a PREFIX line for each of them it uses, new tabs start with all of them, and the result table shortens IRIs with them.',
    group: EDITOR,
  }),
  editorHeight: opt.text({ label: 'Editor height', default: '220px', placeholder: 'e.g. 300px', help: 'Of the query editor in each tab (a CSS length); users can drag it larger.', group: EDITOR }),
  resultView: opt.select(RESULT_VIEWS, { label: 'Result view', default: 'table', help: 'How a new tab shows its results at first; users can switch.', group: EDITOR }),
  keepTabs: opt.boolean({
    label: 'Keep tabs',
    default: true,
    help: 'Keep the tabs a user opens, and their queries, in this browser (for this app and this widget; results are not kept). Off: every visit starts with the first tab alone.',
    group: EDITOR,
  }),
};

export type YasguiSettings = SettingsOf<typeof options>;

export const yasgui = defineWidget({
  type: 'Yasgui',
  aliases: ['BBYasgui', 'BBYasguiLatest'],
  label: 'Yasgui',
  category: 'Data',
  description:
    'A SPARQL query editor with tabs (Yasgui: YASQE editor with syntax checks and prefix completion, YASR results as a table or the raw answer) against the app\'s repository, with the access of the person using the app; queries go nowhere else. A click on an IRI in the results publishes it.',
  options,
  // The query is run on RUN (or at start when runAtStart says so), through the widget's own request.
  prefetchQuery: false,
  view: () => import('./YasguiView'),
});
