import { defineWidget, messageOptions, opt, publishOption, queryOption, type SettingsOf } from '../../kit';

/** A new diagram: classes under their superclasses, labelled. */
export const DEFAULT_TREE_D3_QUERY = `PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
SELECT ?uri ?label ?parentUri WHERE {
  ?uri a rdfs:Class .
  OPTIONAL { ?uri rdfs:label ?label }
  OPTIONAL { ?uri rdfs:subClassOf ?parentUri }
} LIMIT 1000`;

const QUERY_HELP =
  'One row per node (rows with the same ?uri are one node): ?uri (required, what a click publishes), ?label, ?parentUri (the node it hangs under; without one, or when that node is not in the result, it is a root). Optional: ?color (the colour of its dot and label) and ?tooltip (shown when the pointer rests on it). Cycles of ?parentUri are broken and named.';

// Kept apart from the layout module so that d3-hierarchy stays in the view's lazy chunk.
const TREE_TYPES = [
  { value: 'horizontal', label: 'horizontal: roots at the left, each level a column to the right' },
  { value: 'radial', label: 'radial: the root in the centre, each level a ring around it' },
] as const;

const options = {
  query: queryOption(DEFAULT_TREE_D3_QUERY, QUERY_HELP),
  treeType: opt.select(TREE_TYPES, { label: 'Tree type', default: 'horizontal' }),
  publishVariable: publishOption('The app variable a click on a node\'s label (or Enter on it) sets to the node\'s ?uri.'),
  subscribeVariable: opt.variable({
    label: 'Subscribe variable',
    help: 'An app variable naming a node (its ?uri, e.g. from a click elsewhere): that node is highlighted with the way to it, its levels are opened and it is moved into view. Default: the publish variable.',
  }),
  expandLevel: opt.number({
    label: 'Expand level',
    placeholder: 'all that fit',
    help: 'How many levels are open at the start: 0 shows only the roots, 1 also their children, and so on. A click on a node\'s dot (or the arrow keys) opens and closes it. Empty: every level, as long as the diagram stays within 300 nodes.',
  }),
  ...messageOptions,
};

export type TreeD3Settings = SettingsOf<typeof options>;

export const treeD3 = defineWidget({
  type: 'TreeD3',
  label: 'Tree diagram (TreeD3)',
  category: 'Graph',
  description:
    'The query\'s nodes nested by ?parentUri as a tidy tree diagram, horizontal or radial; a click on a node publishes its ?uri, a click on its dot opens or closes it. Pan by dragging, zoom with the wheel or the buttons; the arrow keys walk the tree.',
  options,
  view: () => import('./TreeD3View'),
});
