import { toResultTable, type SparqlJsonResults } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/testTranslations';
import { elementsOfUri, fileLabel, readExpressId, readIfcRows, rowOfElement, rowsOfModel } from './ifcRows';

const ORANGE = { hex: '#ff9800', opacity: 1 };
const HOUSE = '/api/download/demo/1/IfcOpenHouse.ifc';
const SHED = '/api/download/demo/2/shed.ifc';

function table(rows: Record<string, string>[]) {
  const vars = ['uri', 'expressID', 'file', 'color', 'highlight'];
  const results: SparqlJsonResults = {
    head: { vars },
    results: {
      bindings: rows.map((row) =>
        Object.fromEntries(Object.entries(row).map(([name, value]) => [name, name === 'uri' ? { type: 'uri', value } : { type: 'literal', value }])),
      ),
    },
  };
  return toResultTable(results);
}

describe('readIfcRows', () => {
  it('lists each file once, in the order the rows name them', () => {
    const rows = readIfcRows(
      table([
        { uri: 'http://ex/wall', expressID: '40', file: HOUSE },
        { uri: 'http://ex/shed', expressID: '12', file: SHED },
        { uri: 'http://ex/roof', expressID: '188', file: HOUSE },
      ]),
      ORANGE,
    );
    expect(rows.files).toEqual([HOUSE, SHED]);
    expect(rows.elements.map((row) => row.expressID)).toEqual([40, 12, 188]);
  });

  it('paints ?color, and ?highlight true without a colour in the highlight colour', () => {
    const rows = readIfcRows(
      table([
        { uri: 'http://ex/a', expressID: '1', color: 'red' },
        { uri: 'http://ex/b', expressID: '2', highlight: 'true' },
        { uri: 'http://ex/c', expressID: '3', highlight: 'false' },
        { uri: 'http://ex/d', expressID: '4', highlight: 'true', color: '#00ff0080' },
      ]),
      ORANGE,
    );
    expect(rows.elements.map((row) => row.color)).toEqual([{ hex: '#ff0000', opacity: 1 }, ORANGE, undefined, { hex: '#00ff00', opacity: 0.502 }]);
  });

  it('leaves out rows whose ?expressID is not a number and says so, and names colours it cannot read', () => {
    const rows = readIfcRows(
      table([
        { uri: 'http://ex/a', expressID: 'wall', file: HOUSE },
        { uri: 'http://ex/b', expressID: '#41', color: 'reddish' },
      ]),
      ORANGE,
    );
    expect(rows.files).toEqual([HOUSE]);
    expect(rows.elements).toEqual([{ uri: 'http://ex/b', expressID: 41 }]);
    expect(rows.notes).toHaveLength(2);
    expect(rows.notes[0]).toContain('1 row has an ?expressID that is not a whole number');
    expect(rows.notes[1]).toContain('"reddish"');
  });

  it('says so word for word with the English texts, and in Dutch for a Dutch reader', async () => {
    const answer = table([{ expressID: 'wall' }, { expressID: 'door' }, { expressID: '41', color: 'reddish' }]);
    const english = readIfcRows(answer, ORANGE).notes;
    expect(english[0]).toBe('2 rows have an ?expressID that is not a whole number (e.g. 40 or #40); they are left out.');
    expect(readIfcRows(answer, ORANGE, await translator('en')).notes).toEqual(english);
    const single = table([{ expressID: 'wall' }]);
    expect(readIfcRows(single, ORANGE, await translator('en')).notes).toEqual(readIfcRows(single, ORANGE).notes);
    expect(readIfcRows(answer, ORANGE, await translator('nl')).notes).toEqual([
      '2 rijen hebben een ?expressID dat geen geheel getal is (bijv. 40 of #40); die zijn weggelaten.',
      'Kleuren niet begrepen: "reddish". Gebruik #rrggbb, rgb(r, g, b) of een kleurnaam.',
    ]);
  });

  it('reads nothing from no answer', () => {
    expect(readIfcRows(undefined, ORANGE)).toEqual({ files: [], elements: [], notes: [] });
  });
});

describe('element lookups', () => {
  const rows = readIfcRows(
    table([
      { uri: 'http://ex/wall-house', expressID: '40', file: HOUSE },
      { uri: 'http://ex/any-40', expressID: '40' },
      { uri: 'http://ex/door', expressID: '2441', file: HOUSE },
      { uri: 'http://ex/door', expressID: '7', file: SHED },
    ]),
    ORANGE,
  ).elements;

  it('finds the row of a clicked element, its own file first', () => {
    expect(rowOfElement(rows, HOUSE, 40)?.uri).toBe('http://ex/wall-house');
    expect(rowOfElement(rows, SHED, 40)?.uri).toBe('http://ex/any-40');
    expect(rowOfElement(rows, SHED, 99)).toBeUndefined();
  });

  it('finds every loaded element of an IRI, and only in loaded models', () => {
    expect(elementsOfUri(rows, 'http://ex/door', [HOUSE, SHED])).toEqual([
      { model: HOUSE, expressID: 2441 },
      { model: SHED, expressID: 7 },
    ]);
    expect(elementsOfUri(rows, 'http://ex/door', [SHED])).toEqual([{ model: SHED, expressID: 7 }]);
    expect(elementsOfUri(rows, 'http://ex/any-40', [HOUSE, SHED])).toHaveLength(2);
    expect(elementsOfUri(rows, 'http://ex/none', [HOUSE])).toEqual([]);
  });

  it('keeps the rows of a model: its own and those without a file', () => {
    expect(rowsOfModel(rows, SHED).map((row) => row.uri)).toEqual(['http://ex/any-40', 'http://ex/door']);
  });
});

describe('readExpressId and fileLabel', () => {
  it('reads entity numbers as queries and files write them', () => {
    expect(readExpressId('40')).toBe(40);
    expect(readExpressId(' #2441 ')).toBe(2441);
    expect(readExpressId('40.0')).toBe(40);
    expect(readExpressId('-1')).toBeUndefined();
    expect(readExpressId('4.5')).toBeUndefined();
    expect(readExpressId(undefined)).toBeUndefined();
  });

  it('names a file by the last part of its address', () => {
    expect(fileLabel('/api/download/demo/1/Ifc%20Open%20House.ifc?x=1')).toBe('Ifc Open House.ifc');
    expect(fileLabel('house.ifc')).toBe('house.ifc');
  });
});
