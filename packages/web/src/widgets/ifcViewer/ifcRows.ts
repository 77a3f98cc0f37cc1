import type { ResultTable } from '@grafiek/core';
import type { TFunction } from 'i18next';
import { parseIfcColour, type IfcColour } from './ifcColour';

/** One element a query row names: the IFC entity `expressID` of a model, with its IRI and look. */
export interface IfcElementRow {
  /** The element's IRI: what a click on it publishes, and what a subscribed value selects. */
  uri?: string;
  expressID: number;
  /** The model the row is about; without it, the row is about every model shown. */
  file?: string;
  /** Painted in this colour (?color, else the highlight colour when ?highlight is true). */
  color?: IfcColour;
}

export interface IfcRows {
  /** The IFC files to show, in the order the rows first name them. */
  files: string[];
  elements: IfcElementRow[];
  /** What the rows hold that the viewer cannot use, for the author. */
  notes: string[];
}

const TRUE_WORDS = new Set(['true', '1', 'yes', 'on']);

function textOf(table: ResultTable, index: number, name: string): string | undefined {
  const value = table.rows[index]?.bindings[name]?.value;
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/**
 * An IFC entity number as a query gives it: `40`, `"40"^^xsd:integer` read as text, or `#40` as
 * it is written in the file. Not a whole, non-negative number: undefined.
 */
export function readExpressId(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const match = /^#?(\d+)(?:\.0+)?$/.exec(text.trim());
  if (!match) return undefined;
  const value = Number(match[1]);
  return Number.isSafeInteger(value) ? value : undefined;
}

/**
 * The rows of the viewer's query: ?file names the IFC file(s) to load (an address the browser
 * can fetch), ?expressID with ?uri ties an element to its IRI, ?color and ?highlight paint it.
 * `highlightColour` is what a row with ?highlight true and no ?color gets. The notes are in the
 * reader's language with `t`, else in English.
 */
export function readIfcRows(table: ResultTable | undefined, highlightColour: IfcColour, t?: TFunction): IfcRows {
  const files: string[] = [];
  const elements: IfcElementRow[] = [];
  const notes: string[] = [];
  if (!table) return { files, elements, notes };
  const badColours = new Set<string>();
  let badIds = 0;
  for (let index = 0; index < table.rows.length; index++) {
    const file = textOf(table, index, 'file');
    if (file && !files.includes(file)) files.push(file);
    const idText = textOf(table, index, 'expressID');
    const expressID = readExpressId(idText);
    if (expressID === undefined) {
      if (idText !== undefined) badIds++;
      continue;
    }
    const colourText = textOf(table, index, 'color');
    let color = colourText === undefined ? undefined : parseIfcColour(colourText);
    if (colourText !== undefined && color === null) badColours.add(colourText);
    const highlightText = textOf(table, index, 'highlight');
    if (!color && highlightText !== undefined && TRUE_WORDS.has(highlightText.toLowerCase())) color = highlightColour;
    const row: IfcElementRow = { expressID };
    const uri = textOf(table, index, 'uri');
    if (uri) row.uri = uri;
    if (file) row.file = file;
    if (color) row.color = color;
    elements.push(row);
  }
  if (badIds > 0) {
    notes.push(
      t
        ? t('widget.ifcViewer.badExpressIds', { count: badIds })
        : `${badIds} ${badIds === 1 ? 'row has' : 'rows have'} an ?expressID that is not a whole number (e.g. 40 or #40); ${badIds === 1 ? 'it is' : 'they are'} left out.`,
    );
  }
  if (badColours.size > 0) {
    const colours = [...badColours].slice(0, 3).map((text) => `"${text}"`).join(', ');
    notes.push(t ? t('widget.ifcViewer.badColours', { colours }) : `Colours not understood: ${colours}. Use #rrggbb, rgb(r, g, b) or a colour name.`);
  }
  return { files, elements, notes };
}

/** The rows about one model: those naming its file, and those naming none. */
export function rowsOfModel(rows: readonly IfcElementRow[], model: string): IfcElementRow[] {
  return rows.filter((row) => row.file === undefined || row.file === model);
}

/** The row a click on an element of a model finds, if the query names that element. */
export function rowOfElement(rows: readonly IfcElementRow[], model: string, expressID: number): IfcElementRow | undefined {
  return rows.find((row) => row.expressID === expressID && row.file === model) ?? rows.find((row) => row.expressID === expressID && row.file === undefined);
}

/** An element of a loaded model. */
export interface IfcElementRef {
  model: string;
  expressID: number;
}

/** The elements of the loaded models whose rows carry this IRI (a subscribed value). */
export function elementsOfUri(rows: readonly IfcElementRow[], uri: string, models: readonly string[]): IfcElementRef[] {
  const found: IfcElementRef[] = [];
  for (const row of rows) {
    if (row.uri !== uri) continue;
    for (const model of models) {
      if (row.file === undefined || row.file === model) found.push({ model, expressID: row.expressID });
    }
  }
  return found;
}

/** A file's name for messages: the last part of its address. */
export function fileLabel(file: string): string {
  const path = file.split(/[?#]/)[0] ?? file;
  const last = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(last) || file;
  } catch {
    return last || file;
  }
}
