/**
 * Widget type names stored in existing app configs, which must keep loading. The registry in
 * the web app maps these to definitions; a name outside this list still loads and renders as an
 * "unknown widget" placeholder, so the model never rejects a type name.
 */
export const KNOWN_WIDGET_TYPES = [
  'SplitLayout',
  'SplitLayoutTest',
  'Tab',
  'BBSideMenu',
  'BBAccordion',
  'Table',
  'Table2',
  'TableCells',
  'Tree',
  'TreeD3',
  'BBCheckboxTree',
  'BBTreeTable',
  'List',
  'RadioBox',
  'SelectBox',
  'Slider',
  'SearchAutocomplete',
  'BBPropertyPanel',
  'BBMap',
  'BBMultiMap',
  'BBEChart',
  'BBVis',
  'BBHTML',
  'BBPicture',
  'BBLinkButtons',
  'BBYasgui',
  'BBYasguiLatest',
  'BBYasr',
  'BBNotebook',
  'BBVoyager',
  'BBDForm',
  'BBForm',
  'BBUpload',
  'BBNOML',
  'BBVenn',
  'BBBoorkern',
  'BBCesium',
  'BBSVG',
  'BBIFCViewer',
  'BBIFCJSViewer',
  'BBThreeJSViewer',
  'BBSparnatural',
  'StartRuleButton',
  'ButtonPopup',
  'BBSimplePushButton',
  'BBBackMenu',
  'BBStructuredText',
  'BBKVKProductTemplate',
  'BBParameterLinkEmptyWidget',
] as const;

export type KnownWidgetType = (typeof KNOWN_WIDGET_TYPES)[number];

const known: ReadonlySet<string> = new Set(KNOWN_WIDGET_TYPES);

export function isKnownWidgetType(type: unknown): type is KnownWidgetType {
  return typeof type === 'string' && known.has(type);
}

/** Split layouts hold child areas; a node without a widget type also lays out its areas. */
export const SPLIT_LAYOUT_TYPES: readonly KnownWidgetType[] = ['SplitLayout', 'SplitLayoutTest'];
