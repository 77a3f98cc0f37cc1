import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { parse, type Quad } from 'oxigraph';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultXlsxLimits, type XlsxLimits } from './xlsxLimits.js';
import { MAX_COMPRESSION_RATIO } from './xlsxReader.js';
import { readZipDirectory } from './zipDirectory.js';
import { columnLetter, XlsxError, XlsxLimitError, xlsxToRdf } from './xlsxToRdf.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'grafiek-xlsx-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let files = 0;
function write(bytes: Uint8Array): string {
  const file = path.join(dir, `${++files}.xlsx`);
  fs.writeFileSync(file, bytes);
  return file;
}

async function workbookFile(fill: (sheet: ExcelJS.Worksheet) => void): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  fill(workbook.addWorksheet('Data'));
  return write(Buffer.from(await workbook.xlsx.writeBuffer()));
}

const options = { rowBase: 'urn:rows/', columnNamespace: 'urn:col:', fileName: 'book.xlsx' };
const read = (file: string, limits: Partial<XlsxLimits> = {}) => xlsxToRdf(file, options, { ...defaultXlsxLimits, ...limits });
const objects = (quads: Quad[], subject: string, predicate: string) =>
  quads.filter((q) => q.subject.value === subject && q.predicate.value === predicate).map((q) => q.object.value);

/** A grid of `rows` rows below a header of `columns` columns. */
const grid = (rows: number, columns: number) =>
  workbookFile((sheet) => {
    sheet.addRow(Array.from({ length: columns }, (_, c) => `Column ${c + 1}`));
    for (let r = 1; r <= rows; r++) sheet.addRow(Array.from({ length: columns }, (_, c) => r * 100 + c));
  });

/** The zip with the named entry's declared unpacked size replaced, in its local header and the directory. */
function declareSize(zip: Buffer, entry: string, size: number): Buffer {
  const patched = Buffer.from(zip);
  const name = Buffer.from(entry);
  for (let at = patched.indexOf(name); at >= 0; at = patched.indexOf(name, at + 1)) {
    if (patched.readUInt32LE(at - 30) === 0x04034b50) patched.writeUInt32LE(size, at - 30 + 22);
    if (patched.readUInt32LE(at - 46) === 0x02014b50) patched.writeUInt32LE(size, at - 46 + 24);
  }
  return patched;
}

describe('xlsxToRdf', () => {
  it('visits only the cells that exist: a header at column XFD and 800 rows give their rows', async () => {
    const file = await workbookFile((sheet) => {
      sheet.getCell('A1').value = 'Name';
      sheet.getCell('XFD1').value = 'Far (m)';
      for (let n = 2; n <= 801; n++) {
        sheet.getCell(`A${n}`).value = `row ${n}`;
        sheet.getCell(`XFD${n}`).value = n / 2;
      }
    });
    const rdf = await read(file);
    expect(rdf).toMatchObject({ sheets: 1, rows: 800 });
    const quads = parse(rdf.ntriples, { format: 'application/n-triples' });
    expect(quads).toHaveLength(rdf.triples);
    const predicates = new Set(quads.filter((q) => q.subject.value.includes('/row/')).map((q) => q.predicate.value));
    expect([...predicates].filter((p) => p.startsWith('urn:col:')).sort()).toEqual(['urn:col:Far_m', 'urn:col:Name']);
    expect(objects(quads, 'urn:rows/Data/row/7', 'urn:col:Name')).toEqual(['row 7']);
    expect(objects(quads, 'urn:rows/Data/row/7', 'urn:col:Far_m')).toEqual(['3.5']);
    expect(objects(quads, 'urn:rows/Data/row/801', 'urn:col:Far_m')).toEqual(['400.5']);
    expect(objects(quads, 'urn:col:Far_m', 'http://www.w3.org/2000/01/rdf-schema#label')).toEqual(['Far (m)']);
  });

  it('names columns without a header after their letter, only for columns that hold cells, and escapes text', async () => {
    const file = await workbookFile((sheet) => {
      sheet.getCell('A1').value = 'Name';
      sheet.getCell('A2').value = 'Dom';
      sheet.getCell('AB2').value = 112;
      sheet.getCell('AC2').value = 'say "hi"\n\\ and é\t';
    });
    const quads = parse((await read(file)).ntriples, { format: 'application/n-triples' });
    expect(objects(quads, 'urn:rows/Data/row/2', 'urn:col:column_AB')).toEqual(['112']);
    expect(objects(quads, 'urn:rows/Data/row/2', 'urn:col:column_AC')).toEqual(['say "hi"\n\\ and é\t']);
    expect(quads.filter((q) => q.predicate.value.startsWith('urn:col:column_'))).toHaveLength(2);
    expect([1, 26, 27, 52, 16384].map(columnLetter)).toEqual(['A', 'Z', 'AA', 'AZ', 'XFD']);
  });

  it('refuses a small zip that declares a huge sheet, from its directory alone', async () => {
    const small = fs.readFileSync(await grid(2, 2));
    expect(small.length).toBeLessThan(10_000);
    const bomb = write(declareSize(small, 'xl/worksheets/sheet1.xml', 3_000_000_000));
    expect((await readZipDirectory(bomb)).find((e) => e.name === 'xl/worksheets/sheet1.xml')?.uncompressedSize).toBe(3_000_000_000);
    const refusal = read(bomb);
    await expect(refusal).rejects.toThrow(XlsxLimitError);
    await expect(refusal).rejects.toThrow(/^"book\.xlsx" is too large to read: it unpacks to 2861 MiB, more than 200 MiB \(GRAFIEK_XLSX_MAX_UNZIPPED_BYTES\)\.$/);
  });

  it('refuses an entry compressed like a zip bomb, and one that unpacks to more than it declares', async () => {
    const zip = new JSZip();
    zip.file('xl/worksheets/sheet1.xml', ' '.repeat(4 * 1024 * 1024));
    const packed = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
    await expect(read(write(packed))).rejects.toThrow(
      new RegExp(`^"book\\.xlsx" is refused as a zip bomb: "xl/worksheets/sheet1\\.xml" is compressed more than ${MAX_COMPRESSION_RATIO} to 1`),
    );
    // Declaring 1,000 bytes passes the directory check; unpacking counts what is really there.
    const lying = write(declareSize(packed, 'xl/worksheets/sheet1.xml', 1000));
    await expect(read(lying, { maxUnzippedBytes: 2 * 1024 * 1024 })).rejects.toThrow(
      '"book.xlsx" is too large to read: it unpacks to more than 2 MiB (GRAFIEK_XLSX_MAX_UNZIPPED_BYTES).',
    );
  });

  it('refuses a workbook over the cell or column cap, counted while unpacking', async () => {
    const file = await grid(30, 5);
    await expect(read(file, { maxCells: 100 })).rejects.toThrow('"book.xlsx" is too large to read: more than 100 cells (GRAFIEK_XLSX_MAX_CELLS).');
    await expect(read(file, { maxColumns: 4 })).rejects.toThrow('"book.xlsx" is too large to read: more than 4 columns in use (GRAFIEK_XLSX_MAX_COLUMNS).');
    expect((await read(file, { maxCells: 155, maxColumns: 5 })).rows).toBe(30);
  });

  it('ends the reading worker past its heap or its time, with a clear refusal', async () => {
    const file = await grid(20_000, 5);
    const memory = read(file, { maxMemoryMb: 16 });
    await expect(memory).rejects.toThrow(XlsxLimitError);
    await expect(memory).rejects.toThrow('"book.xlsx" is too large to read: it needs more than 16 MB of memory (GRAFIEK_XLSX_MAX_MEMORY_MB).');
    await expect(read(file, { timeoutMs: 5 })).rejects.toThrow('"book.xlsx" is too large to read: it took longer than 5 ms (GRAFIEK_XLSX_TIMEOUT_MS).');
  });

  it('refuses a file that is not a workbook with a 400, not a limit', async () => {
    const refusal = read(write(Buffer.from('PK\u0003\u0004 not really a zip')));
    await expect(refusal).rejects.toThrow(XlsxError);
    await expect(refusal).rejects.not.toThrow(XlsxLimitError);
    await expect(refusal).rejects.toThrow(/^"book\.xlsx" is not an Excel workbook that can be read \(it has no zip directory\)\.$/);
  });
});
