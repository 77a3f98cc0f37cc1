import type ExcelJS from 'exceljs';
import { namedNode } from 'oxigraph';
import { sanitiseFileName } from './fileName.js';
import { defaultXlsxLimits, type XlsxLimits } from './xlsxLimits.js';
import { checkWorkbookZip, readWorkbookCells, XlsxError, type SheetHeader } from './xlsxReader.js';

export { XlsxError, XlsxLimitError } from './xlsxReader.js';

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

// Terms are written as N-Triples text here rather than built as Oxigraph terms: a workbook's
// hundreds of thousands of cells cost seconds of calls into WebAssembly, and a Store built from
// them in one call minutes, all on the server's thread.
const xsd = 'http://www.w3.org/2001/XMLSchema#';
/** An IRI as N-Triples; Oxigraph checks it. */
const iri = (value: string) => `<${namedNode(value).value}>`;
const literal = (text: string, datatype?: string) => {
  const quoted = `"${text.replace(/[\\"\n\r]/g, (c) => ({ '\\': '\\\\', '"': '\\"', '\n': '\\n', '\r': '\\r' })[c]!)}"`;
  return datatype ? `${quoted}^^<${xsd}${datatype}>` : quoted;
};
const rdfType = iri('http://www.w3.org/1999/02/22-rdf-syntax-ns#type');
const rdfsLabel = iri('http://www.w3.org/2000/01/rdf-schema#label');
const terms = Object.fromEntries(['Row', 'Sheet', 'sheet', 'rowNumber', 'fileName'].map((local) => [local, iri(`${xlsxVocabulary}${local}`)]));
const term = (local: 'Row' | 'Sheet' | 'sheet' | 'rowNumber' | 'fileName') => terms[local]!;

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

export function columnLocalName(header: string): string {
  return header
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .replace(/^-/, '_-');
}

/** A cell's value as an N-Triples term. */
function cellTerm(value: ExcelJS.CellValue): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : literal(value);
  if (typeof value === 'boolean') return literal(String(value), 'boolean');
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    const text = String(value);
    if (/e/i.test(text)) return literal(text, 'double');
    return literal(text, Number.isInteger(value) ? 'integer' : 'decimal');
  }
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return undefined;
    const iso = value.toISOString();
    if (iso.endsWith('T00:00:00.000Z')) return literal(iso.slice(0, 10), 'date');
    return literal(iso.replace('.000Z', 'Z'), 'dateTime');
  }
  if ('error' in value) return undefined;
  if ('richText' in value) return cellTerm(value.richText.map((r) => r.text).join(''));
  if ('hyperlink' in value) {
    if (/^[A-Za-z][A-Za-z0-9+.-]*:[^<>"{}|^`\\\u0000-\u0020]*$/.test(value.hyperlink)) {
      try {
        return iri(value.hyperlink);
      } catch {
        // Not an IRI after all: its text, as for other links.
      }
    }
    return cellTerm(value.text);
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

/** Column 1 is A, 27 AA, 16384 XFD. */
export function columnLetter(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/**
 * Reads an .xlsx file and turns every sheet row below its header row into RDF (see above).
 * The header row is the first row of a sheet that has any value. The file is read in a worker
 * within `limits` (xlsxReader.ts), only the cells that exist are visited, and rows are turned
 * into N-Triples batch by batch as they come, so the server's thread is never held for long.
 */
export async function xlsxToRdf(file: string, options: XlsxToRdfOptions, limits: XlsxLimits = defaultXlsxLimits): Promise<XlsxRdf> {
  await checkWorkbookZip(file, options.fileName, limits);
  // Row triples are unique (one row node per sheet and row, one column per cell) and are written
  // per batch; sheet and column triples can repeat between sheets and are kept in a set.
  const slices: string[] = [];
  let rowTriples = 0;
  const shared = new Set<string>();
  const triple = (subject: string, predicate: string, object: string) => `${subject} ${predicate} ${object} .\n`;
  let sheets = 0;
  let rows = 0;
  const sheetSlugs = new Set<string>();
  let current: { header: SheetHeader; node: string; iri: string; columns: Map<number, string>; rows: number } | undefined;

  const endSheet = () => {
    if (!current || current.rows === 0) return;
    const { header, node, columns } = current;
    shared.add(triple(node, rdfType, term('Sheet')));
    shared.add(triple(node, rdfsLabel, literal(header.name)));
    shared.add(triple(node, term('fileName'), literal(options.fileName)));
    for (const [col, text] of header.header) if (text.trim()) shared.add(triple(columns.get(col)!, rdfsLabel, literal(text.trim())));
    sheets++;
    rows += current.rows;
  };

  await readWorkbookCells(file, options.fileName, limits, {
    sheet(header) {
      endSheet();
      const headerTexts = new Map(header.header.map(([col, text]) => [col, text.trim()]));
      const names = columnNames(
        header.columns.map((i) => headerTexts.get(i) ?? ''),
        header.columns.map(columnLetter),
      );
      const columns = new Map(header.columns.map((i, at) => [i, iri(`${options.columnNamespace}${names[at]}`)]));
      let slug = sanitiseFileName(header.name).replace(/\./g, '_');
      while (sheetSlugs.has(slug)) slug = `${slug}_${header.id}`;
      sheetSlugs.add(slug);
      const sheetIri = namedNode(`${options.rowBase}${slug}`).value;
      current = { header, node: `<${sheetIri}>`, iri: sheetIri, columns, rows: 0 };
    },
    rows(batch) {
      const sheet = current!;
      const lines: string[] = [];
      for (const [n, cells] of batch) {
        const values = cells.map(([col, value]) => [col, cellTerm(value)] as const).filter((v): v is readonly [number, string] => v[1] !== undefined);
        if (values.length === 0) continue;
        const rowNode = `<${sheet.iri}/row/${n}>`;
        lines.push(triple(rowNode, rdfType, term('Row')), triple(rowNode, term('sheet'), sheet.node), triple(rowNode, term('rowNumber'), literal(String(n), 'integer')));
        for (const [col, value] of values) lines.push(triple(rowNode, sheet.columns.get(col)!, value));
        sheet.rows++;
      }
      rowTriples += lines.length;
      slices.push(lines.join(''));
    },
  });
  endSheet();
  if (rows === 0) throw new XlsxError(`"${options.fileName}" has no rows with data below a header row.`);
  slices.push([...shared].join(''));
  return { ntriples: slices.join(''), sheets, rows, triples: rowTriples + shared.size };
}
