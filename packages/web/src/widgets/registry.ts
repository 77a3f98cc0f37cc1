import type { AnyWidgetDefinition } from '../kit';
import { accordion } from './accordion';
import { backMenu } from './backMenu';
import { dynamicFilter } from './dynamicFilter';
import { echart } from './echart';
import { html } from './html';
import { imageGallery } from './imageGallery';
import { list } from './list';
import { bbMap, bbMaplibre } from './map';
import { menubar } from './menubar';
import { mermaid } from './mermaid';
import { bbMultiMap } from './multiMap';
import { multipleSelector } from './multipleSelector';
import { nomnoml } from './nomnoml';
import { parameterLink } from './parameterLink';
import { picture } from './picture';
import { propertyPanel } from './propertyPanel';
import { radioBox } from './radioBox';
import { searchAutocomplete } from './searchAutocomplete';
import { selectBox } from './selectBox';
import { sequencePaths } from './sequencePaths';
import { sideMenu } from './sideMenu';
import { slider } from './slider';
import { splitLayout, splitLayoutTest } from './splitLayout';
import { structuredText } from './structuredText';
import { tab } from './tab';
import { table } from './table';
import { tableCells } from './tableCells';
import { tablePlusPlus } from './tablePlusPlus';
import { textInput } from './textInput';
import { toggle } from './toggle';
import { checkboxTree, tree, treePlusPlus } from './tree';
import { treeD3 } from './treeD3';
import { videoPlayer } from './videoPlayer';
import { vis } from './vis';

/**
 * Every widget this build knows. The viewer and editor find widgets only here (the layer rule,
 * README "Code layout"); a definition is small, and its view is loaded only when an app uses it.
 * One widget per line, so that adding one is one import and one line.
 */
export const WIDGETS: readonly AnyWidgetDefinition[] = [
  splitLayout,
  splitLayoutTest,
  table,
  selectBox,
  radioBox,
  list,
  searchAutocomplete,
  echart,
  vis,
  tab,
  sideMenu,
  html,
  propertyPanel,
  bbMap,
  bbMaplibre,
  bbMultiMap,
  tablePlusPlus,
  accordion,
  menubar,
  backMenu,
  tableCells,
  textInput,
  toggle,
  slider,
  multipleSelector,
  parameterLink,
  picture,
  imageGallery,
  videoPlayer,
  structuredText,
  tree,
  treePlusPlus,
  checkboxTree,
  dynamicFilter,
  mermaid,
  nomnoml,
  treeD3,
  sequencePaths,
];

const byName = new Map<string, AnyWidgetDefinition>();
for (const definition of WIDGETS) {
  for (const name of [definition.type, ...(definition.aliases ?? [])]) {
    if (byName.has(name)) throw new Error(`Two widgets claim the type name ${name}`);
    byName.set(name, definition);
  }
}

export function findWidget(type: unknown): AnyWidgetDefinition | undefined {
  return typeof type === 'string' ? byName.get(type) : undefined;
}

/** The catalogue as the widget select lists it: sorted by label. */
export function widgetCatalogue(): AnyWidgetDefinition[] {
  return [...WIDGETS].sort((a, b) => a.label.localeCompare(b.label));
}
