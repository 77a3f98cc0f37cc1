import { defineWidget, messageOptions, opt, publishOption, queryOption, type SettingsOf } from '../../kit';

/** A new widget: three sets and their overlaps, given in the query itself, to show the convention. */
const DEFAULT_VENN_QUERY = `SELECT ?sets ?size WHERE {
  VALUES (?sets ?size) {
    ("Panden" 120) ("Percelen" 80) ("Monumenten" 15)
    ("Panden|Percelen" 30) ("Panden|Monumenten" 12) ("Percelen|Monumenten" 4) ("Panden|Percelen|Monumenten" 3)
  }
}`;

const QUERY_HELP =
  'One row per set and one per overlap. ?sets: a set\'s label, or for an overlap the labels of its sets separated by | (or commas, see Set separator), e.g. "Panden|Percelen". ?size: the number of members of the whole set, or of the whole overlap (a member of both Panden and Percelen counts in Panden, in Percelen and in Panden|Percelen). Every set named in an overlap needs a row of its own; an overlap not given has size 0. Optional: ?uri (what a click on the region publishes), ?label (the text shown in the region instead of the set\'s label or the overlap\'s size), ?color (a set\'s colour, e.g. #1c7ed6). Circles are area-proportional to the sizes as far as circles can be.';

const options = {
  query: queryOption(DEFAULT_VENN_QUERY, QUERY_HELP),
  setSeparator: opt.select(
    [
      { value: 'auto', label: 'Auto: | when a row uses it, else comma' },
      { value: '|', label: '|' },
      { value: ',', label: 'Comma' },
      { value: ';', label: 'Semicolon' },
    ],
    {
      label: 'Set separator',
      default: 'auto',
      help: 'What separates the labels of an overlap in ?sets. Auto takes | when any row has one (so a label may then hold a comma), else the comma.',
    },
  ),
  showSizes: opt.boolean({ label: 'Show sizes', default: true, help: 'Writes each set\'s size under its label, and each overlap\'s size in it.' }),
  publishVariable: publishOption(
    'A click (or Enter) on a set or an overlap sets this variable to its ?uri, else its ?label, else its ?sets text. The region whose value the variable holds is outlined.',
  ),
  ...messageOptions,
};

export type VennDiagramSettings = SettingsOf<typeof options>;

export const vennDiagram = defineWidget({
  type: 'BBVenDiagram',
  aliases: ['BBVenn'],
  label: 'BBVenDiagram',
  category: 'Chart',
  description:
    'An area-proportional Venn (Euler) diagram of sets and their overlaps, from their sizes in the query (venn.js). A click on a set or an overlap publishes its ?uri or label.',
  options,
  view: () => import('./VennView'),
});
