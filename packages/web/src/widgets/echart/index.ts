import { defineWidget, messageOptions, opt, publishOption, queryOption, type SettingsOf } from '../../kit';
import { CHART_TYPE_LABELS, CHART_TYPES } from './chartTypes';

const DEFAULT_CHART_QUERY = `PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
SELECT ?type (COUNT(?s) AS ?aantal) WHERE {
  ?s a ?type .
} GROUP BY ?type ORDER BY DESC(?aantal) LIMIT 12`;

const QUERY_HELP = [
  'Categories (bars, slices) come from ?label or ?category, else from the first column; every other column holds numbers and is one series,',
  'e.g. "?property ?value" or "?status ?aantal".',
  'Long form for stacked charts: ?category ?series ?value, one row per category and series (rows that repeat add up).',
  'A click publishes ?uri (or ?categoryURI, or the category itself when it is an IRI).',
  '?color colours a category (a CSS colour, or any text for a category colour); ?min and ?max bound a gauge, which shows the first number.',
].join(' ');

const SIZE = 'Size';
const COLOURS = 'Colours';
const LEGEND = 'Legend';
const VALUES = 'Values';
const sizeHelp = 'Of the chart within its panel; a bare number is pixels. Default 100%; percentages above 100% are capped.';

const options = {
  query: queryOption(DEFAULT_CHART_QUERY, QUERY_HELP),
  // A searchable list rather than a plain select: older configs store other cases ("Gauge", "pie"),
  // which the chart reads as the type they name, and a name it does not know is an error it shows.
  charttype: opt.searchselect(
    CHART_TYPES.map((value) => ({ value, label: CHART_TYPE_LABELS[value] })),
    { label: 'Chart type', default: 'Bar' },
  ),
  publishVariable: publishOption('The app variable a click on a bar or slice sets to its ?uri.'),
  title: opt.text({ label: 'Chart title', help: 'A title drawn inside the chart.' }),
  enableZoom: opt.boolean({ label: 'Zoom', help: 'Bar and column charts: a slider and mouse-wheel zoom along the category axis.' }),
  defaultMenu: opt.boolean({ label: 'Chart menu', help: 'A menu button on the chart to save it as an SVG image.' }),
  width: opt.text({ label: 'Width', placeholder: 'e.g. 95% or 400px', help: sizeHelp, group: SIZE }),
  height: opt.text({ label: 'Height', placeholder: 'e.g. 90% or 300px', help: sizeHelp, group: SIZE }),
  color: opt.array({
    label: 'Colours',
    placeholder: 'e.g. #00589b or #00589b,#f39200',
    help:
      'One colour for every bar, a list of colours used in turn, or pairs of a name and its colour (V, #ff4444, M, #0000ff): the category or series of that name gets that colour. A ?color in the query wins over a pair; a pair wins over stringToColor, which wins over the list.',
    group: COLOURS,
  }),
  stringToColor: opt.boolean({ label: 'Colour by name', help: 'Each category (or series) gets the colour of its name, the same in every chart and map.', group: COLOURS }),
  gradientColors: opt.boolean({ label: 'Gradient colours', help: 'Fill bars, slices and the gauge with a gradient from a lighter shade to the colour.', group: COLOURS }),
  legend: opt.boolean({ label: 'Legend', help: 'The slices of a pie, or the series of a bar chart.', group: LEGEND }),
  horizontal: opt.boolean({
    label: 'Legend in a row',
    help: 'Lay the legend out as a row below the chart instead of a column at its right.',
    dependsOn: { legend: true },
    group: LEGEND,
  }),
  labelsInChart: opt.boolean({
    label: 'Values in the chart',
    help: 'Write each value on its bar or slice. Slices carry their names beside them unless the legend shows the names.',
    group: VALUES,
  }),
  popupLabelFixedFormat: opt.number({ label: 'Decimals', placeholder: 'e.g. 2', help: 'Number of decimals of the values in tooltips and labels (0 to 10).', group: VALUES }),
  popupLabelExtension: opt.text({ label: 'Value suffix', placeholder: 'e.g. " stuks"', help: 'Text after each value in tooltips and labels.', group: VALUES }),
  ...messageOptions,
};

export type EChartSettings = SettingsOf<typeof options>;

export const echart = defineWidget({
  type: 'BBEChart',
  label: 'BBEChart',
  category: 'Chart',
  description:
    'A pie, doughnut, bar, column or gauge chart of a query (Apache ECharts). The first column names the categories, the number columns are the series; a click on a bar or slice publishes its ?uri.',
  options,
  view: () => import('./EChartView'),
});
