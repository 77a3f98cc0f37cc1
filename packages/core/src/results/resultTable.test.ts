import { describe, expect, it } from 'vitest';
import { cellText, columnHasExtra, toResultTable } from './resultTable.js';
import { conflictingUrlModifiers, URI_AND_URL_ERROR } from './columnConventions.js';
import type { SparqlBinding, SparqlSelectResults } from './sparqlJsonResults.js';

const lit = (value: string, extra: Record<string, string> = {}) => ({ type: 'literal' as const, value, ...extra });
const iri = (value: string) => ({ type: 'uri' as const, value });

function select(vars: string[], ...bindings: SparqlBinding[]): SparqlSelectResults {
  return { head: { vars }, results: { bindings } };
}

describe('toResultTable', () => {
  it('leaves links to nowhere as plain text (empty, one character, the reset value), but keeps every xURI value to publish', () => {
    const targets = ['', '#', ' ', 'http://www.buildingbits.nl/reset', 'ab'];
    const table = toResultTable(select(['site', 'siteURL', 'item', 'itemURI'], ...targets.map((target) => ({ site: lit('s'), siteURL: lit(target), item: lit('i'), itemURI: lit(target) }))));
    expect(table.rows.map((row) => row.cells[0]?.url)).toEqual([undefined, undefined, undefined, undefined, 'ab']);
    expect(table.rows.map((row) => row.cells[1]?.uri)).toEqual(targets);
  });

  it('makes xURI, xURL, xIcon, xIconColor and xIconSize properties of cell x instead of columns', () => {
    const table = toResultTable(
      select(
        ['name', 'nameURI', 'nameIcon', 'nameIconColor', 'nameIconSize', 'site', 'siteURL'],
        {
          name: lit('Amersfoort'),
          nameURI: iri('http://example.org/amersfoort'),
          nameIcon: lit('fa-city'),
          nameIconColor: lit('red'),
          nameIconSize: lit('20px'),
          site: lit('website'),
          siteURL: lit('https://www.amersfoort.nl'),
        },
      ),
    );
    expect(table.columns.map((c) => c.name)).toEqual(['name', 'site']);
    const [name, site] = table.rows[0]!.cells;
    expect(name).toMatchObject({
      text: 'Amersfoort',
      uri: 'http://example.org/amersfoort',
      icon: 'fa-city',
      iconColor: 'red',
      iconSize: '20px',
    });
    expect(name?.url).toBeUndefined();
    expect(site).toMatchObject({ text: 'website', url: 'https://www.amersfoort.nl' });
    expect(site?.uri).toBeUndefined();
  });

  it('keeps a suffixed variable as a column when the variable it names is not selected', () => {
    const table = toResultTable(select(['buildingURI'], { buildingURI: iri('http://x/1') }));
    expect(table.columns).toEqual([{ name: 'buildingURI', label: 'buildingURI', html: false }]);
    expect(table.rows[0]?.cells[0]?.value).toEqual({ kind: 'iri', iri: 'http://x/1' });
  });

  it('hides xHIDDEN columns but keeps their values in the row bindings for publishing', () => {
    const table = toResultTable(select(['label', 'idHIDDEN'], { label: lit('a'), idHIDDEN: lit('42') }));
    expect(table.columns.map((c) => c.name)).toEqual(['label']);
    expect(table.hiddenVariables).toEqual(['idHIDDEN']);
    expect(table.rows[0]?.bindings.idHIDDEN?.value).toBe('42');
  });

  it('marks xHTML cells as HTML and heads the column x', () => {
    const table = toResultTable(select(['descHTML'], { descHTML: lit('<b>bold</b>') }));
    expect(table.columns).toEqual([{ name: 'descHTML', label: 'desc', html: true }]);
    expect(table.rows[0]?.cells[0]).toMatchObject({ html: true, text: '<b>bold</b>' });
  });

  it('gives cell x a copy button value from xCopyValue', () => {
    const table = toResultTable(select(['id', 'idCopyValue'], { id: lit('0221'), idCopyValue: lit('GM0221') }));
    expect(table.columns.map((c) => c.name)).toEqual(['id']);
    expect(table.rows[0]?.cells[0]?.copyValue).toBe('GM0221');
  });

  it('splits a value at && into the value and an extra cell', () => {
    const table = toResultTable(select(['x'], { x: lit('Doesburg&&Gelderland') }));
    expect(table.rows[0]?.cells[0]).toMatchObject({
      text: 'Doesburg',
      extra: 'Gelderland',
      value: { kind: 'string', lexical: 'Doesburg' },
    });
    expect(table.rows[0]?.cells[0]?.raw?.value).toBe('Doesburg&&Gelderland');
  });

  it('does not split IRIs that contain &&', () => {
    const table = toResultTable(select(['x'], { x: iri('http://x/?a=1&&b=2') }));
    expect(table.rows[0]?.cells[0]?.text).toBe('http://x/?a=1&&b=2');
    expect(table.rows[0]?.cells[0]?.extra).toBeUndefined();
  });

  it('tells from the bindings alone what a cell shows and which columns have an extra part', () => {
    const table = toResultTable(
      select(['place', 'site', 'link'], { place: lit('Doesburg&&Gelderland'), site: lit('museum'), link: iri('http://x/?a=1&&b=2') }, { site: lit('kerk') }),
    );
    const [place, site, link] = table.columns;
    expect(table.rows.map((row) => cellText(row, place!))).toEqual(['Doesburg', '']);
    expect(table.rows.map((row) => cellText(row, link!))).toEqual(['http://x/?a=1&&b=2', '']);
    expect(table.rows.map((row) => row.cells.map((cell) => cell.text))).toEqual([
      ['Doesburg', 'museum', 'http://x/?a=1&&b=2'],
      ['', 'kerk', ''],
    ]);
    expect([place, site, link].map((column) => columnHasExtra(table, column!))).toEqual([true, false, false]);
  });

  it('applies the Table++ modifiers _URI, _URL, _ICON, _ICONCOLOR, _ICONSIZE and _TEXTCOLOR', () => {
    const table = toResultTable(
      select(['a', 'a_URI', 'a_ICON', 'a_ICONCOLOR', 'a_ICONSIZE', 'a_TEXTCOLOR', 'b', 'b_URL'], {
        a: lit('A'),
        a_URI: iri('http://x/a'),
        a_ICON: lit('home'),
        a_ICONCOLOR: lit('#f00'),
        a_ICONSIZE: lit('12'),
        a_TEXTCOLOR: lit('blue'),
        b: lit('B'),
        b_URL: lit('https://b.example'),
      }),
    );
    expect(table.columns.map((c) => c.name)).toEqual(['a', 'b']);
    expect(table.rows[0]?.cells[0]).toMatchObject({
      uri: 'http://x/a',
      icon: 'home',
      iconColor: '#f00',
      iconSize: '12',
      textColor: 'blue',
    });
    expect(table.rows[0]?.cells[1]?.url).toBe('https://b.example');
  });

  it('rejects _URI and _URL on one cell with the message the spec names', () => {
    expect(() => toResultTable(select(['a', 'a_URI', 'a_URL']))).toThrow(
      'Table++: URI and URL modifiers must not both be used on one cell',
    );
    expect(() => toResultTable(select(['a', 'aURI', 'a_URL']))).toThrow(URI_AND_URL_ERROR);
  });

  it('names the URL modifiers of such cells, without which the result converts', () => {
    expect(conflictingUrlModifiers(['a', 'a_URI', 'a_URL', 'b', 'bURL'])).toEqual(['a_URL']);
    expect(conflictingUrlModifiers(['a', 'aURI', 'aURL'])).toEqual([]);
  });

  it('leaves unbound cells empty and skips unbound properties', () => {
    const table = toResultTable(select(['a', 'aURI'], {}));
    expect(table.rows[0]?.cells[0]).toEqual({ value: undefined, raw: undefined, text: '' });
  });

  it('turns an ASK answer into one boolean cell', () => {
    const table = toResultTable({ head: {}, boolean: true });
    expect(table.ask).toBe(true);
    expect(table.rows[0]?.cells[0]?.value).toMatchObject({ kind: 'boolean', boolean: true });
  });
});
