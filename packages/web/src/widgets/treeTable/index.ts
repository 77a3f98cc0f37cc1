import { defineWidget, messageOptions, opt, publishOption, queryOption, type SettingsOf } from '../../kit';

/** A new tree table: classes under their superclasses, with the number of instances beside them. */
export const DEFAULT_TREE_TABLE_QUERY = `PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
SELECT ?uri ?parentUri ?label (COUNT(?instance) AS ?instances) WHERE {
  ?uri a rdfs:Class .
  OPTIONAL { ?uri rdfs:label ?label }
  OPTIONAL { ?uri rdfs:subClassOf ?parentUri }
  OPTIONAL { ?instance a ?uri }
} GROUP BY ?uri ?parentUri ?label LIMIT 5000`;

const variables =
  'Rows with the same ?uri (required, published on a click) are one row of the tree; ?parentUri nests it under another row (missing: at the top) and ?label names it. Every further variable is a column, with the Table++ conventions: X_URI makes cell X a link that publishes, X_URL one that opens a new tab, X_ICON (X_ICONCOLOR, X_ICONSIZE) an icon, X_TEXTCOLOR its colour, xHTML sanitised HTML, xHIDDEN no column.';

const options = {
  query: queryOption(DEFAULT_TREE_TABLE_QUERY, variables),
  publishVariable: publishOption('Gets the ?uri of the row clicked (or chosen with Enter); the row it names is shown selected, also when another widget sets it.'),
  expandLevel: opt.number({ label: 'Expand level', default: 1, help: 'Levels open at the start: 0 only the top rows.' }),
  replaceHeaderJSON: opt.jsonText({
    label: 'Column headers',
    help: 'e.g. {"label": "Onderdeel", "oppervlak": "Oppervlak (m²)"}: header texts per result variable; "label" is the tree column (default "Name").',
  }),
  hideButtons: opt.boolean({ label: 'Hide buttons', help: 'No "Expand all" and "Collapse all" above the table.' }),
  ...messageOptions,
};

export type TreeTableSettings = SettingsOf<typeof options>;

export const treeTable = defineWidget({
  type: 'BBTreeTable',
  label: 'BBTreeTable',
  category: 'Data',
  description: 'A tree whose rows have columns: rows nested by ?parentUri, sorted within their level by any column; a click publishes the row\'s ?uri. Keyboard, thousands of rows.',
  options,
  view: () => import('./TreeTableView'),
});
