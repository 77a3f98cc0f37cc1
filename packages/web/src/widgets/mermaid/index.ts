import { defineWidget, messageOptions, opt, publishOption, queryOption, type SettingsOf } from '../../kit';

const DEFAULT_MERMAID_QUERY = `SELECT ?mermaid WHERE {
  BIND("flowchart LR\\n  query[Query] --> diagram[Diagram]" AS ?mermaid)
}`;

const options = {
  diagram: opt.textarea({
    label: 'Diagram',
    placeholder: 'flowchart LR\n  A["{{gekozen}}"] --> B',
    help: 'Mermaid text with {{placeholders}}: each takes the query\'s first-row column of that name, else the app variable, as text. Without it, the query gives the diagram.',
  }),
  query: queryOption(DEFAULT_MERMAID_QUERY, 'The ?mermaid or ?diagram column (else the first), one row per line, when there is no diagram text.'),
  publishVariable: publishOption('A click on a linked node (click A "http://example.org/a") sets this variable to the link instead of opening it.'),
  ...messageOptions,
};

export type MermaidSettings = SettingsOf<typeof options>;

export const mermaid = defineWidget({
  type: 'BBMermaid',
  label: 'BBMermaid',
  category: 'Chart',
  description: 'A Mermaid diagram from its text with {{placeholders}}, or from a query; strict mode, sanitised, syntax errors shown.',
  options,
  view: () => import('./MermaidView'),
});
