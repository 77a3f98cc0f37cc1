import type { AnyWidgetDefinition } from '../kit';
import { accordion } from './accordion';
import { menubar } from './menubar';
import { sideMenu } from './sideMenu';
import { splitLayout, splitLayoutTest } from './splitLayout';
import { tab } from './tab';
import { eagerWidget, lazyWidget, type WidgetEntry } from './widgetEntry';

export type { WidgetEntry } from './widgetEntry';

/**
 * Every widget this build knows. The viewer and editor find widgets only here (the layer rule,
 * README "Code layout"). One widget per line, so that adding one is one line: a widget's
 * definition (its options with their help texts) loads when an app uses it, its view when it is
 * shown. Only layouts are in the first download: their definitions say which areas show at
 * start, so the viewer can load the widgets of a whole screen at once rather than level by level.
 */
export const WIDGETS: readonly WidgetEntry[] = [
  eagerWidget(splitLayout),
  eagerWidget(splitLayoutTest),
  lazyWidget(['Table', 'Table2'], async () => (await import('./table')).table),
  lazyWidget(['SelectBox'], async () => (await import('./selectBox')).selectBox),
  lazyWidget(['RadioBox'], async () => (await import('./radioBox')).radioBox),
  lazyWidget(['List'], async () => (await import('./list')).list),
  lazyWidget(['SearchAutocomplete'], async () => (await import('./searchAutocomplete')).searchAutocomplete),
  lazyWidget(['BBEChart'], async () => (await import('./echart')).echart),
  lazyWidget(['BBVis'], async () => (await import('./vis')).vis),
  eagerWidget(tab),
  eagerWidget(sideMenu),
  lazyWidget(['BBHTML'], async () => (await import('./html')).html),
  lazyWidget(['BBPropertyPanel'], async () => (await import('./propertyPanel')).propertyPanel),
  lazyWidget(['BBMap'], async () => (await import('./map')).bbMap),
  lazyWidget(['BBMaplibre', 'BB Maplibre'], async () => (await import('./map')).bbMaplibre),
  lazyWidget(['BBMultiMap'], async () => (await import('./multiMap')).bbMultiMap),
  lazyWidget(['Table++'], async () => (await import('./tablePlusPlus')).tablePlusPlus),
  eagerWidget(accordion),
  eagerWidget(menubar),
  lazyWidget(['BBBackMenu'], async () => (await import('./backMenu')).backMenu),
  lazyWidget(['TableCells'], async () => (await import('./tableCells')).tableCells),
  lazyWidget(['Text input', 'TextInput'], async () => (await import('./textInput')).textInput),
  lazyWidget(['ToggleWidget'], async () => (await import('./toggle')).toggle),
  lazyWidget(['Slider'], async () => (await import('./slider')).slider),
  lazyWidget(['MultipleSelector'], async () => (await import('./multipleSelector')).multipleSelector),
  lazyWidget(['BBParameterLinkEmptyWidget'], async () => (await import('./parameterLink')).parameterLink),
  lazyWidget(['Picture', 'BBPicture'], async () => (await import('./picture')).picture),
  lazyWidget(['ImageGallery', 'Image Gallery'], async () => (await import('./imageGallery')).imageGallery),
  lazyWidget(['VideoPlayer'], async () => (await import('./videoPlayer')).videoPlayer),
  lazyWidget(['BBStructuredText'], async () => (await import('./structuredText')).structuredText),
  lazyWidget(['Tree'], async () => (await import('./tree')).tree),
  lazyWidget(['Tree++'], async () => (await import('./tree')).treePlusPlus),
  lazyWidget(['BBCheckboxTree'], async () => (await import('./tree')).checkboxTree),
  lazyWidget(['DynamicFilter'], async () => (await import('./dynamicFilter')).dynamicFilter),
  lazyWidget(['BBMermaid'], async () => (await import('./mermaid')).mermaid),
  lazyWidget(['BBNOML'], async () => (await import('./nomnoml')).nomnoml),
  lazyWidget(['TreeD3'], async () => (await import('./treeD3')).treeD3),
  lazyWidget(['SequencePaths'], async () => (await import('./sequencePaths')).sequencePaths),
  lazyWidget(['BBTable', 'EditableTable', 'Editable table'], async () => (await import('./editableTable')).editableTable),
  lazyWidget(['StartRuleButton'], async () => (await import('./startRuleButton')).startRuleButton),
  lazyWidget(['BBSimplePushButton'], async () => (await import('./simplePushButton')).simplePushButton),
  lazyWidget(['BB ButtonPopup', 'ButtonPopup'], async () => (await import('./buttonPopup')).buttonPopup),
  lazyWidget(['BBLinkButtons'], async () => (await import('./linkButtons')).linkButtons),
  lazyWidget(['BBForm'], async () => (await import('./form')).form),
  lazyWidget(['BBDForm'], async () => (await import('./shaclForm')).shaclForm),
  lazyWidget(['BBUpload'], async () => (await import('./upload')).upload),
  lazyWidget(['JobStatus'], async () => (await import('./jobStatus')).jobStatus),
  lazyWidget(['Excel widget', 'ExcelWidget'], async () => (await import('./excel')).excel),
  lazyWidget(['Yasgui', 'BBYasgui', 'BBYasguiLatest'], async () => (await import('./yasgui')).yasgui),
  lazyWidget(['BBYasr chart', 'BBYasr'], async () => (await import('./yasrChart')).yasrChart),
  lazyWidget(['sparql runner', 'SparqlRunner'], async () => (await import('./sparqlRunner')).sparqlRunner),
  lazyWidget(['BBRDFViewer'], async () => (await import('./rdfViewer')).rdfViewer),
  lazyWidget(['BBVoyager'], async () => (await import('./voyager')).voyager),
  lazyWidget(['BBSGV', 'BBSVG'], async () => (await import('./singleLineDiagram')).singleLineDiagram),
  lazyWidget(['BB SVGEditor', 'BBSVGEditor'], async () => (await import('./svgEditor')).svgEditor),
  lazyWidget(['BBSparnatural'], async () => (await import('./sparnatural')).sparnatural),
  lazyWidget(['notebooks', 'BBNotebook'], async () => (await import('./notebook')).notebook),
  lazyWidget(['BBPython'], async () => (await import('./python')).python),
  lazyWidget(['BBPythonServerPage'], async () => (await import('./python')).pythonServerPage),
  lazyWidget(['BBVenDiagram', 'BBVenn'], async () => (await import('./vennDiagram')).vennDiagram),
  lazyWidget(['BB Ganttchart', 'BBGanttchart'], async () => (await import('./ganttChart')).ganttChart),
  lazyWidget(['Nebula'], async () => (await import('./nebula')).nebula),
  lazyWidget(['BBTreeTable'], async () => (await import('./treeTable')).treeTable),
  lazyWidget(['BB Component', 'BBComponent'], async () => (await import('./component')).component),
  lazyWidget(['BBKVKProductTemplate'], async () => (await import('./kvkProductTemplate')).kvkProductTemplate),
  lazyWidget(['BBMJOPwidget'], async () => (await import('./mjop')).mjop),
  lazyWidget(['Wegselector'], async () => (await import('./wegselector')).wegselector),
  lazyWidget(['BBCesiumJS', 'BBCesium'], async () => (await import('./cesium')).bbCesium),
  lazyWidget(['BBThreeJSViewer'], async () => (await import('./threeViewer')).threeViewer),
  lazyWidget(['BBBoorkern'], async () => (await import('./boorkern')).boorkern),
  lazyWidget(['IFCJSViewer', 'BBIFCJSViewer', 'BBIFCViewer'], async () => (await import('./ifcViewer')).ifcViewer),
  lazyWidget(['IFCJSViewerV3'], async () => (await import('./ifcViewer')).ifcViewerV3),
  lazyWidget(['BBIfcViewerNextGen'], async () => (await import('./ifcViewer')).ifcViewerNextGen),
];

const byName = new Map<string, WidgetEntry>();
for (const entry of WIDGETS) {
  for (const name of [entry.type, ...entry.aliases]) {
    if (byName.has(name)) throw new Error(`Two widgets claim the type name ${name}`);
    byName.set(name, entry);
  }
}

/** The widget a config's type name (or alias) stands for. */
export function findWidget(type: unknown): WidgetEntry | undefined {
  return typeof type === 'string' ? byName.get(type) : undefined;
}

let everyDefinition: Promise<AnyWidgetDefinition[]> | undefined;

/** Every definition, loaded (the editor's catalogue, the docs); in registry order. */
export function loadAllWidgets(): Promise<AnyWidgetDefinition[]> {
  everyDefinition ??= Promise.all(WIDGETS.map((entry) => entry.load())).catch((error: unknown) => {
    everyDefinition = undefined;
    throw error;
  });
  return everyDefinition;
}

/** The catalogue as the widget select lists it: sorted by label. */
export function widgetCatalogue(definitions: readonly AnyWidgetDefinition[]): AnyWidgetDefinition[] {
  return [...definitions].sort((a, b) => a.label.localeCompare(b.label));
}
