import { defineWidget, messageOptions, opt, publishOption, queryOption, type SettingsOf } from '../../kit';
import { YASR_CHART_LABELS, YASR_CHART_TYPES } from './chartKinds';

const DEFAULT_QUERY = `SELECT ?type (COUNT(?s) AS ?aantal) WHERE {
  ?s a ?type .
} GROUP BY ?type ORDER BY DESC(?aantal) LIMIT 10`;

const QUERY_HELP =
  'The first column (or ?label, or ?category) names the categories; every number column is one series (a pie, donut or gauge shows the first). A click publishes the category\'s ?uri (or the category itself when it is an IRI). ?min and ?max set the scale of gauges.';

const options = {
  query: queryOption(DEFAULT_QUERY, QUERY_HELP),
  chartType: opt.select(
    YASR_CHART_TYPES.map((value) => ({ value, label: YASR_CHART_LABELS[value] })),
    { label: 'Chart type', default: 'ColumnChart', help: 'YASR\'s chart types. Older configs may store them in another case or without "Chart" (pie, donut).' },
  ),
  is3D: opt.boolean({
    label: '3D',
    help: 'Gives bars, lines and slices depth with a shadow under them (Google Charts tilts a 3D pie; these charts are drawn flat with depth).',
  }),
  height: opt.text({ label: 'Height', placeholder: 'e.g. 300px or 80%', help: 'Of the chart in its panel; a bare number is pixels. Default: the whole panel.' }),
  title: opt.text({ label: 'Chart title', help: 'A title drawn above the chart.' }),
  publishVariable: publishOption('The app variable a click on a bar, point, slice or gauge sets to its category\'s IRI.'),
  ...messageOptions,
};

export type YasrChartSettings = SettingsOf<typeof options>;

export const yasrChart = defineWidget({
  type: 'BBYasr chart',
  aliases: ['BBYasr'],
  label: 'BBYasr chart',
  category: 'Chart',
  description:
    'YASR\'s chart types (pie, column, bar, line, donut, gauge) from a query. YASR draws them with Google Charts, which loads from the internet; this widget draws the same types with Apache ECharts from the query\'s rows, so it works offline and under the app\'s security policy.',
  options,
  view: () => import('./YasrChartView'),
});
