import { defineWidget, messageOptions, opt, publishOption, queryOption, type SettingsOf } from '../../kit';
import { DEFAULT_PAGE_SIZE, RUNNER_FAILURE } from './runnerRequest';

const DEFAULT_QUERY = `SELECT ?sub ?pred ?obj WHERE {
  ?sub ?pred ?obj .
}`;

const options = {
  query: queryOption(
    DEFAULT_QUERY,
    'The query the editor starts with; users change it and press RUN. {{variable}} placeholders are filled with the app variables\' values (escaped for where they stand) when it runs. The Table++ column conventions apply to the results (X_URI makes cells clickable).',
  ),
  publishVariable: publishOption('The app variable a click on an X_URI cell sets.'),
  limit: opt.number({
    label: 'Rows per run',
    default: DEFAULT_PAGE_SIZE,
    help: 'Sent as limit, with offset 0 for RUN and the next rows for Next, as the original runner does. A query that ends with its own LIMIT or OFFSET keeps them.',
  }),
  infer: opt.boolean({ label: 'Inference', default: true, help: 'Sent as infer: ask the repository for inferred triples too, where it can infer them.' }),
  runAtStart: opt.boolean({ label: 'Run at start', help: 'Run the query when the widget opens, without waiting for RUN.' }),
  editorHeight: opt.text({ label: 'Editor height', default: '160px', placeholder: 'e.g. 240px', help: 'Of the query editor (a CSS length); users can drag it larger.' }),
  ...messageOptions,
};

export type SparqlRunnerSettings = SettingsOf<typeof options>;

export const sparqlRunner = defineWidget({
  type: 'sparql runner',
  aliases: ['SparqlRunner'],
  label: 'sparql runner',
  category: 'Data',
  description: `A SPARQL editor (YASQE) with a RUN button; the rows come in the Table++ grid, ${DEFAULT_PAGE_SIZE} at a time with Previous and Next. A failed run says "${RUNNER_FAILURE}" with the repository's message under it.`,
  options,
  // The query is run on RUN (or at start when runAtStart says so), through the widget's own request.
  prefetchQuery: false,
  view: () => import('./SparqlRunnerView'),
});
