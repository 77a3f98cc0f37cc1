import { defineWidget, messageOptions, opt, publishOption, queryOption, type SettingsOf } from '../../kit';

const DEFAULT_MERMAID_QUERY = `SELECT ?mermaid WHERE {
  BIND("flowchart LR\\n  query[Query] --> diagram[Diagram]" AS ?mermaid)
}`;

const options = {
  diagram: opt.textarea({
    label: 'Diagram',
    placeholder: 'flowchart LR\n  A["{{gekozen}}"] --> B',
    help: [
      'Mermaid text (flowchart, sequence, class, state, ER, gantt, pie, ...) with {{placeholders}}.',
      'A placeholder takes the column of that name in the query\'s first row, else the app variable; its value goes in as text (quotes, brackets and line breaks cannot end a label or add lines).',
      'Without it, the query\'s answer is the diagram.',
    ].join(' '),
  }),
  query: queryOption(
    DEFAULT_MERMAID_QUERY,
    'Without a diagram text: the ?mermaid or ?diagram column (else the first column) is the diagram, each row one line. With one: its first row fills the placeholders.',
  ),
  publishVariable: publishOption('A click on a node with a link (click A "http://example.org/a") sets this app variable to the link instead of opening it.'),
  ...messageOptions,
};

export type MermaidSettings = SettingsOf<typeof options>;

export const mermaid = defineWidget({
  type: 'BBMermaid',
  label: 'BBMermaid',
  category: 'Chart',
  description:
    'A Mermaid diagram from its text, with {{placeholders}} filled from app variables, or from a query; drawn in Mermaid\'s strict mode and sanitised, a syntax error shown in the widget. A click on a linked node can publish its IRI.',
  options,
  view: () => import('./MermaidView'),
});
