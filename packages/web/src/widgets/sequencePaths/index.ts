import { defineWidget, messageOptions, opt, publishOption, queryOption, type SettingsOf } from '../../kit';

/** A new widget: the chains of subclasses, from the most general class down to each most specific one. */
export const DEFAULT_SEQUENCE_QUERY = `PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
SELECT ?uri ?name ?parentUri WHERE {
  ?uri a rdfs:Class .
  OPTIONAL { ?uri rdfs:label ?name }
  OPTIONAL { ?uri rdfs:subClassOf ?parentUri }
} LIMIT 1000`;

const QUERY_HELP =
  'One row per step and the step before it: ?uri (required, what a click publishes), ?name (shown; else ?label, else the end of the ?uri) and ?parentUri (the step before it). A step without a ?parentUri in the result starts paths; a step with several comes after each of them, so it lies on several paths. Each path runs from a first step to a step nothing comes after.';

const options = {
  query: queryOption(DEFAULT_SEQUENCE_QUERY, QUERY_HELP),
  publishVariable: publishOption('The app variable a click on a step (or Enter on it) sets to the step\'s ?uri.'),
  subscribeVariable: opt.variable({
    label: 'Subscribe variable',
    help: 'An app variable naming a step (its ?uri): on every path through it, the step and the way to it are highlighted. Default: the publish variable.',
  }),
  ...messageOptions,
};

export type SequencePathsSettings = SettingsOf<typeof options>;

export const sequencePaths = defineWidget({
  type: 'SequencePaths',
  label: 'Sequence paths',
  category: 'Data',
  description:
    'Every path from a first step to a last one (a process, a route, a chain of classes) as a row of steps, from the query\'s ?uri, ?name and ?parentUri. A click on a step publishes its ?uri; the published step is highlighted with the way to it on every path through it.',
  options,
  view: () => import('./SequencePathsView'),
});
