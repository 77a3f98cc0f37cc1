import { parseMapDirectives, toMapFeatures, toResultTable } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { translator } from '../../i18n/testTranslations';
import { sceneBlocks } from './blocks';

function table(rows: Record<string, string>[]) {
  const vars = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const bindings = rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, { type: 'literal' as const, value }])));
  return toResultTable({ head: { vars }, results: { bindings } });
}

function blocksOf(rows: Record<string, string>[], query = '', defaultHeight = 10, t?: TFunction) {
  const results = table(rows);
  return sceneBlocks(toMapFeatures(results, parseMapDirectives(query)).features, results, defaultHeight, t);
}

describe('the blocks of a 3D view', () => {
  it('puts RD New footprints in metres around their middle, raised by ?height or the default', () => {
    const scene = blocksOf(
      [
        { uri: 'ex:a', label: 'Kerk', geometry: 'POLYGON((155000 463000, 155020 463000, 155020 463010, 155000 463010, 155000 463000))', height: '30', color: '#aa0000' },
        { uri: 'ex:b', geometry: 'POLYGON((155100 463000, 155120 463000, 155120 463010, 155100 463000))' },
      ],
      '#RD\nselect * {}',
    );
    expect(scene.problems).toEqual([]);
    expect(scene.blocks.map((block) => [block.uri, block.label, block.height, block.color])).toEqual([
      ['ex:a', 'Kerk', 30, '#aa0000'],
      ['ex:b', undefined, 10, '#3388ff'],
    ]);
    // 120 m from west to east, centred: the first footprint starts 60 m west of the middle.
    const [first] = scene.blocks[0]!.footprints[0]!.outer;
    expect(first![0]).toBeCloseTo(-60, 0);
    expect(first![1]).toBeCloseTo(-5, 0);
    expect(scene.size).toBeCloseTo(120, 0);
  });

  it('keeps holes, makes points squares of ?size and says that lines are left out (in Dutch too)', async () => {
    const scene = blocksOf([
      { uri: 'ex:ring', geometry: 'POLYGON((5 52, 5.001 52, 5.001 52.001, 5 52.001, 5 52),(5.0004 52.0004, 5.0006 52.0004, 5.0006 52.0006, 5.0004 52.0004))' },
      { uri: 'ex:paal', geometry: 'POINT(5.0005 52.0005)', size: '2', height: 'hoog' },
      { uri: 'ex:weg', geometry: 'LINESTRING(5 52, 5.001 52.001)' },
    ]);
    expect(scene.blocks.map((block) => block.uri)).toEqual(['ex:ring', 'ex:paal']);
    expect(scene.blocks[0]!.footprints[0]!.holes).toHaveLength(1);
    const square = scene.blocks[1]!.footprints[0]!.outer;
    expect(square[1]![0] - square[0]![0]).toBeCloseTo(2, 6);
    expect(scene.problems).toEqual([
      'Row 2: ?height "hoog" is not a number of metres (0 or more); the default height is used.',
      'A line is not drawn: the 3D view raises footprints (POLYGON) and points.',
    ]);
    const rows: Record<string, string>[] = [
      { uri: 'ex:paal', geometry: 'POINT(5.0005 52.0005)', height: 'hoog' },
      { uri: 'ex:weg', geometry: 'LINESTRING(5 52, 5.001 52.001)' },
      { uri: 'ex:pad', geometry: 'LINESTRING(5 52, 5.002 52.001)' },
    ];
    expect(blocksOf(rows, '', 10, await translator('en')).problems).toEqual(blocksOf(rows).problems);
    expect(blocksOf(rows).problems[1]).toBe('2 lines are not drawn: the 3D view raises footprints (POLYGON) and points.');
    expect(blocksOf(rows, '', 10, await translator('nl')).problems).toEqual([
      'Rij 1: ?height "hoog" is geen aantal meters (0 of meer); de standaardhoogte wordt gebruikt.',
      '2 lijnen worden niet getekend: de 3D-weergave verheft vlakken (POLYGON) en punten.',
    ]);
    // 0.001 degree of longitude at 52° north is about 68.5 metres.
    expect(scene.size).toBeGreaterThan(68);
    expect(scene.size).toBeLessThan(112);
  });
});
