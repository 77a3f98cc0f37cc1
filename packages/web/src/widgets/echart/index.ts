import { defineWidget, opt } from '../../kit';
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

export const echart = defineWidget({
  type: 'BBEChart',
  label: 'BBEChart',
  category: 'Chart',
  description:
    'A pie, doughnut, bar, column or gauge chart of a query (Apache ECharts). The first column names the categories, the number columns are the series; a click on a bar or slice publishes its ?uri.',
  options: {
    query: opt.sparql({ label: 'Query', default: DEFAULT_CHART_QUERY, help: QUERY_HELP }),
    charttype: opt.select(
      CHART_TYPES.map((value) => ({ value, label: CHART_TYPE_LABELS[value] })),
      { label: 'Chart type', default: 'Bar' },
    ),
    publishVariable: opt.variable({ label: 'Publish variable', help: 'The app variable a click on a bar or slice sets to its ?uri.' }),
    title: opt.text({ label: 'Chart title', help: 'A title drawn inside the chart.' }),
    width: opt.text({ label: 'Width', placeholder: 'e.g. 95% or 400px', help: 'Of the chart within its panel; a bare number is pixels. Default 100%; percentages above 100% are capped.' }),
    height: opt.text({ label: 'Height', placeholder: 'e.g. 90% or 300px', help: 'Of the chart within its panel; a bare number is pixels. Default 100%; percentages above 100% are capped.' }),
    color: opt.text({
      label: 'Colours',
      placeholder: 'e.g. #00589b or #00589b,#f39200',
      help: 'One colour for every bar, or a comma-separated list used in turn. Ignored where stringToColor or ?color decides.',
    }),
    stringToColor: opt.boolean({ label: 'Colour by name', help: 'Each category (or series) gets the colour of its name, the same in every chart and map.' }),
    gradientColors: opt.boolean({ label: 'Gradient colours', help: 'Fill bars, slices and the gauge with a gradient from a lighter shade to the colour.' }),
    legend: opt.boolean({ label: 'Legend', help: 'The slices of a pie, or the series of a bar chart.' }),
    horizontal: opt.boolean({ label: 'Legend in a row', help: 'Lay the legend out as a row below the chart instead of a column at its right.', dependsOn: { legend: true } }),
    enableZoom: opt.boolean({ label: 'Zoom', help: 'Bar and column charts: a slider and mouse-wheel zoom along the category axis.' }),
    labelsInChart: opt.boolean({ label: 'Values in the chart', help: 'Write each value on its bar or slice. Slices carry their names beside them unless the legend shows the names.' }),
    popupLabelFixedFormat: opt.text({ label: 'Decimals', placeholder: 'e.g. 2', help: 'Number of decimals of the values in tooltips and labels.' }),
    popupLabelExtension: opt.text({ label: 'Value suffix', placeholder: 'e.g. " stuks"', help: 'Text after each value in tooltips and labels.' }),
    defaultMenu: opt.boolean({ label: 'Chart menu', help: 'A menu button on the chart to save it as an SVG image.' }),
    textNoResults: opt.text({ label: 'No-results text' }),
    textErrorLoading: opt.text({ label: 'Error text' }),
  },
  view: () => import('./EChartView'),
});
