import { z } from 'zod';
import {
  booleanOrTemplate,
  cssSize,
  legacyBoolean,
  legacyList,
  legacyNumber,
  legacyText,
  looseJson,
} from './legacyValues.js';

// The settings a widget keeps on its layout node (spec/widgets.md section 3). Every widget type
// shares one flat node, so the fields are grouped by the widget that reads them but merged into
// one shape; a widget ignores fields it does not know and the config keeps them for round trips.

const text = legacyText.optional();
const flag = legacyBoolean.optional();
const flagOrTemplate = booleanOrTemplate.optional();
const num = legacyNumber.optional();
const list = legacyList.optional();
const size = cssSize.optional();
const json = looseJson.optional();

/** Settings of every widget: the Widget Settings dialog's common part. */
export const commonWidgetFields = {
  widget: z.string({ error: 'expected a widget type name (text)' }).nullable().optional(),
  panelstyle: text,
  panelstyleExtra: text,
  titleMenubar: text,
  infoMenubar: text,
  colorPrimaryAction: flag,
  showLoadingOverlay: flag,
  syncWithUserActionsDisabled: flag,
  voteForUserActionsDisabledWhenLoading: flag,
  hidden: flagOrTemplate,
  hiddenwhenparametersareempty: list,
  // The spec names "the four final border radii" without their stored keys; these are the CSS
  // names the editor writes. Other spellings in old configs are kept as unknown keys.
  borderTopLeftRadius: size,
  borderTopRightRadius: size,
  borderBottomLeftRadius: size,
  borderBottomRightRadius: size,
  areaBorderStyle: text,
  areaBorderRadius: size,
  customStyling: text,
  query: text,
  publishVariable: text,
  subscribeVariable: text,
  title: text,
  label: text,
  height: size,
  width: size,
  deletebuttonrule: text,
  deletebuttonruleParams: json,
  expandLevel: num,
  treeType: text,
  gap: size,
  startWithBase: text,
  startWithGreyBase: flag,
  options: list,
  horizontal: flag,
  gradientColors: flag,
  stringToColor: flag,
  enableZoom: flag,
  legend: flagOrTemplate,
  labelsInChart: flag,
  popupLabelFixedFormat: num,
  icons: list,
  childParameterText: text,
  textbefore: text,
  placeholderText: text,
  nullSelectionResetVariable: flag,
  alignItems: text,
  url: text,
  resetValues: json,
  timestampParameters: list,
  ruleTagAfterSubmit: text,
  ruleparameters: json,
  resetDataProps: json,
  jsAfterSelection: text,
  multipleselectparametertype: text,
} as const;

/** User-facing messages a widget may override. */
export const messageFields = {
  failureMessage: text,
  successMessage: text,
  textErrorLoading: text,
  textNoResults: text,
  textLoading: text,
} as const;

export const TAB_APPEARANCES = ['TRADITIONAL', 'CAROUSEL', 'CAROUSEL_WITH_BUTTONS'] as const;

/** A tab's label; later editors store objects with a label and an icon. */
export const tabSchema = z.union([z.string(), z.looseObject({ label: text, icon: text, id: text })], {
  error: 'expected a tab label or a tab object',
});
export type Tab = z.infer<typeof tabSchema>;

export const tabFields = {
  appearance: text,
  carouselClickNavigation: flag,
  tabs: z.array(tabSchema, { error: 'expected a list of tabs' }).nullable().optional(),
  tabSelectionSubscription: text,
  hideTabIDs: list,
  hideTabs: text,
  inactiveTabsOnlyIcons: flag,
  initialTabSelection: num,
} as const;

export const tableFields = {
  replaceHeaderJSON: json,
  renderEmpty: flag,
  zeroResult: text,
  isFirstItemBold: flag,
  vertical: flag,
  onClick: text,
} as const;

export const tablePlusFields = {
  columnConfig: json,
  hideColumnHeaders: flag,
  showFilters: flag,
  idToFilterTextOf: text,
  paginationEnabled: flag,
  paginationPageSize: num,
  selectionMode: text,
  variableToPublishOnSelection: text,
  selectedRowSubscription: text,
  lastSelectedRowTopic: text,
  selectedRowsTopic: text,
  topicToListenToForSelectedRows: text,
  hideButtons: flag,
  csvExport: json,
  actionColumns: json,
} as const;

export const editableTableFields = {
  columnConfigs: z.array(z.looseObject({}), { error: 'expected a list of column configs' }).nullable().optional(),
  rowEditor: z.looseObject({ enabled: flag, graph: text }).nullable().optional(),
} as const;

export const treeFields = {
  selectMode: text,
  checkboxesEnabled: flag,
  checkboxLayout: text,
  lastSelectedItemTopic: text,
  selectedItemsTopic: text,
  checkedItemsTopic: text,
  checkedItemsPublishMode: text,
  subscriptions: json,
  selectedItemRevealMode: text,
  resetSelectedValueWhenNotAvailable: flag,
  reloadparameter: text,
} as const;

export const graphFields = {
  extendquery: text,
  edgelabels: flag,
  useLocalNames: flag,
  edgetype: text,
  hierarchical: flag,
  dragNodes: flag,
  editable: flag,
  className: text,
} as const;

export const ifcViewerFields = {
  resetparameter: text,
  selectguidquery: text,
  modus: text,
  uploadFileMode: text,
  visualisationMode: text,
  objectVisualisationMode: text,
  categoriesToInclude: list,
  categoriesToView: list,
  relationsToInclude: list,
  includeElementsWithoutRelations: flag,
  psetNameRegex: text,
} as const;

export const listFields = {
  multipleselect: flag,
  allMultipleSelect: flag,
  defaultSelectAll: flag,
  resetValue: text,
  preSelectFirstItem: flag,
  tick: num,
  min: num,
  max: num,
} as const;

export const chartFields = {
  charttype: text,
  color: text,
  zoom: flag,
} as const;

export const dynamicFilterFields = {
  urlPublishVariable: text,
  filtersPublishVariable: text,
  filterLogicalOperation: text,
} as const;

export const inputWidgetFields = {
  topicToPublish: text,
  inputParameter: text,
  debounceTimeInSeconds: num,
  iconImage: text,
  publishTopic: text,
  enabledColor: text,
  disabledColor: text,
} as const;

export const jobStatusFields = {
  initiatorTagsToInclude: list,
  statusLabels: json,
  statusTextTemplateString: text,
  zeroJobsString: text,
  refetchInterval: num,
} as const;

export const uploadFields = {
  serverUrl: text,
  command: text,
  uploadText: text,
  processingText: text,
  fileExtensions: list,
  multiple: flag,
  extraJSON: json,
  autoUpload: flag,
  resultUri: text,
  successEval: text,
} as const;

export const pushButtonFields = {
  link: text,
  postLink: text,
  postObject: json,
  postDownload: flag,
  downloadFileName: text,
  changeParameter: text,
  messages: json,
} as const;

export const mapFields = {
  selectionType: text,
  shapeFormat: text,
} as const;

/** All widget settings that may stand on a layout node. */
export const widgetConfigFields = {
  ...commonWidgetFields,
  ...messageFields,
  ...tabFields,
  ...tableFields,
  ...tablePlusFields,
  ...editableTableFields,
  ...treeFields,
  ...graphFields,
  ...ifcViewerFields,
  ...listFields,
  ...chartFields,
  ...dynamicFilterFields,
  ...inputWidgetFields,
  ...jobStatusFields,
  ...uploadFields,
  ...pushButtonFields,
  ...mapFields,
} as const;
