import { parseMapDirectives, RESET_VALUE, toMapFeatures, toResultTable, type SparqlJsonResults } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { readSettings } from '../../kit/readSettings';
import { wegselector } from '.';
import { addSegments, groupSelection, removeSegments, roadsOf, segmentsOf, selectionFromValue, toggleSegment, valueForSelection } from './roadSelection';

const W = 'https://example.org/weg/';

function table(rows: Record<string, string>[]) {
  const results: SparqlJsonResults = {
    head: { vars: ['uri', 'geometry', 'label', 'group'] },
    results: {
      bindings: rows.map((row) =>
        Object.fromEntries(Object.entries(row).map(([name, value]) => [name, name === 'uri' ? { type: 'uri', value } : { type: 'literal', value }])),
      ),
    },
  };
  return toResultTable(results);
}

/** Three segments of the A1 and N2, a segment without a road, one without ?uri and one that cannot be drawn. */
const ROADS = table([
  { uri: `${W}a1-1`, geometry: 'LINESTRING(5.0 52.0, 5.1 52.0)', label: 'A1 km 1', group: 'A1' },
  { uri: `${W}n2-1`, geometry: 'LINESTRING(5.0 52.1, 5.0 52.2)', label: 'N2 km 1', group: 'N2' },
  { uri: `${W}a1-2`, geometry: 'MULTILINESTRING((5.1 52.0, 5.2 52.0),(5.2 52.0, 5.3 52.01))', label: 'A1 km 2', group: 'A1' },
  { uri: `${W}a1-2`, geometry: 'LINESTRING(5.3 52.01, 5.4 52.01)', label: 'A1 km 2', group: 'A1 (dubbel)' },
  { uri: `${W}pad`, geometry: 'LINESTRING(5.2 52.1, 5.25 52.15)' },
  { geometry: 'LINESTRING(5.0 52.3, 5.1 52.3)', label: 'Zonder uri' },
  { uri: `${W}kapot`, geometry: 'LINESTRING(5.0', label: 'Kapot' },
]);

function segments() {
  return segmentsOf(toMapFeatures(ROADS, parseMapDirectives('')).features, ROADS);
}

describe('the segments of a road query', () => {
  it('are the drawable features with a ?uri, once each, with their road and label (the ?uri when there is none)', () => {
    expect(segments()).toEqual([
      { uri: `${W}a1-1`, label: 'A1 km 1', group: 'A1' },
      { uri: `${W}n2-1`, label: 'N2 km 1', group: 'N2' },
      { uri: `${W}a1-2`, label: 'A1 km 2', group: 'A1' },
      { uri: `${W}pad`, label: `${W}pad` },
    ]);
  });

  it('may come in RD New coordinates (#RD), as on the map widgets', () => {
    const rd = table([{ uri: `${W}rd`, geometry: 'LINESTRING(155000 463000, 156000 463500)', label: 'Amersfoort', group: 'N199' }]);
    const features = toMapFeatures(rd, parseMapDirectives('#RD')).features;
    expect(segmentsOf(features, rd)).toEqual([{ uri: `${W}rd`, label: 'Amersfoort', group: 'N199' }]);
    const [lon, lat] = (features[0]!.geometry as { coordinates: number[][] }).coordinates[0]!;
    expect(lon).toBeCloseTo(5.387, 2);
    expect(lat).toBeCloseTo(52.155, 2);
  });

  it('give the roads sorted by name (numbers by value), each with its segments', () => {
    const many = [
      { uri: 'x', label: 'x', group: 'N10' },
      { uri: 'y', label: 'y', group: 'N2' },
      { uri: 'z', label: 'z', group: 'A1' },
      { uri: 'w', label: 'w', group: 'N2' },
    ];
    expect([...roadsOf(many)]).toEqual([
      ['A1', ['z']],
      ['N2', ['y', 'w']],
      ['N10', ['x']],
    ]);
    expect([...roadsOf(segments())]).toEqual([
      ['A1', [`${W}a1-1`, `${W}a1-2`]],
      ['N2', [`${W}n2-1`]],
    ]);
  });
});

describe('changing the selection', () => {
  it('a click adds a segment at the end, a second click lets it go', () => {
    let selection = toggleSegment([], 'b');
    selection = toggleSegment(selection, 'a');
    expect(selection).toEqual(['b', 'a']);
    expect(toggleSegment(selection, 'b')).toEqual(['a']);
    expect(toggleSegment(['a'], 'a')).toEqual([]);
  });

  it('a box or a whole road adds only what is not selected yet; removing a road keeps the rest', () => {
    expect(addSegments(['b'], ['a', 'b', 'c', 'a'])).toEqual(['b', 'a', 'c']);
    expect(removeSegments(['b', 'a', 'c'], ['a', 'c', 'z'])).toEqual(['b']);
  });

  it('is listed by road, in the order of picking, with values not on the map by themselves', () => {
    const groups = groupSelection([`${W}n2-1`, `${W}a1-2`, `${W}elders`, `${W}a1-1`, `${W}pad`], segments());
    expect(groups).toEqual([
      { group: 'N2', segments: [{ uri: `${W}n2-1`, label: 'N2 km 1', group: 'N2' }] },
      {
        group: 'A1',
        segments: [
          { uri: `${W}a1-2`, label: 'A1 km 2', group: 'A1' },
          { uri: `${W}a1-1`, label: 'A1 km 1', group: 'A1' },
        ],
      },
      { segments: [{ uri: `${W}elders`, label: `${W}elders` }] },
      { segments: [{ uri: `${W}pad`, label: `${W}pad` }] },
    ]);
  });
});

describe('the published selection', () => {
  const picked = [`${W}a1-1`, `${W}n2-1`];

  it('is written in each of the catalogue\'s multiple-value formats, the reset value when empty', () => {
    expect(valueForSelection(picked, 'csv as uri', RESET_VALUE)).toBe(`<${W}a1-1>,<${W}n2-1>`);
    expect(valueForSelection(picked, 'sparql value uri', RESET_VALUE)).toBe(`<${W}a1-1> <${W}n2-1>`);
    expect(valueForSelection(picked, 'csv as string', RESET_VALUE)).toBe(`"${W}a1-1","${W}n2-1"`);
    expect(valueForSelection(picked, 'JSON array', RESET_VALUE)).toBe(JSON.stringify(picked));
    expect(valueForSelection([], 'csv as uri', RESET_VALUE)).toBe(RESET_VALUE);
    expect(valueForSelection([], 'csv as uri', 'geen')).toBe('geen');
  });

  it('reads back to the same selection, so a subscribed variable sets it', () => {
    for (const format of ['csv as uri', 'sparql value uri', 'csv as string', 'sparql value string', 'JSON array'] as const) {
      expect(selectionFromValue(valueForSelection(picked, format, RESET_VALUE), format, segments())).toEqual(picked);
    }
  });

  it('reads empty and reset as nothing, one bare segment (a click on another map) as that segment, and says what is wrong otherwise', () => {
    expect(selectionFromValue(undefined, 'csv as uri', segments())).toEqual([]);
    expect(selectionFromValue(RESET_VALUE, 'csv as uri', segments())).toEqual([]);
    expect(selectionFromValue(`${W}n2-1`, 'csv as uri', segments())).toEqual([`${W}n2-1`]);
    expect(selectionFromValue([`${W}n2-1`, `${W}n2-1`], 'csv as uri', segments())).toEqual([`${W}n2-1`]);
    expect(() => selectionFromValue('<a> <b>', 'csv as uri', segments())).toThrow(/expected a comma/);
  });
});

describe('the Wegselector definition', () => {
  it('reads a stored node with a list format and a fixed height', () => {
    const { settings, problems } = readSettings(wegselector.options, {
      widget: 'Wegselector',
      publishVariable: 'wegvakken',
      multipleselectparametertype: 'sparql value uri',
      height: 500,
    });
    expect(problems).toEqual([]);
    expect(settings).toMatchObject({ publishVariable: 'wegvakken', subscribeVariable: '', multipleselectparametertype: 'sparql value uri', height: '500', resetValue: RESET_VALUE });
  });
});
