export { isFollowableLink, RESET_VALUE } from './resetValue.js';
export { KNOWN_WIDGET_TYPES, SPLIT_LAYOUT_TYPES, isKnownWidgetType, type KnownWidgetType } from './widgetTypes.js';
export { jsonText, legacyBoolean, legacyList, legacyText, type LegacyBoolean, type LegacyList } from './legacyValues.js';
export {
  TAB_APPEARANCES,
  carouselTarget,
  hiddenTabIndices,
  readHiddenTabsValue,
  shownTabIndex,
  tabAppearance,
  tabEntries,
  tabSchema,
  withAreasForTabs,
  type HiddenTabsValue,
  type Tab,
  type TabAppearance,
  type TabEntry,
} from './tabList.js';
export { layoutNodeSchema, type LayoutNode } from './layoutNodeSchema.js';
export { DEFAULT_TRIGGER_LABEL, triggerSchema, type Trigger } from './triggerSchema.js';
export { LAYOUT_NAMES, appConfigSchema, type AppConfig, type LayoutName } from './appConfigSchema.js';
export { appConfigJsonSchema } from './appConfigJsonSchema.js';
export { formatConfigPath } from './configPath.js';
export { parseAppConfig, serialiseAppConfig, type ConfigError, type ParseAppConfigResult } from './parseAppConfig.js';
export { importAppConfig, type ImportedAppConfig } from './importAppConfig.js';
export { parseJsonText, readBoolean, toBoolean, toList, toNumber, toText, type JsonTextResult } from './normalise.js';
export { DEFAULT_LAYOUT_NAME, LAYOUT_DEFAULTS, layoutNameOf, showsFooter } from './layoutDefaults.js';
export {
  APP_PATH_LENGTH,
  GENERAL_WIDGET_DEFAULTS,
  SPLIT_LAYOUT_DEFAULTS,
  createAppPath,
  defaultAppConfig,
  type DefaultAppConfigOptions,
} from './defaultAppConfig.js';
export {
  findLayoutNode,
  listNullAreas,
  listWidgetNodes,
  listWidgetTypes,
  type LayoutNodeEntry,
  type NullAreaEntry,
} from './layoutTree.js';
export { areaPathKey, getLayoutNode, updateLayoutNode, type AreaPath } from './layoutEdit.js';
