import { MULTIPLE_VALUE_FORMATS } from '@grafiek/core';
import { defineWidget, messageOptions, opt, publishOption, queryOption, type SettingsOf } from '../../kit';

/** A new tree: classes under their superclasses, labelled. */
export const DEFAULT_TREE_QUERY = `PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
SELECT ?uri ?label ?parentUri WHERE {
  ?uri a rdfs:Class .
  OPTIONAL { ?uri rdfs:label ?label }
  OPTIONAL { ?uri rdfs:subClassOf ?parentUri }
} LIMIT 1000`;

const variables =
  'One row per item (rows with the same ?uri are one item): ?uri (required, what is published), ?label, ?parentUri (the item it hangs under; without one, or when that item is not in the result, it is a root). Optional: ?color (label colour), ?icon, ?iconColor, ?iconSize (a Tabler icon name or a picture URL, before the label), ?tooltip, ?defaultChecked (true: checked at the start), ?rightLabel, ?rightLabelColor, ?rightIcon, ?rightIconColor, ?rightIconSize (shown at the right).';

export const SELECT_MODES = ['disabled', 'single', 'multiple'] as const;
export const CHECKBOX_LAYOUTS = [
  { value: 'aligned', label: 'aligned: checkboxes in one column at the left' },
  { value: 'nested', label: 'nested: each checkbox indented with its item' },
] as const;
export const CHECKED_PUBLISH_MODES = [
  { value: 'all', label: 'all: every checked item, folders too' },
  { value: 'leaves', label: 'leaves: only checked items without children' },
] as const;
export const REVEAL_MODES = [
  { value: 'disabled', label: 'disabled: only select it' },
  { value: 'instant', label: 'instant: open its folders and scroll to it' },
  { value: 'smooth', label: 'smooth: open its folders and scroll to it smoothly' },
] as const;

type SelectMode = (typeof SELECT_MODES)[number];

const SELECTION = 'Selection';
const CHECKBOXES = 'Checkboxes';
const LOOK = 'Look';

/** The options of the three trees; they differ only in what a new or older config starts with. */
function treeOptions(defaults: { selectMode: SelectMode; checkboxesEnabled: boolean }) {
  return {
    query: queryOption(DEFAULT_TREE_QUERY, variables),
    publishVariable: publishOption(
      'The app variable that gets the selected item\'s ?uri (several in the multiple value format with selection mode multiple). With selection disabled and checkboxes on, it gets the checked items instead. The reset value when there are none.',
    ),
    subscribeVariable: opt.variable({
      label: 'Subscribe variable',
      help: 'An app variable naming an item (its ?uri, e.g. from a map click) or several in the multiple value format: they are selected, and the first is revealed as the reveal mode says. Default: the publish variable, so the tree shows what it published.',
    }),
    expandLevel: opt.number({ label: 'Expand level', default: 1, help: 'How many levels are open at the start: 0 shows only the roots, 1 also their children, and so on.' }),
    showSearch: opt.boolean({
      label: 'Search box',
      default: true,
      group: LOOK,
      help: 'A field above the tree that keeps the items whose label contains the text, with the way to them opened. Without it, typing a letter in the tree opens the field.',
    }),
    reloadparameter: opt.variable({ label: 'Reload parameter', group: LOOK, help: 'An app variable: every time it is published the tree asks its query again.' }),

    selectMode: opt.select(SELECT_MODES, {
      label: 'Selection mode',
      group: SELECTION,
      default: defaults.selectMode,
      help: 'single: a click (or Enter) selects an item; multiple: Ctrl+click and Space add or remove items, Shift+click selects a range; disabled: a click only opens or closes a folder.',
    }),
    selectedItemsTopic: opt.variable({
      label: 'Selected items variable',
      group: SELECTION,
      help: 'Gets every selected item in the multiple value format; the reset value when none is selected.',
    }),
    lastSelectedItemTopic: opt.variable({ label: 'Last selected item variable', group: SELECTION, help: 'Gets the ?uri of the item selected last.' }),
    selectedItemRevealMode: opt.select(REVEAL_MODES, {
      label: 'Reveal a selected item',
      group: SELECTION,
      default: 'instant',
      help: 'What the tree does when the subscribe variable selects an item: open the folders above it and scroll it into view, at once or smoothly, or leave it where it is.',
    }),
    resetSelectedValueWhenNotAvailable: opt.boolean({
      label: 'Reset the selection when its item is gone',
      group: SELECTION,
      help: 'When new data no longer has a selected item, the selection variables get the reset value (or the items that are left).',
    }),

    checkboxesEnabled: opt.boolean({
      label: 'Checkboxes',
      group: CHECKBOXES,
      default: defaults.checkboxesEnabled,
      help: 'A checkbox before every item; checking a folder checks everything in it, a folder with some checked items shows a dash.',
    }),
    checkboxLayout: opt.select(CHECKBOX_LAYOUTS, { label: 'Checkbox layout', group: CHECKBOXES, default: 'aligned', dependsOn: { checkboxesEnabled: true } }),
    checkedItemsTopic: opt.variable({
      label: 'Checked items variable',
      group: CHECKBOXES,
      help: 'Gets the checked items in the multiple value format; the reset value when none is checked.',
      dependsOn: { checkboxesEnabled: true },
    }),
    checkedItemsPublishMode: opt.select(CHECKED_PUBLISH_MODES, { label: 'Publish checked', group: CHECKBOXES, default: 'all', dependsOn: { checkboxesEnabled: true } }),
    checkedItemsSubscription: opt.variable({
      label: 'Checked items subscription',
      group: CHECKBOXES,
      help: 'An app variable naming items (one ?uri or several in the multiple value format) to check; a folder stands for everything in it. Default: the variable the checked items are published to.',
      dependsOn: { checkboxesEnabled: true },
    }),

    multipleselectparametertype: opt.select(MULTIPLE_VALUE_FORMATS, {
      label: 'Multiple value format',
      help: 'How a list of items is published: csv as uri <a>,<b> for FILTER(?x IN ({{v}})); sparql value uri <a> <b> for VALUES ?x { {{v}} }; the string forms quote text; JSON array ["a","b"].',
      default: 'csv as uri',
    }),
    ...messageOptions,
  };
}

const treePlusPlusOptions = treeOptions({ selectMode: 'disabled', checkboxesEnabled: false });
export type TreeSettings = SettingsOf<typeof treePlusPlusOptions>;

const view = () => import('./TreeView');

export const tree = defineWidget({
  type: 'Tree',
  label: 'Tree',
  category: 'Data',
  description: 'The query\'s items nested by ?parentUri, with icons and labels on both sides; a click selects an item and publishes its ?uri. Searchable, keyboard-driven, fast for 50,000 items.',
  options: treeOptions({ selectMode: 'single', checkboxesEnabled: false }),
  view,
});

export const treePlusPlus = defineWidget({
  type: 'Tree++',
  label: 'Tree++',
  category: 'Data',
  description: 'The tree with selection off at the start: choose single or multiple selection, checkboxes (aligned or nested), and variables for the last selected, selected and checked items.',
  options: treePlusPlusOptions,
  view,
});

export const checkboxTree = defineWidget({
  type: 'BBCheckboxTree',
  label: 'BBCheckboxTree',
  category: 'Input',
  description: 'The tree with a checkbox before every item; the checked items are published together in a multiple value format.',
  options: treeOptions({ selectMode: 'disabled', checkboxesEnabled: true }),
  view,
});
