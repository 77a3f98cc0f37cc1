import { defineWidget, messageOptions, opt, publishOption, queryOption, type SettingsOf } from '../../kit';

const DEFAULT_NOMNOML_QUERY = `SELECT ?nomnoml WHERE {
  BIND("[Query]->[Diagram|nomnoml]" AS ?nomnoml)
}`;

const options = {
  diagram: opt.textarea({
    label: 'Diagram',
    placeholder: '[{{gekozen}}]->[Bron|naam;jaar]',
    help: [
      'nomnoml text, e.g. [Molen|naam;bouwjaar]->[Eigenaar], with {{placeholders}}.',
      'A placeholder takes the column of that name in the query\'s first row, else the app variable; its value goes in as text (brackets, bars, semicolons and line breaks cannot end a node or add lines).',
      'Without it, the query\'s answer is the diagram.',
    ].join(' '),
  }),
  query: queryOption(
    DEFAULT_NOMNOML_QUERY,
    'Without a diagram text: the ?nomnoml, ?noml or ?diagram column (else the first column) is the diagram, each row one line. With one: its first row fills the placeholders.',
  ),
  publishVariable: publishOption('A click (or Enter) on a node sets this app variable to its id: its name, or the id it is given, as in [<class id=http://example.org/a> A].'),
  ...messageOptions,
};

export type NomnomlSettings = SettingsOf<typeof options>;

export const nomnoml = defineWidget({
  type: 'BBNOML',
  label: 'BBNOML',
  category: 'Chart',
  description:
    'A nomnoml (UML-like) diagram from its text, with {{placeholders}} filled from app variables, or from a query; sanitised, a syntax error shown in the widget. A click on a node can publish its id.',
  options,
  view: () => import('./NomnomlView'),
});
