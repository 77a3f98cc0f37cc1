import { defineWidget, messageOptions, opt, publishOption, queryOption, type SettingsOf } from '../../kit';
import { DIRECTIONS, EDGE_TYPES } from './graphOptions';

const DEFAULT_GRAPH_QUERY = `PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
SELECT ?node ?nodeLabel ?edge ?edgeLabel ?object ?objectLabel ?nodeType ?objectType WHERE {
  ?node ?edge ?object .
  FILTER (isIRI(?object))
  OPTIONAL { ?node rdfs:label ?nodeLabel }
  OPTIONAL { ?object rdfs:label ?objectLabel }
  OPTIONAL { ?node a ?nodeType }
  OPTIONAL { ?object a ?objectType }
} LIMIT 40`;

const QUERY_HELP =
  'One row per statement: ?node ?edge ?object, with optional ?nodeLabel, ?edgeLabel, ?objectLabel, and ?nodeType and ?objectType, which colour the nodes and make up the legend. A literal ?object is drawn as a box. Rows with only ?node add a lone node.';

const LAYOUT = 'Layout';
const LABELS = 'Labels and legend';
const INTERACTION = 'Interaction';

const options = {
  query: queryOption(DEFAULT_GRAPH_QUERY, QUERY_HELP),
  extendquery: opt.sparql({
    label: 'Extension query',
    help:
      'Rows in the same form that are added to the graph, and kept, each time this query gets a new answer. Give it the publish variable, e.g. <{{node}}> ?edge ?object, and every click on a node adds that node\'s neighbours. The graph starts over when the main query changes.',
  }),
  publishVariable: publishOption('The app variable a click on a node sets to its IRI.'),
  subscribeVariable: opt.variable({ label: 'Subscribe variable', help: 'The node whose IRI this app variable holds is selected.' }),
  edgelabels: opt.boolean({ label: 'Edge labels', help: 'Write ?edgeLabel (or the predicate) along each edge; without it the label shows on hover.', group: LABELS }),
  useLocalNames: opt.boolean({ label: 'Local names', help: 'Show IRIs that have no label by their last part (imx:Buurt as "Buurt") instead of in full.', group: LABELS }),
  legend: opt.boolean({ label: 'Legend', help: 'A key of the node types (?nodeType, ?objectType) and their colours.', group: LABELS }),
  // A searchable list rather than a plain select: configs also store "to, from", "from;to" or
  // "TO", which the graph reads as the arrows they name; a name it does not know is an error it shows.
  edgetype: opt.searchselect(EDGE_TYPES, { label: 'Arrows', default: 'to', group: LAYOUT }),
  hierarchical: opt.boolean({ label: 'Hierarchical layout', help: 'Lay the graph out in levels along the edges instead of as a free network.', group: LAYOUT }),
  direction: opt.select(DIRECTIONS, { label: 'Direction', default: 'UD', dependsOn: { hierarchical: true }, group: LAYOUT }),
  dragNodes: opt.boolean({ label: 'Drag nodes', default: true, help: 'Let the user move nodes. On unless switched off.', group: INTERACTION }),
  editable: opt.boolean({
    label: 'Editable',
    help: 'An edit toolbar on the graph to add and connect nodes, and delete the selection. Edits stay in this view: they are not written to the repository and are gone when the query runs again.',
    group: INTERACTION,
  }),
  className: opt.text({ label: 'CSS class', help: 'A class on the graph\'s element, for the app\'s own CSS.' }),
  ...messageOptions,
};

export type VisSettings = SettingsOf<typeof options>;

export const vis = defineWidget({
  type: 'BBVis',
  label: 'BBVis (graph)',
  category: 'Graph',
  description:
    'A network of nodes and edges from a query (vis-network): ?node ?edge ?object per row, coloured by type; a click on a node publishes its IRI.',
  options,
  view: () => import('./VisView'),
});
