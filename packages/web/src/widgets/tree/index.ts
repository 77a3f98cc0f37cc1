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
  'Rows with the same ?uri (required, published) are one item; ?label names it, ?parentUri nests it (missing: a root). Also ?color, ?icon (Tabler name or picture URL), ?iconColor, ?iconSize, ?tooltip, ?defaultChecked, and at the right ?rightLabel, ?rightLabelColor, ?rightIcon, ?rightIconColor, ?rightIconSize.';

export const SELECT_MODES = ['disabled', 'single', 'multiple'] as const;
export const CHECKBOX_LAYOUTS = ['aligned', 'nested'] as const;
export const CHECKED_PUBLISH_MODES = ['all', 'leaves'] as const;
export const REVEAL_MODES = ['disabled', 'instant', 'smooth'] as const;

type SelectMode = (typeof SELECT_MODES)[number];

const SELECTION = 'Selection';
const CHECKBOXES = 'Checkboxes';
const LOOK = 'Look';
const CHECKED = { checkboxesEnabled: true };

/**
 * The options of the three trees; they differ only in what a new or older config starts with.
 * Their texts are short: definitions are part of every app's first download.
 */
function treeOptions(defaults: { selectMode: SelectMode; checkboxesEnabled: boolean }) {
  return {
    query: queryOption(DEFAULT_TREE_QUERY, variables),
    publishVariable: publishOption(
      'Gets the selected ?uri (a list in the multiple value format when multiple); with selection off and checkboxes on, the checked items. The reset value for none.',
    ),
    subscribeVariable: opt.variable({
      label: 'Subscribe variable',
      help: 'Names items to select (one ?uri or a list), e.g. from a map click; the first is revealed. Default: the publish variable.',
    }),
    expandLevel: opt.number({ label: 'Expand level', default: 1, help: 'Levels open at the start: 0 only the roots.' }),
    showSearch: opt.boolean({ label: 'Search box', default: true, group: LOOK, help: 'Keeps the items whose label contains the text. Without it, typing in the tree opens it.' }),
    reloadparameter: opt.variable({ label: 'Reload parameter', group: LOOK, help: 'A new value asks the query again.' }),

    selectMode: opt.select(SELECT_MODES, {
      label: 'Selection mode',
      group: SELECTION,
      default: defaults.selectMode,
      help: 'single: a click or Enter selects; multiple: also Ctrl+click, Shift+click and Space; disabled: a click opens a folder.',
    }),
    selectedItemsTopic: opt.variable({ label: 'Selected items variable', group: SELECTION, help: 'Gets the selected items as a list.' }),
    lastSelectedItemTopic: opt.variable({ label: 'Last selected item variable', group: SELECTION, help: 'Gets the ?uri selected last.' }),
    selectedItemRevealMode: opt.select(REVEAL_MODES, {
      label: 'Reveal mode',
      group: SELECTION,
      default: 'instant',
      help: 'When the subscribe variable selects an item: open the folders above it and scroll to it at once or smoothly, or not.',
    }),
    resetSelectedValueWhenNotAvailable: opt.boolean({ label: 'Reset when gone', group: SELECTION, help: 'New data without a selected item publishes the reset value (or what is left).' }),

    checkboxesEnabled: opt.boolean({ label: 'Checkboxes', group: CHECKBOXES, default: defaults.checkboxesEnabled, help: 'Checking a folder checks all in it.' }),
    checkboxLayout: opt.select(CHECKBOX_LAYOUTS, { label: 'Checkbox layout', group: CHECKBOXES, default: 'aligned', help: 'aligned: one column; nested: indented with the item.', dependsOn: CHECKED }),
    checkedItemsTopic: opt.variable({ label: 'Checked items variable', group: CHECKBOXES, help: 'Gets the checked items as a list.', dependsOn: CHECKED }),
    checkedItemsPublishMode: opt.select(CHECKED_PUBLISH_MODES, { label: 'Publish checked', group: CHECKBOXES, default: 'all', help: 'all: folders too; leaves: items without children.', dependsOn: CHECKED }),
    checkedItemsSubscription: opt.variable({ label: 'Checked items subscription', group: CHECKBOXES, help: 'Names items to check. Default: the variable checked items go to.', dependsOn: CHECKED }),

    multipleselectparametertype: opt.select(MULTIPLE_VALUE_FORMATS, { label: 'Multiple value format', default: 'csv as uri', help: 'How a list is published.' }),
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
  description: 'Items nested by ?parentUri; a click selects and publishes the ?uri. Search, keyboard, 50,000 items.',
  options: treeOptions({ selectMode: 'single', checkboxesEnabled: false }),
  view,
});

export const treePlusPlus = defineWidget({
  type: 'Tree++',
  label: 'Tree++',
  category: 'Data',
  description: 'The tree with selection modes, checkboxes and variables for selected and checked items.',
  options: treePlusPlusOptions,
  view,
});

export const checkboxTree = defineWidget({
  type: 'BBCheckboxTree',
  label: 'BBCheckboxTree',
  category: 'Input',
  description: 'The tree with checkboxes; the checked items are published as a list.',
  options: treeOptions({ selectMode: 'disabled', checkboxesEnabled: true }),
  view,
});
