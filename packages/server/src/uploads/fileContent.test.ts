import { describe, expect, it } from 'vitest';
import { contentMismatch, servedMediaType, sniffContent } from './fileContent.js';

const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

describe('file content checks', () => {
  it('recognises files by their first bytes', () => {
    expect(sniffContent(bytes('PK\x03\x04rest'))).toBe('zip');
    expect(sniffContent(bytes('%PDF-1.7'))).toBe('pdf');
    expect(sniffContent(new Uint8Array([0xef, 0xbb, 0xbf, ...bytes('ISO-10303-21;')]))).toBe('ifc'); // after a UTF-8 byte-order mark
    expect(sniffContent(bytes('ISO-10303-21;\nHEADER;'))).toBe('ifc');
    expect(sniffContent(bytes('@prefix ex: <http://ex/> .'))).toBe('unknown');
  });

  it('refuses content that does not match what the name promises, and accepts names that promise nothing', () => {
    expect(contentMismatch('book.xlsx', bytes('a,b,c'))).toBe('"book.xlsx" is named .xlsx but its content is not an Excel workbook.');
    expect(contentMismatch('book.XLSX', bytes('PK\x03\x04'))).toBeUndefined();
    expect(contentMismatch('scan.png', bytes('%PDF-1.7'))).toMatch(/not a PNG image/);
    expect(contentMismatch('notes.txt', bytes('%PDF-1.7'))).toBeUndefined();
  });

  it('serves by content, refined by a name the content confirms, never as a page', () => {
    expect(servedMediaType('book.xlsx', 'zip')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(servedMediaType('data.ttl', 'unknown')).toBe('text/turtle');
    expect(servedMediaType('page.html', 'unknown')).toBe('application/octet-stream');
    expect(servedMediaType('page.html', 'pdf')).toBe('application/pdf');
  });
});
