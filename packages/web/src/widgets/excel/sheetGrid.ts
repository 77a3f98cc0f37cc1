import type { CellValue } from 'exceljs';
import type { TFunction } from 'i18next';

/**
 * How much the widget opens: a sheet is read whole into the page and every cell is a grid cell,
 * so a sheet past these is refused with a message rather than freezing the browser.
 */
export const SHEET_LIMITS = { rows: 10_000, columns: 200, cells: 200_000, bytes: 20 * 1024 * 1024 };
export type SheetLimits = typeof SHEET_LIMITS;

/** Why a workbook of this size is not opened, in the reader's language, or null when it fits. */
export function fileSizeProblem(name: string, bytes: number, t: TFunction, limits: SheetLimits = SHEET_LIMITS): string | null {
  if (bytes <= limits.bytes) return null;
  return t('widget.excel.fileTooLarge', { name, size: (bytes / 1024 / 1024).toFixed(1), limit: limits.bytes / 1024 / 1024 });
}

/** Why a sheet of this size is not opened, in the reader's language (numbers as the reader writes them), or null when it fits. */
export function sheetSizeProblem(sheet: { name: string; rowCount: number; columnCount: number }, t: TFunction, limits: SheetLimits = SHEET_LIMITS): string | null {
  const { name, rowCount: rows, columnCount: columns } = sheet;
  if (rows > limits.rows) return t('widget.excel.tooManyRows', { name, rows, limit: limits.rows });
  if (columns > limits.columns) return t('widget.excel.tooManyColumns', { name, columns, limit: limits.columns });
  if (rows * columns > limits.cells) return t('widget.excel.tooManyCells', { name, cells: rows * columns, rows, columns, limit: limits.cells });
  return null;
}

/** A column's letters: 1 is A, 26 Z, 27 AA. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

export interface GridColumn {
  /** 1-based, as the sheet counts. */
  index: number;
  letter: string;
  /** The header cell's text; empty when the header cell is. */
  header: string;
}

export interface GridRow {
  /** The row's number in the sheet. */
  rowNumber: number;
  /** One value per column, in column order. */
  values: CellValue[];
}

export interface SheetGrid {
  /** The first row with a value, which names the columns (as the server's uploadAnyXLSX reads it). */
  headerRow: number;
  columns: GridColumn[];
  /** Every row below the header row, the empty ones between too. */
  rows: GridRow[];
}

/** Rows as exceljs's `getSheetValues()` gives them: `values[row][column]`, both 1-based and sparse. */
export type SheetValues = readonly (readonly CellValue[] | null | undefined)[];

const isEmpty = (value: CellValue) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** The grid of a sheet, or null when no row has a value (there is then no header row). */
export function sheetGrid(values: SheetValues, columnCount: number): SheetGrid | null {
  const headerRow = values.findIndex((row, index) => index > 0 && row != null && row.some((value, column) => column > 0 && !isEmpty(value)));
  if (headerRow < 0) return null;
  const header = values[headerRow] ?? [];
  let width = Math.max(columnCount, header.length - 1);
  for (let r = headerRow + 1; r < values.length; r++) width = Math.max(width, (values[r]?.length ?? 1) - 1);
  const columns: GridColumn[] = Array.from({ length: width }, (_, i) => ({ index: i + 1, letter: columnLetter(i + 1), header: cellText(header[i + 1]).trim() }));
  const rows: GridRow[] = [];
  for (let r = headerRow + 1; r < values.length; r++) {
    const row = values[r];
    rows.push({ rowNumber: r, values: columns.map((column) => row?.[column.index] ?? null) });
  }
  return { headerRow, columns, rows };
}

function dateText(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.replace('.000Z', 'Z');
}

/** What a cell shows: its value as text (a formula its result, a link its text, an error its code). */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return dateText(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value) {
    // Workbooks also store a link's text as rich text.
    const text: unknown = value.text;
    return typeof text === 'string' ? text : cellText(text as CellValue);
  }
  if ('formula' in value || 'sharedFormula' in value) return cellText((value.result ?? null) as CellValue);
  if ('error' in value) return value.error;
  return '';
}

/** Formulas are computed by Excel: the grid shows their result and leaves them alone. */
export function isFormula(value: CellValue): boolean {
  return typeof value === 'object' && value !== null && !(value instanceof Date) && ('formula' in value || 'sharedFormula' in value);
}

const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;
const IRI = /^[A-Za-z][A-Za-z0-9+.-]*:[^<>"{}|^`\\\s]+$/;

/**
 * The value a cell gets when the visitor typed `text` over `previous`: the cell keeps its kind
 * where the text fits it (a number stays a number, a date a date, text stays text even when it
 * looks like a number, so that "0123" keeps its zero); an empty cell takes a number or an ISO
 * date as such. Unchanged text leaves the cell as it was (its formatting, a link's address).
 */
export function editedValue(text: string, previous: CellValue): CellValue {
  if (text === cellText(previous)) return previous ?? null;
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const wasEmpty = isEmpty(previous);
  if ((typeof previous === 'number' || wasEmpty) && NUMBER.test(trimmed)) return Number(trimmed);
  if (typeof previous === 'boolean' && /^(true|false)$/i.test(trimmed)) return trimmed.toLowerCase() === 'true';
  if (previous instanceof Date || wasEmpty) {
    if (DATE.test(trimmed) && !Number.isNaN(Date.parse(`${trimmed}T00:00:00Z`))) return new Date(`${trimmed}T00:00:00Z`);
    if (DATE_TIME.test(trimmed) && !Number.isNaN(Date.parse(trimmed))) return new Date(trimmed);
  }
  if (typeof previous === 'object' && previous !== null && 'hyperlink' in previous && IRI.test(trimmed)) return { text: trimmed, hyperlink: trimmed };
  return text;
}
