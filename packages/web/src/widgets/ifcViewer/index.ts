import { defineWidget, messageOptions, opt, publishOption, queryOption, type SettingsOf } from '../../kit';
import { MODI, OBJECT_VISUALISATION_MODES, UPLOAD_FILE_MODES, VISUALISATIONS } from './viewerModes';

const DEFAULT_IFC_QUERY = `# ?file: the address of the .ifc file (e.g. /api/download/... of a kept upload);
# ?expressID: the element's entity number in that file; ?uri: its IRI.
SELECT ?uri ?expressID ?file ?color WHERE {
  ?uri <http://example.org/ifc/expressID> ?expressID ;
       <http://example.org/ifc/file> ?file .
  OPTIONAL { ?uri <http://example.org/ifc/color> ?color }
} LIMIT 10000`;

const QUERY_HELP =
  'Rows ?uri ?expressID ?file, optionally ?color and ?highlight. Every ?file (an address this browser may fetch, e.g. /api/download/… of an uploaded file) is loaded; ?expressID is the element\'s entity number (#40 in the file) and ?uri its IRI, which a click publishes. ?color paints the element (#rrggbb, rgb(), a name); ?highlight true paints it in the highlight colour. A row without ?file is about every model.';

const SELECTION = 'Selection';
const LOOK = 'Look';
const MODE = 'Mode';

const viewerOptions = {
  query: queryOption(DEFAULT_IFC_QUERY, QUERY_HELP),
  publishVariable: publishOption('Gets the ?uri of the element a click selects (from the rows, or from the GUID query).'),
  subscribeVariable: opt.variable({
    label: 'Subscribe variable',
    help: 'The elements whose ?uri this app variable holds are selected (and zoomed to), e.g. from a table click.',
  }),
  selectguidquery: opt.sparql({
    label: 'GUID query',
    group: SELECTION,
    help: 'Asked when an element is clicked, with its IFC GlobalId as {{guid}}: the first ?uri of its answer is published. Empty: the ?uri of the row with the element\'s ?expressID.',
  }),
  resetparameter: opt.variable({ label: 'Reset parameter', group: SELECTION, help: 'A new value in this app variable clears the selection.' }),
  reloadparameter: opt.variable({ label: 'Reload parameter', group: SELECTION, help: 'A new value asks the query again and loads the models anew.' }),
  zoomToSelection: opt.boolean({ label: 'Zoom to selection', group: SELECTION, default: true, help: 'The camera moves to elements the subscribe variable selects.' }),
  selectionColor: opt.text({ label: 'Selection colour', group: LOOK, default: '#1e88e5', help: 'The colour of selected elements: #rrggbb, rgb(r, g, b) or a name.' }),
  highlightColor: opt.text({ label: 'Highlight colour', group: LOOK, default: '#ff9800', help: 'The colour of rows with ?highlight true and no ?color.' }),
  className: opt.text({ label: 'CSS class', group: LOOK, help: 'A class on the viewer\'s element, for the app\'s own CSS.' }),
  ...messageOptions,
};

const v3Options = {
  modus: opt.select(MODI, {
    label: 'Modus',
    group: MODE,
    default: 'Viewer',
    help: 'Viewer: the models the query names. ViewerWithUpload: also a button to open an .ifc file from this computer (read here, sent nowhere). Upload and BIMLegalDownload are not available in this viewer and say so.',
  }),
  uploadFileMode: opt.select(UPLOAD_FILE_MODES, { label: 'Upload file mode', group: MODE, default: 'singleIfc', help: 'singleIfc: one model at a time. multipleIfc is not available.' }),
  visualisationMode: opt.select(VISUALISATIONS, { label: 'Visualisation', group: MODE, default: '3D', help: '3D: orbit around the model; 2D: a plan seen from above, pan and zoom only.' }),
  objectVisualisationMode: opt.select(OBJECT_VISUALISATION_MODES, {
    label: 'Object visualisation',
    group: MODE,
    default: 'normal',
    help: 'normal: every element, the rows\' elements coloured; sparqlonly: only the elements the rows name; transparent: the other elements see-through.',
  }),
  resetSelectionOnQueryUpdate: opt.boolean({ label: 'Reset selection on query update', group: SELECTION, default: true, help: 'A new answer of the query clears the selection.' }),
  ...viewerOptions,
};

export type IfcViewerSettings = SettingsOf<typeof viewerOptions> & Partial<SettingsOf<typeof v3Options>>;

export const ifcViewer = defineWidget({
  type: 'IFCJSViewer',
  aliases: ['BBIFCJSViewer', 'BBIFCViewer'],
  label: 'IFCJSViewer',
  category: 'Graph',
  description:
    'A 3D building model (IFC) with orbit and zoom: loads the files the query names, colours the elements its rows name, publishes the ?uri of a clicked element and selects the element a variable names.',
  options: viewerOptions,
  view: () => import('./IfcViewerView'),
});

const V3_DESCRIPTION =
  'The IFC viewer with modes: the query\'s models or a local .ifc file, 3D or a 2D plan, only the query\'s elements or the others see-through; a click publishes the element\'s ?uri.';

/** A V3 viewer under one of its two names. */
function v3Viewer(type: string) {
  return defineWidget({ type, label: type, category: 'Graph', description: V3_DESCRIPTION, options: v3Options, view: () => import('./IfcViewerView') });
}

export const ifcViewerV3 = v3Viewer('IFCJSViewerV3');

/** The "next generation" viewer of older apps: the same viewer as V3, under its own name. */
export const ifcViewerNextGen = v3Viewer('BBIfcViewerNextGen');
