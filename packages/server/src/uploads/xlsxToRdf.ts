import ExcelJS from 'exceljs';
import { defaultGraph, literal, namedNode, quad, Store, type Quad, type Term } from 'oxigraph';
import { graphMediaTypes } from '../repositories/repository.js';
import { sanitiseFileName } from './fileName.js';

/**
 * The vocabulary of spreadsheet rows as RDF. Structure terms live under `urn:grafiek:xlsx:`,
 * columns under `urn:grafiek:xlsx:column:` unless the upload names another namespace:
 *
 *   <{rowBase}{sheet}/row/{n}> a xlsx:Row ; xlsx:sheet <{rowBase}{sheet}> ; xlsx:rowNumber n ;
 *                              col:{Header} value ; ...
 *   <{rowBase}{sheet}>         a xlsx:Sheet ; rdfs:label "sheet name" ; xlsx:fileName "book.xlsx" .
 *   col:{Header}               rdfs:label "Header as written" .
 *
 * `{Header}` is the header cell with accents dropped and every run of other characters than
 * letters, digits, `_` and `-` made one `_` ("Height (m)" → `Height_m`); an empty header becomes
 * `column_{letter}`, and a repeated one gets `_2`, `_3`. Values are typed: whole numbers
 * xsd:integer, other numbers xsd:decimal (xsd:double when they only write as exponents),
 * dates xsd:date (or xsd:dateTime when they carry a time), booleans xsd:boolean, hyperlinks IRIs,
 * formulas their result, text plain literals. Empty cells and error values give no triple.
 */
export const xlsxVocabulary = 'urn:grafiek:xlsx:';
export const defaultColumnNamespace = 'urn:grafiek:xlsx:column:';

const xsd = 'http://www.w3.org/2001/XMLSchema#';
const rdfType = namedNode('http://www.w3.org/1999/02/22-rdf-syntax-ns#type');
const rdfsLabel = namedNode('http://www.w3.org/2000/01/rdf-schema#label');
const term = (local: string) => namedNode(`${xlsxVocabulary}${local}`);

export interface XlsxToRdfOptions {
  /** Row and sheet IRIs start with this. */
  rowBase: string;
  columnNamespace: string;
  fileName: string;
}

export interface XlsxRdf {
  ntriples: string;
  sheets: number;
  rows: number;
  triples: number;
}

/** A workbook that cannot be read: the upload is refused with this message. */
export class XlsxError extends Error {}

export function columnLocalName(header: string): string {
  return header
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .replace(/^-/, '_-');
}

function cellTerm(value: ExcelJS.CellValue): Term | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : literal(value);
  if (typeof value === 'boolean') return literal(String(value), namedNode(`${xsd}boolean`));
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    const text = String(value);
    if (/e/i.test(text)) return literal(text, namedNode(`${xsd}double`));
    return literal(text, namedNode(`${xsd}${Number.isInteger(value) ? 'integer' : 'decimal'}`));
  }
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return undefined;
    const iso = value.toISOString();
    if (iso.endsWith('T00:00:00.000Z')) return literal(iso.slice(0, 10), namedNode(`${xsd}date`));
    return literal(iso.replace('.000Z', 'Z'), namedNode(`${xsd}dateTime`));
  }
  if ('error' in value) return undefined;
  if ('richText' in value) return cellTerm(value.richText.map((r) => r.text).join(''));
  if ('hyperlink' in value) {
    return /^[A-Za-z][A-Za-z0-9+.-]*:[^<>"{}|^`\\\u0000-\u0020]*$/.test(value.hyperlink) ? namedNode(value.hyperlink) : cellTerm(value.text);
  }
  if ('formula' in value || 'sharedFormula' in value) return cellTerm(value.result ?? null);
  return undefined;
}

/** Unique names for the columns of a header row; empty headers are named after their letter. */
function columnNames(headers: string[], letters: string[]): string[] {
  const seen = new Map<string, number>();
  return headers.map((header, i) => {
    const base = columnLocalName(header) || `column_${letters[i]}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}_${count}`;
  });
}

/**
 * Reads an .xlsx file and turns every sheet row below its header row into RDF (see above).
 * The header row is the first row of a sheet that has any value.
 */
export async function xlsxToRdf(file: string, options: XlsxToRdfOptions): Promise<XlsxRdf> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.readFile(file);
  } catch (error) {
    throw new XlsxError(`"${options.fileName}" is not an Excel workbook that can be read (${(error as Error).message}).`);
  }
  const quads: Quad[] = [];
  const add = (s: Parameters<typeof quad>[0], p: Parameters<typeof quad>[1], o: Term) => quads.push(quad(s, p, o as Parameters<typeof quad>[2]));
  let sheets = 0;
  let rows = 0;
  const sheetSlugs = new Set<string>();
  for (const sheet of workbook.worksheets) {
    let headerRow = 0;
    sheet.eachRow((row, n) => {
      if (headerRow === 0 && row.hasValues) headerRow = n;
    });
    if (headerRow === 0) continue;
    const header = sheet.getRow(headerRow);
    const width = Math.max(sheet.columnCount, header.cellCount);
    const indexes = Array.from({ length: width }, (_, i) => i + 1);
    const names = columnNames(
      indexes.map((i) => header.getCell(i).text.trim()),
      indexes.map((i) => sheet.getColumn(i).letter),
    );
    const columns = names.map((name) => namedNode(`${options.columnNamespace}${name}`));

    let slug = sanitiseFileName(sheet.name).replace(/\./g, '_');
    if (sheetSlugs.has(slug)) slug = `${slug}_${sheet.id}`;
    sheetSlugs.add(slug);
    const sheetNode = namedNode(`${options.rowBase}${slug}`);
    let sheetRows = 0;
    sheet.eachRow((row, n) => {
      if (n <= headerRow) return;
      const values = indexes.map((i) => cellTerm(row.getCell(i).value));
      if (values.every((v) => v === undefined)) return;
      const rowNode = namedNode(`${options.rowBase}${slug}/row/${n}`);
      add(rowNode, rdfType, term('Row'));
      add(rowNode, term('sheet'), sheetNode);
      add(rowNode, term('rowNumber'), literal(String(n), namedNode(`${xsd}integer`)));
      values.forEach((value, i) => {
        if (value) add(rowNode, columns[i]!, value);
      });
      sheetRows++;
    });
    if (sheetRows === 0) continue;
    add(sheetNode, rdfType, term('Sheet'));
    add(sheetNode, rdfsLabel, literal(sheet.name));
    add(sheetNode, term('fileName'), literal(options.fileName));
    indexes.forEach((i) => {
      const text = header.getCell(i).text.trim();
      if (text) add(columns[i - 1]!, rdfsLabel, literal(text));
    });
    sheets++;
    rows += sheetRows;
  }
  if (rows === 0) throw new XlsxError(`"${options.fileName}" has no rows with data below a header row.`);
  const store = new Store(quads);
  return { ntriples: store.dump({ format: graphMediaTypes.ntriples, from_graph_name: defaultGraph() }), sheets, rows, triples: store.size };
}
