import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/testTranslations';
import { readSettings } from '../../kit';
import { tablePlusPlus } from '.';
import { DEFAULT_CSV_FILE, DEFAULT_CSV_LABEL, readTablePlusSettings, type TablePlusLayoutSettings } from './tablePlusSettings';

const en = await translator('en');
const nl = await translator('nl');

const NONE: TablePlusLayoutSettings = {
  columnConfig: undefined,
  actionColumns: undefined,
  csvExport: undefined,
  paginationEnabled: false,
  paginationPageSize: 100,
};

function layout(settings: Partial<TablePlusLayoutSettings>, t = en) {
  return readTablePlusSettings({ ...NONE, ...settings }, t);
}

/** A stored node as the widget reads it: the kit's kinds first, then Table++'s own reading. */
function stored(node: Record<string, unknown>) {
  const { settings, problems } = readSettings(tablePlusPlus.options, node);
  return { settings, kitProblems: problems, layout: readTablePlusSettings(settings, en) };
}

describe('Table++ settings', () => {
  it('reads an app without Table++ settings as a plain grid of the query\'s columns', () => {
    const { settings, kitProblems, layout: read } = stored({ query: 'SELECT ?a WHERE {}' });
    expect(kitProblems).toEqual([]);
    expect(settings.selectionMode).toBe('DISABLED');
    expect(settings.multipleselectparametertype).toBe('csv as uri');
    expect(read).toEqual({ columns: [], actionColumns: [], pageSize: null, csv: null, problems: [] });
  });

  it('reads the forms older editors stored: "TRUE", a page size as text, a mode in lower case, JSON as text', () => {
    const { settings, kitProblems, layout: read } = stored({
      paginationEnabled: 'TRUE',
      paginationPageSize: '25',
      selectionMode: 'single',
      columnConfig: '[{"id": "naam", "label": "Naam", "hidden": "true"}]',
      csvExport: '{"enable": "yes", "delimiter": "Semicolon"}',
    });
    expect(kitProblems).toEqual([]);
    expect(settings.selectionMode).toBe('SINGLE');
    expect(read.pageSize).toBe(25);
    expect(read.columns).toEqual([{ kind: 'data', column: expect.objectContaining({ id: 'naam', label: 'Naam', hidden: true }) }]);
    expect(read.csv).toEqual({ label: DEFAULT_CSV_LABEL, delimiter: ';', fileName: DEFAULT_CSV_FILE });
  });

  it('leaves an unknown selection mode to the kit, which says so and keeps selection off', () => {
    const { settings, kitProblems } = stored({ selectionMode: 'SOMETIMES' });
    expect(settings.selectionMode).toBe('DISABLED');
    expect(kitProblems).toMatchObject([{ option: 'selectionMode', label: 'Selection mode', message: 'unknown choice "SOMETIMES": use DISABLED, SINGLE, MULTIPLE' }]);
  });

  it('gives pages of 100 rows when pages are on without a size', () => {
    expect(stored({ paginationEnabled: true }).layout.pageSize).toBe(100);
  });

  it('shows whole rows per page, at least one, and says so for a size below one', () => {
    expect(layout({ paginationEnabled: true, paginationPageSize: 12.8 }).pageSize).toBe(12);
    const zero = layout({ paginationEnabled: true, paginationPageSize: 0 });
    expect(zero.pageSize).toBe(1);
    expect(zero.problems).toEqual(['Rows per page must be 1 or more, not 0: pages of 1 row are shown.']);
    expect(layout({ paginationEnabled: false, paginationPageSize: 0 }).problems).toEqual([]);
  });

  it('says a column config that is not a list is wrong, and the table keeps its query\'s columns', () => {
    const read = layout({ columnConfig: { id: 'naam' } });
    expect(read.columns).toEqual([]);
    expect(read.problems).toEqual(['Custom column config must be a JSON list of columns.']);
  });

  it('keeps the good columns of a config and names the broken one by its place', () => {
    const read = layout({ columnConfig: [{ id: 'naam', width: 120 }, { label: 'No id' }, { id: 'acties', buttons: [{ label: 'Toon' }] }] });
    expect(read.columns.map((entry) => [entry.kind, entry.column.id])).toEqual([
      ['data', 'naam'],
      ['action', 'acties'],
    ]);
    expect(read.problems).toHaveLength(1);
    expect(read.problems[0]).toMatch(/^Custom column config, column 2: /);
  });

  it('shows a column whose hidden flag it cannot read, and says why', () => {
    const read = layout({ columnConfig: [{ id: 'naam', hidden: 'perhaps' }] });
    expect(read.columns).toEqual([{ kind: 'data', column: expect.objectContaining({ id: 'naam', hidden: false }) }]);
    expect(read.problems).toEqual(['Custom column config, column 1: hidden must be true or false; the column is shown.']);
  });

  it('reports the editable table\'s row-edit actions once per column, wherever the button is', () => {
    const edit = { label: 'Bewerk', actions: [{ type: 'start-row-edit' }] };
    const read = layout({
      actionColumns: [{ id: 'fout', buttons: [edit, { label: 'Menu', buttons: [edit] }, { label: 'Toon', actions: [{ type: 'publish', topic: 't', value: '{{uri}}' }] }] }],
    });
    expect(read.actionColumns).toHaveLength(1);
    expect(read.problems).toEqual(['Action column "fout": "start-row-edit" actions belong to the editable table; Table++ buttons publish or start rules.']);
  });

  it('names an action column without buttons by its place', () => {
    const read = layout({ actionColumns: [{ id: 'leeg' }] });
    expect(read.actionColumns).toEqual([]);
    expect(read.problems[0]).toMatch(/^Action column 1: buttons: /);
  });

  it('offers CSV export only when it is enabled, with the author\'s label, file name and delimiter', () => {
    expect(layout({ csvExport: { enabled: false, label: 'Download' } }).csv).toBeNull();
    expect(layout({ csvExport: { enabled: true, label: ' Download ', filename: 'gebouwen.csv', delimiter: 'tab' } }).csv).toEqual({
      label: 'Download',
      delimiter: '\t',
      fileName: 'gebouwen.csv',
    });
    expect(layout({ csvExport: { enabled: true, fileName: 'b.csv', delimiter: '\\t' } }).csv).toMatchObject({ delimiter: '\t', fileName: 'b.csv' });
    expect(layout({ csvExport: { enabled: true, delimiter: ';' } }).csv).toMatchObject({ delimiter: ';' });
  });

  it('exports with commas when the delimiter is unknown, and says so', () => {
    const read = layout({ csvExport: { enabled: true, delimiter: 'pipe' } });
    expect(read.csv).toMatchObject({ delimiter: ',' });
    expect(read.problems).toEqual(['CSV export: unknown delimiter "pipe": use comma, semicolon, tab.']);
    expect(layout({ csvExport: { enabled: true, delimiter: 'pipe' }, paginationEnabled: true, paginationPageSize: 0 }, nl).problems).toEqual([
      'Rijen per pagina moet 1 of meer zijn, niet 0: er worden pagina\'s van 1 rij getoond.',
      'CSV-export: onbekend scheidingsteken "pipe": gebruik comma, semicolon, tab.',
    ]);
  });

  it('says a CSV export that is not an object is wrong, and offers no export', () => {
    const read = layout({ csvExport: ['enabled'] });
    expect(read.csv).toBeNull();
    expect(read.problems).toEqual(['CSV export must be a JSON object such as {"enabled": true, "delimiter": "semicolon"}.']);
  });
});
