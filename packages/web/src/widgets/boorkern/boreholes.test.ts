import { toResultTable } from '@grafiek/core';
import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/testTranslations';
import { depthTicks, readBoreholes, soilColor } from './boreholes';

const en = await translator('en');
const nl = await translator('nl');

function table(rows: Record<string, string>[], vars = [...new Set(rows.flatMap((row) => Object.keys(row)))]) {
  const bindings = rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, { type: 'literal' as const, value }])));
  return toResultTable({ head: { vars }, results: { bindings } });
}

const layer = (borehole: string, top: string, bottom: string, soil: string, extra: Record<string, string> = {}) => ({ borehole, top, bottom, soil, uri: `${borehole}-${top}`, ...extra });

describe('reading a borehole query', () => {
  it('stacks the layers of each borehole on one depth scale, with a legend of soil kinds', () => {
    const reading = readBoreholes(
      table([
        layer('B2', '0', '2', 'zand', { x: '155040', y: '463010' }),
        layer('B1', '0', '1.2', 'zand', { x: '155000', y: '463000', label: 'Boring 1' }),
        layer('B1', '1.2', '3.5', 'klei', { x: '155000', y: '463000', label: 'Boring 1' }),
        layer('B2', '2', '7.5', 'zandige klei', { x: '155040', y: '463010', color: '#123456' }),
      ]),
      en,
    );
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    const { chart } = reading;
    // West to east: B1 lies west of B2, whatever the query's order.
    expect(chart.boreholes.map((b) => [b.label, b.layers.map((l) => `${l.soil} ${l.top}-${l.bottom}`)])).toEqual([
      ['Boring 1', ['zand 0-1.2', 'klei 1.2-3.5']],
      ['B2', ['zand 0-2', 'zandige klei 2-7.5']],
    ]);
    expect(chart).toMatchObject({ axis: 'depth', from: 0, to: 7.5, problems: [] });
    expect(chart.legend).toEqual([
      { label: 'zand', color: soilColor('zand') },
      { label: 'klei', color: soilColor('klei') },
      { label: 'zandige klei', color: '#123456' },
    ]);
    expect(chart.boreholes[0]!.layers[1]!.value).toBe('B1-1.2');
  });

  it('reads levels (top above bottom, m NAP) and orders boreholes by a POINT geometry', () => {
    const reading = readBoreholes(
      table([
        layer('Noord', '1', '-2', 'veen', { geometry: 'POINT(5.1 52.3)' }),
        layer('Zuid', '0.5', '-4', 'zand', { geometry: 'POINT(5.1 52.1)' }),
      ]),
      en,
    );
    expect(reading.ok && reading.chart).toMatchObject({ axis: 'level', from: 1, to: -4 });
    expect(reading.ok && reading.chart.boreholes.map((b) => b.label)).toEqual(['Zuid', 'Noord']);
  });

  it('leaves out rows it cannot draw and says why; fails clearly when none is left', () => {
    const partly = readBoreholes(table([layer('B1', '0', '2', 'zand'), layer('B1', 'diep', '3', 'klei'), layer('B1', '3', '3', 'veen'), layer('B1', '5', '4', 'leem')]), en);
    expect(partly.ok && partly.chart.problems).toEqual([
      'Row 2: ?top "diep" is not a number of metres.',
      'Row 3: the layer has no thickness (?top and ?bottom are both 3).',
      'Row 4: ?top 5 and ?bottom 4 are the other way round from the other rows (depths: the top less deep than the bottom).',
    ]);
    expect(readBoreholes(table([layer('B1', 'x', '2', 'zand')]), en)).toEqual({ ok: false, error: 'No layer can be drawn. Row 1: ?top "x" is not a number of metres.' });
    expect(readBoreholes(table([{ borehole: 'B1', depth: '3' }]), en)).toEqual({
      ok: false,
      error: 'The borehole query must return ?top and ?bottom (metres) for each layer; it returns ?borehole ?depth.',
    });
    expect(readBoreholes(table([layer('B1', 'x', '2', 'zand')]), nl)).toEqual({ ok: false, error: 'Er kan geen laag worden getekend. Rij 1: ?top "x" is geen aantal meters.' });
    const dutch = readBoreholes(table([layer('B1', '0', '2', 'zand'), layer('B1', '3', '3', 'veen')]), nl);
    expect(dutch.ok && dutch.chart.problems).toEqual(['Rij 2: de laag heeft geen dikte (?top en ?bottom zijn allebei 3).']);
  });

  it('colours a soil by its main kind, the last kind named', () => {
    expect(soilColor('zandige klei')).toBe(soilColor('klei'));
    expect(soilColor('kleiig zand')).toBe(soilColor('Zand'));
    expect(soilColor('kalksteen')).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('puts round ticks on the depth scale', () => {
    expect(depthTicks(0, 7.5)).toEqual([0, 2, 4, 6]);
    expect(depthTicks(1, -4)).toEqual([-4, -3, -2, -1, 0, 1]);
  });
});
