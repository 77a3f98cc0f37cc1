import { defineWidget, messageOptions, opt, publishOption, queryOption, type SettingsOf } from '../../kit';

const DEFAULT_NEBULA_QUERY = `PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
SELECT ?node ?nodeLabel ?edge ?object ?objectLabel ?nodeType ?objectType WHERE {
  ?node ?edge ?object .
  FILTER (isIRI(?object))
  OPTIONAL { ?node rdfs:label ?nodeLabel }
  OPTIONAL { ?object rdfs:label ?objectLabel }
  OPTIONAL { ?node a ?nodeType }
  OPTIONAL { ?object a ?objectType }
} LIMIT 20000`;

const QUERY_HELP =
  'One row per statement, as for BBVis: ?node ?edge ?object (or ?subject ?predicate ?object), with optional ?nodeLabel, ?edgeLabel, ?objectLabel and the types ?nodeType and ?objectType, which colour the nodes and make up the legend. A BBVis query works here unchanged. Optional too: ?color (or ?nodeColor) and ?objectColor, a colour ("#e8590c", "rgb(…)", "teal") or any other text, which then names a group with a colour of its own; ?size (or ?nodeSize) and ?objectSize, numbers scaled to the node sizes; ?x and ?y, a position computed beforehand (when every node has one, no layout runs). A literal ?object is a node of its own. Rows with only ?node add a lone node.';

const EDGE_TYPES = [
  { value: 'none', label: 'No arrows' },
  { value: 'to', label: 'Arrow at the object' },
  { value: 'from', label: 'Arrow at the subject' },
  { value: 'to;from', label: 'Arrows at both ends' },
] as const;

const LAYOUT = 'Layout';
const LABELS = 'Labels and legend';

const options = {
  query: queryOption(DEFAULT_NEBULA_QUERY, QUERY_HELP),
  publishVariable: publishOption('The app variable a click on a node sets to its IRI.'),
  subscribeVariable: opt.variable({
    label: 'Subscribe variable',
    help: 'The node whose IRI this app variable holds is selected, with its neighbours, and moved into view.',
  }),
  edgelabels: opt.boolean({ label: 'Edge labels', help: 'Write ?edgeLabel (or the predicate) along the edges between nodes whose labels show.', group: LABELS }),
  useLocalNames: opt.boolean({ label: 'Local names', help: 'Show IRIs that have no label by their last part (imx:Buurt as "Buurt") instead of in full.', group: LABELS }),
  legend: opt.boolean({ label: 'Legend', help: 'A key of the colours: the node types (?nodeType, ?objectType) and the groups ?color names, with the number of nodes of each.', group: LABELS }),
  // The stored values of BBVis's option of the same name; "middle" (BBVis's arrow halfway) is drawn at the object.
  edgetype: opt.searchselect(EDGE_TYPES, {
    label: 'Arrows',
    default: 'to',
    help: 'Where edges have arrow heads. BBVis\'s "middle" is drawn as an arrow at the object.',
    group: LAYOUT,
  }),
  sizeByDegree: opt.boolean({
    label: 'Size by edges',
    default: true,
    help: 'Nodes with more edges are drawn larger. On unless switched off; ?size in the query takes precedence.',
    group: LAYOUT,
  }),
  layoutSeconds: opt.number({
    label: 'Layout time',
    default: 1.5,
    help: 'At most this many seconds after the data arrives, the force layout (ForceAtlas2, in a background thread, from a start that already places neighbours together) stops and the graph stands still; it runs a quarter of a second at least. Graphs of up to 400 nodes are laid out at once. The layout button runs it further.',
    group: LAYOUT,
  }),
  dragNodes: opt.boolean({ label: 'Drag nodes', default: true, help: 'Let the user move nodes. On unless switched off.', group: LAYOUT }),
  className: opt.text({ label: 'CSS class', help: 'A class on the graph\'s element, for the app\'s own CSS.' }),
  ...messageOptions,
};

export type NebulaSettings = SettingsOf<typeof options>;

export const nebula = defineWidget({
  type: 'Nebula',
  label: 'Nebula (large graph)',
  category: 'Graph',
  description:
    'A graph of up to tens of thousands of nodes drawn with WebGL (sigma.js), laid out by ForceAtlas2: the rows of a BBVis query (?node ?edge ?object), coloured by type or ?color, sized by edges or ?size. Hover shows a node\'s neighbours, the search box finds a node by its label, a click publishes its IRI. Graphs of more than 5,000 edges move their last picture while the view moves, and are drawn again when it rests.',
  options,
  view: () => import('./NebulaView'),
});
