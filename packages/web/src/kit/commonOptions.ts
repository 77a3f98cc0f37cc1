import { opt } from './options';

/** The panel styles an author can pick. */
export const PANEL_STYLES = [
  'standaard',
  'noScrollBars',
  'toolbar',
  'border',
  'border2',
  'paper',
  'paper2',
  'padding1',
  'padding2',
  'padding3',
  'none',
  'noneWhite',
  'refresh',
  'threeColorTemplate',
] as const;

export const PANEL_GROUP = 'Panel';
export const LOADING_GROUP = 'Behaviour on loading';
export const VISIBILITY_GROUP = 'Visibility and corners';

/**
 * The part of the Widget Settings dialog every widget shares, in the original product's order, between the widget select and the widget's own options. The border radii come separately
 * because the parameter-link widget and the split layouts do not have them.
 */
export const COMMON_OPTIONS = {
  panelstyle: opt.searchselect(PANEL_STYLES, { label: 'Panel style', group: PANEL_GROUP, help: 'How the panel around the widget looks.' }),
  panelstyleExtra: opt.text({
    label: 'Panel style extra',
    group: PANEL_GROUP,
    help: 'Up to 4 more panel styles, separated by spaces, e.g. "noScrollBars padding1".',
  }),
  titleMenubar: opt.text({ label: 'Title menubar', group: PANEL_GROUP, help: 'A title bar above the widget with this text. May use {{variables}}.' }),
  infoMenubar: opt.text({ label: 'Info popup menubar', group: PANEL_GROUP, help: 'An info icon in the title bar that shows this text.' }),
  colorPrimaryAction: opt.boolean({ label: 'Primary-action colour', group: PANEL_GROUP, help: 'Give the widget the primary-action colour.' }),
  showLoadingOverlay: opt.boolean({ label: 'Show loading overlay', group: LOADING_GROUP, default: true }),
  syncWithUserActionsDisabled: opt.boolean({
    label: 'User interaction disabled while other widgets load',
    group: LOADING_GROUP,
    default: true,
  }),
  voteForUserActionsDisabledWhenLoading: opt.boolean({
    label: 'Widget blocks others while loading',
    group: LOADING_GROUP,
    default: true,
  }),
  hidden: opt.text({
    label: 'Hide panel parameter',
    group: VISIBILITY_GROUP,
    help: 'Hides the widget when this resolves to true, e.g. {{hideMap}} or {{!showMap}}. Always shown in edit mode.',
  }),
};

export const BORDER_RADIUS_OPTIONS = {
  borderTopLeftRadius: opt.text({ label: 'Top-left border radius', placeholder: 'e.g. 8px', group: VISIBILITY_GROUP }),
  borderTopRightRadius: opt.text({ label: 'Top-right border radius', placeholder: 'e.g. 8px', group: VISIBILITY_GROUP }),
  borderBottomLeftRadius: opt.text({ label: 'Bottom-left border radius', placeholder: 'e.g. 8px', group: VISIBILITY_GROUP }),
  borderBottomRightRadius: opt.text({ label: 'Bottom-right border radius', placeholder: 'e.g. 8px', group: VISIBILITY_GROUP }),
};

export const REQUIRED_PARAMETERS_OPTION = {
  hiddenwhenparametersareempty: opt.array({
    label: 'Parameters that must have a value',
    group: VISIBILITY_GROUP,
    help: 'The widget stays hidden while any of these app variables is empty or reset.',
  }),
};
