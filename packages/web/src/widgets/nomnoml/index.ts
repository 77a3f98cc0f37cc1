import { defineWidget, messageOptions, opt, publishOption, queryOption, type SettingsOf } from '../../kit';

const DEFAULT_NOMNOML_QUERY = `SELECT ?nomnoml WHERE {
  BIND("[Query]->[Diagram|nomnoml]" AS ?nomnoml)
}`;

const options = {
  diagram: opt.textarea({
    label: 'Diagram',
    placeholder: '[{{gekozen}}]->[Eigenaar|naam;plaats]',
    help: 'nomnoml text with {{placeholders}}: each takes the query\'s first-row column of that name, else the app variable, as text. Without it, the query gives the diagram.',
  }),
  query: queryOption(DEFAULT_NOMNOML_QUERY, 'The ?nomnoml, ?noml or ?diagram column (else the first), one row per line, when there is no diagram text.'),
  publishVariable: publishOption('A click or Enter on a node sets this variable to its id: its name, or the id in [<class id=http://example.org/a> A].'),
  ...messageOptions,
};

export type NomnomlSettings = SettingsOf<typeof options>;

export const nomnoml = defineWidget({
  type: 'BBNOML',
  label: 'BBNOML',
  category: 'Chart',
  description: 'A nomnoml (UML-like) diagram from its text with {{placeholders}}, or from a query; sanitised, syntax errors shown.',
  options,
  view: () => import('./NomnomlView'),
});
