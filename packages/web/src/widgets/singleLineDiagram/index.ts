import { defineWidget, messageOptions, opt, publishOption, queryOption, type SettingsOf } from '../../kit';

const SVG = 'SVG';

const DEFAULT_QUERY = `SELECT ?id ?color ?uri ?tooltip ?label WHERE {
  VALUES (?id ?color ?tooltip) {
    ("veld1" "#2f9e44" "Veld 1: in bedrijf")
    ("veld2" "#e03131" "Veld 2: storing")
  }
}`;

const options = {
  svg: opt.textarea({
    label: 'SVG',
    group: SVG,
    placeholder: '<svg viewBox="0 0 200 100"><rect id="veld1" .../></svg>',
    help: 'The diagram as SVG text. It is sanitised before it is shown: no script, no event handlers, no links or pictures from elsewhere.',
  }),
  svgUrl: opt.text({
    label: 'SVG address',
    group: SVG,
    placeholder: '/files/schema.svg',
    help: 'Where the SVG is, when there is no SVG text: an address of this site, or an https address that allows it (CORS).',
  }),
  svgQuery: opt.sparql({
    label: 'SVG query',
    group: SVG,
    help: 'Gives the SVG in the first row\'s ?svg column (else its first column), when there is neither SVG text nor an address; may use {{placeholders}}.',
  }),
  query: queryOption(
    DEFAULT_QUERY,
    'One row per element to colour: ?id (compared with the match attribute), ?color (#rrggbb, a colour name, rgb() or hsl()), ?uri (what a click publishes), ?tooltip and ?label (the text of a <text> element, else the element\'s name). ?attribute in a row matches that row by another attribute.',
  ),
  matchAttribute: opt.text({
    label: 'Match attribute',
    default: 'id',
    help: 'The element attribute each row\'s ?id is compared with: id, or a data attribute such as data-veld.',
  }),
  paint: opt.select(
    [
      { value: 'auto', label: 'Fill shapes, stroke lines' },
      { value: 'fill', label: 'Fill' },
      { value: 'stroke', label: 'Stroke (outline)' },
    ],
    { label: 'Colour', default: 'auto', help: 'What the row\'s colour paints. Of a group, every shape inside it is painted.' },
  ),
  publishVariable: publishOption('A click or Enter on an element with a ?uri sets this variable to it.'),
  ...messageOptions,
};

export type SingleLineDiagramSettings = SettingsOf<typeof options>;

export const singleLineDiagram = defineWidget({
  type: 'BBSGV',
  aliases: ['BBSVG'],
  label: 'BBSGV (single-line diagram)',
  category: 'Graph',
  description:
    'A single-line diagram: an SVG (text, address or query) whose elements are coloured, given tooltips and made clickable by query rows; sanitised, with pan and zoom.',
  options,
  view: () => import('./SingleLineDiagramView'),
});
