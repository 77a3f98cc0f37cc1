// What widgets are made of (ARCHITECTURE.md §1). Widgets import from here, never from the viewer.
export { defineWidget, allOptions, applyWidgetType, type WidgetDefinition, type WidgetViewProps, type ViewMode } from './defineWidget';
export { opt, optionApplies, type OptionSpec, type OptionKind, type Choice } from './options';
export { PANEL_STYLES } from './commonOptions';
export { useAppRuntime, AppRuntimeContext, type AppRuntime } from './runtime';
export { useVariables, useVariable, usePublish } from './useVariables';
export { useWidgetQuery, prefetchWidgetQuery, type WidgetQuery } from './useWidgetQuery';
export { useReportWidgetState, WidgetStateContext, type WidgetState, type WidgetStateReport } from './widgetState';
export { UserActionLock } from './userActionLock';
export { WidgetMessage } from './WidgetMessage';
// SafeHtml (DOMPurify) is imported from './SafeHtml' by the widgets that need it, so that the
// sanitiser is not part of every app's first download.
export { CopyButton } from './CopyButton';
export { AreaActiveContext, useAreaActive } from './areaActive';
