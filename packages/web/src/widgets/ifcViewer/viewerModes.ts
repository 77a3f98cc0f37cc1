import type { IfcColour } from './ifcColour';
import { rowsOfModel, type IfcElementRow } from './ifcRows';

export const MODI = ['Viewer', 'Upload', 'ViewerWithUpload', 'BIMLegalDownload'] as const;
export type Modus = (typeof MODI)[number];
export const UPLOAD_FILE_MODES = ['singleIfc', 'multipleIfc'] as const;
export const VISUALISATIONS = ['3D', '2D'] as const;
export type Visualisation = (typeof VISUALISATIONS)[number];
export const OBJECT_VISUALISATION_MODES = ['normal', 'sparqlonly', 'transparent'] as const;
export type ObjectVisualisationMode = (typeof OBJECT_VISUALISATION_MODES)[number];

/** What the viewer offers in a modus. */
export interface ModusPlan {
  /** Loads the files the query's ?file names. */
  queryFiles: boolean;
  /** Offers to open an .ifc file from the visitor's computer (read in the browser, sent nowhere). */
  localFile: boolean;
  /** Why the viewer does not do what the settings ask, shown in the widget instead of a model. */
  unsupported?: string;
}

/** The V3 viewer's modus and upload mode (both as stored; '' reads as the default). */
export function modusPlan(modus: string, uploadFileMode: string): ModusPlan {
  if (uploadFileMode === 'multipleIfc') {
    return { queryFiles: false, localFile: false, unsupported: 'Upload file mode "multipleIfc" is not available in this viewer: choose "singleIfc".' };
  }
  switch (modus || 'Viewer') {
    case 'Viewer':
      return { queryFiles: true, localFile: false };
    case 'ViewerWithUpload':
      return { queryFiles: true, localFile: true };
    case 'Upload':
      return {
        queryFiles: false,
        localFile: false,
        unsupported:
          'Modus "Upload" (sending an IFC model to the server to be converted) is not available in this viewer. Use "ViewerWithUpload" to open a local .ifc file here, or an Upload widget to keep the file on the server.',
      };
    case 'BIMLegalDownload':
      return {
        queryFiles: false,
        localFile: false,
        unsupported: 'Modus "BIMLegalDownload" (exporting the model\'s categories, relations and property sets) is not available in this viewer.',
      };
    default:
      return { queryFiles: false, localFile: false, unsupported: `Unknown modus "${modus}": choose Viewer, ViewerWithUpload, Upload or BIMLegalDownload.` };
  }
}

/** How one model is painted: applied in this order, each step over the one before. */
export interface ModelLook {
  /** Only these elements are shown (sparqlonly); null: all. */
  visibleOnly: number[] | null;
  /** Every element the rows do not name is drawn see-through (transparent). */
  ghostOthers: boolean;
  /** The elements the rows colour, by colour. */
  colours: { colour: IfcColour; ids: number[] }[];
  /** The selected elements, painted in the selection colour last. */
  selected: number[];
}

/**
 * How a model looks for the rows about it, the object visualisation mode, and the selection
 * (expressIDs of this model).
 */
export function modelLook(rows: readonly IfcElementRow[], model: string, mode: ObjectVisualisationMode, selected: readonly number[]): ModelLook {
  const own = rowsOfModel(rows, model);
  const byColour = new Map<string, { colour: IfcColour; ids: number[] }>();
  for (const row of own) {
    if (!row.color) continue;
    const key = `${row.color.hex} ${row.color.opacity}`;
    const group = byColour.get(key) ?? { colour: row.color, ids: [] };
    if (!group.ids.includes(row.expressID)) group.ids.push(row.expressID);
    byColour.set(key, group);
  }
  const named = [...new Set(own.map((row) => row.expressID))];
  return {
    visibleOnly: mode === 'sparqlonly' ? named : null,
    ghostOthers: mode === 'transparent',
    colours: [...byColour.values()],
    selected: [...new Set(selected)],
  };
}
