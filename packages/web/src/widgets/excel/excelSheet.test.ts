import type { CellValue } from 'exceljs';
import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/testTranslations';
import { cellText, columnLetter, editedValue, fileSizeProblem, isFormula, SHEET_LIMITS, sheetGrid, sheetSizeProblem } from './sheetGrid';
import { replaceGraphUpdate, savePlan, workbookFileName } from './sheetSave';

const en = await translator('en');
const nl = await translator('nl');

/** A sheet as exceljs's getSheetValues gives it: 1-based rows of 1-based cells, with holes. */
function sheet(rows: Record<number, Record<number, CellValue>>): CellValue[][] {
  const values: CellValue[][] = [];
  for (const [r, cells] of Object.entries(rows)) {
    const row: CellValue[] = [];
    for (const [c, value] of Object.entries(cells)) row[Number(c)] = value;
    values[Number(r)] = row;
  }
  return values;
}

describe('sheet limits', () => {
  it('opens what fits and says what does not, with the limit', () => {
    expect(sheetSizeProblem({ name: 'Data', rowCount: 10_000, columnCount: 20 }, en)).toBeNull();
    expect(sheetSizeProblem({ name: 'Data', rowCount: 10_001, columnCount: 2 }, en)).toBe('The sheet "Data" has 10,001 rows; the Excel widget opens sheets of at most 10,000 rows.');
    expect(sheetSizeProblem({ name: 'Wide', rowCount: 3, columnCount: 201 }, en)).toBe('The sheet "Wide" has 201 columns; the Excel widget opens sheets of at most 200 columns.');
    expect(sheetSizeProblem({ name: 'Big', rowCount: 5_000, columnCount: 41 }, en)).toBe(
      'The sheet "Big" has 205,000 cells (5,000 rows of 41 columns); the Excel widget opens sheets of at most 200,000 cells.',
    );
    expect(fileSizeProblem('a.xlsx', SHEET_LIMITS.bytes, en)).toBeNull();
    expect(fileSizeProblem('a.xlsx', 31 * 1024 * 1024, en)).toBe('"a.xlsx" is 31.0 MiB; the Excel widget opens workbooks of at most 20 MiB.');
    expect(sheetSizeProblem({ name: 'Data', rowCount: 10_001, columnCount: 2 }, nl)).toBe('Het werkblad "Data" heeft 10.001 rijen; de Excel-widget opent werkbladen van hoogstens 10.000 rijen.');
  });
});

describe('sheetGrid', () => {
  it('takes the first row with a value as the header, as the server does, and every row below it', () => {
    const grid = sheetGrid(sheet({ 2: { 1: 'Name', 3: 'Age' }, 3: { 1: 'Ada', 3: 36 }, 5: { 2: 'x', 4: 'beyond the header' } }), 3);
    expect(grid?.headerRow).toBe(2);
    expect(grid?.columns).toEqual([
      { index: 1, letter: 'A', header: 'Name' },
      { index: 2, letter: 'B', header: '' },
      { index: 3, letter: 'C', header: 'Age' },
      { index: 4, letter: 'D', header: '' },
    ]);
    expect(grid?.rows).toEqual([
      { rowNumber: 3, values: ['Ada', null, 36, null] },
      { rowNumber: 4, values: [null, null, null, null] },
      { rowNumber: 5, values: [null, 'x', null, 'beyond the header'] },
    ]);
  });

  it('has no grid for a sheet without values', () => {
    expect(sheetGrid([], 0)).toBeNull();
    expect(sheetGrid(sheet({ 1: { 1: '  ' } }), 1)).toBeNull();
  });

  it('names columns by their letters', () => {
    expect([1, 26, 27, 52, 53, 702, 703].map(columnLetter)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
  });
});

describe('cellText', () => {
  it('shows each kind of cell as text', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(3.5)).toBe('3.5');
    expect(cellText(true)).toBe('true');
    expect(cellText(new Date('2024-05-01T00:00:00Z'))).toBe('2024-05-01');
    expect(cellText(new Date('2024-05-01T10:30:00Z'))).toBe('2024-05-01T10:30:00Z');
    expect(cellText({ richText: [{ text: 'Dak ' }, { text: 'rood' }] })).toBe('Dak rood');
    expect(cellText({ text: 'Kadaster', hyperlink: 'https://kadaster.nl' })).toBe('Kadaster');
    expect(cellText({ formula: 'A1*2', result: 84 })).toBe('84');
    expect(cellText({ error: '#DIV/0!' })).toBe('#DIV/0!');
  });

  it('knows formulas, which the grid does not edit', () => {
    expect(isFormula({ formula: 'A1*2', result: 84 })).toBe(true);
    expect(isFormula({ sharedFormula: 'B2', result: 1 })).toBe(true);
    expect(isFormula('=A1')).toBe(false);
    expect(isFormula(new Date())).toBe(false);
  });
});

describe('editedValue', () => {
  it('keeps a cell’s kind where the text fits it', () => {
    expect(editedValue('41', 36)).toBe(41);
    expect(editedValue('veel', 36)).toBe('veel');
    expect(editedValue('FALSE', true)).toBe(false);
    expect(editedValue('2025-01-31', new Date('2024-05-01T00:00:00Z'))).toEqual(new Date('2025-01-31T00:00:00Z'));
    expect(editedValue('https://example.org/b', { text: 'a', hyperlink: 'https://example.org/a' })).toEqual({ text: 'https://example.org/b', hyperlink: 'https://example.org/b' });
    expect(editedValue('plain words', { text: 'a', hyperlink: 'https://example.org/a' })).toBe('plain words');
  });

  it('keeps text that looks like a number as text, and a leading zero', () => {
    expect(editedValue('42', '7')).toBe('42');
    expect(editedValue('0123', null)).toBe('0123');
  });

  it('reads numbers and ISO dates typed into an empty cell', () => {
    expect(editedValue('12.5', null)).toBe(12.5);
    expect(editedValue('-3e2', undefined)).toBe(-300);
    expect(editedValue('2024-02-29', null)).toEqual(new Date('2024-02-29T00:00:00Z'));
    expect(editedValue('2024-02-29T08:00:00Z', null)).toEqual(new Date('2024-02-29T08:00:00Z'));
    expect(editedValue('hallo', null)).toBe('hallo');
  });

  it('empties a cell for blank text, and leaves an unchanged cell as it was', () => {
    expect(editedValue('  ', 'x')).toBeNull();
    const rich = { richText: [{ text: 'Dak', font: { bold: true } }] };
    expect(editedValue('Dak', rich)).toBe(rich);
    expect(editedValue('', null)).toBeNull();
  });
});

describe('saving', () => {
  it('bases row IRIs on the target graph, which must be an absolute IRI', () => {
    expect(savePlan('http://example.org/sheet', '', en)).toEqual({ ok: true, graph: 'http://example.org/sheet', fields: { base: 'http://example.org/sheet/' } });
    expect(savePlan('', 'http://example.org/col/', en)).toEqual({ ok: true, graph: null, fields: { namespace: 'http://example.org/col/' } });
    expect(savePlan('sheet', '', en)).toEqual({ ok: false, error: 'The graph "sheet" is not an absolute IRI.' });
    expect(savePlan('http://example.org/g', 'not an iri', en)).toEqual({ ok: false, error: 'The column namespace "not an iri" is not an absolute IRI.' });
    expect(savePlan('sheet', '', nl)).toEqual({ ok: false, error: 'De graaf "sheet" is geen absolute IRI.' });
  });

  it('replaces the target graph with the loaded one', () => {
    expect(replaceGraphUpdate('urn:grafiek:upload:1', 'http://example.org/sheet')).toBe('MOVE <urn:grafiek:upload:1> TO <http://example.org/sheet>');
    expect(() => replaceGraphUpdate('urn:x', 'http://example.org/a> . DROP ALL #')).toThrow(/not absolute IRIs/);
  });

  it('sends the workbook as .xlsx', () => {
    expect(workbookFileName('Begroting.xlsx')).toBe('Begroting.xlsx');
    expect(workbookFileName('oud.XLS')).toBe('oud.xlsx');
    expect(workbookFileName('export')).toBe('export.xlsx');
    expect(workbookFileName('')).toBe('sheet.xlsx');
  });
});
