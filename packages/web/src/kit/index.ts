// What widgets are made of. Widgets import from here (or, for heavy pieces such as the map, from
// the kit's subfolders inside their lazily loaded views), never from the viewer or another widget.
export {
  defineWidget,
  allOptions,
  sharedOptions,
  applyWidgetType,
  type AnyWidgetDefinition,
  type SettingsOfWidget,
  type WidgetCategory,
  type WidgetDefinition,
  type WidgetViewProps,
  type ViewMode,
} from './defineWidget';
export {
  opt,
  queryOption,
  publishOption,
  messageOptions,
  type OptionSpec,
  type OptionSpecs,
  type OptionKind,
  type Choice,
  type SettingsOf,
  type MessageTexts,
} from './options';
export { OPTION_KINDS, OPTION_NOTES, readOption, optionError, optionNoteText, isUnset, type OptionNote, type OptionReading, type OptionKindRules } from './optionKinds';
export { readSettings, optionApplies, type SettingsProblem, type WidgetSettings } from './readSettings';
export { PANEL_STYLES, COMMON_OPTIONS, LOADING_GROUP } from './commonOptions';
export { useAppRuntime, AppRuntimeContext, type AppRuntime } from './runtime';
export { useVariables, useVariable, usePublish } from './useVariables';
export { useWidgetQuery, prefetchWidgetQuery, type WidgetQuery } from './useWidgetQuery';
export { sparqlQueryKeys } from './sparqlQueryKeys';
export { useRunRule, type RuleRun } from './useRunRule';
export { useReportWidgetState, WidgetStateContext, type WidgetState, type WidgetStateReport } from './widgetState';
export { UserActionLock } from './userActionLock';
export { WidgetMessage } from './WidgetMessage';
export { WidgetProblem } from './WidgetProblem';
export { InfoPopover, INFO_POPUP_MS } from './InfoPopover';
export { WidgetErrorBoundary } from './WidgetErrorBoundary';
// SafeHtml (DOMPurify) is imported from './SafeHtml' by the widgets that need it, so that the
// sanitiser is not part of every app's first download.
export { CopyButton } from './CopyButton';
export { AreaActiveContext, useAreaActive } from './areaActive';
export { runAuthorScript, runScriptBlocks, type AuthorScript } from './sandbox/lazy';
